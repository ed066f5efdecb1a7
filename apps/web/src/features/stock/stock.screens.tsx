/** The screens of this feature, lazily loaded; every path here is also in stock.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const STOCK_SCREENS: readonly Screen[] = [];
