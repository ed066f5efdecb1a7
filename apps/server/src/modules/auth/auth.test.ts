/** `POST users/login`: answer shape, case-insensitive user id, wrong-login and validation texts, rate limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp, today } from '../../test/helpers.ts';

const TOO_MANY = 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 15 Menit';

describe('POST users/login', () => {
  let t: TestApp;
  const login = (user_id: unknown, password: unknown, ip?: string) =>
    t.call('POST', 'users/login', { body: { user_id, password }, ip });

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({
      user_id: 'KASIR1',
      user_name: 'Kasir Satu',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'Rahasia-Kasir1',
      menu: menuGranting(['/jenis-batu'], { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }),
      modules: ['SEPUHAN_MODULE'],
    });
  });
  afterAll(() => t?.close());

  it('answers {token, user, menu, modules}; OWN gets the full visible menu', async () => {
    const res = await login('ADMIN', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['menu', 'modules', 'token', 'user']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      user_id: 'ADMIN',
      user_name: 'ADMINISTRATOR',
      level: 'OWN',
      kode_toko: 'PST',
      nama_toko: 'KILAU PUSAT',
      alamat_toko: '',
      tgl_system: today(),
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.modules).toEqual([]);
    const leaves: { path: string; hidden: boolean }[] = [];
    const walk = (nodes: { path: string; hidden: boolean; children: never[] }[]) => {
      for (const n of nodes) {
        expect(Object.keys(n)).toEqual(expect.arrayContaining(['path', 'title', 'hidden', 'children']));
        if (n.children.length) walk(n.children);
        else leaves.push(n);
      }
    };
    walk(body.menu);
    expect(leaves.map((l) => l.path)).toContain('/jenis-batu');
    expect(leaves.every((l) => !l.hidden)).toBe(true);
  });

  it('matches the user id case-insensitively (the password is not)', async () => {
    expect((await login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login('  Admin ', ADMIN_PASSWORD)).json().user.user_id).toBe('ADMIN');
    const res = await login('ADMIN', ADMIN_PASSWORD.toUpperCase(), '10.9.9.9');
    expect(res.statusCode).toBe(400);
  });

  it('a restricted user gets the stored menu and module keys', async () => {
    const body = (await login('kasir1', 'Rahasia-Kasir1')).json();
    expect(body.user).toMatchObject({ user_id: 'KASIR1', user_name: 'Kasir Satu', level: 'KASIR' });
    expect(body.modules).toEqual([{ key: 'SEPUHAN_MODULE' }]);
    const visible: string[] = [];
    const walk = (nodes: { path: string; hidden: boolean; children: never[] }[]) => {
      for (const n of nodes) if (!n.hidden) n.children.length ? walk(n.children) : visible.push(n.path);
    };
    walk(body.menu);
    expect(visible).toEqual(['/jenis-batu']);
  });

  it('a wrong password or unknown user answers 400 `User ID Atau Password Salah`, never 401', async () => {
    for (const [u, p] of [
      ['ADMIN', 'salah'],
      ['TIDAK-ADA', ADMIN_PASSWORD],
    ]) {
      const res = await login(u, p, '10.1.1.1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'User ID Atau Password Salah' });
    }
  });

  it('a disabled user cannot log in', async () => {
    await t.createUser({
      user_id: 'NONAKTIF',
      level: 'KASIR',
      kode_toko: 'PST',
      password: 'Rahasia-123',
      status_aktif: false,
    });
    const res = await login('NONAKTIF', 'Rahasia-123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'User Tidak Aktif' });
  });

  it.each([
    [{}, 'User ID Harus Diisi'],
    [{ user_id: '', password: 'x' }, 'User ID Harus Diisi'],
    [{ user_id: '   ', password: 'x' }, 'User ID Harus Diisi'],
    [{ user_id: 'ADMIN' }, 'Password Harus Diisi'],
    [{ user_id: 'ADMIN', password: '' }, 'Password Harus Diisi'],
    [{ user_id: 42, password: 'x' }, 'User ID Harus Diisi'],
    [{ user_id: 'X'.repeat(51), password: 'x' }, 'User ID Maksimal 50 Karakter'],
    [{ user_id: 'ADMIN', password: 'x'.repeat(201) }, 'Password Maksimal 200 Karakter'],
  ])('validation: %j → 400 %s, no stack', async (body, message) => {
    const res = await t.call('POST', 'users/login', { body });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message).toBe(message);
    expect(Object.values(json.errors)).toContain(message);
    expect(res.body).not.toMatch(/stack|\bat \w|node_modules|\.ts:/);
  });

  it('a body that is not JSON, or no body, is a 400 with an Indonesian message, not a 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_id": "ADMIN", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Data Yang Dikirim Tidak Valid' });
    const array = await t.call('POST', 'users/login', { body: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toMatch(/^Input tidak valid/);
    const none = await t.call('POST', 'users/login');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(expect.any(String));
    expect(none.body).not.toMatch(/stack|node_modules/);
  });

  describe('rate limits (counted in the database)', () => {
    it('10 failures of one user from one address → the 11th gets 429 even with the right password', async () => {
      const ip = '10.2.0.1';
      for (let i = 0; i < 10; i++) expect((await login('ADMIN', `salah-${i}`, ip)).statusCode).toBe(400);
      const blocked = await login('ADMIN', ADMIN_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY });
      // The user id is counted case-insensitively.
      expect((await login('admin', ADMIN_PASSWORD, ip)).statusCode).toBe(429);
      // Another address, and another user from the same address, are not blocked.
      expect((await login('ADMIN', ADMIN_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
      expect((await login('KASIR1', 'Rahasia-Kasir1', ip)).statusCode).toBe(200);
    });

    it('a burst of concurrent wrong attempts cannot get past the limit of 10', async () => {
      const ip = '10.5.0.1';
      const results = await Promise.all(Array.from({ length: 25 }, (_, i) => login('KASIR1', `tebak-${i}`, ip)));
      const tried = results.filter((r) => r.statusCode === 400).length;
      expect(tried).toBeLessThanOrEqual(10);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(25 - tried);
      // Refused attempts are not failures: the user still has exactly 10 tries in all, then 429.
      let more = 0;
      while ((await login('KASIR1', `lagi-${more}`, ip)).statusCode === 400) more++;
      expect(tried + more).toBe(10);
      expect((await login('KASIR1', 'Rahasia-Kasir1', ip)).statusCode).toBe(429);
    });

    it('a burst from one address over many user ids cannot get past the limit of 50', async () => {
      const ip = '10.6.0.1';
      const results = await Promise.all(Array.from({ length: 70 }, (_, i) => login(`ACAK${i}`, 'salah', ip)));
      const tried = results.filter((r) => r.statusCode === 400).length;
      expect(tried).toBeLessThanOrEqual(50);
      let more = 0;
      while ((await login(`LAGI${more}`, 'salah', ip)).statusCode === 400) more++;
      expect(tried + more).toBe(50);
      expect((await login('ADMIN', ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    });

    it('failures older than 15 minutes no longer count', async () => {
      const ip = '10.3.0.1';
      for (let i = 0; i < 10; i++) await login('ADMIN', 'salah', ip);
      expect((await login('ADMIN', ADMIN_PASSWORD, ip)).statusCode).toBe(429);
      await t.db.$client.query(`UPDATE login_failures SET at = now() - interval '16 minutes' WHERE ip = $1`, [ip]);
      expect((await login('ADMIN', ADMIN_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('50 failures from one address (various users) → 429 for that address only', async () => {
      const ip = '10.4.0.1';
      for (let round = 0; round < 10; round++) {
        const batch = await Promise.all([0, 1, 2, 3, 4].map((k) => login(`TAMU${round * 5 + k}`, 'salah', ip)));
        for (const r of batch) expect(r.statusCode).toBe(400);
      }
      const blocked = await login('ADMIN', ADMIN_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY });
      expect((await login('KASIR1', 'Rahasia-Kasir1', ip)).statusCode).toBe(429);
      expect((await login('ADMIN', ADMIN_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
    });
  });
});
