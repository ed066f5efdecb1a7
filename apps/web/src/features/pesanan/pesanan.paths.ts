/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const PESANAN_PATHS: readonly string[] = ['/transaksi-pesanan', '/lihat-pesanan'];
