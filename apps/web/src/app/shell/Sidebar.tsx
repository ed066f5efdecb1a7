/**
 * The sidebar (spec §2.2): profile block and the stored menu, up to three levels, built screens only. Minified,
 * the groups open as floating submenus on hover and hide 250 ms after the pointer leaves (spec §9).
 */
import type { MenuNode } from '@kilau/domain';
import { UI } from '@kilau/domain';
import { Avatar, Layout, Menu, type MenuProps, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { testSlug } from '../../lib/test-id.ts';
import { initials } from '../../lib/text.ts';
import { menuIcon } from './menu-icons.tsx';
import { ancestorKeys, sidebarTree } from './menu-model.ts';

export const SIDER_WIDTH = 248;
export const SIDER_COLLAPSED = 64;
export const SUBMENU_HIDE_DELAY_S = 0.25;

type Item = NonNullable<MenuProps['items']>[number];

function toItems(nodes: readonly MenuNode[], depth: number): Item[] {
  return nodes.map((n): Item => {
    if (n.children.length) {
      return {
        key: n.path,
        icon: depth === 0 ? menuIcon(n.title, n.icon) : undefined,
        label: <span data-testid={`menu-group-${testSlug(n.path)}`}>{n.title}</span>,
        children: toItems(n.children, depth + 1),
      };
    }
    return {
      key: n.path.toLowerCase(),
      icon: depth === 0 ? menuIcon(n.title, n.icon) : undefined,
      label: (
        <Link to={n.path} data-testid={`menu-item-${testSlug(n.path)}`}>
          {n.title}
        </Link>
      ),
    };
  });
}

function Profile({ collapsed }: { collapsed: boolean }) {
  const s = useSession();
  const u = s?.user;
  const avatar = (
    <Avatar size={collapsed ? 36 : 44} className="k-avatar">
      {initials(u?.user_name)}
    </Avatar>
  );
  if (collapsed) {
    return (
      <div className="k-profile k-profile-collapsed" data-testid="sidebar-profile">
        <Tooltip placement="right" title={`${u?.user_name ?? ''} · ${u?.level ?? ''} · ${u?.nama_toko ?? ''}`}>
          {avatar}
        </Tooltip>
      </div>
    );
  }
  return (
    <div className="k-profile" data-testid="sidebar-profile">
      {avatar}
      <div className="k-profile-text">
        <div className="k-profile-name" data-testid="profile-name">
          {u?.user_name ?? ''}
        </div>
        <div className="k-profile-meta">
          <span data-testid="profile-level">
            {UI.levelLabel} {u?.level ?? ''}
          </span>
          <span className="k-dot">·</span>
          <span data-testid="profile-store">{u?.kode_toko ?? ''}</span>
        </div>
        <div className="k-profile-store">{u?.nama_toko ?? ''}</div>
      </div>
    </div>
  );
}

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const s = useSession();
  const { pathname } = useLocation();
  const tree = useMemo(() => sidebarTree(s?.menu ?? [], s?.user.level), [s?.menu, s?.user.level]);
  const items = useMemo<Item[]>(
    () => [
      {
        key: '/dashboard',
        icon: menuIcon('Dashboard', 'dashboard'),
        label: (
          <Link to="/dashboard" data-testid="menu-item-dashboard">
            {UI.dashboard}
          </Link>
        ),
      },
      ...toItems(tree, 0),
    ],
    [tree],
  );
  // Open the groups of the current screen on first render; afterwards the user decides.
  const defaultOpen = useMemo(() => ancestorKeys(tree, pathname), [tree, pathname]);

  return (
    <Layout.Sider
      className="k-sider"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED}
      collapsed={collapsed}
      trigger={null}
      theme="dark"
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <div className="k-sider-inner">
        <Profile collapsed={collapsed} />
        <div className="k-sider-scroll">
          <Menu
            className="k-menu"
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={[pathname.toLowerCase()]}
            defaultOpenKeys={defaultOpen}
            subMenuCloseDelay={SUBMENU_HIDE_DELAY_S}
            inlineIndent={16}
            data-testid="sidebar-menu"
          />
        </div>
      </div>
    </Layout.Sider>
  );
}
