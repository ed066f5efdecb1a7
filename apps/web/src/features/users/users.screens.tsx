/** The screens of this feature, lazily loaded; every path here is also in users.paths.ts. */
import type { Screen } from '../../app/screen-type.ts';

export const USERS_SCREENS: readonly Screen[] = [];
