/** The fixed header (spec §2.2): minify button, shop name, read-only system date, user menu. */
import {
  CalendarOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PoweroffOutlined,
} from '@ant-design/icons';
import { UI } from '@kilau/domain';
import { Avatar, Button, Dropdown, Input, Layout, Tooltip } from 'antd';
import { useState } from 'react';
import { ChangePasswordModal } from '../../features/auth/ChangePasswordModal.tsx';
import { useCloseStore } from '../../features/auth/CloseStoreProvider.tsx';
import { useLogout } from '../../features/auth/logout.ts';
import { isDateBehind } from '../../lib/access.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { today, useSession } from '../../lib/session.ts';
import { initials } from '../../lib/text.ts';

/** `2026-03-10` → `Selasa, 10 Maret 2026`. */
export const longDate = (ymd: string | undefined) => {
  const d = dayjs(ymd ?? '', 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('dddd, D MMMM YYYY') : '-';
};

export function Header({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const s = useSession();
  const u = s?.user;
  const { start } = useCloseStore();
  const logout = useLogout();
  const [cpOpen, setCpOpen] = useState(false);
  const behind = !!u && isDateBehind(u.tgl_system, today());

  const items = [
    { key: 'close', icon: <PoweroffOutlined />, label: <span data-testid="menu-close-store">{UI.closeStore}</span> },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="menu-change-password">{UI.changePassword}</span>,
    },
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="menu-logout">{UI.logout}</span>,
    },
  ];
  const onMenu = ({ key }: { key: string }) => {
    if (key === 'close') void start();
    else if (key === 'password') setCpOpen(true);
    else if (key === 'logout') void logout();
  };

  return (
    <Layout.Header className="k-header" data-testid="header">
      <div className="k-header-left">
        <Tooltip title={collapsed ? UI.expand : UI.minify} placement="bottom">
          <Button
            type="text"
            className="k-header-toggle"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={collapsed ? UI.expand : UI.minify}
            data-testid="sidebar-toggle"
          />
        </Tooltip>
        <div className="k-brand">
          <img src="/favicon.svg" alt="" className="k-brand-logo" />
          <span className="k-brand-name" data-testid="header-store">
            {u?.nama_toko ?? ''}
          </span>
        </div>
      </div>
      <div className="k-header-right">
        <label className="k-sysdate" htmlFor="k-sysdate">
          <span className="k-sysdate-label">{UI.systemDate}</span>
          <Input
            readOnly
            size="small"
            prefix={<CalendarOutlined />}
            value={longDate(u?.tgl_system)}
            status={behind ? 'error' : undefined}
            id="k-sysdate"
            className="k-sysdate-input"
            data-testid="header-date"
            data-value={u?.tgl_system ?? ''}
          />
        </label>
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']} placement="bottomRight">
          <Button type="text" className="k-user" data-testid="header-user-menu">
            <Avatar size={28} className="k-avatar">
              {initials(u?.user_name)}
            </Avatar>
            <span className="k-user-text">
              <span className="k-user-name">{u?.user_name ?? ''}</span>
              <span className="k-user-id">{u?.user_id ?? ''}</span>
            </span>
            <DownOutlined className="k-muted" />
          </Button>
        </Dropdown>
      </div>
      <ChangePasswordModal open={cpOpen} onClose={() => setCpOpen(false)} />
    </Layout.Header>
  );
}
