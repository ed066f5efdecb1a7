import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('setting toko', () => {
  it('updates the store header that login returns', async () => {
    const res = await t.call('PUT', 'settings/toko', {
      token: admin,
      body: { nama_toko: 'kilau pusat jakarta', alamat_toko: 'jl. pasar baru 12', no_hp: '021-555' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nama_toko: 'KILAU PUSAT JAKARTA', alamat_toko: 'JL. PASAR BARU 12' });
    const login = await t.call('POST', 'users/login', { body: { user_id: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(login.json().user).toMatchObject({ nama_toko: 'KILAU PUSAT JAKARTA', alamat_toko: 'JL. PASAR BARU 12' });
    const bad = await t.call('PUT', 'settings/toko', { token: admin, body: { nama_toko: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nama Toko Tidak Boleh Kosong');
  });
});

describe('settings are saved with their audit row', () => {
  it('issue 9.10: a store header or parameter save whose audit row fails changes nothing', async () => {
    const header = async () =>
      (await t.db.$client.query(`SELECT nama_toko, alamat_toko, no_hp FROM stores WHERE kode_toko = 'PST'`)).rows[0];
    const before = await header();
    await t.db.$client.query(
      `CREATE FUNCTION putus_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'putus'; END $$`,
    );
    await t.db.$client.query(
      `CREATE TRIGGER putus_audit BEFORE INSERT ON audit_log FOR EACH ROW
       WHEN (NEW.entity IN ('settingtoko', 'para-system')) EXECUTE FUNCTION putus_audit()`,
    );
    try {
      const res = await t.call('PUT', 'settings/toko', {
        token: admin,
        body: { nama_toko: 'toko setengah jadi', alamat_toko: 'jl. putus', no_hp: '1' },
      });
      expect(res.statusCode).toBe(500);
      expect(await header()).toEqual(before);
    } finally {
      await t.db.$client.query('DROP TRIGGER putus_audit ON audit_log');
      await t.db.$client.query('DROP FUNCTION putus_audit()');
    }
  });
});

describe('para-system', () => {
  it('answers defaults, saves declared keys, validates, and refuses unknown keys', async () => {
    expect((await t.call('GET', 'para-system/key/PEMBULATAN', { token: admin })).json()).toEqual({
      key: 'PEMBULATAN',
      value: '500',
    });
    const ok = await t.call('PUT', 'para-system', {
      token: admin,
      body: { values: { PEMBULATAN: '1000', NOTA_UKURAN: 'A4' } },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', 'para-system/key/pembulatan', { token: admin })).json()).toEqual({
      key: 'PEMBULATAN',
      value: '1000',
    });
    const all = (await t.call('GET', 'para-system', { token: admin })).json() as { key: string; value: string }[];
    expect(all.find((p) => p.key === 'NOTA_UKURAN')?.value).toBe('A4');
    expect(all.find((p) => p.key === 'PPN_EMAS')?.value).toBe('1.1');
    const bad = await t.call('PUT', 'para-system', { token: admin, body: { values: { PEMBULATAN: 'abc' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Pembulatan Harga (Rp) Harus Bilangan Bulat');
    const unknown = await t.call('PUT', 'para-system', { token: admin, body: { values: { RAHASIA: '1' } } });
    expect(unknown.statusCode).toBe(400);
  });

  it('a user granted /settingNota only may change nota keys but not system keys', async () => {
    await t.createUser({
      user_id: 'NOTA1',
      level: 'STF',
      kode_toko: 'PST',
      password: 'rahasia-nota',
      menu: menuGranting(['/settingNota'], { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }),
    });
    const tok = await t.login('NOTA1', 'rahasia-nota');
    expect(
      (await t.call('PUT', 'para-system', { token: tok, body: { values: { NOTA_JUDUL: 'NOTA' } } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', 'para-system', { token: tok, body: { values: { PEMBULATAN: '100' } } })).statusCode,
    ).toBe(403);
  });

  it('stores are isolated: another store keeps its own parameters', async () => {
    await t.createStore({ kode_toko: 'T3' });
    await t.createUser({ user_id: 'OWNT3', level: 'OWN', kode_toko: 'T3', password: 'rahasia-t3' });
    const t3 = await t.login('OWNT3', 'rahasia-t3');
    expect((await t.call('GET', 'para-system/key/PEMBULATAN', { token: t3 })).json().value).toBe('500');
  });
});

describe('parameter harga emas', () => {
  it('saving the newest day of a group updates the group prices; an older day does not', async () => {
    await t.call('POST', 'group', {
      token: admin,
      body: { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 900000 },
    });
    const day1 = await t.call('POST', 'harga-emas', {
      token: admin,
      body: { tanggal: '2026-11-20', kode_group: 'E75', harga_jual: 1000000, harga_beli: 950000, harga_modal: 940000 },
    });
    expect(day1.statusCode).toBe(200);
    await t.call('POST', 'harga-emas', {
      token: admin,
      body: { tanggal: '2026-11-21', kode_group: 'E75', harga_jual: 1010000, harga_beli: 960000, harga_modal: 945000 },
    });
    const group = () =>
      (
        t.call('GET', 'group/get/all', { token: admin }) as Promise<{
          json: () => { kode_group: string; harga: number; harga_modal: number }[];
        }>
      ).then((r) => r.json().find((g) => g.kode_group === 'E75'));
    expect(await group()).toMatchObject({ harga: 1010000, harga_modal: 945000 });
    // editing the older day leaves the group on the newest price
    await t.call('PUT', `harga-emas/${day1.json().data._id}`, {
      token: admin,
      body: { tanggal: '2026-11-20', kode_group: 'E75', harga_jual: 1, harga_beli: 1, harga_modal: 1 },
    });
    expect(await group()).toMatchObject({ harga: 1010000 });
    const history = (await t.call('GET', 'harga-emas/get/all', { token: admin })).json() as { tanggal: string }[];
    expect(history.map((h) => h.tanggal)).toEqual(['2026-11-21', '2026-11-20']);
    const dup = await t.call('POST', 'harga-emas', {
      token: admin,
      body: { tanggal: '2026-11-21', kode_group: 'E75', harga_jual: 1, harga_beli: 1 },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('a group used by a jenis cannot be deleted; a gudang holding baki neither', async () => {
    const g = await t.call('POST', 'group', {
      token: admin,
      body: { kode_group: 'E70', nama_group: 'EMAS 70', jenis_group: 'EMAS', harga: 1 },
    });
    await t.call('POST', 'jenis', { token: admin, body: { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E70' } });
    const del = await t.call('DELETE', `group/${g.json().data._id}`, { token: admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('Masih Digunakan');
    const gd = await t.call('POST', 'gudang', { token: admin, body: { kode_gudang: 'ETL', nama_gudang: 'ETALASE' } });
    await t.call('POST', 'baki', {
      token: admin,
      body: { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' },
    });
    expect((await t.call('DELETE', `gudang/${gd.json().data._id}`, { token: admin })).statusCode).toBe(409);
    expect((await t.call('GET', 'baki/get/by-kode-gudang/etl', { token: admin })).json()).toHaveLength(1);
  });

  it('inactive entries disappear from pickers but stay in the master list', async () => {
    await t.call('POST', 'gudang', {
      token: admin,
      body: { kode_gudang: 'OLD', nama_gudang: 'LAMA', status_aktif: false },
    });
    const master = (await t.call('GET', 'gudang/get/all/master', { token: admin })).json() as { kode_gudang: string }[];
    const picker = (await t.call('GET', 'gudang/get/all', { token: admin })).json() as { kode_gudang: string }[];
    expect(master.some((g) => g.kode_gudang === 'OLD')).toBe(true);
    expect(picker.some((g) => g.kode_gudang === 'OLD')).toBe(false);
  });
});
