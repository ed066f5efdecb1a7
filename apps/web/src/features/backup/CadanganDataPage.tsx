/**
 * /cadangan-data "Cadangan Data" (issue 26; Utility, owner only): whether the shop's data is safe — the last base
 * backup (time, size, duration), the last archived change, the window kept, free space at the destination, the
 * same-disk warning and every problem the server reports (naming the path); "Cadangkan Sekarang" with a progress
 * bar fed by the socket (`backup-progress`, `backup-done`); the backups, newest first, each with its verification
 * and a "Verifikasi" action (restored into a temporary folder and checked by the server).
 */
import { CloudUploadOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  BACKUP_MSG,
  type BackupDoneEvent,
  type BackupRow,
  type BackupStarted,
  type BackupStatus,
  type BackupVerifyResult,
  UI,
} from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Progress, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { confirm, notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { formatWaktu } from '../../lib/shop-time.ts';
import { useWrite } from '../../lib/use-write.ts';
import {
  formatDurasi,
  formatUkuran,
  NO_PROGRESS,
  oldestKept,
  type ProgressState,
  progressAfter,
  progressAfterDone,
  progressAfterRead,
} from './backup-model.ts';
import { BACKUP_STATUS_KEY } from './backup-query.ts';
import { useBackupSocket } from './backup-socket.ts';
import './backup.css';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const STATUS_COLOR: Record<BackupRow['status'], string> = { BERJALAN: 'blue', SELESAI: 'green', GAGAL: 'red' };

function VerifyCell({ row }: { row: BackupRow }) {
  if (!row.verify) return <span className="k-muted">{BACKUP_MSG.notVerified}</span>;
  return (
    <div className="k-backup-verify">
      <Tag color={row.verify === 'OK' ? 'green' : 'red'} data-testid={`backup-verify-${row.id}`}>
        {row.verify}
      </Tag>
      <span className="k-muted">{formatWaktu(row.verified_at)}</span>
      {row.verify_message && (
        <div className="k-backup-verify-msg" data-testid={`backup-verify-message-${row.id}`}>
          {row.verify_message}
        </div>
      )}
    </div>
  );
}

export default function CadanganDataPage() {
  const [progress, setProgress] = useState<ProgressState>(NO_PROGRESS);
  const [verifying, setVerifying] = useState<string>();
  const starting = useWrite({ invalidates: [BACKUP_STATUS_KEY] });
  const verifyWrite = useWrite({ invalidates: [BACKUP_STATUS_KEY] });
  const running = !!progress.current;
  const q = useQuery({
    queryKey: BACKUP_STATUS_KEY,
    queryFn: () => api.get<BackupStatus>('backup/status'),
    // while a backup runs the read follows it too (the socket may be missing); otherwise once a minute
    refetchInterval: running ? 2000 : 60_000,
    staleTime: 0,
  });
  const s = q.data;

  useEffect(() => {
    if (s) setProgress((cur) => progressAfterRead(cur, s.running, s.backups));
  }, [s]);

  useBackupSocket({
    onProgress: (p) => setProgress((cur) => progressAfter(cur, p)),
    onDone: (d: BackupDoneEvent) => {
      setProgress((cur) => progressAfterDone(cur, d));
      void q.refetch();
      if (d.status === 'SELESAI') notify.toast.success(d.message);
      else notify.toast.error(d.message || BACKUP_MSG.fail);
    },
  });

  async function backupNow() {
    try {
      const r = await starting.send<BackupStarted>({ path: 'backup', body: {} });
      setProgress((cur) => progressAfter(cur, { id: r.data.id, phase: r.message, percent: 0 }));
    } catch (e) {
      if (!isTimeout(e)) notify.toast.info(errorText(e, BACKUP_MSG.fail));
    }
  }

  async function verify(row: BackupRow) {
    if (
      !(await confirm({
        title: BACKUP_MSG.verify,
        content: BACKUP_MSG.verifyConfirm,
        okText: BACKUP_MSG.verify,
        testId: 'backup-verify-confirm',
      }))
    )
      return;
    setVerifying(row.id);
    try {
      const r = await verifyWrite.send<BackupVerifyResult>({
        path: `backup/${encodeURIComponent(row.id)}/verify`,
        body: {},
        long: true,
        slot: row.id,
      });
      if (r.data.verify === 'OK') notify.toast.success(r.message);
      else notify.toast.error(r.message);
    } catch (e) {
      if (!isTimeout(e)) notify.toast.info(errorText(e, BACKUP_MSG.fail));
    } finally {
      setVerifying(undefined);
    }
  }

  const columns: ColumnsType<BackupRow> = [
    {
      key: 'mulai',
      title: 'Mulai',
      render: (_, b) => <span style={NOWRAP}>{formatWaktu(b.started_at)}</span>,
    },
    {
      key: 'ukuran',
      title: 'Ukuran',
      align: 'right',
      render: (_, b) => <span style={NOWRAP}>{b.status === 'SELESAI' ? formatUkuran(b.bytes) : '-'}</span>,
    },
    {
      key: 'durasi',
      title: 'Durasi',
      align: 'right',
      render: (_, b) => <span style={NOWRAP}>{b.finished_at ? formatDurasi(b.duration_ms) : '-'}</span>,
    },
    {
      key: 'wal',
      title: 'WAL',
      render: (_, b) => (
        <span className="k-mono k-muted">
          <span style={NOWRAP}>{b.wal_start}</span>
          {b.wal_end && b.wal_end !== b.wal_start ? (
            <>
              {' – '}
              <span style={NOWRAP}>{b.wal_end}</span>
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, b) => (
        <Tag color={STATUS_COLOR[b.status]} data-testid={`backup-status-${b.id}`}>
          {b.status}
        </Tag>
      ),
    },
    { key: 'verify', title: 'Verifikasi', render: (_, b) => <VerifyCell row={b} /> },
    {
      key: 'aksi',
      title: UI.action,
      render: (_, b) => (
        <Button
          size="small"
          icon={<SafetyCertificateOutlined />}
          disabled={b.status !== 'SELESAI' || (!!verifying && verifying !== b.id)}
          loading={verifying === b.id}
          onClick={() => void verify(b)}
          data-testid={`backup-verify-btn-${b.id}`}
        >
          {BACKUP_MSG.verify}
        </Button>
      ),
    },
  ];

  const cur = progress.current;
  const last = s?.last_base ?? null;
  const oldest = s ? oldestKept(s.backups) : undefined;
  return (
    <div className="k-page" data-testid="backup-page">
      <Card
        title={<span data-testid="backup-heading">{BACKUP_MSG.title}</span>}
        extra={
          <span className="k-backup-actions">
            <Button
              icon={<ReloadOutlined />}
              loading={q.isFetching && !q.isLoading}
              onClick={() => void q.refetch()}
              data-testid="backup-refresh"
            >
              {UI.reload}
            </Button>
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={!s?.enabled || running}
              loading={starting.saving}
              onClick={() => void backupNow()}
              data-testid="backup-now"
            >
              {BACKUP_MSG.backupNow}
            </Button>
          </span>
        }
      >
        {q.isError && <LoadError query={q} />}
        {q.isLoading && <Skeleton active paragraph={{ rows: 5 }} />}
        {s && (
          <>
            {!s.enabled && (
              <Alert type="warning" showIcon className="k-mb" title={BACKUP_MSG.disabled} data-testid="backup-off" />
            )}
            {[...new Set(s.problems)]
              .filter((p) => p !== BACKUP_MSG.sameDisk(s.backup_dir))
              .map((p) => (
                <Alert key={p} type="error" showIcon className="k-mb" title={p} data-testid="backup-problem" />
              ))}
            {/* a warning, not a failure: backups run, but a dead disk would take them with the data */}
            {s.same_disk && s.enabled && (
              <Alert
                type="warning"
                showIcon
                className="k-mb"
                title={BACKUP_MSG.sameDisk(s.backup_dir)}
                data-testid="backup-same-disk"
              />
            )}
            {cur && (
              <div className="k-backup-progress k-mb" data-testid="backup-progress">
                <div className="k-backup-progress-head">
                  <b>{BACKUP_MSG.progress}</b>
                  <span className="k-muted" data-testid="backup-progress-phase">
                    {cur.phase}
                  </span>
                </div>
                <Progress percent={Math.round(cur.percent)} status="active" />
                <span data-testid="backup-progress-percent" className="k-visually-hidden">
                  {cur.percent}
                </span>
              </div>
            )}
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 2, xxl: 2 }}
              data-testid="backup-summary"
            >
              <Descriptions.Item label={BACKUP_MSG.lastBase}>
                {last ? (
                  <span data-testid="backup-last-base">
                    {formatWaktu(last.finished_at ?? last.started_at)}
                    <span className="k-muted">
                      {' '}
                      · {formatUkuran(last.bytes)} · {formatDurasi(last.duration_ms)}
                    </span>
                  </span>
                ) : (
                  <span data-testid="backup-last-base">{BACKUP_MSG.none}</span>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={BACKUP_MSG.lastArchived}>
                <span data-testid="backup-last-archived">
                  {s.last_archived_at ? formatWaktu(s.last_archived_at) : BACKUP_MSG.none}
                  {s.last_archived_wal && <span className="k-muted k-mono"> · {s.last_archived_wal}</span>}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={BACKUP_MSG.window}>
                <span data-testid="backup-window">
                  {BACKUP_MSG.windowDays(s.window_days)}
                  {oldest && (
                    <span className="k-muted">
                      {' '}
                      ({BACKUP_MSG.since} {formatWaktu(oldest.started_at)})
                    </span>
                  )}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={BACKUP_MSG.free}>
                <span data-testid="backup-free">
                  {s.free_bytes === null ? BACKUP_MSG.unknown : formatUkuran(s.free_bytes)}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={BACKUP_MSG.dir}>
                <span className="k-mono k-backup-dir" data-testid="backup-dir">
                  {s.backup_dir || '-'}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={BACKUP_MSG.disk}>
                {!s.enabled ? (
                  <span data-testid="backup-disk">-</span>
                ) : s.same_disk ? (
                  <Tag color="orange" data-testid="backup-disk">
                    {BACKUP_MSG.diskSame}
                  </Tag>
                ) : (
                  <Tag color="green" data-testid="backup-disk">
                    {BACKUP_MSG.diskOther}
                  </Tag>
                )}
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>

      <Card title={BACKUP_MSG.list} style={{ marginTop: 16 }}>
        <Table<BackupRow>
          rowKey="id"
          size="small"
          loading={q.isLoading}
          columns={columns}
          dataSource={s?.backups ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: <span data-testid="backup-empty">{BACKUP_MSG.empty}</span> }}
          onRow={(b) => ({ 'data-testid': `backup-row-${b.id}` }) as object}
        />
      </Card>
    </div>
  );
}
