/**
 * Test harness (fastify/demo's `test/helper.ts`): each test file gets its own database cloned from the run's
 * migrated template, the real app on it, and helpers to make stores, users and sessions. All HTTP goes through
 * `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { buildMenu, type MenuContext, type MenuNode, todayIn, type ZoneName } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/auth.service.ts';
import type { WriteTestHooks } from '../plugins/idempotency.plugin.ts';
import { dbUrl, quoteIdent } from './db-names.ts';

export const ADMIN_PASSWORD = 'admin-rahasia';
export const JWT_SECRET = 'kilau-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TZ = 'Asia/Jakarta';
export const today = () => todayIn(TZ);

export type StoreInput = {
  kode_toko: string;
  tipe_toko?: 'PUSAT' | 'CABANG';
  tgl_system?: string;
  nama_toko?: string;
  /** WIB unless told (TZ above is WIB); the shop day defaults to today in this zone. */
  time_zone?: ZoneName;
};
export type UserInput = {
  user_id: string;
  level: string;
  kode_toko: string;
  password: string;
  user_name?: string;
  menu?: MenuNode[];
  modules?: string[];
  status_aktif?: boolean;
};
export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function onServer<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  // The URL's own database serves for CREATE/DROP DATABASE (a managed server may have no `postgres` database).
  const c = new pg.Client({ connectionString: inject('pgServerUrl') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    ADMIN_PASSWORD,
    JWT_SECRET,
    TZ_TOKO: TZ,
    STORE_CODE: 'PST',
    STORE_NAME: 'KILAU PUSAT',
    STORE_TYPE: 'PUSAT',
    WEB_DIST: '/nonexistent/kilau-web-dist',
    // every answer is held against its declared response schema
    CHECK_RESPONSES: 'true',
    ...overrides,
  });
}

/** A fresh database (a clone of the migrated template) with store PST and user ADMIN (OWN), and the app on it. */
export async function createTestApp(
  opts: { onRoute?: (r: RouteOptions) => void; config?: Config; testHooks?: WriteTestHooks } = {},
) {
  const name = `${inject('runDbPrefix')}${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject('templateDb'))}`));
  const url = dbUrl(inject('pgServerUrl'), name);
  const db: Db = createDb(url, 10);
  const config = opts.config ?? testConfig();
  await bootstrap(db, config, () => {});
  const app: FastifyInstance = await buildApp({
    db,
    config,
    dbMode: inject('dbMode'),
    onRoute: opts.onRoute,
    testHooks: opts.testHooks,
  });
  await app.ready();

  const call = (method: InjectOptions['method'], url: string, o: CallOptions = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/${url}`,
      headers: { ...(o.token ? { 'x-auth-token': o.token } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    });

  async function login(userId: string, password: string, ip?: string): Promise<string> {
    const res = await call('POST', 'users/login', { body: { user_id: userId, password }, ip });
    if (res.statusCode !== 200) throw new Error(`login ${userId} gagal: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  /** A supervisor's grant (POST /otorisasi) for one action; `{ otorisasi_id }` is what the action carries. */
  async function otorisasi(
    token: string,
    body: { user_id: string; password: string; alasan: string; jenis: string; no_ref?: string; detail?: unknown },
  ): Promise<{ otorisasi_id: string }> {
    const res = await call('POST', 'otorisasi', { token, body });
    if (res.statusCode !== 200) throw new Error(`otorisasi gagal: ${res.statusCode} ${res.body}`);
    return res.json() as { otorisasi_id: string };
  }

  async function createStore(s: StoreInput): Promise<void> {
    await db.execute(
      sql`INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
          VALUES (${s.kode_toko}, ${s.nama_toko ?? `TOKO ${s.kode_toko}`}, ${s.tipe_toko ?? 'CABANG'},
                  ${s.tgl_system ?? todayIn(s.time_zone ?? TZ)}, ${s.time_zone ?? 'WIB'})`,
    );
  }

  async function createUser(u: UserInput): Promise<void> {
    const hash = await hashPassword(u.password);
    await db.execute(
      sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, menu, modules, status_aktif)
          VALUES (${u.user_id.toUpperCase()}, ${u.user_name ?? u.user_id.toUpperCase()}, ${hash}, ${u.level},
                  ${u.kode_toko}, ${JSON.stringify(u.menu ?? [])}, ${JSON.stringify(u.modules ?? [])},
                  ${u.status_aktif ?? true})`,
    );
  }

  async function close(): Promise<void> {
    await app.close();
    await db.$client.end();
    await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  }

  return { app, db, url, config, dbName: name, call, login, otorisasi, createStore, createUser, close };
}

/** A restricted user's stored menu: everything hidden (spec §2.1) except `paths`. */
export function menuGranting(paths: readonly string[], ctx: MenuContext): MenuNode[] {
  const grant = new Set(paths.map((p) => p.toLowerCase()));
  const walk = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => ({
      ...n,
      hidden: n.children.length ? n.hidden : !grant.has(n.path.toLowerCase()),
      children: walk(n.children),
    }));
  return walk(buildMenu(ctx, true));
}
