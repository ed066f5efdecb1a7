/**
 * The filters of /lihat-pembelian, declared like report filters (reports/define.ts): rendered by the shared filter
 * control and kept in the URL. Their names are the query parameters of `pembelian/paginated`.
 */
import { DATE_RANGE, type ReportFilter } from '../reports/define.ts';

export const LIHAT_PEMBELIAN_FILTERS: readonly ReportFilter[] = [
  ...DATE_RANGE,
  { name: 'q', label: 'No Faktur / Customer / Barcode / Nama Barang', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'select', options: ['AKTIF', 'BATAL'] },
  {
    name: 'status_valid',
    label: 'Validasi',
    kind: 'select',
    options: [
      { value: 'OPEN', label: 'OPEN' },
      { value: 'DONE', label: 'VALID' },
    ],
  },
];
