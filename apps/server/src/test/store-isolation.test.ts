/**
 * Store scoping (DESIGN.md): `kode_toko` comes from the session, never the body. A user of store B cannot read,
 * change or delete a row of store A — checked for every declared master — and codes are unique per store only.
 */
import { RESOURCES } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers.ts';
import { fullRead, type Row, refMaker, sample } from './master-fixtures.ts';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let ensureRefs: ReturnType<typeof refMaker>;

beforeAll(async () => {
  t = await createTestApp();
  await t.createStore({ kode_toko: 'T3', tipe_toko: 'CABANG' });
  // Level OWN: full rights in its own store, so only store scoping can refuse it.
  await t.createUser({ user_id: 'OWNER_T3', level: 'OWN', kode_toko: 'T3', password: 'owner-t3' });
  tokenA = await t.login('ADMIN', ADMIN_PASSWORD);
  tokenB = await t.login('OWNER_T3', 'owner-t3');
  ensureRefs = refMaker(t);
});
afterAll(() => t?.close());

const reads = (r: (typeof RESOURCES)[number], row: Row) => [
  ...r.reads,
  ...(r.byField ? [`${r.byField.path}/${encodeURIComponent(String(row[r.byField.field]))}`] : []),
];

describe.each(RESOURCES.map((r) => [r.key, r] as const))('store isolation: %s', (_key, r) => {
  let rowA: Row;

  beforeAll(async () => {
    const s = sample(r, 1);
    await ensureRefs(tokenA, s.refs);
    const res = await t.call('POST', r.api, { token: tokenA, body: s.body });
    expect(res.statusCode, res.body).toBe(200);
    rowA = res.json().data;
  });

  it("store B's lists never show store A's row", async () => {
    for (const path of reads(r, rowA)) {
      const res = await t.call('GET', path, { token: tokenB });
      expect(res.statusCode, path).toBe(200);
      expect(
        res.json().some((x: Row) => x._id === rowA._id),
        path,
      ).toBe(false);
    }
    const own = (await t.call('GET', fullRead(r), { token: tokenA })).json();
    expect(own.some((x: Row) => x._id === rowA._id)).toBe(true);
  });

  it("store B cannot update or delete store A's row: 404, row unchanged", async () => {
    const s = sample(r, 2);
    await ensureRefs(tokenB, s.refs);
    const put = await t.call('PUT', `${r.api}/${rowA._id}`, { token: tokenB, body: s.body });
    expect(put.statusCode, put.body).toBe(404);
    const del = await t.call('DELETE', `${r.api}/${rowA._id}`, { token: tokenB });
    expect(del.statusCode, del.body).toBe(404);
    const own = (await t.call('GET', fullRead(r), { token: tokenA })).json();
    expect(own.find((x: Row) => x._id === rowA._id)).toEqual(rowA);
  });

  it('the same code may exist in both stores; a kode_toko in the body is ignored', async () => {
    const s = sample(r, 1);
    await ensureRefs(tokenB, s.refs);
    const res = await t.call('POST', r.api, { token: tokenB, body: { ...s.body, kode_toko: 'PST' } });
    expect(res.statusCode, res.body).toBe(200);
    const rowB = res.json().data;
    expect(rowB).toMatchObject({ kode_toko: 'T3', [r.code]: rowA[r.code] });
    expect(rowB._id).not.toBe(rowA._id);
    const listA = (await t.call('GET', fullRead(r), { token: tokenA })).json();
    expect(listA.some((x: Row) => x._id === rowB._id)).toBe(false);
    const { rows } = await t.db.$client.query(`SELECT kode_toko FROM audit_log WHERE entity_id = $1`, [rowB._id]);
    expect(rows).toEqual([{ kode_toko: 'T3' }]);
  });

  const refFields = Object.entries(r.fields).filter(([, f]) => f.ref);
  if (refFields.length > 0) {
    it('a row of store B cannot reference a row that exists only in store A', async () => {
      for (const [name, f] of refFields) {
        await ensureRefs(tokenA, [{ resource: (f.ref as { resource: string }).resource, code: 'onlya' }]);
        const s = sample(r, 3);
        await ensureRefs(tokenB, s.refs);
        const res = await t.call('POST', r.api, { token: tokenB, body: { ...s.body, [name]: 'onlya' } });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      }
    });
  }
});
