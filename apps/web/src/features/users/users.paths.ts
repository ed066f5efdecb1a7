/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const USERS_PATHS: readonly string[] = ['/data-users', '/hak-akses-users', '/hak-akses-news'];
