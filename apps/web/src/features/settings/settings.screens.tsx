/** The screens of this feature, lazily loaded; every path here is also in settings.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const SETTINGS_SCREENS: readonly Screen[] = [];
