/**
 * Issue 9 items 5 and 7: a master that stock or a document still uses cannot be deleted (409 with the reason, from
 * the declarations' `usedBy`), an orphaned piece answers 4xx rather than 500, and the database itself refuses
 * impossible states (CHECK → 23514, FOREIGN KEY → 23503), which the API answers as 4xx in Indonesian.
 */
import { RESOURCES } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;

const seed = salesSeed(
  () => t,
  () => admin,
);
const post = (url: string, body: unknown) => seed.post(url, body);
const piece = async (over: Record<string, unknown> = {}): Promise<string> => (await seed.pieces(1, over))[0] as string;
const cash = (jumlah: number) => [{ jenis: 'CASH', jumlah }];
const sale = (code: string, over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'budi',
  items: [{ kode_barcode: code }],
  payments: cash(5_000_000),
  ...over,
});
/** The row of a master by code, as the master screen lists it. */
async function masterRow(read: string, field: string, code: string) {
  const rows = (await t.call('GET', read, { token: admin })).json() as Record<string, unknown>[];
  return rows.find((r) => r[field] === code);
}
async function sqlCode(text: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await t.db.$client.query(text, params);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1_000_000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI 2', kode_gudang: 'ETL', berat_baki: '100' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  await post('sales', { kode_sales: 'S02', nama_sales: 'RINA' });
  await post('member', { kode_member: 'M1', nama_member: 'siti', no_hp: '0811' });
});
afterAll(() => t?.close());

describe('masters used by stock or documents', () => {
  it('deleting a baki that holds a piece → 409 naming Data Barang; the baki stays', async () => {
    await piece({ kode_baki: 'B2' });
    const b2 = await masterRow('baki/get/all', 'kode_baki', 'B2');
    const del = await t.call('DELETE', `baki/${b2?._id}`, { token: admin });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().message).toBe('Baki B2 Tidak Dapat Dihapus Karena Masih Digunakan Di Data Barang');
    expect(await masterRow('baki/get/all', 'kode_baki', 'B2')).toBeDefined();
  });

  it('deleting a jenis or a group under live stock → 409 with the reason', async () => {
    await post('group', { kode_group: 'G2', nama_group: 'EMAS MUDA', jenis_group: 'EMAS', harga: 500_000 });
    await post('jenis', { kode_dept: 'KL', nama_dept: 'KALUNG', kode_group: 'G2' });
    await piece({ kode_group: 'G2', kode_dept: 'KL' });
    const kl = await masterRow('jenis/get/all', 'kode_dept', 'KL');
    const delJenis = await t.call('DELETE', `jenis/${kl?._id}`, { token: admin });
    expect(delJenis.statusCode, delJenis.body).toBe(409);
    expect(delJenis.json().message).toBe('Jenis KL Tidak Dapat Dihapus Karena Masih Digunakan Di Data Barang');
    // the piece is named before the jenis KL that also points at G2: stock is the reason given
    const g2 = await masterRow('group/get/all', 'kode_group', 'G2');
    const delGroup = await t.call('DELETE', `group/${g2?._id}`, { token: admin });
    expect(delGroup.statusCode, delGroup.body).toBe(409);
    expect(delGroup.json().message).toBe('Group G2 Tidak Dapat Dihapus Karena Masih Digunakan Di Data Barang');
    expect(await masterRow('group/get/all', 'kode_group', 'G2')).toBeDefined();
  });

  it('deleting the sales or the member of a sale → 409 naming Transaksi Penjualan', async () => {
    const code = await piece();
    const r = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(code, { kode_sales: 'S02', kode_member: 'M1' }),
    });
    expect(r.statusCode, r.body).toBe(200);
    const s02 = await masterRow('sales/get/all', 'kode_sales', 'S02');
    const delSales = await t.call('DELETE', `sales/${s02?._id}`, { token: admin });
    expect(delSales.statusCode, delSales.body).toBe(409);
    expect(delSales.json().message).toBe('Sales S02 Tidak Dapat Dihapus Karena Masih Digunakan Di Transaksi Penjualan');
    const m1 = await masterRow('member/get/all', 'kode_member', 'M1');
    const delMember = await t.call('DELETE', `member/${m1?._id}`, { token: admin });
    expect(delMember.statusCode, delMember.body).toBe(409);
    expect(delMember.json().message).toContain('Masih Digunakan Di Transaksi Penjualan');
  });

  it('a branch receiving a piece whose group it lacks → 422 naming the group; the piece stays in transit', async () => {
    await t.createStore({ kode_toko: 'T4' });
    await t.createUser({ user_id: 'OWNT4', level: 'OWN', kode_toko: 'T4', password: 'rahasia-t4' });
    const t4 = await t.login('OWNT4', 'rahasia-t4');
    for (const [url, body] of [
      ['gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' }],
      ['baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' }],
    ] as const) {
      const r = await t.call('POST', url, { token: t4, body });
      expect(r.statusCode, r.body).toBe(200);
    }
    const code = await piece();
    const sent = await t.call('POST', 'kirimbarang', {
      token: admin,
      body: { kode_toko_tujuan: 'T4', barcodes: [code] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const noKirim = sent.json().data.no_kirim as string;
    const rec = await t.call('POST', 'terimabarang/kiriman', {
      token: t4,
      body: { no_kirim: noKirim, barcodes: [code], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(rec.statusCode, rec.body).toBe(422);
    expect(rec.json().message).toBe(`Group E75 Barang ${code} Belum Ada Di Master Group Toko Ini`);
    const t4rows = await t.db.$client.query("SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'T4'");
    expect(t4rows.rows[0].n).toBe(0);
  });

  it('every usedBy declaration names an existing table column with kode_toko', async () => {
    const declared = RESOURCES.flatMap((r) => (r.usedBy ?? []).map((u) => ({ key: r.key, ...u })));
    expect(declared.length).toBeGreaterThan(20);
    for (const u of declared) {
      const res = await t.db.$client.query(
        `SELECT count(*)::int AS n FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND column_name = ANY($2::text[])`,
        [u.table, [u.column, 'kode_toko']],
      );
      expect(res.rows[0].n, `${u.key}: ${u.table}.${u.column}`).toBe(2);
    }
  });

  it('a piece whose group vanished (forced in SQL) → scan and sale answer 422 naming the group, never 500', async () => {
    // its own database: the foreign key that now prevents this is dropped to force the orphan
    const main = { t, admin };
    t = await createTestApp();
    try {
      admin = await t.login('ADMIN', ADMIN_PASSWORD);
      await post('group', { kode_group: 'GX', nama_group: 'EMAS HILANG', jenis_group: 'EMAS', harga: 900_000 });
      await post('jenis', { kode_dept: 'JX', nama_dept: 'GELANG', kode_group: 'GX' });
      await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
      await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
      await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
      const code = await piece({ kode_group: 'GX', kode_dept: 'JX' });
      await t.db.$client.query('ALTER TABLE barang DROP CONSTRAINT IF EXISTS barang_group_fk');
      await t.db.$client.query('ALTER TABLE master_jenis DROP CONSTRAINT IF EXISTS master_jenis_kode_group_fk');
      await t.db.$client.query("DELETE FROM master_group WHERE kode_toko = 'PST' AND kode_group = 'GX'");
      const msg = `Group GX Barang ${code} Tidak Ditemukan Di Master Group`;
      const scan = await t.call('GET', `penjualan/scan/${code}`, { token: admin });
      expect(scan.statusCode, scan.body).toBe(422);
      expect(scan.json().message).toBe(msg);
      const r = await t.call('POST', 'penjualan', { token: admin, body: sale(code) });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(msg);
      const left = await t.db.$client.query("SELECT status FROM barang WHERE kode_toko = 'PST' AND kode_barcode = $1", [
        code,
      ]);
      expect(left.rows[0].status).toBe('STOCK');
    } finally {
      await t.close();
      ({ t, admin } = main);
    }
  });
});

describe('the database refuses states that lose money or stock', () => {
  let code: string;
  let faktur: string;
  beforeAll(async () => {
    code = await piece();
    const r = await t.call('POST', 'penjualan', { token: admin, body: sale(code) });
    expect(r.statusCode, r.body).toBe(200);
    faktur = r.json().data.no_faktur_group;
    await post('titipan', { nama_customer: 'ani', jumlah: 100_000, jenis: 'CASH' });
  });

  it('each CHECK refuses its forbidden write (23514)', async () => {
    const k = "kode_toko = 'PST'";
    const forbidden: [string, unknown[]][] = [
      [`UPDATE barang SET berat = -1 WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang SET berat_atribut = -0.001 WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang SET harga_jual = -1 WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang SET ongkos = -1 WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang SET status = 'HILANG' WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang_ledger SET status_ke = 'HILANG' WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE barang_ledger SET berat = -1 WHERE ${k} AND kode_barcode = $1`, [code]],
      [`UPDATE penjualan SET status = 'HAPUS' WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan SET status_valid = 'X' WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan SET total_harga = -1 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan SET kembalian = -1 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan SET jumlah_barang = 0 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan_detail SET harga_total = -1 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan_detail SET berat = -1 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan_detail SET status = 'X' WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan_bayar SET jumlah = 0 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE penjualan_bayar SET fee = -1 WHERE ${k} AND no_faktur_group = $1`, [faktur]],
      [`UPDATE kas SET jumlah_in = -1 WHERE ${k}`, []],
      [`UPDATE titipan SET status = 'HILANG' WHERE ${k}`, []],
    ];
    for (const [text, params] of forbidden) {
      const rows = await t.db.$client.query(
        text.replace(/^UPDATE (\w+) SET .* WHERE/, 'SELECT 1 FROM $1 WHERE'),
        params,
      );
      expect(rows.rowCount, `${text}: needs a row to break`).toBeGreaterThan(0);
      expect(await sqlCode(text, params), text).toBe('23514');
    }
  });

  it('each FOREIGN KEY keeps a row with its master or document (23503)', async () => {
    const k = "kode_toko = 'PST'";
    // deleting a referenced row of an ON DELETE RESTRICT key: 23503 on PostgreSQL 15, restrict_violation 23001 on 18
    const RESTRICT = expect.stringMatching(/^(23503|23001)$/);
    expect(await sqlCode(`DELETE FROM master_group WHERE ${k} AND kode_group = 'E75'`)).toEqual(RESTRICT);
    expect(await sqlCode(`DELETE FROM master_jenis WHERE ${k} AND kode_dept = 'CC'`)).toEqual(RESTRICT);
    expect(await sqlCode(`DELETE FROM master_gudang WHERE ${k} AND kode_gudang = 'ETL'`)).toEqual(RESTRICT);
    expect(await sqlCode(`DELETE FROM master_baki WHERE ${k} AND kode_baki = 'B1'`)).toEqual(RESTRICT);
    expect(await sqlCode(`UPDATE barang SET kode_baki = 'NOPE' WHERE ${k} AND kode_barcode = $1`, [code])).toBe(
      '23503',
    );
    // the same codes in another store are not this store's masters
    await t.createStore({ kode_toko: 'T9' });
    expect(await sqlCode(`UPDATE barang SET kode_toko = 'T9' WHERE ${k} AND kode_barcode = $1`, [code])).toBe('23503');
    expect(await sqlCode(`DELETE FROM penjualan WHERE ${k} AND no_faktur_group = $1`, [faktur])).toEqual(RESTRICT);
    expect(
      await sqlCode(
        `INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
         VALUES ('PST', 'FJ-TIDAK-ADA', 1, current_date, 'CASH', 1000)`,
      ),
    ).toBe('23503');
    expect(await sqlCode(`DELETE FROM barang WHERE ${k} AND kode_barcode = $1`, [code])).toEqual(RESTRICT);
  });

  it('a write the database refuses answers 4xx with an Indonesian message, never 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/check', async () => {
      await t.db.execute(sql`UPDATE barang SET berat = -1 WHERE kode_toko = 'PST' AND kode_barcode = ${code}`);
    });
    app.post('/fk', async () => {
      await t.db.execute(sql`DELETE FROM master_baki WHERE kode_toko = 'PST' AND kode_baki = 'B1'`);
    });
    await app.ready();
    const check = await app.inject({ method: 'POST', url: '/check' });
    expect(check.statusCode, check.body).toBe(422);
    expect(check.json().message).toBe('Data Tidak Valid: Nilai Di Luar Batas Yang Diizinkan');
    const fk = await app.inject({ method: 'POST', url: '/fk' });
    expect(fk.statusCode, fk.body).toBe(409);
    expect(fk.json().message).toBe('Data Masih Digunakan Atau Data Terkait Tidak Ditemukan');
    await app.close();
  });
});
