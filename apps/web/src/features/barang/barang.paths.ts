/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const BARANG_PATHS: readonly string[] = [
  '/tambah-data-barang',
  '/cetak-barcode',
  '/data-barang',
  '/terima-barang',
  '/kirim-barang-kecabang',
  '/penerimaan-barang',
];
