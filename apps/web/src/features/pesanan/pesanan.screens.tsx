/** The screens of this feature, lazily loaded; every path here is also in pesanan.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TransaksiPesanan = lazy(() => import('./counter/TransaksiPesananPage.tsx'));
const LihatPesanan = lazy(() => import('./view/LihatPesananPage.tsx'));

export const PESANAN_SCREENS: readonly Screen[] = [
  { path: '/transaksi-pesanan', element: <TransaksiPesanan /> },
  { path: '/lihat-pesanan', element: <LihatPesanan /> },
];
