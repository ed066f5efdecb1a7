/**
 * The embedded PostgreSQL under faults (issue 9): one Kilau per DATA_DIR (a second start is refused, an orphan is
 * recovered) and a supervised postmaster (killed → requests 503 meanwhile → restarted → served again). Each test
 * here runs its own embedded instance in its own data dir, so it runs the same whether the suite's database is
 * embedded or an external server (DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { ADMIN_PASSWORD, testConfig } from '../test/helpers.ts';
import { createDb, type Db, runMigrations } from './client.ts';
import { type EmbeddedDb, startEmbedded } from './embedded.ts';

const dataDir = mkdtempSync('/tmp/kilau-test-faults-');
// mkdtemp makes a 0700 folder; as root the server runs as `postgres`, which must traverse it.
chmodSync(dataDir, 0o755);
const logs: string[] = [];
const log = (m: string) => logs.push(m);
let first: EmbeddedDb | undefined;

async function selectOne(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('SELECT 1 AS one')).rows[0].one as number;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  first = await startEmbedded({ dataDir, log });
}, 120_000);
afterAll(async () => {
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one Kilau per DATA_DIR', () => {
  it('issue 9.11: a second start on the same DATA_DIR is refused naming the running instance, and the first keeps serving', async () => {
    const e = first as EmbeddedDb;
    const pid = e.pid();
    expect(pid).toBeGreaterThan(0);
    const second = startEmbedded({ dataDir, log });
    await expect(second).rejects.toThrow(
      new RegExp(`sedang dipakai oleh Kilau lain.*pid ${process.pid}, PostgreSQL pid ${pid} port ${e.port}`),
    );
    expect(e.pid()).toBe(pid);
    expect(await selectOne(e.url)).toBe(1);
    expect(logs.join('\n')).not.toMatch(/yatim/);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'kilau.pid'), 'utf8')).pid).toBe(process.pid);
  });
});

describe('the embedded postmaster is supervised', () => {
  let db: Db;
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    await db?.$client.end();
  });
  /** The app on the embedded database (made once: the tests of this block share it). */
  async function appOn(e: EmbeddedDb): Promise<void> {
    if (app) return;
    db = createDb(e.url, 5);
    await runMigrations(db);
    const config = testConfig();
    await bootstrap(db, config, () => {});
    app = await buildApp({ db, config, dbMode: 'embedded' });
  }

  it('issue 9.21: a killed postmaster → requests answer 503 meanwhile, the server keeps running, and serves again once restarted', async () => {
    const e = first as EmbeddedDb;
    await appOn(e);
    const login = () =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'ADMIN', password: ADMIN_PASSWORD } });
    expect((await login()).statusCode).toBe(200);

    const oldPid = e.pid() as number;
    const down = new Promise((r) => e.events.once('exit', r));
    const back = new Promise<number>((r) => e.events.once('ready', r));
    const killedAt = Date.now();
    process.kill(oldPid, 'SIGKILL');
    await down;
    // Hold the port until the requests below have been answered, so the restart cannot win the race with them:
    // whatever connects meanwhile is hung up on, as by a dying server. The supervisor's first try fails on it.
    const squatter = net.createServer((s) => s.destroy());
    await new Promise<void>((r) => squatter.listen(e.port, '127.0.0.1', () => r()));
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ message: 'Database Tidak Tersedia' });
      const res = await login();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Database Tidak Tersedia' });
    } finally {
      await new Promise((r) => squatter.close(r));
    }

    const newPid = await back;
    process.stdout.write(`[issue 9.21] postmaster killed → serving again after ${Date.now() - killedAt} ms\n`);
    expect(newPid).not.toBe(oldPid);
    expect(e.pid()).toBe(newPid);
    expect((await login()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(logs.join('\n')).toMatch(/berhenti sendiri/);
  });

  it('field 7: requests sent without pause while the postmaster shuts down and restarts answer 200 or 503 with the outage message, never 500', async () => {
    const e = first as EmbeddedDb;
    await appOn(e);
    const login = () =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { user_id: 'ADMIN', password: ADMIN_PASSWORD } });
    const token = (await login()).json().token as string;
    const requests = [
      login,
      () => app.inject({ method: 'GET', url: '/api/group/get/all', headers: { 'x-auth-token': token } }),
      () => app.inject({ method: 'GET', url: '/api/health' }),
    ];
    const names = ['login', 'GET group/get/all', 'health'];
    const answers: [number, string][] = [];
    let restarted = false;
    // each client sends its requests one after another until it is served again after the restart
    const client = async (i: number) => {
      for (let n = i; ; n++) {
        const res = await (requests[n % requests.length] as (typeof requests)[number])();
        const message = res.statusCode === 200 ? '' : (res.json().message as string);
        answers.push([
          res.statusCode,
          res.statusCode === 200 || res.statusCode === 503 ? message : `${message} (${names[n % requests.length]})`,
        ]);
        if (restarted && res.statusCode === 200) return;
      }
    };
    const back = new Promise<number>((r) => e.events.once('ready', r)).then(() => {
      restarted = true;
    });
    // a fast shutdown (as on a restart): the postmaster removes its Unix socket, so until the supervisor has
    // started the next one, connecting finds no socket at all (ENOENT), not a refusing one
    process.kill(e.pid() as number, 'SIGINT');
    await Promise.all([back, ...[0, 1, 2].map(client)]);
    const counts: Record<string, number> = {};
    for (const [status, message] of answers) counts[`${status} ${message}`] = (counts[`${status} ${message}`] ?? 0) + 1;
    process.stdout.write(`[field 7] answers while restarting: ${JSON.stringify(counts)}\n`);
    expect(Object.keys(counts).filter((k) => !/^200 $|^503 Database Tidak Tersedia$/.test(k))).toEqual([]);
    expect(counts['503 Database Tidak Tersedia']).toBeGreaterThan(0);
  });
});

describe('an orphaned postgres is recovered', () => {
  it('issue 9.11: a postgres left by a killed Kilau (its process gone) is stopped and the new start serves', async () => {
    await first?.stop();
    first = undefined;
    expect(existsSync(path.join(dataDir, 'kilau.pid'))).toBe(false);
    const embeddedTs = new URL('./embedded.ts', import.meta.url).pathname;
    const script = `import { startEmbedded } from ${JSON.stringify(embeddedTs)};
const e = await startEmbedded({ dataDir: ${JSON.stringify(dataDir)} });
process.stdout.write('READY ' + e.pid() + '\\n');
setInterval(() => {}, 1e6);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const orphanPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /READY (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
    });
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    expect(JSON.parse(readFileSync(path.join(dataDir, 'kilau.pid'), 'utf8')).pid).toBe(child.pid);

    first = await startEmbedded({ dataDir, log });
    expect(logs.join('\n')).toMatch(new RegExp(`PostgreSQL yatim \\(pid ${orphanPid}\\)`));
    expect(first.pid()).not.toBe(orphanPid);
    expect(await selectOne(first.url)).toBe(1);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'kilau.pid'), 'utf8')).pid).toBe(process.pid);
  });
});

describe('a new data dir starts from the cluster template', () => {
  it('issue 16: the first empty data dir makes the template (initdb + prepare), the next ones are copies of it that serve', async () => {
    const tplRoot = mkdtempSync('/tmp/kilau-test-tpl-');
    chmodSync(tplRoot, 0o755);
    const dirs = [mkdtempSync('/tmp/kilau-test-tpl-a-'), mkdtempSync('/tmp/kilau-test-tpl-b-')];
    for (const d of dirs) chmodSync(d, 0o755);
    const before = process.env.KILAU_PG_TEMPLATE;
    process.env.KILAU_PG_TEMPLATE = tplRoot;
    try {
      // prepare (main.ts: the migrations) runs once, on the template's own server
      let prepared = 0;
      const prepare = {
        key: () => 'mtest',
        run: async (url: string) => {
          prepared++;
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query('CREATE TABLE template_made (one int); INSERT INTO template_made VALUES (1)');
          await c.end();
        },
      };
      const a = await startEmbedded({ dataDir: dirs[0] as string, log, prepare });
      expect(await selectOne(a.url)).toBe(1);
      await a.stop();
      expect(prepared).toBe(1);
      const [tpl] = readdirSync(path.join(tplRoot, 'kilau-pg-template')).filter((n) => n.endsWith('-mtest'));
      const tplDir = path.join(tplRoot, 'kilau-pg-template', tpl as string);
      expect(existsSync(path.join(tplDir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(tplDir, 'postmaster.pid'))).toBe(false);
      // a mark only the template has: the second data dir is a copy of it, not a new initdb
      writeFileSync(path.join(tplDir, 'kilau-template-mark'), 'x');
      const b = await startEmbedded({ dataDir: dirs[1] as string, log, prepare });
      try {
        expect(prepared).toBe(1);
        expect(existsSync(path.join(dirs[1] as string, 'pg', 'kilau-template-mark'))).toBe(true);
        expect(await selectOne(b.url)).toBe(1);
        const c = new pg.Client({ connectionString: b.url });
        await c.connect();
        expect((await c.query('SELECT one FROM template_made')).rows).toEqual([{ one: 1 }]);
        await c.end();
      } finally {
        await b.stop();
      }
      // the template itself is never started: no pid file, no new WAL
      expect(existsSync(path.join(tplDir, 'postmaster.pid'))).toBe(false);
    } finally {
      if (before === undefined) delete process.env.KILAU_PG_TEMPLATE;
      else process.env.KILAU_PG_TEMPLATE = before;
      for (const d of [tplRoot, ...dirs]) rmSync(d, { recursive: true, force: true });
    }
  }, 120_000);
});
