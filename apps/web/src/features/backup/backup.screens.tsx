/** The screens of this feature, lazily loaded; every path here is also in backup.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const CadanganData = lazy(() => import('./CadanganDataPage.tsx'));

export const BACKUP_SCREENS: readonly Screen[] = [{ path: '/cadangan-data', element: <CadanganData /> }];
