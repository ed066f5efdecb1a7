/**
 * One parameterised suite over every declared master (STYLE.md §3): the routes, validation texts, duplicate
 * codes, read-only fields, unknown ids and the audit trail all come from the declaration.
 */
import { RESOURCES, type ResourceDef, referencesTo, resourceByKey } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { fullRead, type Row, refMaker, sample } from '../../test/master-fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '3f0c9a52-7d1e-4c1a-9a57-2b8e6f0d4c11';
const NOT_FOUND = { message: 'Data Tidak Ditemukan' };

let t: TestApp;
let token: string;
let ensureRefs: ReturnType<typeof refMaker>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('ADMIN', ADMIN_PASSWORD);
  ensureRefs = refMaker(t);
});
afterAll(() => t?.close());

const list = async (r: ResourceDef, path = fullRead(r)): Promise<Row[]> => {
  const res = await t.call('GET', path, { token });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  const rows = res.json();
  expect(Array.isArray(rows), `${path} answers a bare array`).toBe(true);
  return rows;
};
const create = async (r: ResourceDef, variant: number) => {
  const s = sample(r, variant);
  await ensureRefs(token, s.refs);
  const res = await t.call('POST', r.api, { token, body: s.body });
  return { res, s };
};

describe('spec paths of the stone masters (§7.1, §7.2)', () => {
  it('parameter-berlian: GET, POST, PUT :id, DELETE :id', async () => {
    const post = await t.call('POST', 'parameter-berlian', { token, body: { jenis_batu: 'rby', nama_batu: 'ruby' } });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({
      message: 'Berhasil Menyimpan Data',
      data: { jenis_batu: 'RBY', nama_batu: 'RUBY' },
    });
    const id = post.json().data._id;
    expect((await t.call('GET', 'parameter-berlian', { token })).json()).toContainEqual(
      expect.objectContaining({ _id: id, jenis_batu: 'RBY', nama_batu: 'RUBY' }),
    );
    const put = await t.call('PUT', `parameter-berlian/${id}`, {
      token,
      body: { jenis_batu: 'XXX', nama_batu: 'ruby merah' },
    });
    expect(put.json()).toMatchObject({
      message: 'Berhasil Menyimpan Data',
      data: { _id: id, jenis_batu: 'RBY', nama_batu: 'RUBY MERAH' },
    });
    const del = await t.call('DELETE', `parameter-berlian/${id}`, { token });
    expect(del.json()).toMatchObject({ message: 'Berhasil Menghapus Data', data: { _id: id } });
  });

  it.each([
    ['batu-shape', 'kode_shape', 'nama_shape'],
    ['batu-color', 'kode_color', 'nama_color'],
    ['batu-clarity', 'kode_clarity', 'nama_clarity'],
    ['batu-fluorescence', 'kode_fluorescence', 'nama_fluorescence'],
    ['batu-symmetry', 'kode_symmetry', 'nama_symmetry'],
    ['batu-polish', 'kode_polish', 'nama_polish'],
    ['batu-cutgrade', 'kode_cutgrade', 'nama_cutgrade'],
    ['batu-berlian', 'kode_berlian', 'nama_berlian'],
  ])('%s with %s / %s', async (path, kode, nama) => {
    const post = await t.call('POST', path, { token, body: { [kode]: 'sp1', [nama]: 'spec' } });
    expect(post.statusCode).toBe(200);
    const rows = (await t.call('GET', path, { token })).json();
    expect(rows).toContainEqual(expect.objectContaining({ [kode]: 'SP1', [nama]: 'SPEC' }));
    const empty = await t.call('POST', path, { token, body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('§5 messages of shape, color and clarity', async () => {
    const msgs = async (path: string) =>
      Object.values((await t.call('POST', path, { token, body: {} })).json().errors).sort();
    expect(await msgs('batu-shape')).toEqual(['Kode Shape Harus Diisi', 'Nama Shape Harus Diisi']);
    expect(await msgs('batu-color')).toEqual(['Kode Color Harus Diisi', 'Nama Color Harus Diisi']);
    expect(await msgs('batu-clarity')).toEqual(['Kode Clarity Harus Diisi', 'Nama Clarity Harus Diisi']);
  });
});

describe.each(RESOURCES.map((r) => [r.key, r] as const))('master %s', (_key, r) => {
  let created: Row;

  it(`POST ${r.api} stores the row upper-cased; GET ${fullRead(r)} lists it with _id`, async () => {
    const { res, s } = await create(r, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Berhasil Menyimpan Data');
    created = res.json().data;
    expect(created._id).toMatch(UUID);
    expect(created).toMatchObject(s.expected);
    expect(created).not.toHaveProperty('id');
    const rows = await list(r);
    const row = rows.find((x) => x._id === created._id);
    expect(row).toMatchObject({ ...s.expected, kode_toko: 'PST' });
  });

  it('every required field missing → 400 with exactly the declared messages', async () => {
    const required = Object.entries(r.fields).filter(([, f]) => f.required);
    const res = await t.call('POST', r.api, { token, body: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const [name, f] of required) expect(body.errors[name], name).toBe(f.required);
    expect(required.map(([, f]) => f.required)).toContain(body.message);
    expect(res.body).not.toMatch(/stack|node_modules/);
  });

  it('each required field alone missing or blank → 400 with its message', async () => {
    const s = sample(r, 2);
    await ensureRefs(token, s.refs);
    for (const [name, f] of Object.entries(r.fields).filter(([, x]) => x.required)) {
      for (const blank of [undefined, '', '   ']) {
        const res = await t.call('POST', r.api, { token, body: { ...s.body, [name]: blank } });
        expect(res.statusCode, `${name}=${JSON.stringify(blank)}`).toBe(400);
        expect(res.json().message, `${name}=${JSON.stringify(blank)}`).toBe(f.required);
      }
    }
    expect((await list(r)).some((x) => x[r.code] === sample(r, 2).expected[r.code])).toBe(false);
  });

  it('a duplicate code (any case) → 409 `… Sudah Digunakan`, nothing stored', async () => {
    const before = (await list(r)).length;
    const s = sample(r, 1);
    const code = s.body[r.code];
    for (const dup of [code, String(code).toUpperCase()]) {
      const res = await t.call('POST', r.api, { token, body: { ...s.body, [r.code]: dup } });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('Sudah Digunakan');
      expect(res.json().message).toContain(String(s.expected[r.code]));
    }
    expect((await list(r)).length).toBe(before);
  });

  it('PUT :id changes the editable fields and keeps the read-only ones', async () => {
    const next = sample(r, 3);
    await ensureRefs(token, next.refs);
    const res = await t.call('PUT', `${r.api}/${created._id}`, { token, body: next.body });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const first = sample(r, 1).expected;
    for (const [name, f] of Object.entries(r.fields)) {
      expect(data[name], name).toEqual(f.readOnlyOnEdit ? first[name] : next.expected[name]);
    }
    expect(data._id).toBe(created._id);
    const row = (await list(r)).find((x) => x._id === created._id);
    expect(row).toEqual(data);
  });

  it('unknown or garbage id → 404 on PUT and DELETE', async () => {
    const s = sample(r, 1);
    for (const id of [UNKNOWN_ID, 'abc', '1', "x'; DROP TABLE users; --"]) {
      const url = `${r.api}/${encodeURIComponent(id)}`;
      const put = await t.call('PUT', url, { token, body: s.body });
      expect(put.statusCode, `PUT ${id}`).toBe(404);
      expect(put.json()).toEqual(NOT_FOUND);
      const del = await t.call('DELETE', url, { token });
      expect(del.statusCode, `DELETE ${id}`).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
  });

  it('DELETE :id removes it (a second delete is 404) and the code is free again', async () => {
    const res = await t.call('DELETE', `${r.api}/${created._id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berhasil Menghapus Data', data: { _id: created._id } });
    expect((await list(r)).find((x) => x._id === created._id)).toBeUndefined();
    expect((await t.call('DELETE', `${r.api}/${created._id}`, { token })).statusCode).toBe(404);
    const again = await create(r, 1);
    expect(again.res.statusCode, again.res.body).toBe(200);
    created = again.res.json().data;
  });

  it('every change wrote an audit row (who, what, before, after)', async () => {
    const { rows } = await t.db.$client.query(
      `SELECT action, user_id, kode_toko, entity_id, before, after FROM audit_log WHERE entity = $1 ORDER BY id`,
      [r.key],
    );
    const mine = rows.filter((x) => x.action !== 'CREATE' || x.after?.[r.code] === sample(r, 1).expected[r.code]);
    const actions = mine.map((x) => x.action);
    expect(actions).toEqual(expect.arrayContaining(['CREATE', 'UPDATE', 'DELETE']));
    for (const a of mine) expect(a).toMatchObject({ user_id: 'ADMIN', kode_toko: 'PST' });
    const upd = mine.find((x) => x.action === 'UPDATE');
    expect(upd.before).toBeTruthy();
    expect(upd.after).toBeTruthy();
    const del = mine.find((x) => x.action === 'DELETE');
    expect(del.before._id).toBe(del.entity_id);
    expect(del.after).toBeNull();
  });

  if (r.activeReads?.length && r.fields.status_aktif)
    it('active-only reads leave out inactive rows', async () => {
      const s = sample(r, 4);
      await ensureRefs(token, s.refs);
      const res = await t.call('POST', r.api, { token, body: { ...s.body, status_aktif: false } });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data._id;
      expect((await list(r)).some((x) => x._id === id)).toBe(true);
      for (const path of r.activeReads ?? []) {
        const rows = await list(r, path);
        expect(
          rows.some((x) => x._id === id),
          path,
        ).toBe(false);
        expect(
          rows.some((x) => x._id === created._id),
          path,
        ).toBe(true);
      }
    });

  if (r.byField)
    it('by-field read answers the rows of that value only', async () => {
      const by = r.byField as { path: string; field: string };
      const value = String(created[by.field]);
      const rows = await list(r, `${by.path}/${encodeURIComponent(value.toLowerCase())}`);
      expect(rows.some((x) => x._id === created._id)).toBe(true);
      expect(rows.every((x) => x[by.field] === value)).toBe(true);
      expect(await list(r, `${by.path}/TIDAK-ADA`)).toEqual([]);
    });

  const dateFields = Object.entries(r.fields).filter(([, f]) => f.kind === 'date');
  if (dateFields.length > 0)
    it("an impossible date → 400 with the field's format message, never a 500", async () => {
      const s = sample(r, 7);
      await ensureRefs(token, s.refs);
      for (const [name, f] of dateFields) {
        for (const bad of ['2026-02-30', '2026-13-45', '0000-01-01', '22-11-2026']) {
          const res = await t.call('POST', r.api, { token, body: { ...s.body, [name]: bad } });
          expect(res.statusCode, `${name}=${bad}: ${res.body}`).toBe(400);
          expect(res.json().message).toBe(`${f.label} Harus Berformat YYYY-MM-DD`);
        }
      }
    });

  const refFields = Object.entries(r.fields).filter(([, f]) => f.ref);
  if (refFields.length > 0)
    it('a reference to a row that does not exist → 400, nothing stored', async () => {
      for (const [name] of refFields) {
        const s = sample(r, 5);
        await ensureRefs(token, s.refs);
        const res = await t.call('POST', r.api, { token, body: { ...s.body, [name]: 'TIDAK-ADA' } });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json().message).toContain('Tidak Ditemukan');
      }
    });

  const referrers = referencesTo(r.key);
  if (referrers.length > 0)
    it('a row another master still points at cannot be deleted (409)', async () => {
      const ref = referrers[0] as (typeof referrers)[number];
      const s = sample(ref.resource, 6);
      const target = String(created[ref.value]);
      const body = { ...s.body, [ref.field]: target };
      await ensureRefs(
        token,
        s.refs.filter((x) => x.resource !== r.key),
      );
      const made = await t.call('POST', ref.resource.api, { token, body });
      expect(made.statusCode, made.body).toBe(200);
      const del = await t.call('DELETE', `${r.api}/${created._id}`, { token });
      expect(del.statusCode, del.body).toBe(409);
      expect(del.json().message).toContain('Masih Digunakan');
      expect((await list(r)).some((x) => x._id === created._id)).toBe(true);
      expect(resourceByKey(ref.resource.key)).toBe(ref.resource);
      // a required reference is also a foreign key: the database refuses the delete behind the API's back
      if (ref.resource.fields[ref.field]?.required) {
        const forced = await t.db.$client.query(`DELETE FROM ${r.table} WHERE id = $1`, [created._id]).then(
          () => 'deleted',
          (e: { code?: string }) => e.code,
        );
        expect(forced).toMatch(/^(23503|23001)$/);
      }
    });
});

describe('jenis/get/berlian (spec §7.1)', () => {
  it('issue 10 guards: lists the active jenis of BERLIAN groups in kode_dept order, shaped as jenis/get/all', async () => {
    const post = async (api: string, body: Record<string, unknown>) => {
      const res = await t.call('POST', api, { token, body });
      expect(res.statusCode, `${api}: ${res.body}`).toBe(200);
    };
    await post('group', { kode_group: 'I10BRL', nama_group: 'BERLIAN I10', jenis_group: 'BERLIAN', harga: 1000 });
    await post('group', { kode_group: 'I10EMS', nama_group: 'EMAS I10', jenis_group: 'EMAS', harga: 1000 });
    await post('jenis', { kode_dept: 'I10B2', nama_dept: 'CINCIN BERLIAN', kode_group: 'I10BRL' });
    await post('jenis', { kode_dept: 'I10B1', nama_dept: 'KALUNG BERLIAN', kode_group: 'I10BRL' });
    await post('jenis', { kode_dept: 'I10B3', nama_dept: 'TIDAK AKTIF', kode_group: 'I10BRL', status_aktif: false });
    await post('jenis', { kode_dept: 'I10E1', nama_dept: 'CINCIN EMAS', kode_group: 'I10EMS' });
    const res = await t.call('GET', 'jenis/get/berlian', { token });
    expect(res.statusCode, res.body).toBe(200);
    const berlian = (res.json() as Row[]).filter((x) => String(x.kode_dept).startsWith('I10'));
    expect(berlian.map((x) => x.kode_dept)).toEqual(['I10B1', 'I10B2']);
    const all = await t.call('GET', 'jenis/get/all', { token });
    for (const row of berlian) expect(row).toEqual((all.json() as Row[]).find((x) => x._id === row._id));
    expect(berlian[0]?.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
