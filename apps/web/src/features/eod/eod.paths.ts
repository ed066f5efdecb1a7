/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const EOD_PATHS: readonly string[] = ['/laporan-eod'];
