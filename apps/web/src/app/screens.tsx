/** The screens this app has built, each lazily loaded; the router registers exactly these (built-routes.ts). */
import { RESOURCES } from '@kilau/domain';
import { lazy, type ReactNode } from 'react';
import { STATIC_PATHS } from './built-routes.ts';

const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const StaticPage = lazy(() => import('./pages/StaticPage.tsx'));
const MasterPage = lazy(() => import('../features/masters/MasterPage.tsx'));

export type Screen = { path: string; element: ReactNode };

export const SCREENS: readonly Screen[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  ...STATIC_PATHS.map((p) => ({ path: p, element: <StaticPage path={p} /> })),
  ...RESOURCES.map((r) => ({ path: r.route, element: <MasterPage key={r.key} resource={r} /> })),
];
