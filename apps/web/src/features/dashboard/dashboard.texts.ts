import { formatRupiah } from '@kilau/domain';

/** Texts of the dashboard's charts and figures. */
export const DASH_TEXT = {
  salesToday: 'Penjualan Hari Ini',
  trxToday: 'Transaksi Hari Ini',
  salesMonth: 'Penjualan Bulan Ini',
  trxMonth: 'Transaksi Bulan Ini',
  buyToday: 'Pembelian Hari Ini',
  buyMonth: 'Pembelian Bulan Ini',
  svcToday: 'Service Hari Ini',
  svcMonth: 'Service Bulan Ini',
  ordToday: 'Pesanan Hari Ini',
  ordMonth: 'Pesanan Bulan Ini',
  htgToday: 'Hutang Hari Ini',
  htgMonth: 'Hutang Bulan Ini',
  perHour: 'Penjualan Hari Ini Per Jam',
  perDay: 'Penjualan Bulan Ini Per Hari',
  updated: 'Diperbarui',
  refresh: 'Muat Ulang',
  noSalesToday: 'Belum Ada Penjualan Hari Ini',
  loadFail: 'Gagal Memuat Data Grafik',
  /** The domains with a chart (`<domain>/chart`); others join when their documents exist. */
  domains: { penjualan: 'Penjualan', pembelian: 'Pembelian', service: 'Service', pesanan: 'Pesanan', hutang: 'Hutang' },
  trx: (n: number) => `${formatRupiah(n)} transaksi`,
} as const;

export type ChartDomain = keyof typeof DASH_TEXT.domains;
export const CHART_DOMAINS = Object.keys(DASH_TEXT.domains) as ChartDomain[];
