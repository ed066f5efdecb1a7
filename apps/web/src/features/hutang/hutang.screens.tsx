/** The screens of this feature, lazily loaded; every path here is also in hutang.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TransaksiHutang = lazy(() => import('./counter/TransaksiHutangPage.tsx'));
const LihatHutang = lazy(() => import('./view/LihatHutangPage.tsx'));
const ValidasiHutang = lazy(() => import('./view/ValidasiHutangPage.tsx'));

export const HUTANG_SCREENS: readonly Screen[] = [
  { path: '/transaksi-hutang', element: <TransaksiHutang /> },
  { path: '/lihat-hutang', element: <LihatHutang /> },
  { path: '/validasi-hutang', element: <ValidasiHutang /> },
];
