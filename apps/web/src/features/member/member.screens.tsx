/** The screens of this feature, lazily loaded; every path here is also in member.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const LihatTransaksiMember = lazy(() => import('./LihatTransaksiMemberPage.tsx'));
const TransaksiPoin = lazy(() => import('./TransaksiPoinPage.tsx'));
const TukarPoint = lazy(() => import('./TukarPointPage.tsx'));

export const MEMBER_SCREENS: readonly Screen[] = [
  { path: '/lihat-transaksi-member', element: <LihatTransaksiMember /> },
  { path: '/transaksi-poin', element: <TransaksiPoin /> },
  { path: '/tukar-point', element: <TukarPoint /> },
];
