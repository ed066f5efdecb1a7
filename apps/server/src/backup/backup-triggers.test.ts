/**
 * The automatic base backups' triggers (issue 26) on an embedded PostgreSQL that archives into its own BACKUP_DIR
 * under /tmp, with the real app and its BackupService in this process: a Tutup Toko is followed by a base backup
 * whose WAL start lies after the close's commit (and a failing backup never fails the close), and the daily
 * trigger — its clock moved through the service's `now` seam — takes one when the newest is older than 24 hours
 * and none while it is fresh.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { createDb, type Db, runMigrations } from '../db/client.ts';
import { type EmbeddedDb, startEmbedded } from '../db/embedded.ts';
import { ADMIN_PASSWORD, testConfig, today } from '../test/helpers.ts';
import { listBackups } from './catalog.ts';
import { type BackupService, createBackupService } from './service.ts';
import type { BackupSettings } from './settings.ts';

const root = mkdtempSync('/tmp/kilau-test-btrig-');
chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backup');
const settings: BackupSettings = { dir: backupDir, keepDays: 7, archiveTimeoutSeconds: 1 };
const HOUR = 3600_000;

let embedded: EmbeddedDb;
let db: Db;
let app: FastifyInstance;
let backups: BackupService;
const logs: string[] = [];

beforeAll(async () => {
  embedded = await startEmbedded({ dataDir, archive: { dir: backupDir, timeoutSeconds: 1 } });
  db = createDb(embedded.url, 5);
  await runMigrations(db);
  const config = testConfig();
  await bootstrap(db, config, () => {});
  backups = createBackupService({ settings, dataDir, url: embedded.url, pool: db.$client, log: (m) => logs.push(m) });
  app = await buildApp({ db, config, dbMode: 'embedded', backups });
  await app.ready();
  // the WAL of the close stays readable (pg_walinspect) after the backup's checkpoint
  await db.$client.query(`ALTER SYSTEM SET wal_keep_size = '1GB'`);
  await db.$client.query('SELECT pg_reload_conf()');
  await db.$client.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
}, 120_000);

afterAll(async () => {
  backups?.stop();
  await app?.close();
  await db?.$client.end();
  await embedded?.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

/** Rejects after `ms` (a bound on a wait, never a synchronisation). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: tidak terjadi dalam ${ms} ms\n${logs.join('\n')}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The next backup end `svc` reports. */
const nextDone = (svc: BackupService) =>
  new Promise<{ id: string; status: 'SELESAI' | 'GAGAL'; message: string }>((resolve) => {
    const off = svc.subscribe({
      progress: () => {},
      done: (d) => {
        off();
        resolve(d);
      },
    });
  });

/** ADMIN signed in on the store PST whose open day is `days` before today (the close is due). */
async function ownerOnDay(days: number): Promise<string> {
  await db.$client.query(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [addDays(today(), -days)]);
  const r = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { user_id: 'ADMIN', password: ADMIN_PASSWORD },
  });
  expect(r.statusCode).toBe(200);
  return r.json().token as string;
}

const closeDay = (token: string, method: 'PUT' | 'PATCH') =>
  app.inject({ method, url: '/api/system/close', headers: { 'x-auth-token': token }, payload: { PROSES: 'close' } });

const lsn = async (q: string, params: unknown[] = []) =>
  ((await db.$client.query<{ l: string }>(q, params)).rows[0] as { l: string }).l;

describe('backup: after Tutup Toko', () => {
  it("backup: a Tutup Toko is followed by a new base backup whose WAL start lies after the close's commit", async () => {
    const token = await ownerOnDay(2);
    const before = new Set(listBackups(backupDir).map((b) => b.id));
    const from = await lsn('SELECT pg_current_wal_insert_lsn()::text AS l');
    const done = nextDone(backups);
    const res = await closeDay(token, 'PUT');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tgl_system).toBe(addDays(today(), -1));
    const d = await within(done, 60_000, 'cadangan sesudah Tutup Toko');
    expect(d.status).toBe('SELESAI');
    expect(before.has(d.id)).toBe(false);
    expect(logs).toContain('Cadangan dasar dimulai (sesudah Tutup Toko).');
    const meta = listBackups(backupDir).find((b) => b.id === d.id);
    expect(meta?.status).toBe('SELESAI');
    // the close's transaction (the one that moved the store's day) and its commit record in the WAL
    const xid = await lsn(`SELECT xmin::text AS l FROM stores WHERE kode_toko = 'PST'`);
    const commits = await db.$client.query<{ l: string; after: boolean }>(
      `SELECT start_lsn::text AS l, $3::pg_lsn > start_lsn AS after
         FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)
        WHERE resource_manager = 'Transaction' AND record_type LIKE 'COMMIT%' AND xid = $4::xid`,
      [from, meta?.wal_end, meta?.wal_start, xid],
    );
    expect(commits.rows).toHaveLength(1);
    expect(commits.rows[0]?.after, `commit ${commits.rows[0]?.l}, WAL start ${meta?.wal_start}`).toBe(true);
  }, 120_000);

  it('backup: a base backup that fails after Tutup Toko never fails the close — the day is closed, the failure is reported', async () => {
    const token = await ownerOnDay(1);
    const base = path.join(backupDir, 'base');
    // the backup folder unplugged: the backup cannot be written
    renameSync(base, `${base}.away`);
    try {
      const done = nextDone(backups);
      const res = await closeDay(token, 'PATCH');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.tgl_system).toBe(today());
      const d = await within(done, 30_000, 'cadangan gagal sesudah Tutup Toko');
      expect(d.status).toBe('GAGAL');
      expect(d.message).toContain(`Folder cadangan ${base} tidak ditemukan`);
      const { rows } = await db.$client.query(`SELECT tgl_system FROM stores WHERE kode_toko = 'PST'`);
      expect(rows[0].tgl_system).toBe(today());
      const s = await backups.status();
      expect(s.backups[0]).toMatchObject({ id: d.id, status: 'GAGAL' });
      expect(s.alert).toBe(true);
    } finally {
      renameSync(`${base}.away`, base);
    }
  }, 90_000);
});

describe('backup: daily', () => {
  it('backup: the daily trigger takes a base backup when the newest is older than 24 hours, and none while it is fresh', async () => {
    if (!listBackups(backupDir).some((b) => b.status === 'SELESAI')) await backups.start().done;
    const ids = () => listBackups(backupDir).map((b) => b.id);
    const newest = listBackups(backupDir).find((b) => b.status === 'SELESAI');
    const finished = Date.parse(newest?.finished_at as string);
    const before = ids();
    const dailyLogs: string[] = [];
    // the clock: 23 h after the newest base backup; every look of the trigger reads it
    let clock = finished + 23 * HOUR;
    let looks = 0;
    let looked: () => void = () => {};
    const sawLooks = (n: number) =>
      new Promise<void>((r) => {
        looked = () => {
          if (looks >= n) r();
        };
      });
    const svc = createBackupService({
      settings,
      dataDir,
      url: embedded.url,
      pool: db.$client,
      log: (m) => {
        dailyLogs.push(m);
        // once the trigger has started its backup, the clock is the real one again: that backup is fresh
        if (m === 'Cadangan dasar dimulai (harian).') clock = Number.NaN;
      },
      now: () => {
        looks++;
        looked();
        return Number.isNaN(clock) ? Date.now() : clock;
      },
      dailyCheckMs: 25,
    });
    try {
      expect(svc.daily()).toBeUndefined();
      svc.startAutomatic();
      // five looks of the timer at 23 h: none taken
      await within(sawLooks(looks + 5), 10_000, 'pemeriksaan harian');
      expect(svc.isRunning()).toBe(false);
      expect(ids()).toEqual(before);
      expect(dailyLogs.filter((m) => m.startsWith('Cadangan dasar dimulai'))).toEqual([]);
      // 25 h: the next look takes one
      const done = nextDone(svc);
      clock = finished + 25 * HOUR;
      const d = await within(done, 60_000, 'cadangan harian');
      expect(d.status).toBe('SELESAI');
      expect(dailyLogs).toContain('Cadangan dasar dimulai (harian).');
      // and only that one: later looks see it fresh
      await within(sawLooks(looks + 5), 10_000, 'pemeriksaan harian sesudahnya');
      expect(svc.isRunning()).toBe(false);
      expect(ids()).toEqual([d.id, ...before]);
      expect(dailyLogs.filter((m) => m.startsWith('Cadangan dasar dimulai'))).toHaveLength(1);
    } finally {
      svc.stop();
    }
  }, 150_000);
});

describe('backup: its own process', () => {
  it('backup: a base backup runs in a child process under nice 10, never in the server process, and reports its progress', async () => {
    const seen: { pid: number; nice: number; args: string }[] = [];
    const phases: string[] = [];
    const off = backups.subscribe({
      progress: (p) => {
        phases.push(p.phase);
        if (seen.length) return;
        // the server's children while the backup reports progress (ps: pid, nice, command line)
        const out = execFileSync('ps', ['-o', 'pid=,ni=,args=', '--ppid', String(process.pid)]).toString();
        for (const line of out.trim().split('\n')) {
          const m = /^\s*(\d+)\s+(-?\d+)\s+(.*)$/.exec(line);
          if (m?.[3]?.includes('backup/child.ts')) seen.push({ pid: Number(m[1]), nice: Number(m[2]), args: m[3] });
        }
      },
      done: () => {},
    });
    try {
      const meta = await within(backups.start().done, 120_000, 'base backup');
      expect(meta?.status).toBe('SELESAI');
    } finally {
      off();
    }
    expect(phases).toContain('data');
    expect(phases.at(-1)).toBe('selesai');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.nice).toBe(10);
    expect(seen[0]?.pid).not.toBe(process.pid);
  }, 150_000);
});
