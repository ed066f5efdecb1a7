/** Purchase (buy-back) reports (spec §2.1 "Laporan > Pembelian", issue 11) on the generic report engine. */
import { DATE_RANGE, defineReport, refFilter, SUMMARY_REPORT_MAX_DAYS } from './define.ts';

const sales = refFilter('sales', 'kode_sales', 'Sales', 'nama_sales');
const group = refFilter('group', 'kode_group', 'Group', 'nama_group');

export const laporanTransaksiPembelian = defineReport({
  key: 'transaksi-pembelian',
  route: '/laporan-transaksi-pembelian',
  title: 'Laporan Transaksi Pembelian',
  api: 'pembelian/report-transaksi',
  filters: [...DATE_RANGE, sales, group],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_beli', label: 'No Faktur' },
    { field: 'kode_barcode', label: 'Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kode_kondisi', label: 'Kondisi' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'kode_sales', label: 'Sales' },
    { field: 'berat_nota', label: 'Berat Nota', kind: 'weight', total: true },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'harga_rata', label: 'Harga / Gram', kind: 'money' },
    { field: 'harga', label: 'Harga', kind: 'money', total: true },
    { field: 'status_valid', label: 'Valid' },
  ],
  orientation: 'landscape',
});

export const laporanTransaksiPembelianHistory = defineReport({
  key: 'transaksi-pembelian-history',
  route: '/laporan-transaksi-pembelian-history',
  title: 'Laporan Transaksi Pembelian History',
  api: 'pembelian/report-history',
  filters: [...DATE_RANGE, group],
  columns: [
    { field: 'kode_barcode', label: 'Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'tanggal_jual', label: 'Tanggal Jual', kind: 'date' },
    { field: 'no_faktur_jual', label: 'No Faktur Jual' },
    { field: 'berat_nota', label: 'Berat Jual', kind: 'weight', total: true },
    { field: 'harga_jual', label: 'Harga Jual', kind: 'money', total: true },
    { field: 'tanggal_beli', label: 'Tanggal Beli', kind: 'date' },
    { field: 'no_faktur_beli', label: 'No Faktur Beli' },
    { field: 'berat', label: 'Berat Beli', kind: 'weight', total: true },
    { field: 'harga_beli', label: 'Harga Beli', kind: 'money', total: true },
    { field: 'margin', label: 'Margin', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const laporanBatalPembelian = defineReport({
  key: 'batal-pembelian',
  route: '/laporan-batal-pembelian',
  title: 'Laporan Batal Pembelian',
  api: 'pembelian/report-batal',
  filters: [...DATE_RANGE],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_faktur_group', label: 'No Faktur' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
    { field: 'batal_alasan', label: 'Alasan' },
    { field: 'batal_by', label: 'Dibatalkan Oleh' },
    { field: 'batal_otorisasi', label: 'Otorisasi' },
    { field: 'batal_at', label: 'Waktu Batal', kind: 'datetime' },
  ],
  orientation: 'landscape',
});

export const laporanPembelianSales = defineReport({
  key: 'pembelian-sales',
  route: '/laporan-pembelian-sales',
  title: 'Laporan Pembelian Sales',
  api: 'pembelian/report-sales',
  filters: [...DATE_RANGE, sales],
  maxDays: SUMMARY_REPORT_MAX_DAYS,
  columns: [
    { field: 'kode_sales', label: 'Kode Sales' },
    { field: 'nama_sales', label: 'Nama Sales' },
    { field: 'jumlah_transaksi', label: 'Transaksi', kind: 'int', total: true },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'total_harga', label: 'Total', kind: 'money', total: true },
  ],
});

export const PEMBELIAN_REPORTS = [
  laporanTransaksiPembelian,
  laporanTransaksiPembelianHistory,
  laporanBatalPembelian,
  laporanPembelianSales,
] as const;
