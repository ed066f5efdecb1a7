/**
 * `/dashboard` (spec §2.2, §7.1): "Selamat Datang Kembali" with the capitalised user id, the shop day at a glance,
 * and live charts of today and this month (features/dashboard).
 */
import { CalendarOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, UI } from '@kilau/domain';
import { Card } from 'antd';
import { SalesDashboard } from '../../features/dashboard/SalesDashboard.tsx';
import { useSession } from '../../lib/session.ts';
import { capitalize } from '../../lib/text.ts';
import { longDate } from '../shell/Header.tsx';

export function DashboardPage() {
  const u = useSession()?.user;
  return (
    <div className="k-dashboard">
      <Card className="k-welcome" variant="borderless">
        <div className="k-welcome-kicker">{MSG.welcome}</div>
        <div className="k-welcome-name" data-testid="dashboard-user">
          {capitalize(u?.user_id)}
        </div>
        <div className="k-welcome-hint">{UI.dashboardHint}</div>
      </Card>
      <div className="k-stats">
        <Card size="small" className="k-stat">
          <ShopOutlined className="k-stat-icon" />
          <div>
            <div className="k-stat-label">{UI.storeLabel}</div>
            <div className="k-stat-value">{u?.nama_toko ?? ''}</div>
            <div className="k-muted">{u?.kode_toko ?? ''}</div>
          </div>
        </Card>
        <Card size="small" className="k-stat">
          <CalendarOutlined className="k-stat-icon" />
          <div>
            <div className="k-stat-label">{UI.systemDate}</div>
            <div className="k-stat-value">{longDate(u?.tgl_system)}</div>
          </div>
        </Card>
        <Card size="small" className="k-stat">
          <UserOutlined className="k-stat-icon" />
          <div>
            <div className="k-stat-label">{UI.levelLabel}</div>
            <div className="k-stat-value">{u?.level ?? ''}</div>
            <div className="k-muted">{u?.user_name ?? ''}</div>
          </div>
        </Card>
      </div>
      <SalesDashboard day={u?.tgl_system ?? ''} />
    </div>
  );
}

export default DashboardPage;
