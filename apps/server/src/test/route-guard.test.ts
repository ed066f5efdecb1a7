/**
 * Walks every registered route (STYLE.md §6: an unguarded endpoint is a bug a test catches): without a token
 * each answers 401, except the few declared public; every API route declares a permission the auth hook knows;
 * route-guarded ones refuse a signed-in user whose menu grants nothing.
 */
import { findRoute } from '@kilau/domain';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, menuGranting, type TestApp } from './helpers.ts';

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

  beforeAll(async () => {
    t = await createTestApp({
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
});
