/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const BACKUP_PATHS: readonly string[] = ['/cadangan-data'];
