/** The screens of this feature, lazily loaded; every path here is also in reports.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const REPORTS_SCREENS: readonly Screen[] = [];
