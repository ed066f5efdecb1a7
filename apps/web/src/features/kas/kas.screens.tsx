/** The screens of this feature, lazily loaded; every path here is also in kas.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const UangKas = lazy(() => import('./UangKasPage.tsx'));
const PindahBank = lazy(() => import('./PindahBankPage.tsx'));

export const KAS_SCREENS: readonly Screen[] = [
  { path: '/uang-kas', element: <UangKas /> },
  { path: '/tambah-uang-bank', element: <PindahBank arah="TAMBAH" /> },
  { path: '/ambil-uang-bank', element: <PindahBank arah="AMBIL" /> },
];
