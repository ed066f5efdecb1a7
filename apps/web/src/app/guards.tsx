/**
 * Route guards: a session opened today is required inside the shell (spec §4), and every screen passes the gate
 * of `lib/access.ts` — the date-mismatch or access-denied screen instead of the screen — and sets the title.
 */
import { findRoute, pageTitle, UI } from '@kilau/domain';
import { Breadcrumb, Spin } from 'antd';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { gateFor } from '../lib/access.ts';
import { session, today, useSession } from '../lib/session.ts';
import { AccessDenied } from './pages/AccessDenied.tsx';
import { DateMismatch } from './pages/DateMismatch.tsx';
import { breadcrumb } from './shell/menu-model.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const s = useSession();
  const ok = !!s && session.valid();
  useEffect(() => {
    if (s && !ok) session.clear();
  }, [s, ok]);
  return ok ? children : <Navigate to="/" replace />;
}

export function usePageTitle(path: string) {
  const nama = useSession()?.user.nama_toko ?? UI.appName;
  useEffect(() => {
    document.title = pageTitle(nama, path);
  }, [nama, path]);
}

export const Loading = () => (
  <div className="k-loading">
    <Spin size="large" />
  </div>
);

export function GuardedScreen({ path, children }: { path: string; children: ReactNode }) {
  const s = useSession();
  usePageTitle(path);
  if (!s) return null;
  const gate = gateFor(path, { ...s.user, menu: s.menu, modules: s.modules.map((m) => m.key) }, today());
  if (gate === 'date-mismatch') return <DateMismatch />;
  if (gate === 'denied') return <AccessDenied />;
  const trail = breadcrumb(path);
  return (
    <div className="k-page" data-testid={`page-${path.replace(/^\//, '')}`}>
      <div className="k-page-head">
        <h1 className="k-page-title" data-testid="page-title">
          {findRoute(path)?.title ?? ''}
        </h1>
        {trail.length > 1 && <Breadcrumb className="k-breadcrumb" items={trail.map((t) => ({ title: t }))} />}
      </div>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </div>
  );
}
