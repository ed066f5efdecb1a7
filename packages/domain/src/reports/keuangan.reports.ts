/**
 * Finance reports (spec §2.1 "Laporan > Keuangan", issue 12) on the generic report engine: the drawer's cash book
 * over a period, and the money that went through the store's accounts (transfer, debit, credit) with its fees.
 */
import { DATE_RANGE, defineReport, refFilter } from './define.ts';

/** The first row of the cash book report: the drawer's balance before the period. */
export const SALDO_AWAL = 'SALDO AWAL';

export const laporanTransaksiKeuanganCash = defineReport({
  key: 'transaksi-keuangan-cash',
  route: '/laporan-transaksi-keuangan-cash',
  title: 'Laporan Transaksi Keuangan Cash',
  api: 'keuangan/report-cash',
  filters: [...DATE_RANGE],
  columns: [
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'jam', label: 'Jam' },
    { field: 'no_reff', label: 'No Reff' },
    { field: 'kategori', label: 'Kategori' },
    { field: 'deskripsi', label: 'Deskripsi' },
    { field: 'keterangan', label: 'Keterangan' },
    { field: 'jumlah_in', label: 'Masuk', kind: 'money', total: true },
    { field: 'jumlah_out', label: 'Keluar', kind: 'money', total: true },
    { field: 'saldo', label: 'Saldo', kind: 'money' },
  ],
  orientation: 'landscape',
});

export const NON_CASH_JENIS = ['TRANSFER', 'DEBIT', 'KREDIT'] as const;

export const laporanKeuanganNonCash = defineReport({
  key: 'keuangan-non-cash',
  route: '/laporan-keuangan-non-cash',
  title: 'Laporan Keuangan Non Cash',
  api: 'keuangan/report-non-cash',
  filters: [
    ...DATE_RANGE,
    refFilter('rekening', 'no_rekening', 'Rekening', 'nama_rekening'),
    { name: 'jenis', label: 'Jenis', kind: 'select', options: NON_CASH_JENIS },
  ],
  columns: [
    { field: 'no_rekening', label: 'No Rekening' },
    { field: 'nama_rekening', label: 'Rekening' },
    { field: 'jenis', label: 'Jenis' },
    { field: 'tanggal', label: 'Tanggal', kind: 'date' },
    { field: 'no_reff', label: 'No Reff' },
    { field: 'kategori', label: 'Kategori' },
    { field: 'deskripsi', label: 'Deskripsi' },
    { field: 'jumlah_in', label: 'Masuk', kind: 'money', total: true },
    { field: 'jumlah_out', label: 'Keluar', kind: 'money', total: true },
    { field: 'fee', label: 'Fee', kind: 'money', total: true },
  ],
  orientation: 'landscape',
});

export const KEUANGAN_REPORTS = [laporanTransaksiKeuanganCash, laporanKeuanganNonCash] as const;
