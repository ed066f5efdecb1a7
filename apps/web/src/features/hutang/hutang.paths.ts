/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const HUTANG_PATHS: readonly string[] = ['/transaksi-hutang', '/lihat-hutang', '/validasi-hutang'];
