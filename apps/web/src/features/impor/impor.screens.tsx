/** The import screens (issue 15): one form for the store's own data and one where head office picks the store. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const ImportDataPage = lazy(() => import('./ImportDataPage.tsx'));

export const IMPOR_SCREENS: readonly Screen[] = [
  { path: '/import-data', element: <ImportDataPage key="toko" pusat={false} /> },
  { path: '/import-data-pusat', element: <ImportDataPage key="pusat" pusat /> },
];
