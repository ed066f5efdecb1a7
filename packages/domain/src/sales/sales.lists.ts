/**
 * The filters of the sales list screens, declared like report filters (reports/define.ts): the web renders them
 * with the report's filter control and keeps their values in the URL, so a reload or a shared link shows the same
 * list. Their names are the query parameters of `penjualan/paginated` and `titipan/paginated`.
 */
import { DATE_RANGE, type ReportFilter } from '../reports/define.ts';
import { SALE_STATUS, TITIPAN_STATUS } from './sales.wire.ts';

const VALIDASI_OPTIONS = [
  { value: 'OPEN', label: 'OPEN' },
  { value: 'DONE', label: 'VALID' },
];

/** /lihat-penjualan: a date range, text, salesperson, status and validation. */
export const LIHAT_PENJUALAN_FILTERS: readonly ReportFilter[] = [
  ...DATE_RANGE,
  { name: 'q', label: 'No Faktur / Customer / No HP / Barcode', kind: 'text' },
  {
    name: 'kode_sales',
    label: 'Sales',
    kind: 'select',
    ref: { resource: 'sales', value: 'kode_sales', label: 'nama_sales' },
    placeholder: 'Semua Sales',
  },
  { name: 'status', label: 'Status', kind: 'select', options: SALE_STATUS },
  { name: 'status_valid', label: 'Validasi', kind: 'select', options: VALIDASI_OPTIONS },
];

/** /lihat-titipan: the deposits still open by default, and text. */
export const LIHAT_TITIPAN_FILTERS: readonly ReportFilter[] = [
  { name: 'status', label: 'Status', kind: 'select', options: TITIPAN_STATUS, default: 'AKTIF' },
  { name: 'q', label: 'No Titipan / Customer / No HP', kind: 'text' },
];

/** /validasi-penjualan, /validasi-titipan, /validasi-jual-beli: the date range of the open transactions. */
export const VALIDASI_FILTERS: readonly ReportFilter[] = DATE_RANGE;
