/** The screens of this feature, lazily loaded; every path here is also in service.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const TransaksiService = lazy(() => import('./counter/TransaksiServicePage.tsx'));
const LihatService = lazy(() => import('./view/LihatServicePage.tsx'));

export const SERVICE_SCREENS: readonly Screen[] = [
  { path: '/transaksi-services', element: <TransaksiService /> },
  { path: '/lihat-services', element: <LihatService /> },
];
