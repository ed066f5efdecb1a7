import { formatRupiah } from '@kilau/domain';

/**
 * Texts of the report page and its exports. The spec's own texts (`Cari Laporan`, `Sedang Mencari`, `Export Pdf`,
 * `Export Excel`, `Laporan Tersedia`, `Laporan Tidak Tersedia`, the failure text) are copied exactly; the rest
 * follow DOMAIN.md's house rules (`PERIODE : <from> s/d <to>`, `Printed By <user> / <date>`, `<page> of <pages>`).
 */
export const REPORT_TEXT = {
  search: 'Cari Laporan',
  searching: 'Sedang Mencari',
  exportPdf: 'Export Pdf',
  exportExcel: 'Export Excel',
  all: 'Semua',
  total: 'TOTAL',
  rowNo: 'No',
  rows: (n: number) => `${formatRupiah(n)} baris`,
  pickFirst: 'Pilih Filter Lalu Tekan Cari Laporan',
  exportFail: 'Gagal Membuat File Laporan',
  storeInfoFail: 'Data Toko Tidak Dapat Dimuat',
} as const;

export const periodeText = (from: string, to: string) => `PERIODE : ${from} s/d ${to}`;
export const printedByText = (user: string, at: string) => `Printed By ${user} / ${at}`;
export const pageOfText = (page: number, pages: number) => `${page} of ${pages}`;
