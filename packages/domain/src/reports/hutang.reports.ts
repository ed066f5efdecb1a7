/** Loan (hutang) reports (spec §2.1 "Laporan > Hutang", issue 14) on the generic report engine. */
import { HUTANG_STATUS, HUTANG_STATUS_LABEL } from '../hutang/hutang.rules.ts';
import { DATE_RANGE, defineReport, type ReportFilter, refFilter } from './define.ts';

const sales = refFilter('sales', 'kode_sales', 'Sales', 'nama_sales');
const status: ReportFilter = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  options: HUTANG_STATUS.map((s) => ({ value: s, label: HUTANG_STATUS_LABEL[s] })),
};

export const laporanTransaksiHutang = defineReport({
  key: 'transaksi-hutang',
  route: '/laporan-transaksi-hutang',
  title: 'Laporan Transaksi Hutang',
  api: 'hutang/report-transaksi',
  filters: [...DATE_RANGE, status, sales],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_hutang', label: 'No Hutang' },
    { field: 'no_hutang_lama', label: 'No Hutang Lama' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'kode_sales', label: 'Sales' },
    { field: 'tgl_jatuh_tempo', label: 'Jatuh Tempo', kind: 'date' },
    { field: 'jumlah_barang', label: 'Qty', kind: 'int', total: true },
    { field: 'total_berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'nilai_jaminan', label: 'Nilai Jaminan', kind: 'money', total: true },
    { field: 'bunga_persen', label: 'Bunga %', kind: 'percent' },
    { field: 'pokok', label: 'Pokok', kind: 'money', total: true },
    { field: 'cara_bayar', label: 'Cara Bayar' },
    { field: 'status', label: 'Status' },
  ],
  orientation: 'landscape',
});

/** Collateral in custody (loans still AKTIF, made in the period): weight, fine weight, value at today's price. */
export const laporanStockHutang = defineReport({
  key: 'stock-hutang',
  route: '/laporan-stock-hutang',
  title: 'Laporan Stock Hutang',
  api: 'hutang/report-stock',
  filters: [...DATE_RANGE, sales],
  columns: [
    { field: 'no_hutang', label: 'No Hutang' },
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'tgl_jatuh_tempo', label: 'Jatuh Tempo', kind: 'date' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'nama_barang', label: 'Nama Barang' },
    { field: 'kadar', label: 'Kadar %', kind: 'percent' },
    { field: 'jumlah', label: 'Qty', kind: 'int', total: true },
    { field: 'berat', label: 'Berat', kind: 'weight', total: true },
    { field: 'berat_murni', label: 'Berat Murni', kind: 'weight', total: true },
    { field: 'harga_emas_gram', label: 'Harga Emas Murni / Gram', kind: 'money' },
    { field: 'nilai_kini', label: 'Nilai Hari Ini', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const laporanHutangLunas = defineReport({
  key: 'hutang-lunas',
  route: '/laporan-hutang-lunas',
  title: 'Laporan Hutang Lunas',
  api: 'hutang/report-lunas',
  filters: [...DATE_RANGE, sales],
  columns: [
    { field: 'tgl_lunas', label: 'Tanggal Lunas', kind: 'date' },
    { field: 'no_lunas', label: 'No Pelunasan' },
    { field: 'jenis', label: 'Jenis' },
    { field: 'no_hutang', label: 'No Hutang' },
    { field: 'tanggal', label: 'Tanggal Hutang', kind: 'date' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'hari', label: 'Hari', kind: 'int' },
    { field: 'pokok', label: 'Pokok', kind: 'money', total: true },
    { field: 'bunga', label: 'Bunga', kind: 'money', total: true },
    { field: 'total', label: 'Total', kind: 'money', total: true },
    { field: 'fee', label: 'Fee', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const laporanBatalHutang = defineReport({
  key: 'batal-hutang',
  route: '/laporan-batal-hutang',
  title: 'Laporan Batal Hutang',
  api: 'hutang/report-batal',
  filters: [...DATE_RANGE, sales],
  columns: [
    { field: 'tgl_batal', label: 'Tanggal Batal', kind: 'date' },
    { field: 'no_lunas', label: 'No Pelunasan' },
    { field: 'no_hutang', label: 'No Hutang' },
    { field: 'tgl_lunas', label: 'Tanggal Lunas', kind: 'date' },
    { field: 'nama_customer', label: 'Customer' },
    { field: 'pokok', label: 'Pokok', kind: 'money', total: true },
    { field: 'bunga', label: 'Bunga', kind: 'money', total: true },
    { field: 'total', label: 'Total', kind: 'money', total: true },
    { field: 'batal_alasan', label: 'Alasan' },
    { field: 'batal_by', label: 'Dibatalkan Oleh' },
    { field: 'batal_otorisasi', label: 'Otorisasi' },
  ],
  orientation: 'landscape',
});

export const HUTANG_REPORTS = [
  laporanTransaksiHutang,
  laporanStockHutang,
  laporanHutangLunas,
  laporanBatalHutang,
] as const;
