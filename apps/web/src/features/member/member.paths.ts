/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const MEMBER_PATHS: readonly string[] = ['/lihat-transaksi-member', '/transaksi-poin', '/tukar-point'];
