/** Repair (service) reports (spec §2.1 "Laporan > Service", issue 13) on the generic report engine. */
import { SERVICE_STATUS, SERVICE_STATUS_LABEL } from '../service/service.rules.ts';
import { DATE_RANGE, defineReport, type ReportColumn, type ReportFilter, refFilter } from './define.ts';

const sales = refFilter('sales', 'kode_sales', 'Sales', 'nama_sales');
const status: ReportFilter = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  options: SERVICE_STATUS.map((s) => ({ value: s, label: SERVICE_STATUS_LABEL[s] })),
};

const head: readonly ReportColumn[] = [
  { field: 'no_service', label: 'No Service' },
  { field: 'nama_customer', label: 'Customer' },
  { field: 'no_hp', label: 'No HP' },
  { field: 'kode_sales', label: 'Sales' },
  { field: 'nama_tukang', label: 'Tukang' },
  { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
  { field: 'total_berat', label: 'Berat', kind: 'weight', total: true },
];
const money: readonly ReportColumn[] = [
  { field: 'total', label: 'Total', kind: 'money', total: true },
  { field: 'dp', label: 'DP', kind: 'money', total: true },
  { field: 'pelunasan', label: 'Pelunasan', kind: 'money', total: true },
  { field: 'sisa', label: 'Sisa', kind: 'money', total: true },
];

export const laporanServices = defineReport({
  key: 'services',
  route: '/laporan-services',
  title: 'Laporan Service',
  api: 'service/report-services',
  filters: [...DATE_RANGE, status, sales],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    ...head,
    ...money,
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

export const laporanBatalService = defineReport({
  key: 'batal-service',
  route: '/laporan-batal-service',
  title: 'Laporan Batal Service',
  api: 'service/report-batal',
  filters: [...DATE_RANGE, sales],
  columns: [
    { field: 'tgl_batal', label: 'Tanggal Batal', kind: 'date' },
    { field: 'tanggal', label: 'Tanggal Masuk', kind: 'date' },
    { field: 'no_service', label: 'No Service' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'kode_sales', label: 'Sales' },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'total', label: 'Total', kind: 'money', total: true },
    { field: 'uang_kembali', label: 'Uang Dikembalikan', kind: 'money', total: true },
    { field: 'batal_alasan', label: 'Alasan' },
    { field: 'batal_by', label: 'Dibatalkan Oleh' },
    { field: 'batal_otorisasi', label: 'Otorisasi' },
  ],
  orientation: 'landscape',
});

export const laporanServiceMasuk = defineReport({
  key: 'service-masuk',
  route: '/laporan-service-masuk',
  title: 'Laporan Service Masuk',
  api: 'service/report-masuk',
  filters: [...DATE_RANGE, status, sales],
  columns: [
    { field: 'tanggal', label: 'Tanggal Masuk', kind: 'date' },
    ...head,
    { field: 'total', label: 'Total', kind: 'money', total: true },
    { field: 'dp', label: 'DP', kind: 'money', total: true },
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

export const laporanServiceSelesai = defineReport({
  key: 'service-selesai',
  route: '/laporan-service-selesai',
  title: 'Laporan Service Selesai',
  api: 'service/report-selesai',
  filters: [...DATE_RANGE, status, sales],
  columns: [
    { field: 'tgl_selesai', label: 'Tanggal Selesai', kind: 'date' },
    { field: 'tanggal', label: 'Tanggal Masuk', kind: 'date' },
    ...head,
    ...money,
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

export const laporanServiceAmbil = defineReport({
  key: 'service-ambil',
  route: '/laporan-service-ambil',
  title: 'Laporan Service Ambil',
  api: 'service/report-ambil',
  filters: [...DATE_RANGE, sales],
  columns: [
    { field: 'tgl_ambil', label: 'Tanggal Ambil', kind: 'date' },
    { field: 'tanggal', label: 'Tanggal Masuk', kind: 'date' },
    ...head,
    { field: 'total', label: 'Total', kind: 'money', total: true },
    { field: 'dp', label: 'DP', kind: 'money', total: true },
    { field: 'pelunasan', label: 'Dibayar Saat Ambil', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const SERVICE_REPORTS = [
  laporanServices,
  laporanBatalService,
  laporanServiceMasuk,
  laporanServiceSelesai,
  laporanServiceAmbil,
] as const;
