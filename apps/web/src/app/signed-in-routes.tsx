/**
 * The signed-in half of the route table (a light first page): the shell layout with one child route per
 * built screen (spec §2.1 table, exact paths). The router adds it on the first navigation past the login
 * (`patchRoutesOnNavigation` in router.tsx), so the login page loads neither the shell, the screen list nor the
 * declarations behind it (masters, reports).
 */
import { SPEC_PATH_REDIRECTS } from '@kilau/domain';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { GuardedScreen } from './guards.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { SCREENS } from './screens.tsx';
import { ShellRoute } from './shell/ShellRoute.tsx';

/** The spec's other name of a route (§4): the same address bar as a link to the route would give (query kept). */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Inside the shell a screen's error replaces only the screen (menu stays). */
export const signedInRoute: RouteObject = {
  id: 'shell',
  errorElement: <RouteError />,
  element: <ShellRoute />,
  children: [
    ...SCREENS.map((s) => ({
      path: s.path,
      errorElement: <RouteError />,
      element: (
        <GuardedScreen key={s.path} path={s.path}>
          {s.element}
        </GuardedScreen>
      ),
    })),
    ...SPEC_PATH_REDIRECTS.map((r) => ({ path: r.from, element: <Redirect to={r.to} /> })),
  ],
};
