/** Order reports (spec §2.1 "Laporan > Pesanan", issue 13) on the generic report engine. */
import { PESANAN_STATUS, PESANAN_STATUS_LABEL } from '../pesanan/pesanan.rules.ts';
import { DATE_RANGE, defineReport, refFilter } from './define.ts';

export const laporanPesanan = defineReport({
  key: 'pesanan',
  route: '/laporan-pesanan',
  title: 'Laporan Pesanan',
  api: 'pesanan/report-pesanan',
  filters: [
    ...DATE_RANGE,
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: PESANAN_STATUS.map((s) => ({ value: s, label: PESANAN_STATUS_LABEL[s] })),
    },
    refFilter('sales', 'kode_sales', 'Sales', 'nama_sales'),
  ],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_pesanan', label: 'No Pesanan' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'kode_sales', label: 'Sales' },
    { field: 'nama_tukang', label: 'Tukang' },
    { field: 'tgl_estimasi', label: 'Estimasi Selesai', kind: 'date' },
    { field: 'jumlah_barang', label: 'Jumlah', kind: 'int', total: true },
    { field: 'total_berat', label: 'Berat Estimasi', kind: 'weight', total: true },
    { field: 'total_harga', label: 'Total Harga', kind: 'money', total: true },
    { field: 'dp', label: 'DP', kind: 'money', total: true },
    { field: 'sisa', label: 'Sisa', kind: 'money', total: true },
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

export const PESANAN_REPORTS = [laporanPesanan] as const;
