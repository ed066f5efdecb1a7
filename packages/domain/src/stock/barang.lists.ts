/**
 * The filters of /data-barang, declared like report filters (reports/define.ts): rendered by the shared filter
 * control and kept in the URL. Their names are the query parameters of `barang/search` (searchBarangSchema).
 */
import { type ReportFilter, refFilter } from '../reports/define.ts';
import { BARANG_STATUS, type BarangStatus } from './barang.schemas.ts';

/** A piece's state in Indonesian words. */
export const BARANG_STATUS_LABEL: Record<BarangStatus, string> = {
  STOCK: 'Stock',
  TERJUAL: 'Terjual',
  HANCUR: 'Hancur',
  TRANSIT: 'Dalam Pengiriman',
  TERKIRIM: 'Terkirim Ke Toko Lain',
  CUCI: 'Cucian',
  SERVICE: 'Service',
  HUTANG: 'Jaminan Hutang',
  SORTIR: 'Sortir',
  CONTOH: 'Contoh Pesanan',
  TITIP: 'Dipesan (Titipan DP)',
};

export const DATA_BARANG_FILTERS: readonly ReportFilter[] = [
  { name: 'q', label: 'Cari Barcode / Nama Barang', kind: 'text', placeholder: 'Barcode / Nama Barang', upper: false },
  { ...refFilter('group', 'kode_group', 'Group', 'nama_group'), placeholder: 'Semua Group' },
  // a jenis belongs to a group and a baki to a gudang: the control offers those of the picked one
  { ...refFilter('jenis', 'kode_dept', 'Jenis', 'nama_dept'), placeholder: 'Semua Jenis' },
  { ...refFilter('gudang', 'kode_gudang', 'Gudang', 'nama_gudang'), placeholder: 'Semua Gudang' },
  { ...refFilter('baki', 'kode_baki', 'Baki', 'nama_baki'), placeholder: 'Semua Baki' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    placeholder: 'Semua Status',
    options: BARANG_STATUS.map((s) => ({ value: s, label: BARANG_STATUS_LABEL[s] })),
  },
];
