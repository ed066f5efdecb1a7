/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const STOCKOPS_PATHS: readonly string[] = [];
