/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const PEMBELIAN_PATHS: readonly string[] = ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian'];
