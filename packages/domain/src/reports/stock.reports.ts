/** Goods reports (spec §2.1 "Laporan > Barang"). */
import { DATE_RANGE, defineReport, refFilter, SUMMARY_REPORT_MAX_DAYS } from './define.ts';

const gudang = refFilter('gudang', 'kode_gudang', 'Gudang', 'nama_gudang');
const baki = refFilter('baki', 'kode_baki', 'Baki', 'nama_baki');
const group = refFilter('group', 'kode_group', 'Group', 'nama_group');

const movementColumns = [
  { field: 'tanggal', label: 'Tanggal', kind: 'date' },
  { field: 'kode_barcode', label: 'Barcode' },
  { field: 'nama_barang', label: 'Nama Barang' },
  { field: 'kode_group', label: 'Group' },
  { field: 'kode_dept', label: 'Jenis' },
  { field: 'berat', label: 'Berat', kind: 'weight', total: true },
  { field: 'user_id', label: 'User' },
] as const;

export const laporanTambahBarang = defineReport({
  key: 'tambah-barang',
  route: '/laporan-tambah-barang',
  title: 'Laporan Tambah Barang',
  api: 'barang/report-tambah',
  filters: [...DATE_RANGE, gudang, group],
  columns: [
    ...movementColumns.slice(0, 5),
    { field: 'ke_gudang', label: 'Gudang' },
    { field: 'ke_baki', label: 'Baki' },
    { field: 'kadar_cetak', label: 'Kadar' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'ongkos', label: 'Ongkos', kind: 'money', total: true },
    { field: 'user_id', label: 'User' },
  ],
});

export const laporanTerimaBarang = defineReport({
  key: 'terima-barang',
  route: '/laporan-terima-barang',
  title: 'Laporan Terima Barang',
  api: 'barang/report-terima',
  filters: [...DATE_RANGE, gudang, group],
  columns: [
    ...movementColumns.slice(0, 5),
    { field: 'ke_gudang', label: 'Gudang' },
    { field: 'ke_baki', label: 'Baki' },
    { field: 'no_ref', label: 'No Dokumen' },
    { field: 'keterangan', label: 'Asal' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'user_id', label: 'User' },
  ],
});

export const laporanHancurBarang = defineReport({
  key: 'hancur-barang',
  route: '/laporan-hancur-barang',
  title: 'Laporan Hancur Barang',
  api: 'barang/report-hancur',
  filters: [...DATE_RANGE, gudang, group],
  columns: [
    ...movementColumns.slice(0, 5),
    { field: 'dari_gudang', label: 'Gudang' },
    { field: 'dari_baki', label: 'Baki' },
    { field: 'no_ref', label: 'No Hancur' },
    { field: 'keterangan', label: 'Alasan' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'user_id', label: 'User' },
    { field: 'otorisasi_by', label: 'Otorisasi' },
  ],
  orientation: 'landscape',
});

export const laporanPindahBarang = defineReport({
  key: 'pindah-barang',
  route: '/laporan-pindah-barang',
  title: 'Laporan Pindah Barang',
  api: 'barang/report-pindah',
  filters: [...DATE_RANGE, gudang, group],
  columns: [
    ...movementColumns.slice(0, 5),
    { field: 'dari_gudang', label: 'Dari Gudang' },
    { field: 'dari_baki', label: 'Dari Baki' },
    { field: 'ke_gudang', label: 'Ke Gudang' },
    { field: 'ke_baki', label: 'Ke Baki' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'user_id', label: 'User' },
  ],
  orientation: 'landscape',
});

export const laporanBarangDetail = defineReport({
  key: 'barang-detail',
  route: '/laporan-barang-detail',
  title: 'Laporan Barang Detail',
  api: 'barang/report-detail',
  filters: [gudang, baki, group],
  columns: [
    { field: 'kode_barcode', label: 'Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kode_group', label: 'Group' },
    { field: 'kode_dept', label: 'Jenis' },
    { field: 'kode_gudang', label: 'Gudang' },
    { field: 'kode_baki', label: 'Baki' },
    { field: 'kadar_cetak', label: 'Kadar' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'berat_atribut', label: 'Berat Batu', kind: 'weight', total: true },
    { field: 'ongkos', label: 'Ongkos', kind: 'money', total: true },
    { field: 'tgl_masuk', label: 'Tgl Masuk', kind: 'date' },
  ],
  orientation: 'landscape',
});

export const laporanBarangSummary = defineReport({
  key: 'barang-summary',
  route: '/laporan-barang-sumary',
  title: 'Laporan Barang Summary',
  api: 'barang/report-summary',
  writtenAtClose: 'Laporan Barang Summary Dibuat Saat Tutup Toko; Hari Ini Belum Ditutup',
  filters: [...DATE_RANGE, gudang, group],
  maxDays: SUMMARY_REPORT_MAX_DAYS,
  // awal/akhir are stock levels, not flows: their totals take each stock's first and last day of the period
  levels: { date: 'tanggal', key: ['kode_gudang', 'kode_group', 'kode_dept'] },
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'kode_gudang', label: 'Gudang' },
    { field: 'kode_group', label: 'Group' },
    { field: 'kode_dept', label: 'Jenis' },
    { field: 'stock_awal', label: 'Awal', kind: 'int', total: 'opening' },
    { field: 'berat_awal', label: 'Berat Awal', kind: 'weight', total: 'opening' },
    { field: 'stock_tambah', label: 'Tambah', kind: 'int', total: true },
    { field: 'stock_in', label: 'Masuk', kind: 'int', total: true },
    { field: 'stock_beli', label: 'Beli', kind: 'int', total: true },
    { field: 'stock_out', label: 'Keluar', kind: 'int', total: true },
    { field: 'stock_jual', label: 'Jual', kind: 'int', total: true },
    { field: 'stock_hancur', label: 'Hancur', kind: 'int', total: true },
    { field: 'stock_akhir', label: 'Akhir', kind: 'int', total: 'closing' },
    { field: 'berat_akhir', label: 'Berat Akhir', kind: 'weight', total: 'closing' },
  ],
  orientation: 'landscape',
});

export const laporanBukuBerlian = defineReport({
  key: 'buku-berlian',
  route: '/laporan-buku-berlian',
  title: 'Laporan Buku Berlian',
  api: 'barang/report-buku-berlian',
  filters: [gudang],
  columns: [
    { field: 'kode_barcode', label: 'Barcode' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'jenis_batu', label: 'Jenis Batu' },
    { field: 'kode_shape', label: 'Shape' },
    { field: 'kode_color', label: 'Color' },
    { field: 'kode_clarity', label: 'Clarity' },
    { field: 'kode_cutgrade', label: 'Cut' },
    { field: 'no_sertifikat', label: 'Sertifikat' },
    { field: 'berat_atribut', label: 'Berat Batu', kind: 'weight', total: true },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'harga_jual', label: 'Harga', kind: 'money', total: true },
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

export const laporanTimbangBaki = defineReport({
  key: 'timbang-baki',
  route: '/laporan-timbang-baki',
  title: 'Laporan Timbang Baki',
  api: 'barang/report-timbang-baki',
  filters: [...DATE_RANGE, gudang],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'kode_gudang', label: 'Gudang' },
    { field: 'kode_baki', label: 'Baki' },
    { field: 'jumlah_barang', label: 'Jumlah', kind: 'int', total: true },
    { field: 'berat_seharusnya', label: 'Berat Seharusnya', kind: 'weight', total: true },
    { field: 'berat_timbang', label: 'Berat Timbang', kind: 'weight', total: true },
    { field: 'selisih', label: 'Selisih', kind: 'weight', total: true },
    { field: 'status', label: 'Status' },
    { field: 'input_by', label: 'User' },
    { field: 'at', label: 'Jam', kind: 'datetime' },
  ],
  orientation: 'landscape',
});

export const laporanTerimaBarangSupplier = defineReport({
  key: 'terima-barang-supplier',
  route: '/laporan-terima-barang-supplier',
  title: 'Laporan Terima Barang Supplier',
  api: 'barang/report-terima-supplier',
  filters: [...DATE_RANGE, group],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_penerimaan', label: 'No Penerimaan' },
    { field: 'supplier', label: 'Supplier' },
    { field: 'no_faktur', label: 'No Faktur' },
    { field: 'kode_group', label: 'Group' },
    { field: 'kadar', label: 'Kadar', kind: 'percent' },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'harga_gram', label: 'Harga / Gram', kind: 'money' },
    { field: 'total', label: 'Total', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const STOCK_REPORTS = [
  laporanTambahBarang,
  laporanTerimaBarang,
  laporanHancurBarang,
  laporanPindahBarang,
  laporanBarangDetail,
  laporanBarangSummary,
  laporanBukuBerlian,
  laporanTimbangBaki,
  laporanTerimaBarangSupplier,
] as const;
