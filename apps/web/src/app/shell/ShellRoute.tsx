/**
 * The signed-in layout as the router loads it: the shell, its menu, the session guard and TanStack
 * Query live in their own chunks, fetched after login, so the login page carries none of them. The query client
 * is the module's one instance, so its cache outlives a remount of the layout.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { setApiHooks } from '../../lib/api.tsx';
import { queryClient } from '../../lib/query.ts';
import { RequireSession } from '../guards.tsx';
import { Shell } from './Shell.tsx';

setApiHooks({ onDeleted: () => void queryClient.invalidateQueries() });

export function ShellRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession>
        <Shell />
      </RequireSession>
    </QueryClientProvider>
  );
}
