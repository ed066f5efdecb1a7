/** Closing the shop day (spec §4, §7.6) and the system parameters (§7.1). */
import { addDays } from '@kilau/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { KEY_RETENTION_DAYS } from '../../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, today } from '../../test/helpers.ts';
import { registerCloseStep } from './close-steps.ts';
import { closeStore } from './system.service.ts';

const CLOSE_OK = 'Berhasil Menutup Toko';
const RUNNING = 'Error! Sedang dalam proses tutup toko!';
const PAST = '2024-01-10';

let t: TestApp;
let storeSeq = 0;
/** A store whose shop day is `tgl`, with `n` users (plain KASIR: any signed-in user may close), logged in. */
async function store(tgl = PAST, n = 1): Promise<{ kode: string; tokens: string[] }> {
  const kode = `C${++storeSeq}`;
  await t.createStore({ kode_toko: kode, tgl_system: tgl });
  const tokens: string[] = [];
  for (let i = 1; i <= n; i++) {
    await t.createUser({ user_id: `${kode}_U${i}`, level: 'KASIR', kode_toko: kode, password: 'tutup-123' });
    tokens.push(await t.login(`${kode}_U${i}`, 'tutup-123'));
  }
  return { kode, tokens };
}
const tgl = async (kode: string): Promise<string> =>
  (await t.db.$client.query('SELECT tgl_system FROM stores WHERE kode_toko = $1', [kode])).rows[0].tgl_system;
const close = (
  token: string,
  method: 'PUT' | 'PATCH' = 'PUT',
  body: unknown = { PROSES: 'close' },
  headers?: Record<string, string>,
) => t.call(method, 'system/close', { token, body, headers });
const me = (token: string) => t.call('GET', 'users/me', { token });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('PUT / PATCH system/close', () => {
  it('issue 9: closing a day removes that store’s idempotency keys older than the retention window, and only those', async () => {
    const { kode, tokens } = await store();
    const other = await store();
    const key = (toko: string, k: string, days: number) =>
      t.db.$client.query(
        `INSERT INTO idempotency_keys (kode_toko, key, user_id, method, url, status_code, response, created_at)
         VALUES ($1, $2, 'X', 'POST', '/x', 200, '{}', now() - make_interval(days => $3))`,
        [toko, k, days],
      );
    await key(kode, 'lama', KEY_RETENTION_DAYS + 1);
    await key(kode, 'baru', KEY_RETENTION_DAYS - 1);
    await key(other.kode, 'lama-lain', KEY_RETENTION_DAYS + 1);
    expect((await close(tokens[0] as string)).statusCode).toBe(200);
    const { rows } = await t.db.$client.query(
      'SELECT kode_toko, key FROM idempotency_keys WHERE kode_toko = ANY($1) ORDER BY key',
      [[kode, other.kode]],
    );
    expect(rows).toEqual([
      { kode_toko: kode, key: 'baru' },
      { kode_toko: other.kode, key: 'lama-lain' },
    ]);
  });

  it.each(['PUT', 'PATCH'] as const)(
    '%s {PROSES:"close"} advances tgl_system by one day and answers `Berhasil Menutup Toko`',
    async (method) => {
      const { kode, tokens } = await store();
      const res = await close(tokens[0] as string, method);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: CLOSE_OK, data: { tanggal: PAST, tgl_system: addDays(PAST, 1) } });
      expect(await tgl(kode)).toBe(addDays(PAST, 1));
      const { rows } = await t.db.$client.query('SELECT tanggal, closed_by FROM store_days WHERE kode_toko = $1', [
        kode,
      ]);
      expect(rows).toEqual([{ tanggal: PAST, closed_by: `${kode}_U1` }]);
    },
  );

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['another PROSES', { PROSES: 'open' }],
    ['a lower-case key', { proses: 'close' }],
    ['PROSES upper-case', { PROSES: 'CLOSE' }],
  ])('%s → 400, nothing closed', async (_name, body) => {
    const { kode, tokens } = await store();
    const res = await t.call('PUT', 'system/close', { token: tokens[0], body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await tgl(kode)).toBe(PAST);
    expect((await me(tokens[0] as string)).statusCode).toBe(200);
  });

  it("ends every session of that store (`Invalid token.`), not other stores' sessions", async () => {
    const a = await store(PAST, 3);
    const b = await store(PAST, 1);
    const admin = await t.login('ADMIN', ADMIN_PASSWORD);
    expect((await close(a.tokens[0] as string)).statusCode).toBe(200);
    for (const token of a.tokens) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid token.' });
    }
    expect((await me(b.tokens[0] as string)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
    // A fresh login sees the new shop day.
    const login = await t.call('POST', 'users/login', { body: { user_id: `${a.kode}_U2`, password: 'tutup-123' } });
    expect(login.json().user.tgl_system).toBe(addDays(PAST, 1));
  });

  it('runs while tgl_system ≤ today; a day already ahead of today → 422, nothing changes', async () => {
    const now = today();
    const { kode, tokens } = await store(now, 2);
    expect((await close(tokens[0] as string)).statusCode).toBe(200);
    expect(await tgl(kode)).toBe(addDays(now, 1));
    const again = await t.login(`${kode}_U2`, 'tutup-123');
    const res = await close(again);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Tanggal System Sudah Melewati Tanggal Hari Ini, Toko Tidak Dapat Ditutup' });
    expect(await tgl(kode)).toBe(addDays(now, 1));
    expect((await me(again)).statusCode).toBe(200);
  });

  it('two concurrent closes by the same user: exactly one succeeds, the day advances once', async () => {
    const { kode, tokens } = await store();
    const token = tokens[0] as string;
    const results = await Promise.all([close(token), close(token, 'PATCH')]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const other = results.find((r) => r.statusCode !== 200);
    expect([401, 409]).toContain(other?.statusCode);
    expect([RUNNING, 'Invalid token.']).toContain(other?.json().message);
    expect(await tgl(kode)).toBe(addDays(PAST, 1));
  });

  it('concurrent closes by several users of one store: exactly one succeeds, the day advances once', async () => {
    const { kode, tokens } = await store(PAST, 4);
    const results = await Promise.all(tokens.map((tk, i) => close(tk, i % 2 ? 'PATCH' : 'PUT')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([401, 409]).toContain(r.statusCode);
      expect([RUNNING, 'Invalid token.']).toContain(r.json().message);
    }
    expect(await tgl(kode)).toBe(addDays(PAST, 1));
    const { rows } = await t.db.$client.query('SELECT count(*)::int AS n FROM store_days WHERE kode_toko = $1', [kode]);
    expect(rows[0].n).toBe(1);
  });

  it('a close that was signed in before another close committed does not close the next day too', async () => {
    // Request 2 passes authentication, then waits (on an idempotency-key row this test holds) while request 1
    // closes the store; when released it must not close day D+1 as well.
    const { kode, tokens } = await store(PAST, 2);
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(
        `INSERT INTO idempotency_keys (kode_toko, key, user_id, method, url) VALUES ($1, 'tahan', 'X', 'PUT', '/')`,
        [kode],
      );
      const second = close(tokens[1] as string, 'PUT', { PROSES: 'close' }, { 'idempotency-key': 'tahan' });
      // Wait until request 2 is blocked on the held row (it has been authenticated by then).
      for (let i = 0; i < 200; i++) {
        const { rows } = await t.db.$client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const first = await close(tokens[0] as string);
      expect(first.statusCode).toBe(200);
      await holder.query('ROLLBACK');
      const res = await second;
      expect([401, 409], res.body).toContain(res.statusCode);
      expect(await tgl(kode)).toBe(addDays(PAST, 1));
    } finally {
      await holder.end();
    }
  });

  it('the service refuses a close authorised for another day (409), so a late duplicate never runs', async () => {
    const { kode } = await store();
    await closeStore(t.db, kode, 'X', () => {}, PAST);
    await expect(closeStore(t.db, kode, 'X', () => {}, PAST)).rejects.toMatchObject({
      statusCode: 409,
      message: RUNNING,
    });
    expect(await tgl(kode)).toBe(addDays(PAST, 1));
  });

  it('a pipeline step that refuses (422 with its list) rolls the whole close back', async () => {
    const { kode, tokens } = await store();
    registerCloseStep({
      name: `test-refuse-${kode}`,
      message: 'Memeriksa Transaksi',
      run: async (tx, ctx) => {
        if (ctx.kode_toko !== kode) return;
        await tx.execute(`UPDATE stores SET nama_toko = 'DIUBAH' WHERE kode_toko = '${kode}'`);
        throw new AppError(422, 'Masih Ada Transaksi Belum Divalidasi', { data: ['PJ-001'] });
      },
    });
    const res = await close(tokens[0] as string);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Masih Ada Transaksi Belum Divalidasi', data: ['PJ-001'] });
    expect(await tgl(kode)).toBe(PAST);
    const { rows } = await t.db.$client.query('SELECT nama_toko FROM stores WHERE kode_toko = $1', [kode]);
    expect(rows[0].nama_toko).toBe(`TOKO ${kode}`);
    expect((await me(tokens[0] as string)).statusCode).toBe(200);
  });

  it('requires a session: 401 without a token', async () => {
    const res = await t.call('PUT', 'system/close', { body: { PROSES: 'close' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('para-system', () => {
  it('GET para-system/key/PEMBULATAN → {key, value: "500"} by default (spec §7.1)', async () => {
    const { tokens } = await store();
    const res = await t.call('GET', 'para-system/key/PEMBULATAN', { token: tokens[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'PEMBULATAN', value: '500' });
    expect((await t.call('GET', 'para-system/key/pembulatan', { token: tokens[0] })).json()).toEqual({
      key: 'PEMBULATAN',
      value: '500',
    });
  });

  it("a store's own value wins, for that store only; para-system lists {key, value} pairs", async () => {
    const a = await store();
    const b = await store();
    await t.db.$client.query(`INSERT INTO para_system (kode_toko, key, value) VALUES ($1, 'PEMBULATAN', '1000')`, [
      a.kode,
    ]);
    expect((await t.call('GET', 'para-system/key/PEMBULATAN', { token: a.tokens[0] })).json().value).toBe('1000');
    expect((await t.call('GET', 'para-system/key/PEMBULATAN', { token: b.tokens[0] })).json().value).toBe('500');
    const all = (await t.call('GET', 'para-system', { token: a.tokens[0] })).json();
    expect(all).toContainEqual({ key: 'PEMBULATAN', value: '1000' });
    for (const p of all) expect(Object.keys(p).sort()).toEqual(['key', 'value']);
  });

  it('an unknown key answers value null', async () => {
    const { tokens } = await store();
    expect((await t.call('GET', 'para-system/key/TIDAK_ADA', { token: tokens[0] })).json()).toEqual({
      key: 'TIDAK_ADA',
      value: null,
    });
  });
});
