/** The filters of /lihat-pesanan, declared like report filters: rendered by the shared filter bar, kept in the URL. */
import { DATE_RANGE, type ReportFilter } from '../reports/define.ts';
import { PESANAN_STATUS, PESANAN_STATUS_LABEL } from './pesanan.rules.ts';

export const LIHAT_PESANAN_FILTERS: readonly ReportFilter[] = [
  ...DATE_RANGE,
  { name: 'q', label: 'No Pesanan / Customer / No HP', kind: 'text' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: PESANAN_STATUS.map((s) => ({ value: s, label: PESANAN_STATUS_LABEL[s] })),
  },
];
