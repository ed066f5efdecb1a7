/**
 * Backup and restore (issue 26) on real server processes (`node --import tsx src/main.ts`, as `npm start` runs it)
 * with their own DATA_DIR and BACKUP_DIR under /tmp: the restore drill (sales, a base backup, a moment T, more
 * sales, kill -9 of Kilau and its PostgreSQL, the data dir deleted, restored to the end and to T), a backup dir that
 * disappears (reported, selling continues), and pruning to the window.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BACKUP_MSG, type BackupStatus } from '@kilau/domain';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedUrl, freePort, startEmbedded } from '../db/embedded.ts';
import { goldPiece } from '../test/gold-piece.ts';
import { type BackupMeta, listBackups, prune } from './catalog.ts';
import { parseTime } from './restore.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'rahasia-backup-1';
const root = mkdtempSync('/tmp/kilau-test-backup-');
chmodSync(root, 0o755);
const procs: ChildProcess[] = [];
// a test that failed half-way leaves no Kilau nor PostgreSQL behind: each Kilau is stopped (it stops its
// PostgreSQL), and a PostgreSQL still serving a folder of this file is killed
afterAll(async () => {
  for (const p of procs) {
    if (p.exitCode !== null || p.signalCode !== null) continue;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  }
  for (const name of readdirSync(root)) {
    const pidFile = path.join(root, name, 'pg', 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (pid > 0 && existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
  }
  // the small disks of the full and read-only tests, still mounted when their test did not run (-t) or failed
  for (const m of [fullMount, roMount])
    if (readFileSync('/proc/mounts', 'utf8').includes(` ${m} `)) execFileSync('umount', ['-l', m]);
  rmSync(root, { recursive: true, force: true });
}, 60_000);

type Kilau = { url: string; proc: ChildProcess; out: () => string; token: string };

async function startKilau(env: Record<string, string>): Promise<Kilau> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      BACKUP_ARCHIVE_TIMEOUT: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(proc);
  proc.stdout?.on('data', (d) => {
    out += String(d);
  });
  proc.stderr?.on('data', (d) => {
    out += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (out.includes('Kilau siap')) resolve();
    };
    proc.stdout?.on('data', check);
    proc.once('exit', (code) => reject(new Error(`Kilau berhenti (${code}):\n${out}`)));
  });
  await ready;
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'ADMIN', password: PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  return { url, proc, out: () => out, token };
}

async function call(k: Kilau, method: string, url: string, body?: unknown) {
  const r = await fetch(`${k.url}/api/${url}`, {
    method,
    headers: { 'x-auth-token': k.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((e: unknown) => {
    throw new Error(`${method} ${url}: ${e instanceof Error ? e.message : e}\n${k.out().slice(-3000)}`);
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> & { data?: unknown } };
}

async function ok(k: Kilau, url: string, body: unknown) {
  const r = await call(k, 'POST', url, body);
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

async function seed(k: Kilau, n: number): Promise<string[]> {
  await ok(k, 'group', {
    kode_group: 'E75',
    nama_group: 'EMAS 75',
    jenis_group: 'EMAS',
    harga: 1_000_000,
    persentase: '75',
  });
  await ok(k, 'jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await ok(k, 'gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await ok(k, 'baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await ok(k, 'sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  const data = await ok(k, 'barang', { items: [goldPiece({ jumlah: n })] });
  return (data as { kode_barcode: string }[]).map((d) => d.kode_barcode);
}

/** One sale of one piece; its invoice once acknowledged. */
async function sell(k: Kilau, code: string): Promise<string> {
  const data = await ok(k, 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'budi',
    no_hp: '0812',
    items: [{ kode_barcode: code }],
    payments: [{ jenis: 'CASH', jumlah: 2_200_000 }],
  });
  return (data as { no_faktur_group: string }).no_faktur_group;
}

const status = async (k: Kilau) => (await call(k, 'GET', 'backup/status')).body as unknown as BackupStatus;

/** Until `pred` holds of the status (each read a fresh answer), or fails after `ms`. */
async function statusUntil(k: Kilau, pred: (s: BackupStatus) => boolean, ms: number): Promise<BackupStatus> {
  const until = Date.now() + ms;
  let s = await status(k);
  while (!pred(s)) {
    if (Date.now() > until) throw new Error(`status tidak tercapai: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 250));
    s = await status(k);
  }
  return s;
}

function postmasterPid(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const cli = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

/** The invoices of the restored data dir, and whether stock agrees with them (every sold piece JUAL, no other). */
async function restoredSales(dataDir: string): Promise<{ invoices: string[]; stockAgrees: boolean }> {
  const db = await startEmbedded({ dataDir });
  try {
    return await withClient(db.url, async (c) => {
      const inv = await c.query<{ f: string }>('SELECT no_faktur_group AS f FROM penjualan ORDER BY 1');
      const mismatch = await c.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM barang b
          WHERE (b.status = 'STOCK') = EXISTS (SELECT 1 FROM penjualan_detail d WHERE d.barang_id = b.id)`,
      );
      return { invoices: inv.rows.map((r) => r.f), stockAgrees: mismatch.rows[0]?.n === '0' };
    });
  } finally {
    await db.stop();
  }
}

describe('backup: restore drill', () => {
  it('backup: kill -9 of Kilau and its PostgreSQL, the data dir deleted — restored to the end every acknowledged sale is there; restored to T exactly the sales before T', async () => {
    const dataDir = path.join(root, 'drill-data');
    const backupDir = path.join(root, 'drill-backup');
    const k = await startKilau({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const codes = await seed(k, 6);
    // the first start's base backup, then one taken now on demand, while the shop serves
    await statusUntil(k, (s) => s.running === null && s.backups.some((b) => b.status === 'SELESAI'), 120_000);
    // the owner's socket hears the backup's progress and its end
    const socket = io(k.url, {
      path: '/socket.io',
      auth: { token: k.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const progress: { id: string; phase: string; percent: number }[] = [];
    socket.on('backup-progress', (p) => progress.push(p));
    const doneEvent = new Promise<{ id: string; status: string; message: string }>((r) =>
      socket.once('backup-done', r),
    );
    const started = await call(k, 'POST', 'backup');
    expect(started.status).toBe(202);
    expect(started.body.message).toBe('Pencadangan Dimulai');
    const id = (started.body.data as { id: string }).id;
    const busy = await call(k, 'POST', 'backup');
    expect(busy).toEqual({ status: 409, body: { message: 'Pencadangan Sedang Berjalan' } });
    const before = [await sell(k, codes[0] as string), await sell(k, codes[1] as string)];
    expect(await doneEvent).toEqual({ id, status: 'SELESAI', message: 'Pencadangan Selesai' });
    socket.close();
    expect(progress.at(-1)).toEqual({ id, phase: 'selesai', percent: 100 });
    expect(progress.some((p) => p.phase === 'data')).toBe(true);
    const s = await statusUntil(k, (x) => x.running === null, 120_000);
    expect(s.backups.find((b) => b.id === id)?.status).toBe('SELESAI');
    before.push(await sell(k, codes[2] as string));
    const T = new Date(Date.now() + 1).toISOString();
    const after = [await sell(k, codes[3] as string), await sell(k, codes[4] as string)];
    // every acknowledged write archived (archive_timeout 1 s here, 60 s in a shop)
    const pgUrl = embeddedUrl(postmasterPid(dataDir).port);
    await withClient(pgUrl, async (c) => {
      // the segment holding the last record written (41 bytes back: past a new segment's 40-byte header alone)
      const { rows } = await c.query<{ f: string }>(
        'SELECT pg_walfile_name(pg_current_wal_insert_lsn() - 41::numeric) AS f',
      );
      const need = rows[0]?.f as string;
      await statusUntil(k, (x) => (x.last_archived_wal ?? '') >= need, 60_000);
    });
    const { pid: pgPid } = postmasterPid(dataDir);
    k.proc.kill('SIGKILL');
    process.kill(pgPid, 'SIGKILL');
    await new Promise((r) =>
      k.proc.exitCode !== null || k.proc.signalCode !== null ? r(null) : k.proc.once('exit', r),
    );
    rmSync(dataDir, { recursive: true, force: true });

    const toEnd = path.join(root, 'restored-end');
    await cli(['restore', '--to', toEnd], { BACKUP_DIR: backupDir });
    const end = await restoredSales(toEnd);
    expect(end.invoices).toEqual([...before, ...after].sort());
    expect(end.stockAgrees).toBe(true);

    // the restored dir serves: Kilau starts on it
    const again = await startKilau({ DATA_DIR: toEnd, BACKUP_DIR: 'off' });
    const list = await call(again, 'GET', 'health');
    expect(list.status).toBe(200);
    again.proc.kill('SIGTERM');
    await new Promise((r) => again.proc.once('exit', r));

    const toT = path.join(root, 'restored-t');
    await cli(['restore', '--to', toT, '--time', T], { BACKUP_DIR: backupDir });
    const atT = await restoredSales(toT);
    expect(atT.invoices).toEqual([...before].sort());
    expect(atT.stockAgrees).toBe(true);

    // refused: a non-empty --to, a time outside the window (the window listed), a corrupted archive (file named)
    await expect(cli(['restore', '--to', toT], { BACKUP_DIR: backupDir })).rejects.toThrow(/tidak kosong/);
    await expect(
      cli(['restore', '--to', path.join(root, 'x1'), '--time', '2001-01-01T00:00:00Z'], { BACKUP_DIR: backupDir }),
    ).rejects.toThrow(/di luar jendela.*jendela pemulihan: \d{4}-/s);
    await expect(
      cli(['restore', '--to', path.join(root, 'x2'), '--time', 'kemarin'], { BACKUP_DIR: backupDir }),
    ).rejects.toThrow(/tidak dapat dibaca.*jendela pemulihan/s);
    const archive = path.join(backupDir, 'base', id, 'data.tar.gz');
    const bytes = readFileSync(archive);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0xff;
    writeFileSync(archive, bytes);
    await expect(cli(['restore', '--to', path.join(root, 'x3')], { BACKUP_DIR: backupDir })).rejects.toThrow(
      new RegExp(`Checksum tidak cocok: ${archive}`),
    );
    expect(existsSync(path.join(root, 'x3', 'pg'))).toBe(false);
  }, 420_000);
});

/** Per table of the public schema: its rows and an md5 of its contents (rows sorted). */
async function tableDigests(url: string): Promise<Record<string, string>> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ t: string }>(
      `SELECT format('%I', relname) AS t FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { t } of rows) {
      const r = await c.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`,
      );
      out[t] = `${r.rows[0]?.n}:${r.rows[0]?.h ?? ''}`;
    }
    return out;
  });
}

describe('backup: while selling', () => {
  it('backup: 20 cashiers sell during a base backup — the restored copy equals the source, table by table (rows and contents)', async () => {
    const dataDir = path.join(root, 'busy-data');
    const backupDir = path.join(root, 'busy-backup');
    const k = await startKilau({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const codes = await seed(k, 200);
    await statusUntil(k, (s) => s.running === null && s.backups.some((b) => b.status === 'SELESAI'), 120_000);
    const started = await call(k, 'POST', 'backup');
    expect(started.status).toBe(202);
    const id = (started.body.data as { id: string }).id;
    // the backup runs in a process of its own: the cashiers start once it reads the data dir (between
    // pg_backup_start and pg_backup_stop), so every sale below lands in the middle of it
    for (let s = await status(k); s.running?.phase !== 'data'; s = await status(k)) {
      if (s.running === null)
        throw new Error(`the backup ended before the cashiers started: ${JSON.stringify(s.backups[0])}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const acks: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, cashier) => {
        for (let i = cashier; i < codes.length; i += 20) {
          await sell(k, codes[i] as string);
          acks.push(Date.now());
        }
      }),
    );
    const s = await statusUntil(k, (x) => x.running === null, 120_000);
    const b = s.backups.find((x) => x.id === id);
    expect(b?.status).toBe('SELESAI');
    // the backup ran while the cashiers sold
    expect(Date.parse(b?.started_at as string)).toBeLessThan(Math.max(...acks));
    expect(Date.parse(b?.finished_at as string)).toBeGreaterThan(Math.min(...acks));
    expect(s.last_base?.id).toBe(id);
    // the owner's Verifikasi: restored into a temporary folder, started, counted; the row keeps the result
    const verified = await call(k, 'POST', `backup/${id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'Cadangan Berhasil Diverifikasi', data: { id, verify: 'OK' } });
    expect((verified.body.data as { verify_message: string }).verify_message).toMatch(
      /^Uji pemulihan berhasil: \d+ tabel/,
    );
    expect((await status(k)).backups.find((x) => x.id === id)?.verify).toBe('OK');
    const pgUrl = embeddedUrl(postmasterPid(dataDir).port);
    const source = await tableDigests(pgUrl);
    const need = await withClient(pgUrl, async (c) => {
      const { rows } = await c.query<{ f: string }>(
        'SELECT pg_walfile_name(pg_current_wal_insert_lsn() - 41::numeric) AS f',
      );
      return rows[0]?.f as string;
    });
    // archived up to there (read from the folder: no more requests to the server)
    await withClient(pgUrl, async (c) => {
      const until = Date.now() + 60_000;
      while (!existsSync(path.join(backupDir, 'wal', `${need}.gz`))) {
        if (Date.now() > until) throw new Error(`WAL ${need} tidak terarsip`);
        await c.query('SELECT pg_sleep(0.2)');
      }
    });
    const { pid: pgPid } = postmasterPid(dataDir);
    k.proc.kill('SIGKILL');
    process.kill(pgPid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    const to = path.join(root, 'busy-restored');
    await cli(['restore', '--to', to], { BACKUP_DIR: backupDir });
    const db = await startEmbedded({ dataDir: to });
    try {
      const restored = await tableDigests(db.url);
      expect(restored).toEqual(source);
      expect(Number(restored.penjualan?.split(':')[0])).toBe(200);
    } finally {
      await db.stop();
    }
  }, 300_000);
});

describe('backup: a backup dir that disappears', () => {
  it('backup: BACKUP_DIR removed while the shop runs — the status names the path and alerts, and selling continues', async () => {
    const dataDir = path.join(root, 'gone-data');
    const backupDir = path.join(root, 'gone-backup');
    const k = await startKilau({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const codes = await seed(k, 3);
    await statusUntil(k, (s) => s.running === null && s.backups.some((b) => b.status === 'SELESAI'), 120_000);
    rmSync(backupDir, { recursive: true, force: true });
    await sell(k, codes[0] as string);
    const s = await statusUntil(k, (x) => x.problems.some((p) => p.includes('gagal')), 60_000);
    expect(s.alert).toBe(true);
    expect(s.problems).toContain(`Folder cadangan ${backupDir} tidak ditemukan: perubahan data tidak dicadangkan.`);
    expect(s.problems.join('\n')).toContain(`Pengarsipan perubahan ke ${backupDir}/wal gagal`);
    // and in the log, naming the path
    expect(k.out()).toContain(`PERINGATAN CADANGAN: Folder cadangan ${backupDir} tidak ditemukan`);
    expect(k.out()).toContain(`PERINGATAN CADANGAN: Pengarsipan perubahan ke ${backupDir}/wal gagal`);
    await sell(k, codes[1] as string);
    const refused = await call(k, 'POST', 'backup');
    expect(refused.status).toBe(202);
    const failed = await statusUntil(k, (x) => x.running === null, 60_000);
    expect(failed.backups[0]?.status).toBe('GAGAL');
    await sell(k, codes[2] as string);
    k.proc.kill('SIGTERM');
    await new Promise((r) => k.proc.once('exit', r));
  }, 240_000);
});

/** A small tmpfs of our own (root with CAP_SYS_ADMIN, as the test machines run): a disk that fills up. */
function mountSmall(dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m,mode=0755', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const fullMount = path.join(root, 'full-mnt');
const canMount = mountSmall(fullMount);

describe('backup: a full backup disk', () => {
  it.skipIf(!canMount)(
    'backup: BACKUP_DIR on a full filesystem — reported naming the path (full, archive failing), the dashboard alert on, and selling continues',
    async () => {
      const dataDir = path.join(root, 'full-data');
      const backupDir = path.join(fullMount, 'backup');
      try {
        const k = await startKilau({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
        const codes = await seed(k, 3);
        // whatever the first base backup made of the 3 MB is left; the rest is filled
        await statusUntil(k, (s) => s.running === null, 120_000);
        const filler = Buffer.alloc(64 * 1024, 1);
        try {
          for (let i = 0; ; i++) writeFileSync(path.join(fullMount, `filler-${i}`), filler);
        } catch (e) {
          expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
        }
        await sell(k, codes[0] as string);
        const s = await statusUntil(k, (x) => x.problems.some((p) => p.includes('Pengarsipan perubahan')), 60_000);
        expect(s.alert).toBe(true);
        expect(s.problems.join('\n')).toContain(`Folder cadangan ${backupDir} hampir penuh`);
        expect(s.problems.join('\n')).toContain(`Pengarsipan perubahan ke ${backupDir}/wal gagal`);
        // the first start's base backup (4 MB) did not fit: refused with the reason, the server kept serving
        expect(s.problems.join('\n')).toContain(`Pencadangan Gagal: Folder cadangan ${backupDir} penuh`);
        expect(await sell(k, codes[1] as string)).toMatch(/-FJ-/);
        k.proc.kill('SIGTERM');
        await new Promise((r) => k.proc.once('exit', r));
      } finally {
        execFileSync('umount', ['-l', fullMount]);
      }
    },
    240_000,
  );
});

const roMount = path.join(root, 'ro-mnt');
const canMountRo = canMount && mountSmall(roMount);

describe('backup: a read-only backup disk', () => {
  it.skipIf(!canMountRo)(
    'backup: BACKUP_DIR turned read-only while the shop runs — reported naming the path, the alert on, and selling continues',
    async () => {
      const dataDir = path.join(root, 'ro-data');
      const backupDir = path.join(roMount, 'backup');
      try {
        execFileSync('mount', ['-o', 'remount,size=64m', roMount]);
        const k = await startKilau({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
        const codes = await seed(k, 3);
        await statusUntil(k, (s) => s.running === null && s.backups.some((b) => b.status === 'SELESAI'), 120_000);
        // a USB drive remounted read-only after an error, as Linux does
        execFileSync('mount', ['-o', 'remount,ro', roMount]);
        await sell(k, codes[0] as string);
        const s = await statusUntil(k, (x) => x.problems.some((p) => p.includes('hanya-baca')), 60_000);
        expect(s.alert).toBe(true);
        expect(s.problems).toContain(BACKUP_MSG.readOnly(backupDir));
        expect(k.out()).toContain(`PERINGATAN CADANGAN: ${BACKUP_MSG.readOnly(backupDir)}`);
        expect(await sell(k, codes[1] as string)).toMatch(/-FJ-/);
        k.proc.kill('SIGTERM');
        await new Promise((r) => k.proc.once('exit', r));
      } finally {
        execFileSync('umount', ['-l', roMount]);
      }
    },
    240_000,
  );
});

describe('backup: pruning', () => {
  const day = 86_400_000;
  const now = new Date('2026-11-26T12:00:00Z');
  const seg = (n: number) => `00000001000000000000${n.toString(16).toUpperCase().padStart(4, '0')}`;

  it('backup: prune keeps every base backup of the last BACKUP_KEEP_DAYS and the newest one before them, and the WAL from the oldest kept', async () => {
    const dir = path.join(root, 'prune');
    mkdirSync(path.join(dir, 'wal'), { recursive: true });
    // base backups finished 10, 8, 6, 3 and 1 days ago, starting at segments 10, 20, 30, 40, 50
    const ages = [10, 8, 6, 3, 1];
    ages.forEach((age, i) => {
      const at = new Date(now.getTime() - age * day);
      const meta: BackupMeta = {
        id: at.toISOString().replace(/[-:.]/g, ''),
        started_at: at.toISOString(),
        finished_at: at.toISOString(),
        bytes: 1,
        duration_ms: 1,
        wal_start: '0/0',
        wal_end: '0/0',
        status: 'SELESAI',
        verify: null,
        verified_at: null,
        verify_message: null,
        start_wal_file: seg(10 * (i + 1)),
        stop_wal_file: seg(10 * (i + 1) + 1),
        files: 0,
      };
      mkdirSync(path.join(dir, 'base', meta.id), { recursive: true });
      writeFileSync(path.join(dir, 'base', meta.id, 'backup.json'), JSON.stringify(meta));
    });
    for (let n = 5; n <= 55; n += 5) writeFileSync(path.join(dir, 'wal', `${seg(n)}.gz`), zlib.gzipSync('x'));
    writeFileSync(path.join(dir, 'wal', '00000002.history.gz'), zlib.gzipSync('1\t0/0\tx'));

    const removed = await prune(dir, 7, now);
    const kept = listBackups(dir).map((b) => Math.round((now.getTime() - Date.parse(b.finished_at as string)) / day));
    expect(kept).toEqual([1, 3, 6, 8]);
    expect(removed.backups).toHaveLength(1);
    expect(removed.wal).toEqual([seg(5), seg(10), seg(15)]);
    expect(existsSync(path.join(dir, 'wal', `${seg(20)}.gz`))).toBe(true);
    expect(existsSync(path.join(dir, 'wal', '00000002.history.gz'))).toBe(true);
  });
});

describe('backup: --time', () => {
  it("backup: a --time without an offset is read on the store's clock (WIB +07:00); with Z or an offset as written; anything else is unreadable", () => {
    expect(parseTime('2026-11-27 01:00', '+07:00').toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(parseTime('2026-11-27', '+07:00').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(parseTime('2026-11-27T01:00:30.5Z', '+07:00').toISOString()).toBe('2026-11-27T01:00:30.500Z');
    expect(parseTime('2026-11-27T01:00+08:00', '+07:00').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    for (const bad of ['kemarin', '2026-13-27', '27-11-2026', '2026-11-27T25:00', ''])
      expect(Number.isNaN(parseTime(bad, '+07:00').getTime()), bad).toBe(true);
  });
});
