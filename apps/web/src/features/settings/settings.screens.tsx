/** The screens of this feature, lazily loaded; every path here is also in settings.paths.ts. */
import { lazy } from 'react';
import type { Screen } from '../../lib/screen.ts';

const SettingTokoPage = lazy(() => import('./SettingTokoPage.tsx'));
const SettingSystemPage = lazy(() => import('./SettingSystemPage.tsx'));
const SettingNotaPage = lazy(() => import('./SettingNotaPage.tsx'));

export const SETTINGS_SCREENS: readonly Screen[] = [
  { path: '/settingtoko', element: <SettingTokoPage /> },
  { path: '/settingsystem', element: <SettingSystemPage /> },
  { path: '/settingNota', element: <SettingNotaPage /> },
];
