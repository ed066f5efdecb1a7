import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  const post = async (url: string, body: unknown) => {
    const r = await t.call('POST', url, { token: admin, body });
    if (r.statusCode !== 200) throw new Error(r.body);
    return r.json().data;
  };
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  const items = await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '1',
        kadar: '75',
        jumlah: 2,
      },
    ],
  });
  for (const it of items as { kode_barcode: string }[]) {
    await post('penjualan', {
      kode_sales: 'S01',
      items: [{ kode_barcode: it.kode_barcode }],
      payments: [{ jenis: 'CASH', jumlah: 1_000_000 }],
    });
  }
});
afterAll(() => t.close());

describe('dashboard charts', () => {
  it('penjualan today and monthly answer the total in the field value, with a series', async () => {
    const today = (await t.call('GET', 'penjualan/chart?type=today', { token: admin })).json();
    expect(today).toMatchObject({ value: 2_000_000, jumlah: 2 });
    expect(today.series.length).toBeGreaterThan(0);
    const monthly = (await t.call('GET', 'penjualan/chart?type=monthly', { token: admin })).json();
    expect(monthly.value).toBe(2_000_000);
    expect(monthly.series[0].label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('issue 9.19: domains still to come have no chart (no zero stand-in); a bad type is refused', async () => {
    for (const d of ['pembelian', 'pesanan', 'service', 'hutang']) {
      expect((await t.call('GET', `${d}/chart?type=today`, { token: admin })).statusCode).toBe(404);
    }
    expect((await t.call('GET', 'penjualan/chart?type=yearly', { token: admin })).statusCode).toBe(400);
  });
});
