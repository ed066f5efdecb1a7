/** Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx). */
export const SETTINGS_PATHS: readonly string[] = ['/settingtoko', '/settingsystem', '/settingNota'];
