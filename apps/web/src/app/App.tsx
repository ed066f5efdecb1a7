/** Providers: antd with the Indonesian locale and Kilau's theme, the dialog bridge, TanStack Query, the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import idID from 'antd/es/locale/id_ID';
import { RouterProvider } from 'react-router';
import { DialogBridge } from '../components/notify.tsx';
import { setApiHooks } from '../lib/api.tsx';
import { queryClient } from '../lib/query.ts';
import { Connectivity } from './Connectivity.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

setApiHooks({ onDeleted: () => void queryClient.invalidateQueries() });

export function App() {
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <AntApp>
        <DialogBridge />
        <QueryClientProvider client={queryClient}>
          <Connectivity />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
