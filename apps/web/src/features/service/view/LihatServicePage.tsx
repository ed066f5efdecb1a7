/**
 * /lihat-services — the store's services of a period (paged on the server, filters kept in the URL): search by date,
 * status and customer; detail with items, photos and payments; reprint of the NOTA SERVICE; mark done, hand over
 * with the rest paid, cancel with a supervisor. Declared here, rendered by the document kit's list page.
 */
import type { ServiceDoc, ServiceRow, ServiceStatus } from '@kilau/domain';
import { LIHAT_SERVICE_FILTERS } from '@kilau/domain';
import type { CSSProperties } from 'react';
import {
  beratColumn,
  customerColumn,
  noColumn,
  rupiahColumn,
  tanggalColumn,
} from '../../../components/document/columns.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { queryKeys } from '../../../lib/query.ts';
import '../../penjualan/penjualan.css';
import { NotaServiceModal } from '../nota/NotaServiceModal.tsx';
import { fetchService, useServiceList } from '../service-api.ts';
import { ServiceActions } from './ServiceActions.tsx';
import { ServiceDetail, ServiceStatusTag } from './ServiceDetail.tsx';

type Row = ServiceRow & Record<string, unknown>;

const WIDTHS: Record<string, CSSProperties> = { q: { width: 240 }, status: { width: 130 } };

export const serviceList: DocumentListSpec<Row, ServiceDoc> = {
  route: '/lihat-services',
  filters: LIHAT_SERVICE_FILTERS,
  ids: { list: 'ls', filter: 'lp' },
  widths: (f) => WIDTHS[f.name],
  useList: (v, page) =>
    useServiceList(
      {
        tgl_from: v.tgl_from ?? '',
        tgl_to: v.tgl_to ?? '',
        q: v.q || undefined,
        status: (v.status || undefined) as ServiceStatus | undefined,
      },
      page,
    ),
  listKey: queryKeys.service('list'),
  columns: [
    noColumn('no_service', 'No Service'),
    tanggalColumn('tanggal', 'Tanggal'),
    customerColumn(),
    { key: 'kode_sales', title: 'Sales' },
    { key: 'nama_tukang', title: 'Tukang', text: (r) => r.nama_tukang ?? '-', render: (r) => r.nama_tukang ?? '-' },
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
