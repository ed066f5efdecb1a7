import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createStore({ kode_toko: 'T3' });
  await t.createUser({ user_id: 'OWNT3', level: 'OWN', kode_toko: 'T3', password: 'rahasia-t3' });
});
afterAll(() => t.close());

describe('data users', () => {
  it('creates a user who can log in, upper-cases id and name, and refuses a duplicate id', async () => {
    const res = await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'kasir1', user_name: 'kasir satu', level: 'KSR', password: 'rahasia1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: 'KASIR1',
      user_name: 'KASIR SATU',
      level: 'KSR',
      kode_toko: 'PST',
    });
    expect(await t.login('Kasir1', 'rahasia1')).toBeTypeOf('string');
    const dup = await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'KASIR1', user_name: 'lain', level: 'KSR', password: 'rahasia1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('User ID KASIR1 Sudah Digunakan');
  });

  it('validates with Indonesian messages', async () => {
    const res = await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'k', user_name: '', level: 'XX', password: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      user_id: 'User ID Minimal 3 Karakter',
      user_name: 'Nama User Tidak Boleh Kosong',
      level: 'Level Tidak Valid',
      password: 'Password Minimal 6 Karakter',
    });
  });

  it('lists only the own store for a branch owner, and every store for the head-office owner', async () => {
    const t3 = await t.login('OWNT3', 'rahasia-t3');
    const branch = (await t.call('GET', 'users/get/all', { token: t3 })).json() as { kode_toko: string }[];
    expect(branch.every((u) => u.kode_toko === 'T3')).toBe(true);
    const all = (await t.call('GET', 'users/get/all', { token: admin })).json() as { kode_toko: string }[];
    expect(new Set(all.map((u) => u.kode_toko))).toEqual(new Set(['PST', 'T3']));
    // A branch owner cannot touch a head-office user.
    expect(
      (await t.call('PUT', 'users/KASIR1', { token: t3, body: { user_name: 'X', level: 'KSR', status_aktif: true } }))
        .statusCode,
    ).toBe(404);
  });

  it('never grants a level above the caller', async () => {
    await t.createUser({
      user_id: 'SPV1',
      level: 'SPV',
      kode_toko: 'PST',
      password: 'rahasia-spv',
      menu: menuGranting(['/data-users'], ctx),
    });
    const spv = await t.login('SPV1', 'rahasia-spv');
    const res = await t.call('POST', 'users', {
      token: spv,
      body: { user_id: 'BOS2', user_name: 'BOS', level: 'OWN', password: 'rahasia1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('deactivating a user ends their sessions and refuses their login; reset password ends sessions too', async () => {
    await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'STAF1', user_name: 'staf', level: 'STF', password: 'rahasia1' },
    });
    const staf = await t.login('STAF1', 'rahasia1');
    expect((await t.call('GET', 'users/me', { token: staf })).statusCode).toBe(200);
    const reset = await t.call('POST', 'users/STAF1/reset-password', {
      token: admin,
      body: { new_password: 'baru12345' },
    });
    expect(reset.json().message).toBe('Password Berhasil Diubah');
    expect((await t.call('GET', 'users/me', { token: staf })).statusCode).toBe(401);
    const staf2 = await t.login('STAF1', 'baru12345');
    const del = await t.call('DELETE', 'users/STAF1', { token: admin });
    expect(del.statusCode).toBe(200);
    expect((await t.call('GET', 'users/me', { token: staf2 })).statusCode).toBe(401);
    const again = await t.call('POST', 'users/login', { body: { user_id: 'STAF1', password: 'baru12345' } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses to deactivate or demote oneself', async () => {
    expect((await t.call('DELETE', 'users/ADMIN', { token: admin })).statusCode).toBe(400);
  });
});

describe('a user write is one transaction', () => {
  it('issue 9.10: a reset password, deactivate or update whose session revocation fails changes nothing', async () => {
    await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'STAF9', user_name: 'staf', level: 'STF', password: 'rahasia1' },
    });
    const staf = await t.login('STAF9', 'rahasia1');
    const state = async () =>
      (
        await t.db.$client.query(
          `SELECT u.password_hash, u.status_aktif, u.user_name,
                  (SELECT count(*)::int FROM audit_log WHERE entity = 'users' AND entity_id = 'STAF9') AS audits
             FROM users u WHERE u.user_id = 'STAF9'`,
        )
      ).rows[0];
    const before = await state();
    // The connection is lost between the user row and the session revocation (a failing second statement).
    await t.db.$client.query(
      `CREATE FUNCTION putus_sesi() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'putus'; END $$`,
    );
    await t.db.$client.query(
      `CREATE TRIGGER putus_sesi BEFORE UPDATE ON sessions FOR EACH ROW WHEN (OLD.user_id = 'STAF9')
       EXECUTE FUNCTION putus_sesi()`,
    );
    try {
      const reset = await t.call('POST', 'users/STAF9/reset-password', {
        token: admin,
        body: { new_password: 'baru12345' },
      });
      expect(reset.statusCode).toBe(500);
      const del = await t.call('DELETE', 'users/STAF9', { token: admin });
      expect(del.statusCode).toBe(500);
      const upd = await t.call('PUT', 'users/STAF9', {
        token: admin,
        body: { user_name: 'staf baru', level: 'STF', status_aktif: false },
      });
      expect(upd.statusCode).toBe(500);
      expect(await state()).toEqual(before);
    } finally {
      await t.db.$client.query('DROP TRIGGER putus_sesi ON sessions');
      await t.db.$client.query('DROP FUNCTION putus_sesi()');
    }
    // The old password and the old session still work: nothing happened half-way.
    expect((await t.call('GET', 'users/me', { token: staf })).statusCode).toBe(200);
    expect(await t.login('STAF9', 'rahasia1')).toBeTypeOf('string');
  });
});

describe('hak akses users', () => {
  it('saving a user menu shows exactly that menu at next login, and the server refuses what it hides', async () => {
    await t.createUser({ user_id: 'KSR2', level: 'KSR', kode_toko: 'PST', password: 'rahasia-ksr' });
    const ksr = await t.login('KSR2', 'rahasia-ksr');
    expect(
      (await t.call('POST', 'batu-shape', { token: ksr, body: { kode_shape: 'A1', nama_shape: 'A' } })).statusCode,
    ).toBe(403);

    const got = (await t.call('GET', 'users/KSR2/menu', { token: admin })).json();
    expect(got.full_menu).toBe(false);
    const grant = (nodes: { path: string; hidden: boolean; children: unknown[] }[]): unknown[] =>
      nodes.map((n) => ({
        path: n.path,
        hidden: n.path === '/master-batu-shape' ? false : n.hidden,
        children: grant(n.children as never),
      }));
    const saved = await t.call('PUT', 'users/KSR2/menu', { token: admin, body: { menu: grant(got.menu) } });
    expect(saved.statusCode).toBe(200);

    // takes effect at the next request of the existing session
    expect(
      (await t.call('POST', 'batu-shape', { token: ksr, body: { kode_shape: 'A1', nama_shape: 'A' } })).statusCode,
    ).toBe(200);
    const relog = await t.call('POST', 'users/login', { body: { user_id: 'KSR2', password: 'rahasia-ksr' } });
    const leaves: string[] = [];
    const walk = (ns: { path: string; hidden: boolean; children: never[] }[]) => {
      for (const n of ns) if (!n.hidden) n.children.length ? walk(n.children) : leaves.push(n.path);
    };
    walk(relog.json().menu);
    expect(leaves).toEqual(['/master-batu-shape']);

    // revoke again: refused at once
    await t.call('PUT', 'users/KSR2/menu', { token: admin, body: { menu: got.menu } });
    expect(
      (await t.call('POST', 'batu-shape', { token: ksr, body: { kode_shape: 'A2', nama_shape: 'A' } })).statusCode,
    ).toBe(403);
  });

  it('a level template becomes the menu of a new user of that level', async () => {
    const tpl = (await t.call('GET', 'hak-akses/template/SPV', { token: admin })).json();
    const open = (nodes: { path: string; hidden: boolean; children: unknown[] }[]): unknown[] =>
      nodes.map((n) => ({
        path: n.path,
        hidden: n.path === '/master-gudang' ? false : n.hidden,
        children: open(n.children as never),
      }));
    expect(
      (await t.call('PUT', 'hak-akses/template/SPV', { token: admin, body: { menu: open(tpl.menu) } })).statusCode,
    ).toBe(200);
    await t.call('POST', 'users', {
      token: admin,
      body: { user_id: 'SPV2', user_name: 'spv dua', level: 'SPV', password: 'rahasia1' },
    });
    const spv2 = await t.login('SPV2', 'rahasia1');
    expect(
      (await t.call('POST', 'gudang', { token: spv2, body: { kode_gudang: 'G9', nama_gudang: 'GUDANG' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', 'banks', { token: spv2, body: { kode_bank: 'B9', nama_bank: 'BANK' } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', 'hak-akses/template/XX', { token: admin })).statusCode).toBe(400);
  });

  it('an access editor can neither widen his own menu nor grant a screen he does not hold', async () => {
    const mine = ['/hak-akses-users', '/hak-akses-news', '/master-gudang'];
    await t.createUser({
      user_id: 'SPVA',
      level: 'SPV',
      kode_toko: 'PST',
      password: 'rahasia-spva',
      menu: menuGranting(mine, ctx),
    });
    await t.createUser({ user_id: 'KSR3', level: 'KSR', kode_toko: 'PST', password: 'rahasia-ksr3' });
    const spv = await t.login('SPVA', 'rahasia-spva');
    const leaves = async (token: string) => {
      const out: string[] = [];
      const walk = (ns: { path: string; hidden: boolean; children: never[] }[]) => {
        for (const n of ns) if (!n.hidden) n.children.length ? walk(n.children) : out.push(n.path);
      };
      walk((await t.call('GET', 'users/me', { token })).json().menu);
      return out.sort();
    };

    // his own menu: refused, even for one more screen
    const self = await t.call('PUT', 'users/SPVA/menu', {
      token: spv,
      body: { menu: menuGranting([...mine, '/data-users', '/setting-system'], ctx) },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Tidak Dapat Mengubah Hak Akses Sendiri');
    expect(await leaves(spv)).toEqual([...mine].sort());
    expect(
      (
        await t.call('POST', 'users', {
          token: spv,
          body: { user_id: 'X1', user_name: 'x', level: 'KSR', password: 'rahasia1' },
        })
      ).statusCode,
    ).toBe(403);

    // another user's menu: only screens he holds
    const beyond = await t.call('PUT', 'users/KSR3/menu', {
      token: spv,
      body: { menu: menuGranting(['/master-gudang', '/data-users'], ctx) },
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe('Tidak Dapat Memberi Akses Menu Yang Tidak Anda Miliki: Data Users');
    const ksr = await t.login('KSR3', 'rahasia-ksr3');
    expect(await leaves(ksr)).toEqual([]);
    const held = await t.call('PUT', 'users/KSR3/menu', {
      token: spv,
      body: { menu: menuGranting(['/master-gudang'], ctx) },
    });
    expect(held.statusCode).toBe(200);
    // what someone else granted may stay when he edits the rest
    await t.call('PUT', 'users/KSR3/menu', { token: admin, body: { menu: menuGranting(['/master-bank'], ctx) } });
    const keep = await t.call('PUT', 'users/KSR3/menu', {
      token: spv,
      body: { menu: menuGranting(['/master-bank', '/master-gudang'], ctx) },
    });
    expect(keep.statusCode).toBe(200);
    expect(await leaves(ksr)).toEqual(['/master-bank', '/master-gudang']);

    // a level template: the same rule
    const tpl = await t.call('PUT', 'hak-akses/template/KSR', {
      token: spv,
      body: { menu: menuGranting(['/data-users'], ctx) },
    });
    expect(tpl.statusCode).toBe(403);
    expect(tpl.json().message).toBe('Tidak Dapat Memberi Akses Menu Yang Tidak Anda Miliki: Data Users');
  });
});
