/**
 * The screens of this feature, lazily loaded: the generic report page once per declared report (every path
 * here is also in reports.paths.ts). `/laporan-authorization` renders its own declaration on the same page as
 * `/laporan-otorisasi`; its access follows `/laporan-otorisasi` (route table `sameAs`).
 */
import { REPORTS } from '@kilau/domain';
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const ReportPage = lazy(() => import('./ReportPage.tsx'));

export const REPORTS_SCREENS: readonly Screen[] = REPORTS.map((r) => ({
  path: r.route,
  element: <ReportPage key={r.key} report={r} />,
}));
