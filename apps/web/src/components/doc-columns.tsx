/**
 * The columns every list of counter documents shows (sales, purchases): number, date and time on the store's clock,
 * customer, salesperson, pieces, weight and total — declared once for the list screens (DataTable) and the
 * validation lists (antd Table).
 */
import { formatNumber, formatRupiah, formatTanggal } from '@kilau/domain';
import type { ColumnsType } from 'antd/es/table';
import { jamToko } from '../lib/shop-time.ts';
import type { DataTableColumn } from './DataTable.tsx';

/** What a counter document row carries for these columns. */
export type DocRow = {
  no_faktur_group: string;
  tanggal: string;
  created_at: string;
  nama_customer: string;
  no_hp: string;
  kode_sales: string;
  input_by: string;
  jumlah_barang: number;
  total_berat: string | number;
  total_harga: number;
};

/** The list screens' columns (Lihat Penjualan, Lihat Pembelian). */
export function docColumns<R extends DocRow & Record<string, unknown>>(): DataTableColumn<R>[] {
  return [
    { key: 'no_faktur_group', title: 'No Faktur', render: (r) => <b>{r.no_faktur_group}</b> },
    {
      key: 'tanggal',
      title: 'Tanggal',
      text: (r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}`,
      render: (r) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatTanggal(r.tanggal)}
          <div className="k-muted">{jamToko(r.created_at)}</div>
        </div>
      ),
    },
    {
      key: 'nama_customer',
      title: 'Customer',
      text: (r) => (r.no_hp ? `${r.nama_customer} (${r.no_hp})` : r.nama_customer),
      render: (r) => (
        <div>
          {r.nama_customer || '-'}
          {r.no_hp && <div className="k-muted">{r.no_hp}</div>}
        </div>
      ),
    },
    { key: 'kode_sales', title: 'Sales' },
    { key: 'jumlah_barang', title: 'Pcs', align: 'right' },
    {
      key: 'total_berat',
      title: 'Berat (gr)',
      align: 'right',
      text: (r) => formatNumber(r.total_berat),
      render: (r) => formatNumber(r.total_berat),
    },
    {
      key: 'total_harga',
      title: 'Total (Rp)',
      align: 'right',
      text: (r) => formatRupiah(r.total_harga),
      render: (r) => formatRupiah(r.total_harga),
    },
  ];
}

/** The validation lists' columns (Validasi Penjualan / Pembelian). */
export function validasiDocColumns<R extends DocRow>(): ColumnsType<R> {
  return [
    { key: 'no', title: 'No Faktur', dataIndex: 'no_faktur_group' },
    { key: 'tgl', title: 'Tanggal', render: (_v, r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}` },
    { key: 'cust', title: 'Customer', render: (_v, r) => r.nama_customer || '-' },
    { key: 'sales', title: 'Sales', dataIndex: 'kode_sales' },
    { key: 'kasir', title: 'Kasir', dataIndex: 'input_by' },
    { key: 'jml', title: 'Jml', align: 'right', dataIndex: 'jumlah_barang' },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, r) => formatNumber(r.total_berat) },
    { key: 'total', title: 'Total (Rp)', align: 'right', render: (_v, r) => formatRupiah(r.total_harga) },
  ];
}
