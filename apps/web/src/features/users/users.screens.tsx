/** The screens of this feature, lazily loaded; every path here is also in users.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const DataUsersPage = lazy(() => import('./DataUsersPage.tsx'));
const HakAksesUsersPage = lazy(() => import('./HakAksesUsersPage.tsx'));
const HakAksesNewsPage = lazy(() => import('./HakAksesNewsPage.tsx'));

export const USERS_SCREENS: readonly Screen[] = [
  { path: '/data-users', element: <DataUsersPage /> },
  { path: '/hak-akses-users', element: <HakAksesUsersPage /> },
  { path: '/hak-akses-news', element: <HakAksesNewsPage /> },
];
