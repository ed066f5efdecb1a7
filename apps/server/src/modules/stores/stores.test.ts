import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from '../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createStore({ kode_toko: 'T3', nama_toko: 'KILAU CABANG T3' });
  await t.createStore({ kode_toko: 'PG', nama_toko: 'KILAU PEGADAIAN' });
  await t.createUser({
    user_id: 'KASIRT3',
    level: 'KSR',
    kode_toko: 'T3',
    password: 'rahasia-t3',
    menu: menuGranting([], { kode_toko: 'T3', tipe_toko: 'CABANG', modules: [] }),
  });
});
afterAll(() => t.close());

describe('GET stores/get/all', () => {
  it('lists every store of the chain, head office first, for any signed-in user', async () => {
    const admin = await t.login('ADMIN', ADMIN_PASSWORD);
    const r = await t.call('GET', 'stores/get/all', { token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { kode_toko: 'PST', nama_toko: 'KILAU PUSAT', tipe_toko: 'PUSAT' },
      { kode_toko: 'PG', nama_toko: 'KILAU PEGADAIAN', tipe_toko: 'CABANG' },
      { kode_toko: 'T3', nama_toko: 'KILAU CABANG T3', tipe_toko: 'CABANG' },
    ]);
    // a branch user with no menu at all still reads it (a session read, like the §7.1 reference reads)
    const kasir = await t.login('KASIRT3', 'rahasia-t3');
    expect((await t.call('GET', 'stores/get/all', { token: kasir })).json()).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', 'stores/get/all')).statusCode).toBe(401);
  });
});
