/**
 * Providers: antd with the Indonesian locale and Kilau's theme, the dialog bridge, the router. TanStack Query is
 * provided by the signed-in layout (shell/ShellRoute.tsx): the login page reads nothing through it (a light first
 * page).
 */
import { App as AntApp, ConfigProvider } from 'antd';
import idID from 'antd/es/locale/id_ID';
import { RouterProvider } from 'react-router';
import { DialogBridge } from '../components/notify.tsx';
import { Connectivity } from './Connectivity.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

export function App() {
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <AntApp>
        <DialogBridge />
        <Connectivity />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
