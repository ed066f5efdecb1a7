/** Sales reports (spec §2.1 "Laporan > Penjualan", §2.8, §7.5) and the authorization report. */
import { DATE_RANGE, defineReport, ROW_REPORT_MAX_DAYS, refFilter, SUMMARY_REPORT_MAX_DAYS } from './define.ts';

const sales = refFilter('sales', 'kode_sales', 'Sales', 'nama_sales');
const group = refFilter('group', 'kode_group', 'Group', 'nama_group');
const marketplace = refFilter('marketplace', 'kode_marketplace', 'Marketplace', 'nama_marketplace');

export const laporanPenjualanMargin = defineReport({
  key: 'penjualan-margin',
  route: '/laporan-penjualan-margin',
  title: 'Laporan Penjualan Margin',
  api: 'penjualan/report-margin',
  filters: [...DATE_RANGE, group, sales],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_jual', label: 'No Faktur' },
    { field: 'kode_barcode', label: 'Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kode_group', label: 'Group' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'harga_total', label: 'Harga Jual', kind: 'money', total: true },
    { field: 'harga_modal', label: 'Harga Modal', kind: 'money', total: true },
    { field: 'margin', label: 'Margin', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const laporanTitipUang = defineReport({
  key: 'titip-uang',
  route: '/laporan-titip-uang',
  title: 'Laporan Titip Uang',
  api: 'titipan/report-titip-uang',
  filters: [...DATE_RANGE],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_titip', label: 'No Titip' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'no_hp', label: 'No HP' },
    { field: 'jenis', label: 'Cara Bayar' },
    { field: 'jumlah', label: 'Jumlah', kind: 'money', total: true },
    { field: 'terpakai', label: 'Terpakai', kind: 'money', total: true },
    { field: 'dikembalikan', label: 'Dikembalikan', kind: 'money', total: true },
    { field: 'sisa', label: 'Sisa', kind: 'money', total: true },
    { field: 'status', label: 'Status' },
  ],
});

export const laporanStockJual = defineReport({
  key: 'stock-jual',
  route: '/laporan-stock-jual',
  title: 'Laporan Stock Jual',
  api: 'penjualan/report-stock-jual',
  filters: [...DATE_RANGE, group],
  maxDays: SUMMARY_REPORT_MAX_DAYS,
  columns: [
    { field: 'kode_group', label: 'Group' },
    { field: 'kode_dept', label: 'Jenis' },
    { field: 'jumlah', label: 'Jumlah', kind: 'int', total: true },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'harga_total', label: 'Total', kind: 'money', total: true },
  ],
});

export const laporanTransaksiPenjualan = defineReport({
  key: 'transaksi-penjualan',
  route: '/laporan-transaksi-penjualan',
  title: 'Laporan Transaksi Penjualan',
  api: 'penjualan/report-transaksi',
  filters: [...DATE_RANGE, sales],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'kode_sales', label: 'Sales' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'total_berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
    { field: 'status_valid', label: 'Valid' },
    { field: 'input_by', label: 'User' },
  ],
  orientation: 'landscape',
});

export const laporanPenjualanMarketplace = defineReport({
  key: 'penjualan-marketplace',
  route: '/laporan-penjualan-marketplace',
  title: 'Laporan Penjualan Marketplace',
  api: 'penjualan/report-marketplace',
  filters: [...DATE_RANGE, marketplace],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'nama_marketplace', label: 'Marketplace' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
    { field: 'fee_persen', label: 'Fee %', kind: 'percent' },
    { field: 'fee', label: 'Fee', kind: 'money', total: true },
  ],
});

export const laporanBarangTukar = defineReport({
  key: 'barang-tukar',
  route: '/laporan-barang-tukar',
  title: 'Laporan Barang Tukar',
  api: 'penjualan/report-barang-tukar',
  filters: [...DATE_RANGE],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'no_ref', label: 'No Pembelian' },
    { field: 'jumlah', label: 'Nilai Tukar', kind: 'money', total: true },
  ],
});

export const laporanBatalPenjualan = defineReport({
  key: 'batal-penjualan',
  route: '/laporan-batal-penjualan',
  title: 'Laporan Batal Penjualan',
  api: 'penjualan/report-batal',
  filters: [...DATE_RANGE],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
    { field: 'batal_alasan', label: 'Alasan' },
    { field: 'batal_by', label: 'Dibatalkan Oleh' },
    { field: 'batal_otorisasi', label: 'Otorisasi' },
    { field: 'batal_at', label: 'Waktu', kind: 'datetime' },
  ],
  orientation: 'landscape',
});

export const laporanPenjualanSales = defineReport({
  key: 'penjualan-sales',
  route: '/laporan-penjualan-sales',
  title: 'Laporan Penjualan Sales',
  api: 'penjualan/report-sales',
  filters: [...DATE_RANGE, sales],
  maxDays: SUMMARY_REPORT_MAX_DAYS,
  columns: [
    { field: 'kode_sales', label: 'Kode Sales' },
    { field: 'nama_sales', label: 'Nama Sales' },
    { field: 'jumlah_transaksi', label: 'Transaksi', kind: 'int', total: true },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'total_berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
  ],
});

export const laporanPenjualanBayar = defineReport({
  key: 'penjualan-bayar',
  route: '/laporan-penjualan-bayar',
  title: 'Laporan Penjualan Bayar',
  api: 'penjualan/report-bayar',
  filters: [...DATE_RANGE],
  maxDays: ROW_REPORT_MAX_DAYS,
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'jenis', label: 'Jenis Bayar' },
    { field: 'no_rekening', label: 'Rekening' },
    { field: 'no_kartu', label: 'No Kartu' },
    { field: 'jumlah', label: 'Jumlah', kind: 'money', total: true },
    { field: 'fee', label: 'Fee', kind: 'money', total: true },
  ],
});

const otorisasiReport = (route: string, title: string, key: string) =>
  defineReport({
    key,
    route,
    title,
    api: key === 'otorisasi' ? 'otorisasi/report' : 'otorisasi/report-authorization',
    filters: [...DATE_RANGE],
    columns: [
      { field: 'at', label: 'Waktu', kind: 'datetime' },
      { field: 'jenis', label: 'Aksi' },
      { field: 'no_ref', label: 'No Transaksi' },
      { field: 'barang', label: 'Barang' },
      { field: 'harga_lama', label: 'Harga Lama' },
      { field: 'harga_baru', label: 'Harga Baru' },
      { field: 'user_id', label: 'User' },
      { field: 'otorisasi_by', label: 'Otorisasi Oleh' },
      { field: 'alasan', label: 'Alasan' },
    ],
  });
export const laporanOtorisasi = otorisasiReport('/laporan-otorisasi', 'Laporan Otorisasi', 'otorisasi');
export const laporanAuthorization = otorisasiReport('/laporan-authorization', 'Laporan Authorization', 'authorization');

/** Spec §2.8, §7.5: one row per day (`_id` is the date). */
export const laporanPenjualanRekap = defineReport({
  key: 'penjualan-rekap',
  route: '/laporan-penjualan-rekap',
  title: 'Laporan Penjualan Rekap',
  api: 'penjualan/report-rekap-jual-pajak',
  filters: [...DATE_RANGE],
  maxDays: SUMMARY_REPORT_MAX_DAYS,
  columns: [
    { field: '_id', label: 'Tanggal', kind: 'date' },
    { field: 'harga_total', label: 'Harga Total', kind: 'money', total: true },
    { field: 'total_24k', label: 'Total 24K', kind: 'money', total: true },
    { field: 'ongkos', label: 'Ongkos', kind: 'money', total: true },
    { field: 'dpp', label: 'DPP', kind: 'money', total: true },
    { field: 'ppn', label: 'PPN', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const SALES_REPORTS = [
  laporanPenjualanMargin,
  laporanTitipUang,
  laporanStockJual,
  laporanTransaksiPenjualan,
  laporanPenjualanMarketplace,
  laporanBarangTukar,
  laporanBatalPenjualan,
  laporanPenjualanSales,
  laporanPenjualanBayar,
  laporanOtorisasi,
  laporanAuthorization,
  laporanPenjualanRekap,
] as const;
