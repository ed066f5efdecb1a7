/** The screens of this feature, lazily loaded; every path here is also in stockops.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const STOCKOPS_SCREENS: readonly Screen[] = [];
