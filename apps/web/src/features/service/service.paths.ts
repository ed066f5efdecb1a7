/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const SERVICE_PATHS: readonly string[] = ['/transaksi-services', '/lihat-services'];
