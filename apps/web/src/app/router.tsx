/**
 * Routes: `/` is the login; inside the shell, one route per built screen (spec §2.1 table, exact paths);
 * anything else goes to `/dashboard` when signed in, else to `/`. A route that throws shows `RouteError`.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';
import { GuardedScreen, RequireSession } from './guards.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { RouteError } from './pages/RouteError.tsx';
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

/** Every route has the Indonesian error screen: inside the shell it replaces only the screen (menu stays). */
export const router = createBrowserRouter([
  { path: '/', element: <LoginRoute />, errorElement: <RouteError /> },
  {
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: SCREENS.map((s) => ({
      path: s.path,
      errorElement: <RouteError />,
      element: (
        <GuardedScreen key={s.path} path={s.path}>
          {s.element}
        </GuardedScreen>
      ),
    })),
  },
  { path: '*', element: <Fallback />, errorElement: <RouteError /> },
]);
