/**
 * /lihat-services — the store's services of a period (paged on the server, filters kept in the URL): search by date,
 * status and customer; detail with items, photos and payments; reprint of the NOTA SERVICE; mark done, hand over
 * with the rest paid, cancel with a supervisor. Declared here, rendered by the document kit's list page.
 */
import type { ServiceDoc, ServiceRow, ServiceStatus } from '@kilau/domain';
import { LIHAT_SERVICE_FILTERS } from '@kilau/domain';
import {
  beratColumn,
  customerColumn,
  noColumn,
  rupiahColumn,
  tanggalColumn,
  tukangColumn,
} from '../../../components/document/columns.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { PERIOD_LIST_WIDTHS, periodQuery, picked } from '../../../components/document/list-query.ts';
import { queryKeys } from '../../../lib/query.ts';
import '../../penjualan/penjualan.css';
import { NotaServiceModal } from '../nota/NotaServiceModal.tsx';
import { fetchService, useServiceList } from '../service-api.ts';
import { ServiceActions } from './ServiceActions.tsx';
import { ServiceDetail, ServiceStatusTag } from './ServiceDetail.tsx';

type Row = ServiceRow & Record<string, unknown>;

export const serviceList: DocumentListSpec<Row, ServiceDoc> = {
  route: '/lihat-services',
  filters: LIHAT_SERVICE_FILTERS,
  ids: { list: 'ls', filter: 'lp' },
  widths: (f) => PERIOD_LIST_WIDTHS[f.name],
  useList: (v, page) => useServiceList({ ...periodQuery(v), status: picked<ServiceStatus>(v, 'status') }, page),
  listKey: queryKeys.service('list'),
  columns: [
    noColumn('no_service', 'No Service'),
    tanggalColumn('tanggal', 'Tanggal'),
    customerColumn(),
    { key: 'kode_sales', title: 'Sales' },
    tukangColumn(),
    beratColumn('total_berat', 'Berat'),
    rupiahColumn('total', 'Total'),
    rupiahColumn('dp', 'DP'),
    rupiahColumn('sisa', 'Sisa'),
    { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <ServiceStatusTag status={r.status} /> },
  ],
  no: (r) => r.no_service,
  actionsWidth: 90,
  detail: {
    title: 'Service',
    size: 1000,
    key: (no) => queryKeys.service('one', no),
    fetch: fetchService,
    no: (d) => d.no_service,
    printTestId: 'sv-detail-print',
    render: (d, done) => (
      <>
        <ServiceDetail d={d} />
        <ServiceActions key={d.status} d={d} onDone={done} />
      </>
    ),
  },
  nota: { modal: (no, onClose) => <NotaServiceModal open={!!no} no={no} onClose={onClose} /> },
};

export default function LihatServicePage() {
  return <DocumentListPage spec={serviceList} />;
}
