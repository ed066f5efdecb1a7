/** The screens of this feature, lazily loaded; every path here is also in hapus.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const DeleteData = lazy(() => import('./DeleteDataPage.tsx'));

export const HAPUS_SCREENS: readonly Screen[] = [{ path: '/delete-data', element: <DeleteData /> }];
