/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const KAS_PATHS: readonly string[] = ['/uang-kas', '/tambah-uang-bank', '/ambil-uang-bank'];
