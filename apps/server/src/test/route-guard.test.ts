/**
 * Walks every registered route (STYLE.md §6: an unguarded endpoint is a bug a test catches): without a token
 * each answers 401, except the few declared public; every API route declares a permission the auth hook knows
 * (`config.permission`, the one guard style: 'session', 'owner', a route, or `{ anyOf: routes }`); guarded ones
 * refuse a signed-in user whose menu grants nothing, any-of rules admit a grant of any one of their routes, and
 * owner-only ones refuse even a user granted every screen.
 */
import { readFileSync } from 'node:fs';
import { findRoute, ROUTES } from '@kilau/domain';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';

/** The methods `inject` takes (light-my-request 6.6, pinned for Node 20, has no `search`; no route uses it). */
type Method = NonNullable<InjectOptions['method']>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteTestHooks } from '../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from './helpers.ts';

type Seen = { method: string; url: string; permission: unknown };

const MODULES = ['SEPUHAN_MODULE', 'SEMI_GROSIR_MODULE'];
const isRoute = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/');
const anyOf = (p: unknown): readonly string[] | undefined =>
  typeof p === 'object' && p !== null && 'anyOf' in p ? (p as { anyOf: readonly string[] }).anyOf : undefined;
/** Permissions a signed-in user can lack: everything but 'public' and 'session'. */
const isGuarded = (p: unknown) => p === 'owner' || isRoute(p) || anyOf(p) !== undefined;
const key = (r: Seen) => `${r.method} ${r.url}`;

/** A declared permission as the table writes it (route-permissions.txt: the members of an any-of in order). */
const tableText = (p: unknown): string => {
  const some = anyOf(p);
  return some ? `anyOf ${[...some].sort().join(' ')}` : String(p);
};
/** The checked-in table as `METHOD path → permission` rows, spacing and comments dropped. */
const TABLE = readFileSync(new URL('./route-permissions.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'))
  .map((l) => l.trim().replace(/\s+/g, ' '));

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

  it('every route declares exactly the permission of its row in route-permissions.txt, and every row is a route', () => {
    const registered = routes.filter((r) => r.method !== 'HEAD').map((r) => `${key(r)} → ${tableText(r.permission)}`);
    expect(new Set(TABLE).size, 'a route listed twice').toBe(TABLE.length);
    expect(registered.sort()).toEqual([...TABLE].sort());
    // HEAD is the GET's twin under the same permission
    const declared = new Map(routes.map((r) => [key(r), r.permission]));
    for (const r of routes.filter((x) => x.method === 'HEAD')) {
      expect(declared.has(`GET ${r.url}`), key(r)).toBe(true);
      expect(r.permission, key(r)).toEqual(declared.get(`GET ${r.url}`));
    }
  });

  it('exactly login, health and /config.js are public', () => {
    const pub = routes.filter((r) => r.permission === 'public').map((r) => `${r.method} ${r.url}`);
    expect(pub.sort()).toEqual([...PUBLIC].sort());
  });

  it('every other route lives under /api (the only prefix the auth hook guards)', () => {
    const outside = routes.filter((r) => r.permission !== 'public' && !r.url.startsWith('/api/'));
    expect(outside.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every API route declares "session", "owner", a route of the route table or any of such routes', () => {
    for (const r of routes.filter((x) => x.url.startsWith('/api/') && x.permission !== 'public')) {
      const p = r.permission;
      const some = anyOf(p);
      const ok =
        p === 'session' ||
        p === 'owner' ||
        (isRoute(p) && findRoute(p) !== undefined) ||
        (some !== undefined && some.length > 1 && some.every((x) => findRoute(x) !== undefined));
      expect(ok, `${r.method} ${r.url} → ${JSON.stringify(p)}`).toBe(true);
    }
  });

  it('without a token every non-public route answers 401 `Invalid token.`', async () => {
    const checked: string[] = [];
    for (const r of routes.filter((x) => x.permission !== 'public')) {
      for (const url of new Set([concrete(r.url), concreteId(r.url)])) {
        const res = await t.app.inject({
          method: r.method as Method,
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
        method: r.method as Method,
        url: concreteId(r.url),
        headers: { 'x-auth-token': 'x.y.z' },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('a signed-in user whose menu grants nothing gets 403 on every guarded call (route, any-of, owner)', async () => {
    const guarded = routes.filter((r) => isGuarded(r.permission));
    expect(guarded.length).toBeGreaterThan(20);
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as Method,
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
          method: r.method as Method,
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
          method: r.method as Method,
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
  }, 120_000); // walks every write route (several requests each): its time grows with the route count

  it('issue 10 guards: shared, body-narrowed and owner-only calls declare their rule in the route config', () => {
    const declared = new Map(routes.map((r) => [key(r), r.permission]));
    const opname = { anyOf: ['/stock-opname', '/stock-opname-penerimaan'] };
    expect(declared.get('GET /api/stock-opname/open')).toEqual(opname);
    expect(declared.get('POST /api/stock-opname')).toEqual(opname);
    expect(declared.get('POST /api/stock-opname/:id/finish')).toEqual(opname);
    expect(declared.get('GET /api/system/metrics')).toBe('owner');
    expect(declared.get('POST /api/system/metrics/reset')).toBe('owner');
    expect(declared.get('PUT /api/penjualan/validasi')).toEqual({
      anyOf: ['/validasi-penjualan', '/validasi-jual-beli'],
    });
    expect(declared.get('PUT /api/titipan/validasi')).toEqual({ anyOf: ['/validasi-titipan', '/validasi-jual-beli'] });
    expect(anyOf(declared.get('GET /api/barang/search'))).toContain('/timbang-baki');
    expect(anyOf(declared.get('GET /api/penjualan/paginated'))).toContain('/lihat-penjualan');
    expect(anyOf(declared.get('POST /api/titipan'))).toContain('/lihat-titipan');
    expect([...(anyOf(declared.get('POST /api/otorisasi')) ?? [])].sort()).toEqual([
      '/ambil-uang-bank',
      '/batal-pembelian',
      '/batal-penjualan',
      '/delete-data',
      '/hancur-data-barang',
      '/lihat-hutang',
      '/lihat-pembelian',
      '/lihat-pesanan',
      '/lihat-services',
      '/lihat-titipan',
      '/sortir-pembelian',
      '/tambah-uang-bank',
      '/transaksi-pembelian',
      '/transaksi-penjualan',
      '/uang-kas',
    ]);
    expect(anyOf(declared.get('PUT /api/para-system'))).toEqual(['/settingsystem', '/settingNota']);
  });

  it('issue 10 guards: a grant of any one route of an any-of rule passes the guard, a grant of another does not', async () => {
    const shared = routes.filter((r) => anyOf(r.permission) !== undefined);
    expect(shared.length).toBeGreaterThan(12);
    const members = [...new Set(shared.flatMap((r) => anyOf(r.permission) ?? []))].sort();
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT' as const, modules: MODULES };
    const tokenOf = new Map<string, string>();
    for (const [i, path] of members.entries()) {
      await t.createUser({
        user_id: `SATU${i}`,
        level: 'KASIR',
        kode_toko: 'PST',
        password: 'satu-menu',
        modules: MODULES,
        menu: menuGranting([path], ctx),
      });
      tokenOf.set(path, await t.login(`SATU${i}`, 'satu-menu'));
    }
    // An unrelated screen's grant does not open a shared call.
    await t.createUser({
      user_id: 'LAIN',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'satu-menu',
      modules: MODULES,
      menu: menuGranting(['/data-users'], ctx),
    });
    const lain = await t.login('LAIN', 'satu-menu');
    let admitted = 0;
    for (const r of shared) {
      const send = (token: string) =>
        t.app.inject({
          method: r.method as Method,
          url: concreteId(r.url),
          headers: { 'x-auth-token': token },
          payload: r.method === 'GET' || r.method === 'HEAD' ? undefined : {},
        });
      for (const path of anyOf(r.permission) ?? []) {
        const res = await send(tokenOf.get(path) as string);
        expect(res.statusCode, `${key(r)} granted ${path}: ${res.body}`).not.toBe(403);
        admitted++;
      }
      expect((await send(lain)).statusCode, `${key(r)} granted /data-users`).toBe(403);
    }
    expect(admitted).toBeGreaterThan(30);
  });

  it('issue 10 guards: owner-only calls refuse a user granted every screen and admit the owner', async () => {
    const ownerOnly = routes.filter((r) => r.permission === 'owner');
    expect(ownerOnly.map(key).sort()).toEqual(
      [
        'GET /api/system/metrics',
        'HEAD /api/system/metrics',
        'POST /api/system/metrics/reset',
        // issue 15: the §7.3 imports (owners and super users; the handler narrows to IMPORT_LEVELS)
        'POST /api/baki/truncate',
        'POST /api/cash/import-data-cash',
        'POST /api/group/truncate',
        'POST /api/gudang/truncate',
        'POST /api/jenis/truncate',
        'POST /api/pembelian/truncate',
        'POST /api/truncate/barang-summary',
        'POST /api/truncate/penjualan',
        'POST /api/truncate/sales',
      ].sort(),
    );
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT' as const, modules: MODULES };
    await t.createUser({
      user_id: 'SEMUAMENU',
      level: 'SPV',
      kode_toko: 'PST',
      password: 'semua-menu',
      modules: MODULES,
      menu: menuGranting(
        ROUTES.map((r) => r.path),
        ctx,
      ),
    });
    const all = await t.login('SEMUAMENU', 'semua-menu');
    const admin = await t.login('ADMIN', ADMIN_PASSWORD);
    for (const r of ownerOnly) {
      const refused = await t.call(r.method as Method, r.url, {
        token: all,
        body: r.method === 'POST' ? {} : undefined,
      });
      expect(refused.statusCode, key(r)).toBe(403);
      if (r.method !== 'HEAD') {
        expect(refused.json()).toEqual({ message: 'Mohon Maaf, Akses Di Menu Ini Tidak Di Izinkan' });
      }
      const ok = await t.call(r.method as Method, r.url, {
        token: admin,
        body: r.method === 'POST' ? {} : undefined,
      });
      // admitted: the metrics answer, an import with an empty body is refused for its body (400), not its user
      expect(ok.statusCode, `${key(r)}: ${ok.body}`).toBe(r.url.includes('metrics') ? 200 : 400);
    }
  });

  it('issue 10 guards: a body-narrowed call keeps its data-level rule (a receipt-opname user cannot start a tray opname)', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT' as const, modules: MODULES };
    await t.createUser({
      user_id: 'OPNAMETERIMA',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'opname-terima',
      modules: MODULES,
      menu: menuGranting(['/stock-opname-penerimaan'], ctx),
    });
    const token = await t.login('OPNAMETERIMA', 'opname-terima');
    const res = await t.call('POST', 'stock-opname', {
      token,
      body: { jenis: 'BAKI', kode_gudang: 'X', kode_baki: 'X' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: 'Mohon Maaf, Akses Di Menu Ini Tidak Di Izinkan' });
  });
});
