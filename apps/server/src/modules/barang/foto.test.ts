import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
let code: string;
const dir = mkdtempSync('/tmp/kilau-foto-');
// smallest valid JPEG-shaped payload: SOI marker, some bytes, EOI marker
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ DATA_DIR: dir }) });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  const r = await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '1',
        kadar: '75',
      },
    ],
  });
  code = r.json().data[0].kode_barcode;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('foto barang', () => {
  it('stores a JPEG under the store path named by id and serves it back to the store only', async () => {
    const put = await t.call('PUT', `barang/foto/${code}`, {
      token: admin,
      body: JPEG,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.foto).toMatch(/^PST\/barang\/[0-9a-f-]{36}\.jpg$/);
    const get = await t.call('GET', `barang/foto/${code}`, { token: admin });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(get.rawPayload).equals(JPEG)).toBe(true);
  });

  it('refuses what is not a JPEG, and a missing photo is a clear 404', async () => {
    const bad = await t.call('PUT', `barang/foto/${code}`, {
      token: admin,
      body: Buffer.from('hello'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Foto Harus Berformat JPEG');
    expect((await t.call('GET', 'barang/foto/99999999', { token: admin })).statusCode).toBe(404);
  });
});
