/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const HAPUS_PATHS: readonly string[] = ['/delete-data'];
