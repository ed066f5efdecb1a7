/**
 * Bad text is refused at the edge (DESIGN.md "Rules the first half taught us", issue 25 item 8): a NUL byte or an
 * unknown control character in a body, a query or a path parameter answers 400 naming the field, before any
 * handler runs — so it never reaches SQL, where it broke the statement (503) and dropped a pooled connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, today } from './helpers.ts';
import { setSaldoKas } from './saldo-kas.ts';
import { salesSeed } from './sales-seed.ts';

let t: TestApp;
let admin: string;
/** Pooled connections dropped so far. */
let removed = 0;

const { post, pieces, masters } = salesSeed(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters();
  await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
  await post('harga-emas', { tanggal: today(), kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
  await post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
  await setSaldoKas(t.db, 'PST', 20_000_000);
  // A pooled client given back with an error, or whose connection is gone, is dropped by the pool (pg-pool's
  // 'release' is emitted as it is given back, before the request answers).
  t.db.$client.on('release', (err, client) => {
    const c = client as unknown as { _queryable?: boolean; _ending?: boolean };
    if (err || c._queryable === false || c._ending) removed++;
  });
});
afterAll(() => t?.close());

const BAD = 'BU\u0000DI';
const message = 'Teks Mengandung Karakter Yang Tidak Diizinkan';

describe('field 8: a NUL byte or a control character is refused as bad input, everywhere text reaches SQL', () => {
  it("field 8: a sale's customer name with a NUL byte answers 400 with the field; no pooled connection is dropped", async () => {
    const [code] = await pieces(1);
    const before = removed;
    const res = await t.call('POST', 'penjualan', {
      token: admin,
      body: {
        kode_sales: 'S01',
        nama_customer: BAD,
        items: [{ kode_barcode: code }],
        payments: [{ jenis: 'CASH', jumlah: 3_000_000 }],
      },
    });
    expect([res.statusCode, res.json()]).toEqual([400, { message, errors: { nama_customer: message } }]);
    expect(removed).toBe(before);
    // the piece is still for sale, and the same sale with a clean name goes through
    const ok = await t.call('POST', 'penjualan', {
      token: admin,
      body: {
        kode_sales: 'S01',
        nama_customer: 'BUDI',
        items: [{ kode_barcode: code }],
        payments: [{ jenis: 'CASH', jumlah: 3_000_000 }],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("field 8: a buy-back's customer name with a NUL byte answers 400 with the field; no pooled connection is dropped", async () => {
    const before = removed;
    const body = (nama_customer: string) => ({
      kode_sales: 'S01',
      kode_gudang: 'SRT',
      kode_baki: 'S1',
      nama_customer,
      items: [
        { kode_dept: 'CC', nama_barang: 'gelang', kadar: '70', berat: '3', kode_kondisi: 'MULUS', harga: 100_000 },
      ],
      payments: [{ jenis: 'CASH', jumlah: 100_000 }],
    });
    const res = await t.call('POST', 'pembelian', { token: admin, body: body(BAD) });
    expect([res.statusCode, res.json()]).toEqual([400, { message, errors: { nama_customer: message } }]);
    expect(removed).toBe(before);
    const ok = await t.call('POST', 'pembelian', { token: admin, body: body('ANI') });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('field 8: a report filter with a NUL byte answers 400 with the field; no pooled connection is dropped', async () => {
    const before = removed;
    const res = await t.call('GET', `member/report-daftar?q=${encodeURIComponent(BAD)}`, { token: admin });
    expect([res.statusCode, res.json()]).toEqual([400, { message, errors: { q: message } }]);
    expect(removed).toBe(before);
    expect((await t.call('GET', 'member/report-daftar?q=BUDI', { token: admin })).statusCode).toBe(200);
  });

  it('field 8: the dropped-connection count sees a statement broken by a NUL byte (sent straight to the pool)', async () => {
    const before = removed;
    await expect(t.db.$client.query(`SELECT '${BAD}' AS x`)).rejects.toMatchObject({ code: '08P01' });
    expect(removed).toBe(before + 1);
  });

  it('field 8: a control character in a nested body field or a path parameter is refused with its path; tab, new line and printable Unicode pass', async () => {
    const nested = await t.call('POST', 'barang', {
      token: admin,
      body: {
        items: [
          {
            nama_barang: 'cincin\u001b[31m',
            kode_group: 'E75',
            kode_dept: 'CC',
            kode_gudang: 'ETL',
            kode_baki: 'B1',
            berat: '1',
            kadar: '75',
          },
        ],
      },
    });
    expect([nested.statusCode, nested.json()]).toEqual([400, { message, errors: { 'items.0.nama_barang': message } }]);
    const param = await t.call('GET', `barang/scan/${encodeURIComponent('0001\u0000')}`, { token: admin });
    expect([param.statusCode, param.json()]).toEqual([400, { message, errors: { barcode: message } }]);
    const fine = await t.call('POST', 'barang', {
      token: admin,
      body: {
        items: [
          {
            nama_barang: 'cincin\tmata «biru» ✓',
            kode_group: 'E75',
            kode_dept: 'CC',
            kode_gudang: 'ETL',
            kode_baki: 'B1',
            berat: '1',
            kadar: '75',
          },
        ],
      },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
