/**
 * Report reads on a replica (issue 17, DATABASE_REPLICA_URL): answered from the replica when it is up (`X-Kilau-Db:
 * replica`), from the primary when it is down — the report itself the same either way.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/client.ts';
import { createTestApp, type TestApp, today } from '../../test/helpers.ts';

let t: TestApp;
const extra: { app: FastifyInstance; dbs: Db[] }[] = [];

async function withReplica(replicaUrl: string) {
  const db = createDb(t.url, 3);
  const readDb = createDb(replicaUrl, 3);
  const app = await buildApp({ db, readDb, config: t.config, dbMode: inject('dbMode') });
  extra.push({ app, dbs: [db, readDb] });
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const e of extra) {
    await e.app.close();
    for (const d of e.dbs) await d.$client.end();
  }
  await t?.close();
});

describe('report reads and the replica', () => {
  it('go to the replica when it answers, to the primary when it is down, with the same rows', async () => {
    await t.db.execute(sql`INSERT INTO master_sales (kode_toko, kode_sales, nama_sales) VALUES ('PST', 'RS', 'RS')`);
    const token = await t.login('ADMIN', 'admin-rahasia');
    const url = `/api/penjualan/report-transaksi?tgl_from=${today()}&tgl_to=${today()}`;
    const up = await withReplica(t.url);
    const a = await up.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers['x-kilau-db']).toBe('replica');

    // Nothing listens on port 1: the replica is down.
    const down = await withReplica('postgres://kilau@127.0.0.1:1/kilau');
    const b = await down.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.headers['x-kilau-db']).toBe('primary');
    expect(b.json()).toEqual(a.json());

    // Without a replica every report reads the primary.
    const none = await t.call('GET', url.slice(5), { token });
    expect(none.headers['x-kilau-db']).toBe('primary');
  });
});
