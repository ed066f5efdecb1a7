/**
 * The master lists (issue 16) are JSON text built by PostgreSQL and sent as it is (no row mapping in Node):
 * - the production answer (CHECK_RESPONSES off, past the serializer) is `application/json`, equal to the checked
 *   answer, and every row matches the declared response schema — `updated_at` written as `toISOString` writes it;
 * - a list read after a write is never stale, on the instance that wrote and on a second instance on the same
 *   database (several API instances share one database, issue 17): any list cache must keep this.
 */
import { RESOURCES, resourceRowSchema } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
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

describe('issue 16: master lists shaped by PostgreSQL', () => {
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
});
