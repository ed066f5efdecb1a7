/** The filters of /lihat-services, declared like report filters: rendered by the shared filter bar, kept in the URL. */
import { DATE_RANGE, type ReportFilter } from '../reports/define.ts';
import { SERVICE_STATUS, SERVICE_STATUS_LABEL } from './service.rules.ts';

export const LIHAT_SERVICE_FILTERS: readonly ReportFilter[] = [
  ...DATE_RANGE,
  { name: 'q', label: 'No Service / Customer / No HP', kind: 'text' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: SERVICE_STATUS.map((s) => ({ value: s, label: SERVICE_STATUS_LABEL[s] })),
  },
];
