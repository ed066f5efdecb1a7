/**
 * /lihat-pesanan — the store's orders of a period (paged on the server, filters kept in the URL): search by date,
 * status and customer; detail with pieces, DP and samples; reprint of the NOTA PESANAN; advance the state, cancel
 * with a supervisor, and give lent sample pieces back (Ambil Barang Contoh). Declared here, rendered by the
 * document kit's list page.
 */
import type { PesananDoc, PesananRow, PesananStatus } from '@kilau/domain';
import { LIHAT_PESANAN_FILTERS } from '@kilau/domain';
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
import { NotaPesananModal } from '../nota/NotaPesananModal.tsx';
import { fetchPesanan, usePesananList } from '../pesanan-api.ts';
import { PesananActions } from './PesananActions.tsx';
import { PesananDetail, PesananStatusTag } from './PesananDetail.tsx';

type Row = PesananRow & Record<string, unknown>;

export const pesananList: DocumentListSpec<Row, PesananDoc> = {
  route: '/lihat-pesanan',
  filters: LIHAT_PESANAN_FILTERS,
  ids: { list: 'lp' },
  widths: (f) => PERIOD_LIST_WIDTHS[f.name],
  useList: (v, page) => usePesananList({ ...periodQuery(v), status: picked<PesananStatus>(v, 'status') }, page),
  listKey: queryKeys.pesanan('list'),
  columns: [
    noColumn('no_pesanan', 'No Pesanan'),
    tanggalColumn('tanggal', 'Tanggal'),
    customerColumn(),
    { key: 'kode_sales', title: 'Sales' },
    tukangColumn(),
    tanggalColumn('tgl_estimasi', 'Estimasi'),
    beratColumn('total_berat', 'Berat Est.'),
    rupiahColumn<Row>('total_harga', 'Total', (r) => r.total_akhir || r.total_harga),
    rupiahColumn('dp', 'DP'),
    rupiahColumn('sisa', 'Sisa'),
    { key: 'status', title: 'Status', text: (r) => r.status, render: (r) => <PesananStatusTag d={r} /> },
  ],
  no: (r) => r.no_pesanan,
  actionsWidth: 90,
  detail: {
    title: 'Pesanan',
    size: 1000,
    key: (no) => queryKeys.pesanan('one', no),
    fetch: fetchPesanan,
    no: (d) => d.no_pesanan,
    printTestId: 'ps-detail-print',
    render: (d, done) => (
      <>
        <PesananDetail d={d} />
        <PesananActions key={`${d.status}-${d.contoh_dipinjam}`} d={d} onDone={done} />
      </>
    ),
  },
  nota: { modal: (no, onClose) => <NotaPesananModal open={!!no} no={no} onClose={onClose} /> },
};

export default function LihatPesananPage() {
  return <DocumentListPage spec={pesananList} />;
}
