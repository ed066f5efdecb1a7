/** The screens this app has built, each lazily loaded; the router registers exactly these (built-routes.ts). */
import { RESOURCES } from '@kilau/domain';
import { lazy } from 'react';
import { BACKUP_SCREENS } from '../features/backup/backup.screens.tsx';
import { BARANG_SCREENS } from '../features/barang/barang.screens.tsx';
import { MUTASI_SCREENS } from '../features/barang/mutasi/mutasi.screens.tsx';
import { EOD_SCREENS } from '../features/eod/eod.screens.tsx';
import { HAPUS_SCREENS } from '../features/hapus/hapus.screens.tsx';
import { HUTANG_SCREENS } from '../features/hutang/hutang.screens.tsx';
import { IMPOR_SCREENS } from '../features/impor/impor.screens.tsx';
import { KAS_SCREENS } from '../features/kas/kas.screens.tsx';
import { MEMBER_SCREENS } from '../features/member/member.screens.tsx';
import { PEMBELIAN_SCREENS } from '../features/pembelian/pembelian.screens.tsx';
import { PENJUALAN_SCREENS } from '../features/penjualan/penjualan.screens.tsx';
import { PESANAN_SCREENS } from '../features/pesanan/pesanan.screens.tsx';
import { REPORTS_SCREENS } from '../features/reports/reports.screens.tsx';
import { SERVICE_SCREENS } from '../features/service/service.screens.tsx';
import { SETTINGS_SCREENS } from '../features/settings/settings.screens.tsx';
import { USERS_SCREENS } from '../features/users/users.screens.tsx';
import { STATIC_PATHS } from './built-routes.ts';

const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const StaticPage = lazy(() => import('./pages/StaticPage.tsx'));
const MasterPage = lazy(() => import('../features/masters/MasterPage.tsx'));

export type { Screen } from '../lib/screen.ts';

import type { Screen } from '../lib/screen.ts';

export const SCREENS: readonly Screen[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  ...STATIC_PATHS.map((p) => ({ path: p, element: <StaticPage path={p} /> })),
  ...RESOURCES.map((r) => ({ path: r.route, element: <MasterPage key={r.key} resource={r} /> })),
  ...USERS_SCREENS,
  ...SETTINGS_SCREENS,
  ...BARANG_SCREENS,
  ...MUTASI_SCREENS,
  ...REPORTS_SCREENS,
  ...PENJUALAN_SCREENS,
  ...PEMBELIAN_SCREENS,
  ...KAS_SCREENS,
  ...MEMBER_SCREENS,
  ...PESANAN_SCREENS,
  ...SERVICE_SCREENS,
  ...HUTANG_SCREENS,
  ...EOD_SCREENS,
  ...IMPOR_SCREENS,
  ...HAPUS_SCREENS,
  ...BACKUP_SCREENS,
];
