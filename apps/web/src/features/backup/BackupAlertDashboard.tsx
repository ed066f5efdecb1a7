/**
 * The owner's dashboard card of issue 26: red when the server's backup status says so (`alert`: the last archived
 * change older than 10 minutes while the shop writes, the last base backup older than 48 hours, or a missing,
 * read-only or full backup folder), with every problem as the server words it (naming the path) and a link to
 * Cadangan Data. Only for users who may open /cadangan-data (owners); nothing when all is well.
 */
import { BACKUP_MSG, type BackupStatus } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { api } from '../../lib/api.tsx';
import { useCan } from '../../lib/use-can.ts';
import { BACKUP_STATUS_KEY } from './backup-query.ts';
import './backup.css';

export function BackupAlertDashboard() {
  const can = useCan('/cadangan-data');
  const q = useQuery({
    queryKey: BACKUP_STATUS_KEY,
    queryFn: () => api.get<BackupStatus>('backup/status'),
    enabled: can,
    refetchInterval: 60_000,
  });
  const s = q.data;
  if (!can || !s?.alert) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="k-mb k-dash-backup-alert"
      data-testid="dash-backup-alert"
      title={BACKUP_MSG.alertTitle}
      description={
        <div>
          <ul>
            {[...new Set(s.problems)].map((p) => (
              <li key={p} data-testid="dash-backup-problem">
                {p}
              </li>
            ))}
          </ul>
          <Link to="/cadangan-data" data-testid="dash-backup-link">
            {BACKUP_MSG.alertLink}
          </Link>
        </div>
      }
    />
  );
}
