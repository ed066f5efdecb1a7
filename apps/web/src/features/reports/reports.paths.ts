/**
 * Routes whose screens this feature has built (registered in app/built-routes.ts and app/screens.tsx): every
 * declared report, so a new declaration in `@kilau/domain` gets its screen (and menu entry) by itself.
 */
import { REPORTS } from '@kilau/domain';

export const REPORTS_PATHS: readonly string[] = REPORTS.map((r) => r.route);
