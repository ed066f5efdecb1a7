/**
 * /lihat-penjualan — search sales by date range, invoice / customer / phone / barcode, salesperson, status and
 * validation (declared filters, kept in the URL with the page); the detail with items and payments; reprint of the
 * receipt (page and PDF). Declared here, rendered by the document kit's list page (the sale keeps its own drawer).
 */

import type { SalePage, SaleRow } from '@kilau/domain';
import { formatNumber, formatRupiah, LIHAT_PENJUALAN_FILTERS } from '@kilau/domain';
import type { CSSProperties } from 'react';
import type { DataTableColumn } from '../../../components/DataTable.tsx';
import { docColumns } from '../../../components/doc-columns.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { periodQuery, picked } from '../../../components/document/list-query.ts';
import { queryKeys } from '../../../lib/query.ts';
import type { ListValues } from '../../../lib/use-list-params.ts';
import { NotaModal } from '../nota/NotaModal.tsx';
import { type SalesFilter, useSalesList } from '../shared/sales-queries.ts';
import '../penjualan.css';
import { StatusTag, ValidTag } from './SaleDetail.tsx';
import { SaleDrawer } from './SaleDrawer.tsx';

type Row = SaleRow & Record<string, unknown>;

const columns: DataTableColumn<Row>[] = [
  ...docColumns<Row>(),
  {
    key: 'status',
    title: 'Status',
    text: (r) => `${r.status} ${r.status_valid === 'DONE' ? 'VALID' : 'OPEN'}`,
    render: (r) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <StatusTag status={r.status} />
        <ValidTag v={r.status_valid} />
      </span>
    ),
  },
];

// the controls keep the test ids and widths they had before the filters were declared
const IDS: Record<string, string> = {
  tgl_from: 'lp-from',
  tgl_to: 'lp-to',
  q: 'lp-q',
  kode_sales: 'lp-sales',
  status: 'lp-status',
  status_valid: 'lp-valid',
};
const WIDTHS: Record<string, CSSProperties> = {
  q: { width: 210 },
  kode_sales: { width: 150 },
  status: { width: 100 },
  status_valid: { width: 100 },
};

/** The sales filter of the list's query, from the declared filters' values (the URL's). */
const salesFilter = (v: ListValues): SalesFilter => ({
  ...periodQuery(v),
  kode_sales: v.kode_sales || undefined,
  status: picked<NonNullable<SalesFilter['status']>>(v, 'status'),
  status_valid: picked<NonNullable<SalesFilter['status_valid']>>(v, 'status_valid'),
});

export const penjualanList: DocumentListSpec<Row, never, SalePage> = {
  route: '/lihat-penjualan',
  filters: LIHAT_PENJUALAN_FILTERS,
  ids: { list: 'lp' },
  inputIds: IDS,
  widths: (f) => WIDTHS[f.name],
  useList: (v, page) => useSalesList(salesFilter(v), page),
  listKey: queryKeys.sales('list'),
  columns,
  no: (r) => r.no_faktur_group,
  actionsWidth: 90,
  // the totals of every sale the filter matches, counted by the server (not only this page)
  footer: (list) => {
    const count = list.data?.count ?? 0;
    const sum = list.data?.summary ?? { aktif: 0, berat: 0, harga: 0 };
    return (
      <div className="k-totals-bar" data-testid="lp-totals">
        <span>
          Transaksi: <b>{formatNumber(count, 0)}</b> (Aktif {formatNumber(sum.aktif, 0)})
        </span>
        <span>
          Berat Aktif: <b>{formatNumber(sum.berat)} gr</b>
        </span>
        <span>
          Total Aktif: <b>Rp {formatRupiah(sum.harga)}</b>
        </span>
      </div>
    );
  },
  drawer: (no, onClose) => <SaleDrawer no={no} onClose={onClose} />,
  nota: { modal: (no, onClose) => <NotaModal open={!!no} no={no} onClose={onClose} /> },
};

export default function LihatPenjualanPage() {
  return <DocumentListPage spec={penjualanList} />;
}
