/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const MUTASI_PATHS: readonly string[] = [
  '/pindah-barang',
  '/pindah-barang-satu-baki',
  '/hancur-data-barang',
  '/cucian',
  '/sortir-pembelian',
  '/pindah-sortir',
  '/timbang-baki',
  '/stock-opname',
  '/stock-opname-penerimaan',
];
