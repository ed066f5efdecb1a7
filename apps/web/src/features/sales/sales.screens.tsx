/** The screens of this feature, lazily loaded; every path here is also in sales.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const SALES_SCREENS: readonly Screen[] = [];
