/**
 * The signed-in half of the route table (issue 16: light first page): the shell layout with one child route per
 * built screen (spec §2.1 table, exact paths). The router adds it on the first navigation past the login
 * (`patchRoutesOnNavigation` in router.tsx), so the login page loads neither the shell, the screen list nor the
 * declarations behind it (masters, reports).
 */
import type { RouteObject } from 'react-router';
import { GuardedScreen } from './guards.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { SCREENS } from './screens.tsx';
import { ShellRoute } from './shell/ShellRoute.tsx';

/** Inside the shell a screen's error replaces only the screen (menu stays). */
export const signedInRoute: RouteObject = {
  id: 'shell',
  errorElement: <RouteError />,
  element: <ShellRoute />,
  children: SCREENS.map((s) => ({
    path: s.path,
    errorElement: <RouteError />,
    element: (
      <GuardedScreen key={s.path} path={s.path}>
        {s.element}
      </GuardedScreen>
    ),
  })),
};
