/** The filters of /lihat-hutang and /validasi-hutang, declared like report filters: shared filter bar, kept in the URL. */
import { DATE_RANGE, type ReportFilter } from '../reports/define.ts';
import { HUTANG_STATUS, HUTANG_STATUS_LABEL } from './hutang.rules.ts';

export const LIHAT_HUTANG_FILTERS: readonly ReportFilter[] = [
  ...DATE_RANGE,
  {
    name: 'jenis_tanggal',
    label: 'Berdasarkan',
    kind: 'select',
    options: [
      { value: 'TANGGAL', label: 'Tanggal Hutang' },
      { value: 'JATUH_TEMPO', label: 'Jatuh Tempo' },
    ],
  },
  { name: 'q', label: 'No Hutang / Customer / No HP', kind: 'text' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: HUTANG_STATUS.map((s) => ({ value: s, label: HUTANG_STATUS_LABEL[s] })),
  },
  {
    name: 'terlambat',
    label: 'Jatuh Tempo',
    kind: 'select',
    options: [{ value: 'true', label: 'Lewat Jatuh Tempo' }],
  },
];
