/** Retried writes (DESIGN.md): a repeat of a finished write replays its answer; a failed attempt frees the key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../test/gold-piece.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/helpers.ts';
import type { WriteTestHooks } from './idempotency.plugin.ts';

let t: TestApp;
const hooks: WriteTestHooks = {};
let token: string;
const post = (body: unknown, key?: string, tk = token) =>
  t.call('POST', 'batu-shape', { token: tk, body, headers: key ? { 'idempotency-key': key } : {} });
const count = async (kode: string) =>
  (await t.db.$client.query('SELECT count(*)::int AS n FROM batu_shape WHERE kode_shape = $1', [kode])).rows[0].n;

beforeAll(async () => {
  t = await createTestApp({ testHooks: hooks });
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

const KEY_WRONG = 'Idempotency-Key Sudah Dipakai Untuk Permintaan Lain';
const deposits = async (nama: string) =>
  (await t.db.$client.query('SELECT count(*)::int AS n FROM titipan WHERE nama_customer = $1', [nama])).rows[0].n;
const pieces = async (nama: string) =>
  (await t.db.$client.query('SELECT count(*)::int AS n FROM barang WHERE nama_barang = $1', [nama])).rows[0].n;
const deposit = (nama: string, jumlah: number, key: string) =>
  t.call('POST', 'titipan', { token, body: { nama_customer: nama, jumlah }, headers: { 'idempotency-key': key } });
/** Waits (no assertion) until some statement of this database waits on a lock, or `settled` says to stop. */
async function untilBlocked(settled: () => boolean) {
  while (!settled()) {
    const { rows } = await t.db.$client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('one key, one write', () => {
  it('issue 9.6: the same key with another body answers 422 and writes nothing (no replay of another cart)', async () => {
    const first = await deposit('ISU6 A', 100_000, 'kunci-9-6');
    expect(first.statusCode).toBe(200);
    const other = await deposit('ISU6 B', 250_000, 'kunci-9-6');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(KEY_WRONG);
    expect(other.headers['idempotent-replay']).toBeUndefined();
    expect(await deposits('ISU6 B')).toBe(0);
    // The same body (keys in another order) is still the same request: a replay.
    const same = await t.call('POST', 'titipan', {
      token,
      body: { jumlah: 100_000, nama_customer: 'ISU6 A' },
      headers: { 'idempotency-key': 'kunci-9-6' },
    });
    expect(same.headers['idempotent-replay']).toBe('true');
    expect(same.json()).toEqual(first.json());
    expect(await deposits('ISU6 A')).toBe(1);
  });

  it('issue 9.9: a retry while the first attempt is still running waits for it and replays its answer', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let entered = () => {};
    const inside = new Promise<void>((r) => {
      entered = r;
    });
    hooks.beforeCommit = async () => {
      hooks.beforeCommit = undefined;
      entered();
      await held;
    };
    try {
      const first = deposit('ISU9 A', 300_000, 'kunci-9-9');
      await inside; // the first has written its deposit and not committed yet
      let done = false;
      const second = deposit('ISU9 A', 300_000, 'kunci-9-9').finally(() => {
        done = true;
      });
      await untilBlocked(() => done);
      release();
      const [a, b] = await Promise.all([first, second]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.headers['idempotent-replay']).toBe('true');
      expect(b.json()).toEqual(a.json());
      expect(await deposits('ISU9 A')).toBe(1);
    } finally {
      hooks.beforeCommit = undefined;
      release();
    }
  });

  /** The answer is lost after the write committed (the process died, the reply never left). */
  const crashOnce = () => {
    hooks.afterCommit = () => {
      hooks.afterCommit = undefined;
      throw new Error('mati setelah commit');
    };
  };
  const ageKeys = () => t.db.$client.query(`UPDATE idempotency_keys SET created_at = created_at - interval '1 hour'`);

  it('issue 9.21: a deposit whose answer was lost after commit is written once when retried after the key window', async () => {
    crashOnce();
    const lost = await deposit('ISU21 TITIP', 400_000, 'kunci-9-21-titip');
    expect(lost.statusCode).toBe(500);
    expect(await deposits('ISU21 TITIP')).toBe(1);
    await ageKeys();
    const retry = await deposit('ISU21 TITIP', 400_000, 'kunci-9-21-titip');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.json().data.jumlah).toBe(400_000);
    expect(await deposits('ISU21 TITIP')).toBe(1);
  });

  it('issue 9.21: a deposit interrupted after it was written but before its commit leaves nothing; the retry writes once', async () => {
    hooks.beforeCommit = () => {
      hooks.beforeCommit = undefined;
      throw new Error('mati sebelum commit');
    };
    const lost = await deposit('ISU21 SEBELUM', 150_000, 'kunci-9-21-sebelum');
    expect(lost.statusCode).toBe(500);
    expect(await deposits('ISU21 SEBELUM')).toBe(0);
    const retry = await deposit('ISU21 SEBELUM', 150_000, 'kunci-9-21-sebelum');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replay']).toBeUndefined();
    expect(await deposits('ISU21 SEBELUM')).toBe(1);
  });

  it('issue 9.21: pieces whose answer was lost after commit are created once when retried after the key window', async () => {
    const master = async (url: string, body: unknown) =>
      expect((await t.call('POST', url, { token, body })).statusCode).toBe(200);
    await master('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
    await master('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
    await master('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
    await master('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
    const body = {
      items: [goldPiece({ nama_barang: 'isu21 cincin', kadar_cetak: '750', jumlah: 2 })],
    };
    const headers = { 'idempotency-key': 'kunci-9-21-barang' };
    crashOnce();
    const lost = await t.call('POST', 'barang', { token, body, headers });
    expect(lost.statusCode).toBe(500);
    expect(await pieces('ISU21 CINCIN')).toBe(2);
    await ageKeys();
    const retry = await t.call('POST', 'barang', { token, body, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.json().data).toHaveLength(2);
    expect(await pieces('ISU21 CINCIN')).toBe(2);
  });
});
