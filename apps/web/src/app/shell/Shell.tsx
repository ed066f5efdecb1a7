/**
 * The page shell (spec §2.2): sidebar, fixed header, content and footer, around the routed screen. On mount it
 * refreshes the session from `users/me` (shop day, menu) and the rounding setting (spec §3, §7.1).
 */
import { type ParaRow, type SessionAnswer, UI } from '@kilau/domain';
import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { CloseStoreProvider } from '../../features/auth/CloseStoreProvider.tsx';
import { api } from '../../lib/api.tsx';
import { BUILD_ID } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';
import { Header } from './Header.tsx';
import { SIDER_COLLAPSED, SIDER_WIDTH, Sidebar } from './Sidebar.tsx';

const COLLAPSE_KEY = 'kilau.ui.sidebar';

function useRefreshSession() {
  useEffect(() => {
    api
      .get<SessionAnswer>('users/me')
      .then((me) => {
        if (me?.user) session.update({ user: me.user, menu: me.menu ?? [], modules: me.modules ?? [] });
      })
      .catch(() => {});
    api
      .get<ParaRow>('para-system/key/PEMBULATAN')
      .then((p) => session.setPembulatan(p?.value))
      .catch(() => {});
  }, []);
}

export function Shell() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  useRefreshSession();
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSE_KEY, c ? '0' : '1');
      return !c;
    });

  return (
    <CloseStoreProvider>
      <Layout className="k-shell">
        <Sidebar collapsed={collapsed} />
        <Layout className="k-main" style={{ marginLeft: collapsed ? SIDER_COLLAPSED : SIDER_WIDTH }}>
          <Header collapsed={collapsed} onToggle={toggle} />
          <Layout.Content className="k-content">
            <Outlet />
          </Layout.Content>
          <Layout.Footer className="k-footer">
            {UI.appName} · {UI.appTagline} · {UI.version} {BUILD_ID.slice(0, 8)}
          </Layout.Footer>
        </Layout>
      </Layout>
    </CloseStoreProvider>
  );
}
