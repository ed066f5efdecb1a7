/** The screens of this feature, lazily loaded; every path here is also in sales.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TransaksiPenjualan = lazy(() => import('./counter/TransaksiPenjualanPage.tsx'));
const LihatPenjualan = lazy(() => import('./view/LihatPenjualanPage.tsx'));
const BatalPenjualan = lazy(() => import('./view/BatalPenjualanPage.tsx'));
const LihatTitipan = lazy(() => import('./titipan/LihatTitipanPage.tsx'));
const ValidasiPenjualan = lazy(() =>
  import('./validasi/ValidasiPage.tsx').then((m) => ({ default: m.ValidasiPenjualanPage })),
);
const ValidasiTitipan = lazy(() =>
  import('./validasi/ValidasiPage.tsx').then((m) => ({ default: m.ValidasiTitipanPage })),
);
const ValidasiJualBeli = lazy(() =>
  import('./validasi/ValidasiPage.tsx').then((m) => ({ default: m.ValidasiJualBeliPage })),
);

export const PENJUALAN_SCREENS: readonly Screen[] = [
  { path: '/transaksi-penjualan', element: <TransaksiPenjualan /> },
  { path: '/lihat-penjualan', element: <LihatPenjualan /> },
  { path: '/batal-penjualan', element: <BatalPenjualan /> },
  { path: '/lihat-titipan', element: <LihatTitipan /> },
  { path: '/validasi-penjualan', element: <ValidasiPenjualan /> },
  { path: '/validasi-titipan', element: <ValidasiTitipan /> },
  { path: '/validasi-jual-beli', element: <ValidasiJualBeli /> },
];
