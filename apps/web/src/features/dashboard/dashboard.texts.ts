/** Texts of the dashboard's charts and figures. */
export const DASH_TEXT = {
  salesToday: 'Penjualan Hari Ini',
  trxToday: 'Transaksi Hari Ini',
  salesMonth: 'Penjualan Bulan Ini',
  trxMonth: 'Transaksi Bulan Ini',
  perHour: 'Penjualan Hari Ini Per Jam',
  perDay: 'Penjualan Bulan Ini Per Hari',
  summary: 'Ringkasan Transaksi',
  today: 'Hari Ini',
  month: 'Bulan Ini',
  count: 'Jumlah',
  total: 'Total (Rp)',
  updated: 'Diperbarui',
  refresh: 'Muat Ulang',
  noSalesToday: 'Belum Ada Penjualan Hari Ini',
  loadFail: 'Gagal Memuat Data Grafik',
  domains: { penjualan: 'Penjualan', pembelian: 'Pembelian', pesanan: 'Pesanan', service: 'Service' },
  trx: (n: number) => `${n.toLocaleString('en-US')} transaksi`,
} as const;

export type ChartDomain = keyof typeof DASH_TEXT.domains;
export const CHART_DOMAINS = Object.keys(DASH_TEXT.domains) as ChartDomain[];
