/**
 * Routes: `/` is the login; inside the shell, one route per built screen (signed-in-routes.tsx); anything else
 * goes to `/dashboard` when signed in, else to `/`. A route that throws shows `RouteError`.
 * The signed-in routes load on the first navigation that is not the login (`patchRoutesOnNavigation`, which the
 * router also calls for a path only the catch-all matches), so the login page ships without the shell, the
 * screen list and the declarations behind them (a light first page).
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { session, useSession } from '../lib/session.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { RouteError } from './pages/RouteError.tsx';

function LoginRoute() {
  const s = useSession();
  if (s && session.valid()) return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}

function Fallback() {
  const s = useSession();
  return <Navigate to={s && session.valid() ? '/dashboard' : '/'} replace />;
}

let signedInModule: Promise<typeof import('./signed-in-routes.tsx')> | undefined;
let patched = false;

export const router = createBrowserRouter(
  [
    { path: '/', element: <LoginRoute />, errorElement: <RouteError /> },
    { path: '*', element: <Fallback />, errorElement: <RouteError /> },
  ],
  {
    patchRoutesOnNavigation: async ({ path, patch, signal }) => {
      if (patched || path === '/') return;
      signedInModule ??= import('./signed-in-routes.tsx').catch((e) => {
        signedInModule = undefined; // a failed chunk load (new version deployed, network) is tried again next time
        throw e;
      });
      const m = await signedInModule;
      // an interrupted navigation's patch is ignored by the router: the next navigation patches instead
      if (patched || signal.aborted) return;
      patch(null, [m.signedInRoute]);
      patched = true;
    },
  },
);
