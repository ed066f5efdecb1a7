/**
 * Routes: `/` is the login; inside the shell, one route per built screen (spec §2.1 table, exact paths);
 * anything else goes to `/dashboard` when signed in, else to `/`.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';
import { GuardedScreen, RequireSession } from './guards.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { SCREENS } from './screens.tsx';
import { Shell } from './shell/Shell.tsx';

function LoginRoute() {
  const s = useSession();
  if (s && session.valid()) return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}

function Fallback() {
  const s = useSession();
  return <Navigate to={s && session.valid() ? '/dashboard' : '/'} replace />;
}

export const router = createBrowserRouter([
  { path: '/', element: <LoginRoute /> },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: SCREENS.map((s) => ({
      path: s.path,
      element: (
        <GuardedScreen key={s.path} path={s.path}>
          {s.element}
        </GuardedScreen>
      ),
    })),
  },
  { path: '*', element: <Fallback /> },
]);
