/**
 * Starts the real server process (`scripts/start-server.mjs`: the server bundle, rebuilt first if a source changed)
 * on a fresh embedded database under /tmp, exactly as `npm start` does, and gives tests a pg pool on that database for set-up. Used by browser tests and benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'admin-e2e-123';

export type ServerHandle = {
  baseUrl: string;
  pool: pg.Pool;
  proc: ChildProcess;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitHealthy(url: string, proc: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerHandle> {
  const dataDir = mkdtempSync('/tmp/kilau-e2e-');
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const pgPort = await freePort();
  let out = '';
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (to find where a request's time goes)
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const proc = spawn(process.execPath, [...prof, path.join(ROOT, 'scripts/start-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // every answer is held against its declared response schema (the bench turns this off)
      CHECK_RESPONSES: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => {
    out += String(d);
  });
  proc.stderr?.on('data', (d) => {
    out += String(d);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(baseUrl, proc, 60_000);
  } catch (e) {
    proc.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\n${out}`);
  }
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:kilau-embedded@127.0.0.1:${pgPort}/postgres`,
    max: 4,
  });
  // an idle client cut by the server's shutdown (57P01) is not a test failure: pg emits it on the pool
  pool.on('error', () => {});
  return {
    baseUrl,
    pool,
    proc,
    dataDir,
    output: () => out,
    stop: async () => {
      await pool.end().catch(() => {});
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      // the archive and base backups the server made by default (issue 26: BACKUP_DIR unset → `${DATA_DIR}-backup`)
      if (!env.BACKUP_DIR) rmSync(`${env.DATA_DIR ?? dataDir}-backup`, { recursive: true, force: true });
    },
  };
}

export async function apiLogin(baseUrl: string, userId: string, password: string): Promise<string> {
  const r = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password }),
  });
  const body = (await r.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login failed: ${body.message}`);
  return body.token;
}
