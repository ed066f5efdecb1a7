/** Retried writes (DESIGN.md): a repeat of a finished write replays its answer; a failed attempt frees the key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let token: string;
const post = (body: unknown, key?: string, tk = token) =>
  t.call('POST', 'batu-shape', { token: tk, body, headers: key ? { 'idempotency-key': key } : {} });
const count = async (kode: string) =>
  (await t.db.$client.query('SELECT count(*)::int AS n FROM batu_shape WHERE kode_shape = $1', [kode])).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(() => t?.close());

describe('Idempotency-Key', () => {
  it('two identical POSTs with one key → one row; the second answer is the first, marked as a replay', async () => {
    const first = await post({ kode_shape: 'id1', nama_shape: 'round' }, 'kunci-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replay']).toBeUndefined();
    const second = await post({ kode_shape: 'id1', nama_shape: 'round' }, 'kunci-1');
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await count('ID1')).toBe(1);
  });

  it('without a key the same POST is a new attempt (here: a duplicate code, 409)', async () => {
    await post({ kode_shape: 'id2', nama_shape: 'oval' }, 'kunci-2');
    const again = await post({ kode_shape: 'id2', nama_shape: 'oval' });
    expect(again.statusCode).toBe(409);
    expect(await count('ID2')).toBe(1);
  });

  it('a failed attempt (400) does not burn the key: the corrected retry is stored', async () => {
    const bad = await post({ kode_shape: 'id3' }, 'kunci-3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nama Shape Harus Diisi');
    const good = await post({ kode_shape: 'id3', nama_shape: 'pear' }, 'kunci-3');
    expect(good.statusCode).toBe(200);
    expect(good.headers['idempotent-replay']).toBeUndefined();
    expect(good.json().data).toMatchObject({ kode_shape: 'ID3', nama_shape: 'PEAR' });
    const replay = await post({ kode_shape: 'id3', nama_shape: 'pear' }, 'kunci-3');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(good.json());
    expect(await count('ID3')).toBe(1);
  });

  it('concurrent identical POSTs with one key store one row; the others replay or are told to wait (409)', async () => {
    const results = await Promise.all([1, 2, 3].map(() => post({ kode_shape: 'id4', nama_shape: 'heart' }, 'kunci-4')));
    const fresh = results.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replay']);
    expect(fresh).toHaveLength(1);
    for (const r of results) {
      if (r === fresh[0]) continue;
      if (r.statusCode === 200) expect(r.json()).toEqual(fresh[0]?.json());
      else expect(r.statusCode).toBe(409);
    }
    expect(await count('ID4')).toBe(1);
  });

  it('keys are per store: the same key in another store is a different write', async () => {
    await t.createStore({ kode_toko: 'T2' });
    await t.createUser({ user_id: 'OWNER_T2', level: 'OWN', kode_toko: 'T2', password: 'owner-t2' });
    const other = await t.login('OWNER_T2', 'owner-t2');
    const res = await post({ kode_shape: 'id1', nama_shape: 'round' }, 'kunci-1', other);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replay']).toBeUndefined();
    expect(res.json().data.kode_toko).toBe('T2');
    expect(await count('ID1')).toBe(2);
  });

  it('a refused write (403) neither stores nor burns the key', async () => {
    await t.createUser({ user_id: 'KASIR_ID', level: 'KASIR', kode_toko: 'PST', password: 'kasir-123' });
    const kasir = await t.login('KASIR_ID', 'kasir-123');
    expect((await post({ kode_shape: 'id5', nama_shape: 'x' }, 'kunci-5', kasir)).statusCode).toBe(403);
    const ok = await post({ kode_shape: 'id5', nama_shape: 'x' }, 'kunci-5');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['idempotent-replay']).toBeUndefined();
  });
});
