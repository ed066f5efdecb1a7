/**
 * Walks every registered route (STYLE.md §6: an unguarded endpoint is a bug a test catches): without a token
 * each answers 401, except the few declared public; every API route declares a permission the auth hook knows;
 * route-guarded ones refuse a signed-in user whose menu grants nothing.
 */
import { findRoute } from '@kilau/domain';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteTestHooks } from '../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from './helpers.ts';

type Seen = { method: string; url: string; permission: unknown };

const PUBLIC = ['GET /api/health', 'HEAD /api/health', 'POST /api/users/login', 'GET /config.js', 'HEAD /config.js'];
const SAMPLE_ID = '3f0c9a52-7d1e-4c1a-9a57-2b8e6f0d4c11';

const concrete = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, SAMPLE_ID.replace(/-/g, '').slice(0, 8)).replace(/\*/g, 'x');
const concreteId = (url: string) =>
  url
    .replace(/:id\b/g, SAMPLE_ID)
    .replace(/:[A-Za-z_]+/g, 'X')
    .replace(/\*/g, 'x');

describe('every registered route is guarded', () => {
  let t: TestApp;
  let restricted: string;
  const routes: Seen[] = [];
  const hooks: WriteTestHooks = {};

  beforeAll(async () => {
    t = await createTestApp({
      testHooks: hooks,
      onRoute: (r: RouteOptions) => {
        const methods = ([] as HTTPMethods[]).concat(r.method);
        for (const m of methods) routes.push({ method: m, url: r.url, permission: r.config?.permission });
      },
    });
    await t.createUser({
      user_id: 'TANPAMENU',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'tanpa-menu',
      menu: menuGranting([], { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }),
    });
    restricted = await t.login('TANPAMENU', 'tanpa-menu');
  });
  afterAll(() => t?.close());

  it('sees the routes (the walk is not vacuous)', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const k of [
      'POST /api/parameter-berlian',
      'PUT /api/system/close',
      'PATCH /api/system/close',
      'GET /api/batu-shape',
    ]) {
      expect(keys).toContain(k);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('exactly login, health and /config.js are public', () => {
    const pub = routes.filter((r) => r.permission === 'public').map((r) => `${r.method} ${r.url}`);
    expect(pub.sort()).toEqual([...PUBLIC].sort());
  });

  it('every other route lives under /api (the only prefix the auth hook guards)', () => {
    const outside = routes.filter((r) => r.permission !== 'public' && !r.url.startsWith('/api/'));
    expect(outside.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every API route declares "session" or a route of the route table', () => {
    for (const r of routes.filter((x) => x.url.startsWith('/api/') && x.permission !== 'public')) {
      const p = r.permission;
      const ok = p === 'session' || (typeof p === 'string' && findRoute(p) !== undefined);
      expect(ok, `${r.method} ${r.url} → ${String(p)}`).toBe(true);
    }
  });

  it('without a token every non-public route answers 401 `Invalid token.`', async () => {
    const checked: string[] = [];
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      for (const url of new Set([concrete(r.url), concreteId(r.url)])) {
        const res = await t.app.inject({
          method: r.method as HTTPMethods,
          url,
          payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {},
        });
        expect(res.statusCode, `${r.method} ${url}`).toBe(401);
        if (r.method !== 'HEAD') expect(res.json(), `${r.method} ${url}`).toEqual({ message: 'Invalid token.' });
        checked.push(`${r.method} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });

  it('with garbage in x-auth-token too', async () => {
    for (const r of routes.filter((x) => x.permission !== 'public' && x.method !== 'HEAD')) {
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: concreteId(r.url),
        headers: { 'x-auth-token': 'x.y.z' },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('a signed-in user whose menu grants nothing gets 403 on every route-guarded call', async () => {
    const guarded = routes.filter((r) => typeof r.permission === 'string' && r.permission.startsWith('/'));
    expect(guarded.length).toBeGreaterThan(20);
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: concreteId(r.url),
        headers: { 'x-auth-token': restricted },
        payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      if (r.method !== 'HEAD') expect(res.json().message).toBe('Mohon Maaf, Akses Di Menu Ini Tidak Di Izinkan');
    }
  });

  /** Every row of every table, as one text per table: what a rolled-back write must leave as it was. */
  async function snapshot(): Promise<Record<string, string>> {
    const { rows: tables } = await t.db.$client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const cols = tables.map(
      ({ name }, i) =>
        `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${name}" x) AS t${i}`,
    );
    const { rows } = await t.db.$client.query(`SELECT ${cols.join(', ')}`);
    return Object.fromEntries(tables.map(({ name }, i) => [name, rows[0][`t${i}`] as string]));
  }

  it('issue 9.9: every write route runs a keyed request in one transaction with its key: an answer lost before commit leaves no trace, a stored one replays', async () => {
    const writes = routes.filter(
      (r) =>
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/') && r.permission !== 'public',
    );
    expect(writes.length).toBeGreaterThan(30);
    // Pass 1: the answer is lost just before COMMIT; whatever the route wrote must be gone with it.
    const reached: string[] = [];
    hooks.beforeCommit = (req) => {
      reached.push(`${req.method} ${req.routeOptions.url}`);
      throw new Error('mati sebelum commit');
    };
    try {
      const admin = await t.login('ADMIN', ADMIN_PASSWORD);
      const before = await snapshot();
      for (const r of writes) {
        const res = await t.app.inject({
          method: r.method as HTTPMethods,
          url: concreteId(r.url),
          headers: { 'x-auth-token': admin, 'idempotency-key': `walk-1 ${r.method} ${r.url}` },
          payload: {},
        });
        expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(200);
        expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(401);
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      hooks.beforeCommit = undefined;
    }
    // Not vacuous: a route did write (the sign-out revoked the session), and it was rolled back: the same token
    // kept working for every route after it.
    expect(reached).toContain('POST /api/users/logout');
    // Pass 2: each answer is stored with its key; the retry replays it, a failed attempt leaves the key free.
    const answered: string[] = [];
    let token = await t.login('ADMIN', ADMIN_PASSWORD);
    for (const r of writes) {
      const key = `walk-2 ${r.method} ${r.url}`;
      const send = async () => {
        const res = await t.app.inject({
          method: r.method as HTTPMethods,
          url: concreteId(r.url),
          headers: { 'x-auth-token': token, 'idempotency-key': key },
          payload: {},
        });
        // A write that succeeded may have ended the session (sign-out): the next call signs in again.
        if (res.statusCode < 300) token = await t.login('ADMIN', ADMIN_PASSWORD);
        return res;
      };
      const first = await send();
      const stored = await t.db.$client.query('SELECT status_code, response FROM idempotency_keys WHERE key = $1', [
        key,
      ]);
      if (first.statusCode >= 200 && first.statusCode < 300) {
        expect(stored.rows[0], `${r.method} ${r.url}`).toEqual({ status_code: first.statusCode, response: first.body });
        const again = await send();
        expect(again.headers['idempotent-replay'], `${r.method} ${r.url}`).toBe('true');
        expect(again.body).toBe(first.body);
        answered.push(`${r.method} ${r.url}`);
      } else {
        expect(stored.rows, `${r.method} ${r.url}`).toEqual([]);
      }
    }
    expect(answered).toContain('POST /api/users/logout');
  });
});
