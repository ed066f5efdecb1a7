import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp, today } from '../../test/helpers.ts';

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
  it('issue 11: pembelian today and monthly answer the day’s purchases (cancelled ones not counted)', async () => {
    const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });
    const day = today();
    await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
    await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
    await post('harga-emas', { tanggal: day, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
    await post('parabeli', { kode_kondisi: 'MULUS', type_kondisi: 'RP', potongan_nota: '0', potongan_tanpa_nota: '0' });
    const buy = async (harga: number) => {
      const r = await post('pembelian', {
        kode_sales: 'S01',
        kode_gudang: 'SRT',
        kode_baki: 'S1',
        items: [{ kode_dept: 'CC', nama_barang: 'cincin', berat: '1', kode_kondisi: 'MULUS', harga }],
        payments: [{ jenis: 'CASH', jumlah: harga }],
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.no_faktur_group as string;
    };
    await buy(700_000);
    const no = await buy(100_000);
    await t.db.$client.query(`UPDATE pembelian SET status = 'BATAL' WHERE no_faktur_group = $1`, [no]);
    const hari = (await t.call('GET', 'pembelian/chart?type=today', { token: admin })).json();
    expect(hari).toMatchObject({ value: 700_000, jumlah: 1 });
    const monthly = (await t.call('GET', 'pembelian/chart?type=monthly', { token: admin })).json();
    expect(monthly).toMatchObject({ value: 700_000, jumlah: 1 });
  });
  it('issue 9.19: a domain without documents has no chart (no zero stand-in); a bad type is refused', async () => {
    expect((await t.call('GET', 'gadai/chart?type=today', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'penjualan/chart?type=yearly', { token: admin })).statusCode).toBe(400);
  });
});

describe('field 18: charts follow the menu rights', () => {
  it('field 18: a cashier without reports gets no chart; a supervisor only those of the reports he may open', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    await t.createUser({
      user_id: 'KSRDASH',
      level: 'KSR',
      kode_toko: 'PST',
      password: 'rahasia-ksr',
      menu: menuGranting(['/transaksi-penjualan', '/data-barang'], ctx),
    });
    await t.createUser({
      user_id: 'SPVDASH',
      level: 'SPV',
      kode_toko: 'PST',
      password: 'rahasia-spv',
      menu: menuGranting(['/transaksi-penjualan', '/laporan-transaksi-penjualan', '/laporan-services'], ctx),
    });
    const domains = ['penjualan', 'pembelian', 'pesanan', 'service', 'hutang'];
    const status = async (token: string) => {
      const out: Record<string, number> = {};
      for (const d of domains) out[d] = (await t.call('GET', `${d}/chart?type=monthly`, { token })).statusCode;
      return out;
    };
    const ksr = await t.login('KSRDASH', 'rahasia-ksr');
    expect(await status(ksr)).toEqual({ penjualan: 403, pembelian: 403, pesanan: 403, service: 403, hutang: 403 });
    const spv = await t.login('SPVDASH', 'rahasia-spv');
    expect(await status(spv)).toEqual({ penjualan: 200, pembelian: 403, pesanan: 403, service: 200, hutang: 403 });
    expect(await status(admin)).toEqual({ penjualan: 200, pembelian: 200, pesanan: 200, service: 200, hutang: 200 });
  });
});
