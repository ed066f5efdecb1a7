import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig, today } from './test/helpers.ts';

describe('bootstrap (first start on an empty database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('creates the configured store with today as its shop day, and ADMIN (OWN) of that store', async () => {
    const { rows: stores } = await t.db.$client.query(
      'SELECT kode_toko, nama_toko, tipe_toko, tgl_system, time_zone FROM stores',
    );
    expect(stores).toEqual([
      {
        kode_toko: 'PST',
        nama_toko: 'KILAU PUSAT',
        tipe_toko: 'PUSAT',
        tgl_system: today(),
        time_zone: 'WIB',
      },
    ]);
    const { rows: users } = await t.db.$client.query(
      'SELECT user_id, level, kode_toko, status_aktif, password_hash FROM users',
    );
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ user_id: 'ADMIN', level: 'OWN', kode_toko: 'PST', status_aktif: true });
    expect(users[0].password_hash).toMatch(/^\$argon2/);
    expect(users[0].password_hash).not.toContain(ADMIN_PASSWORD);
  });

  it('is idempotent: a second start changes nothing, even with other settings', async () => {
    const before = await t.db.$client.query('SELECT * FROM users');
    const logs: string[] = [];
    await bootstrap(t.db, testConfig({ STORE_CODE: 'XYZ', ADMIN_PASSWORD: 'lain-lagi' }), (m) => logs.push(m));
    await bootstrap(t.db, testConfig(), (m) => logs.push(m));
    expect(logs).toEqual([]);
    const { rows: stores } = await t.db.$client.query('SELECT kode_toko FROM stores');
    expect(stores).toEqual([{ kode_toko: 'PST' }]);
    expect((await t.db.$client.query('SELECT * FROM users')).rows).toEqual(before.rows);
    expect(await t.login('admin', ADMIN_PASSWORD)).toEqual(expect.any(String));
  });

  it('two instances starting at once seed exactly once', async () => {
    await t.db.$client.query('TRUNCATE users, stores CASCADE');
    const logs: string[] = [];
    await Promise.all([1, 2, 3].map(() => bootstrap(t.db, testConfig(), (m) => logs.push(m))));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('PST');
    expect((await t.db.$client.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1);
  });

  it('without ADMIN_PASSWORD prints a random password once, and it works', async () => {
    await t.db.$client.query('TRUNCATE users, stores CASCADE');
    const logs: string[] = [];
    await bootstrap(t.db, testConfig({ ADMIN_PASSWORD: '' }), (m) => logs.push(m));
    expect(logs).toHaveLength(1);
    const password = /password: (\S+)/.exec(logs[0] ?? '')?.[1];
    expect(password).toBeTruthy();
    expect(await t.login('ADMIN', password as string)).toEqual(expect.any(String));
  });
});
