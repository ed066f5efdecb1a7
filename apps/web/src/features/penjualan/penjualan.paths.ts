/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const PENJUALAN_PATHS: readonly string[] = [
  '/transaksi-penjualan',
  '/lihat-penjualan',
  '/batal-penjualan',
  '/lihat-titipan',
  '/validasi-penjualan',
  '/validasi-titipan',
  '/validasi-jual-beli',
];
