/** The screens of this feature, lazily loaded; every path here is also in pembelian.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TransaksiPembelian = lazy(() => import('./counter/TransaksiPembelianPage.tsx'));
const LihatPembelian = lazy(() => import('./view/LihatPembelianPage.tsx'));
const BatalPembelian = lazy(() => import('./view/BatalPembelianPage.tsx'));

export const PEMBELIAN_SCREENS: readonly Screen[] = [
  { path: '/transaksi-pembelian', element: <TransaksiPembelian /> },
  { path: '/lihat-pembelian', element: <LihatPembelian /> },
  { path: '/batal-pembelian', element: <BatalPembelian /> },
];
