/**
 * The master lists (issue 16) are JSON text built by PostgreSQL and sent as it is (no row mapping in Node):
 * - the production answer (CHECK_RESPONSES off, past the serializer) is `application/json`, equal to the checked
 *   answer, and every row matches the declared response schema — `updated_at` written as `toISOString` writes it;
 * - a list read after a write is never stale, on the instance that wrote and on a second instance on the same
 *   database (several API instances share one database, issue 17): any list cache must keep this — also for a write
 *   made straight in SQL (an import, a restore, COPY, TRUNCATE), which the API never sees: every master table's
 *   triggers give the store a new master version (migration 0027), read with each request's session;
 * - the lists are cached (a change the triggers do not see is not seen: the cache answers), per store.
 */
import { pipeline } from 'node:stream/promises';
import { RESOURCES, resourceRowSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { from as copyFrom } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb, type Db } from '../../db/client.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';
import { fullRead, type Row, refMaker, sample } from '../../test/master-fixtures.ts';

let a: TestApp;
let bDb: Db;
/** A second instance on the same database, as in production: answers are not re-checked by the serializer. */
let b: FastifyInstance;
let token: string;

beforeAll(async () => {
  a = await createTestApp();
  bDb = createDb(a.url, 5);
  b = await buildApp({ db: bDb, config: testConfig({ CHECK_RESPONSES: 'false' }), dbMode: inject('dbMode') });
  await b.ready();
  token = await a.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(async () => {
  await b?.close();
  await bDb?.$client.end();
  await a?.close();
});

const onB = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  b.inject({ method, url: `/api/${url}`, headers: { 'x-auth-token': token }, ...(body ? { payload: body } : {}) });
const listA = async (path: string): Promise<Row[]> => (await a.call('GET', path, { token })).json();
const listB = async (path: string): Promise<Row[]> => (await onB('GET', path)).json();

describe('master lists shaped by PostgreSQL', () => {
  it('every master: the unchecked answer is application/json, equal to the checked one, each row as declared', async () => {
    const ensureRefs = refMaker(a);
    for (const r of RESOURCES) {
      const s = sample(r, 1);
      await ensureRefs(token, s.refs);
      const post = await a.call('POST', r.api, { token, body: s.body });
      expect(post.statusCode, `${r.key}: ${post.body}`).toBe(200);
      const written = post.json().data as Row;
      const path = fullRead(r);
      const res = await onB('GET', path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const rows = res.json() as Row[];
      expect(rows, path).toEqual(await listA(path));
      const schema = resourceRowSchema(r);
      for (const row of rows) expect(() => schema.parse(row), `${path} ${JSON.stringify(row)}`).not.toThrow();
      // the listed row is the written row, key for key (timestamps as toISOString, decimals as numbers)
      expect(rows.find((x) => x._id === written._id)).toEqual(written);
    }
  });

  it('a list read after a write is never stale, on the writing instance and on another one', async () => {
    const path = 'parameter-berlian';
    // both instances have answered the list before the writes
    expect((await listA(path)).some((x) => x.jenis_batu === 'STL')).toBe(false);
    expect((await listB(path)).some((x) => x.jenis_batu === 'STL')).toBe(false);

    const post = await a.call('POST', path, { token, body: { jenis_batu: 'stl', nama_batu: 'satu' } });
    expect(post.statusCode).toBe(200);
    const id = post.json().data._id as string;
    for (const list of [listA, listB]) expect(await list(path)).toContainEqual(expect.objectContaining({ _id: id }));

    expect((await onB('PUT', `${path}/${id}`, { jenis_batu: 'STL', nama_batu: 'dua' })).statusCode).toBe(200);
    for (const list of [listA, listB])
      expect((await list(path)).find((x) => x._id === id)).toMatchObject({ nama_batu: 'DUA' });

    expect((await a.call('DELETE', `${path}/${id}`, { token })).statusCode).toBe(200);
    for (const list of [listA, listB]) expect((await list(path)).some((x) => x._id === id)).toBe(false);
  });

  it('a write straight in SQL (import, restore, COPY, TRUNCATE) is seen by the next read on both instances', async () => {
    const path = 'parameter-berlian';
    const names = async (list: (p: string) => Promise<Row[]>) =>
      Object.fromEntries((await list(path)).map((x) => [x.jenis_batu, x.nama_batu]));
    const seen = async (want: Record<string, unknown>) => {
      for (const list of [listA, listB]) expect(await names(list)).toMatchObject(want);
    };
    const warm = async () => {
      await listA(path);
      await listB(path);
    };
    await warm();
    await a.db.execute(
      sql`INSERT INTO parameter_berlian (kode_toko, jenis_batu, nama_batu)
          SELECT 'PST', 'SQ' || g, 'IMPOR ' || g FROM generate_series(1, 3) g`,
    );
    await seen({ SQ1: 'IMPOR 1', SQ2: 'IMPOR 2', SQ3: 'IMPOR 3' });
    await a.db.execute(
      sql`UPDATE parameter_berlian SET nama_batu = 'PULIH' WHERE kode_toko = 'PST' AND jenis_batu = 'SQ1'`,
    );
    await seen({ SQ1: 'PULIH' });
    await a.db.execute(sql`DELETE FROM parameter_berlian WHERE kode_toko = 'PST' AND jenis_batu = 'SQ2'`);
    for (const list of [listA, listB]) expect(await names(list)).not.toHaveProperty('SQ2');
    // COPY (the import's way of writing) fires the same triggers
    const client = await a.db.$client.connect();
    try {
      const copy = client.query(copyFrom('COPY parameter_berlian (kode_toko, jenis_batu, nama_batu) FROM STDIN'));
      await pipeline(
        (async function* () {
          yield 'PST\tCPY\tSALIN\n';
        })(),
        copy,
      );
    } finally {
      client.release();
    }
    await seen({ CPY: 'SALIN' });
    await a.db.execute(sql`TRUNCATE parameter_berlian CASCADE`);
    for (const list of [listA, listB]) expect(await list(path)).toEqual([]);
  });

  it('every master table gives its store a new version on insert, update, delete and truncate', async () => {
    const { rows } = await a.db.execute<{ t: string; n: number }>(
      sql`SELECT c.relname AS t, count(*)::int AS n FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
           JOIN pg_proc p ON p.oid = g.tgfoid
          WHERE p.proname IN ('master_version_bump', 'master_version_bump_all') AND NOT g.tgisinternal
          GROUP BY c.relname`,
    );
    const have = Object.fromEntries(rows.map((x) => [x.t, x.n]));
    for (const r of RESOURCES) expect(have[r.table], `${r.table}: triggers of master_versions`).toBe(4);
  });

  it('a list is answered from the cache until the master version of its store moves, each store its own', async () => {
    const path = 'parameter-berlian';
    await a.createStore({ kode_toko: 'LC2' });
    await a.createUser({ user_id: 'LC2_OWN', level: 'OWN', kode_toko: 'LC2', password: 'daftar-cache-1' });
    const other = await a.login('LC2_OWN', 'daftar-cache-1');
    const listOther = async (): Promise<Row[]> => (await a.call('GET', path, { token: other })).json();
    expect(await a.call('POST', path, { token, body: { jenis_batu: 'CA1', nama_batu: 'pusat' } })).toHaveProperty(
      'statusCode',
      200,
    );
    expect(
      (await a.call('POST', path, { token: other, body: { jenis_batu: 'CA1', nama_batu: 'cabang' } })).statusCode,
    ).toBe(200);
    const before = await listA(path);
    expect(before.find((x) => x.jenis_batu === 'CA1')).toMatchObject({ nama_batu: 'PUSAT' });
    await listB(path);
    expect(await listOther()).toEqual([expect.objectContaining({ jenis_batu: 'CA1', nama_batu: 'CABANG' })]);
    // a change the triggers do not see (replica mode skips them): both instances still answer the cached list
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE parameter_berlian SET nama_batu = 'TAK TERLIHAT' WHERE jenis_batu = 'CA1'`);
    });
    expect(await listA(path)).toEqual(before);
    expect((await listB(path)).find((x) => x.jenis_batu === 'CA1')).toMatchObject({ nama_batu: 'PUSAT' });
    expect((await listOther())[0]).toMatchObject({ nama_batu: 'CABANG' });
    // any write to a master of store PST moves PST's version: its lists are read again, LC2's stays cached
    expect(
      (await a.call('POST', 'batu-shape', { token, body: { kode_shape: 'cs1', nama_shape: 'x' } })).statusCode,
    ).toBe(200);
    for (const list of [listA, listB])
      expect((await list(path)).find((x) => x.jenis_batu === 'CA1')).toMatchObject({ nama_batu: 'TAK TERLIHAT' });
    expect((await listOther())[0]).toMatchObject({ nama_batu: 'CABANG' });
  });
});
