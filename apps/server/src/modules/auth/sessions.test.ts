/** Tokens and sessions: 401 `Invalid token.` for every bad token, logout, password change, disabled users. */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, JWT_SECRET, menuGranting, type TestApp } from '../../test/helpers.ts';

const INVALID = { message: 'Invalid token.' };
const key = new TextEncoder().encode(JWT_SECRET);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('tokens and sessions', () => {
  let t: TestApp;
  const me = (token?: string) => t.call('GET', 'users/me', { token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a valid token reaches the API', async () => {
    const token = await t.login('ADMIN', ADMIN_PASSWORD);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_id: 'ADMIN', kode_toko: 'PST' });
  });

  describe('401 `Invalid token.`', () => {
    let sid: string;
    beforeAll(async () => {
      sid = decodeJwt(await t.login('ADMIN', ADMIN_PASSWORD)).sid as string;
    });

    const cases: [string, () => Promise<string | undefined>][] = [
      ['no token', async () => undefined],
      ['an empty token', async () => ''],
      ['garbage', async () => 'bukan.token.jwt'],
      ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sid, sub: 'ADMIN', exp: 9e9 })}.`],
      [
        'HS512 signed with the right secret',
        async () =>
          new SignJWT({ sid })
            .setProtectedHeader({ alg: 'HS512' })
            .setSubject('ADMIN')
            .setExpirationTime('1h')
            .sign(key),
      ],
      [
        'HS256 signed with another secret',
        async () =>
          new SignJWT({ sid })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode('x'.repeat(48))),
      ],
      [
        'an expired token of a live session',
        async () =>
          new SignJWT({ sid })
            .setProtectedHeader({ alg: 'HS256' })
            .setIssuedAt(1_600_000_000)
            .setExpirationTime(1_600_000_060)
            .sign(key),
      ],
      [
        'a well-signed token of an unknown session',
        async () =>
          new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime('1h')
            .sign(key),
      ],
      [
        'a well-signed token whose sid is not a uuid',
        async () =>
          new SignJWT({ sid: "x' OR 1=1 --" }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
      ],
      [
        'a token not valid before an hour from now',
        async () =>
          new SignJWT({ sid })
            .setProtectedHeader({ alg: 'HS256' })
            .setNotBefore('1h')
            .setExpirationTime('2h')
            .sign(key),
      ],
      [
        'a well-signed token without an expiry',
        async () => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      ],
      [
        'a good token whose signature has a character appended',
        async () => `${await t.login('ADMIN', ADMIN_PASSWORD)}A`,
      ],
      [
        'a good token whose signature lost its last character',
        async () => (await t.login('ADMIN', ADMIN_PASSWORD)).slice(0, -1),
      ],
      [
        'a token with a tampered payload',
        async () => {
          const good = await t.login('ADMIN', ADMIN_PASSWORD);
          const [h, , s] = good.split('.');
          return `${h}.${b64({ sid: '11111111-1111-4111-8111-111111111111', sub: 'ADMIN' })}.${s}`;
        },
      ],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const token = await make();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: token === undefined ? {} : { 'x-auth-token': token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    });

    it('a session past its expiry in the database', async () => {
      const token = await t.login('ADMIN', ADMIN_PASSWORD);
      await t.db.$client.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        decodeJwt(token).sid,
      ]);
      expect((await me(token)).json()).toEqual(INVALID);
    });

    it('the token in another header (Authorization: Bearer) is not read', async () => {
      const token = await t.login('ADMIN', ADMIN_PASSWORD);
      const res = await t.call('GET', 'users/me', { headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    });
  });

  it('logout revokes the token for real; other sessions of the user live on', async () => {
    const a = await t.login('ADMIN', ADMIN_PASSWORD);
    const b = await t.login('ADMIN', ADMIN_PASSWORD);
    const out = await t.call('POST', 'users/logout', { token: a, body: { user_id: 'ADMIN' } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toEqual(expect.any(String));
    expect((await me(a)).statusCode).toBe(401);
    expect((await t.call('POST', 'users/logout', { token: a, body: { user_id: 'ADMIN' } })).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    const { rows } = await t.db.$client.query('SELECT revoked_reason FROM sessions WHERE id = $1', [decodeJwt(a).sid]);
    expect(rows[0].revoked_reason).toBe('logout');
  });

  describe('POST users/change-password', () => {
    beforeAll(async () => {
      await t.createUser({ user_id: 'SITI', level: 'KASIR', kode_toko: 'PST', password: 'lama-123' });
    });

    it('a wrong old password → 400 `Password Lama Salah`, nothing changes', async () => {
      const token = await t.login('SITI', 'lama-123');
      const res = await t.call('POST', 'users/change-password', {
        token,
        body: { password: 'salah', new_password: 'baru-456' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Password Lama Salah' });
      expect((await me(token)).statusCode).toBe(200);
      expect(await t.login('SITI', 'lama-123')).toEqual(expect.any(String));
    });

    it('guessing the old password is counted like logins: 10 wrong tries, then 429 even with the right one, and the login from that address is locked too', async () => {
      await t.createUser({ user_id: 'RINA', level: 'KASIR', kode_toko: 'PST', password: 'rina-123' });
      const token = await t.login('RINA', 'rina-123', '10.7.1.1');
      const ip = '10.7.1.2';
      const tries: number[] = [];
      for (let i = 0; i < 15; i++) {
        const body = { password: `tebak-${i}`, new_password: 'baru-456' };
        tries.push((await t.call('POST', 'users/change-password', { token, body, ip })).statusCode);
      }
      expect(tries.filter((c) => c === 400)).toHaveLength(10);
      expect(tries.filter((c) => c === 429)).toHaveLength(5);
      const right = await t.call('POST', 'users/change-password', {
        token,
        body: { password: 'rina-123', new_password: 'baru-456' },
        ip,
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe('Terlalu Banyak Percobaan Password, Silahkan Coba Lagi Dalam 15 Menit');
      const login = await t.call('POST', 'users/login', { body: { user_id: 'RINA', password: 'rina-123' }, ip });
      expect(login.statusCode).toBe(429);
      expect(await t.login('RINA', 'rina-123', '10.7.1.3')).toEqual(expect.any(String));
    });

    it.each([
      [{ new_password: 'baru-456' }, 'Password Lama Harus Diisi'],
      [{ password: 'lama-123' }, 'Password Baru Harus Diisi'],
      [{ password: 'lama-123', new_password: '123' }, 'Password Baru Minimal 6 Karakter'],
      [{ password: 'lama-123', new_password: 'x'.repeat(201) }, 'Password Baru Maksimal 200 Karakter'],
    ])('validation %j → 400 %s', async (body, message) => {
      const token = await t.login('SITI', 'lama-123');
      const res = await t.call('POST', 'users/change-password', { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('success: other sessions end, this one lives, the new password works and the old one does not', async () => {
      const current = await t.login('SITI', 'lama-123');
      const other = await t.login('SITI', 'lama-123');
      const admin = await t.login('ADMIN', ADMIN_PASSWORD);
      const res = await t.call('POST', 'users/change-password', {
        token: current,
        body: { password: 'lama-123', new_password: 'baru-456' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password Berhasil Diubah' });
      expect((await me(other)).json()).toEqual(INVALID);
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(admin)).statusCode).toBe(200);
      expect(await t.login('siti', 'baru-456')).toEqual(expect.any(String));
      const old = await t.call('POST', 'users/login', {
        body: { user_id: 'SITI', password: 'lama-123' },
        ip: '10.7.0.1',
      });
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual({ message: 'User ID Atau Password Salah' });
    });
  });

  it('a disabled user gets 401 at the next request', async () => {
    await t.createUser({ user_id: 'BUDI', level: 'KASIR', kode_toko: 'PST', password: 'budi-123' });
    const token = await t.login('BUDI', 'budi-123');
    expect((await me(token)).statusCode).toBe(200);
    await t.db.$client.query(`UPDATE users SET status_aktif = false WHERE user_id = 'BUDI'`);
    expect((await me(token)).json()).toEqual(INVALID);
    const res = await t.call('POST', 'users/login', { body: { user_id: 'BUDI', password: 'budi-123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'User Tidak Aktif' });
  });

  it('issue 16: rights are computed once per menu, yet a changed menu rules the live session at its next request', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    const both = menuGranting(['/transaksi-penjualan', '/lihat-penjualan'], ctx);
    for (const id of ['KSRA', 'KSRB'])
      await t.createUser({ user_id: id, level: 'KSR', kode_toko: 'PST', password: 'rahasia-ksr', menu: both });
    const [a, b] = [await t.login('KSRA', 'rahasia-ksr'), await t.login('KSRB', 'rahasia-ksr')];
    const scan = (token: string) => t.call('GET', 'penjualan/scan/99999999', { token });
    expect((await scan(a)).statusCode).toBe(404);
    expect((await scan(b)).statusCode).toBe(404);
    await t.db.$client.query(`UPDATE users SET menu = $1 WHERE user_id = 'KSRA'`, [
      JSON.stringify(menuGranting(['/lihat-penjualan'], ctx)),
    ]);
    expect((await scan(a)).json()).toEqual({ message: 'Mohon Maaf, Akses Di Menu Ini Tidak Di Izinkan' });
    expect((await scan(b)).statusCode).toBe(404);
  });
});
