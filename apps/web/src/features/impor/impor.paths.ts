/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const IMPOR_PATHS: readonly string[] = ['/import-data', '/import-data-pusat'];
