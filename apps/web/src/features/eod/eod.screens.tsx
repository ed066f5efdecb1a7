/** The screens of this feature, lazily loaded; every path here is also in eod.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const LaporanEod = lazy(() => import('./LaporanEodPage.tsx'));

export const EOD_SCREENS: readonly Screen[] = [{ path: '/laporan-eod', element: <LaporanEod /> }];
