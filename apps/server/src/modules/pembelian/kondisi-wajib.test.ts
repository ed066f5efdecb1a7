/** Issue 25 field 37: a buy-back line without a chosen kondisi is refused at the edge, naming the field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

describe('pembelian kondisi', () => {
  it('field 37: saving a piece with no kondisi (empty or missing) is refused 400 with the field, nothing written', async () => {
    const item = { kode_dept: 'CC', nama_barang: 'cincin', berat: '1', harga: 845_000 };
    for (const line of [{ ...item, kode_kondisi: '' }, item]) {
      const r = await t.call('POST', 'pembelian', {
        token: admin,
        body: {
          kode_sales: 'S01',
          kode_gudang: 'SRT',
          kode_baki: 'S1',
          items: [line],
          payments: [{ jenis: 'CASH', jumlah: 845_000 }],
        },
      });
      expect(r.statusCode).toBe(400);
      const body = r.json() as { message: string; errors: Record<string, string> };
      expect(body.errors).toMatchObject({ 'items.0.kode_kondisi': 'Kondisi Tidak Boleh Kosong' });
    }
    const n = await t.db.$client.query('SELECT count(*)::int AS n FROM pembelian');
    expect(n.rows[0].n).toBe(0);
  });
});
