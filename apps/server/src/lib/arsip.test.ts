/**
 * The archive lib (issue 15): rows archived in one statement within their store, restored in parent-first order
 * exactly as they were, a restore refused when a key exists again, and a batch streamed as CSV.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { archiveRows, createArsipBatch, finishArsipBatch, genericArsipCsv, restoreBatch, streamCsv } from './arsip.ts';

let t: TestApp;

async function seed(kode: string, tanggal: string, no: string) {
  await t.db.execute(sql`
    INSERT INTO pembelian (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, kode_gudang, kode_baki,
                           jumlah_barang, total_berat, total_harga, input_by)
    VALUES (${kode}, ${no}, ${tanggal}, 'S01', 'BUDI, "B"', 'ETL', 'B1', 2, '3.500', 2500000, 'ADMIN')`);
  for (const [i, berat, harga] of [
    [1, '1.250', 1000000],
    [2, '2.250', 1500000],
  ] as const) {
    await t.db.execute(sql`
      INSERT INTO pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, tanggal, barang_id, kode_barcode,
             kode_group, kode_dept, nama_barang, kadar, berat_nota, berat, kode_kondisi, type_kondisi, harga)
      VALUES (${kode}, ${`${no}-${i}`}, ${no}, ${tanggal}, gen_random_uuid(), ${`0000000${i}`}, 'E75', 'CC',
              'cincin', '75', ${berat}, ${berat}, 'K1', 'BAGUS', ${harga})`);
  }
  await t.db.execute(sql`
    INSERT INTO pembelian_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
    VALUES (${kode}, ${no}, 1, ${tanggal}, 'CASH', 2500000)`);
  await t.db.execute(sql`
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, jumlah_out, no_reff, input_by)
    VALUES (${kode}, ${tanggal}, 'KELUAR', 'PEMBELIAN', 2500000, ${no}, 'ADMIN')`);
}

const snapshot = async (kode: string) =>
  (
    await t.db.execute(sql`
      SELECT * FROM (
        SELECT 'h' AS k, to_jsonb(p)::text AS d FROM pembelian p WHERE kode_toko = ${kode}
        UNION ALL SELECT 'd', to_jsonb(d)::text FROM pembelian_detail d WHERE kode_toko = ${kode}
        UNION ALL SELECT 'b', to_jsonb(b)::text FROM pembelian_bayar b WHERE kode_toko = ${kode}
        UNION ALL SELECT 'k', to_jsonb(k)::text FROM kas k WHERE kode_toko = ${kode}) s
      ORDER BY k, d`)
  ).rows;

const where = (tanggal: string) => sql`t.kode_toko = 'AAA' AND t.tanggal = ${tanggal}`;

async function archiveAndDelete(tanggal: string) {
  return t.db.transaction(async (tx) => {
    const id = await createArsipBatch(tx, {
      kode_toko: 'AAA',
      sumber: 'DELETE',
      tipe: 'PEMBELIAN',
      tgl_from: tanggal,
      tgl_to: tanggal,
      created_by: 'ADMIN',
      otorisasi: 'SPV',
    });
    const n = [
      await archiveRows(tx, id, 'pembelian', where(tanggal)),
      await archiveRows(tx, id, 'pembelian_detail', where(tanggal)),
      await archiveRows(tx, id, 'pembelian_bayar', where(tanggal)),
      await archiveRows(tx, id, 'kas', where(tanggal)),
    ];
    await finishArsipBatch(tx, id, { documents: n[0], total_rupiah: 2500000, total_berat: '3.500' });
    for (const tb of ['pembelian_bayar', 'pembelian_detail', 'kas', 'pembelian'])
      await tx.execute(sql`DELETE FROM ${sql.identifier(tb)} t WHERE ${where(tanggal)}`);
    return { id, n };
  });
}

const collect = async (g: AsyncGenerator<string>) => {
  let s = '';
  for await (const c of g) s += c;
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.createStore({ kode_toko: 'AAA' });
  await t.createStore({ kode_toko: 'BBB' });
  await seed('AAA', '2026-01-05', 'PB-1');
  await seed('AAA', '2026-01-06', 'PB-2');
  await seed('BBB', '2026-01-05', 'PB-1');
});
afterAll(() => t.close());

describe('arsip', () => {
  it('archives within the store, restores exactly, and refuses a second restore', async () => {
    const beforeA = await snapshot('AAA');
    const beforeB = await snapshot('BBB');
    const { id, n } = await archiveAndDelete('2026-01-05');
    expect(n).toEqual([1, 2, 1, 1]);
    // the other day and the other store stay
    expect((await snapshot('AAA')).length).toBe(5);
    expect(await snapshot('BBB')).toEqual(beforeB);
    const batch = (await t.db.execute(sql`SELECT * FROM arsip_batch WHERE id = ${id}`)).rows[0];
    expect(batch).toMatchObject({ kode_toko: 'AAA', sumber: 'DELETE', rows: 5, documents: 1, total_rupiah: 2500000 });

    const r = await t.db.transaction((tx) =>
      restoreBatch(tx, { kode_toko: 'AAA', batch_id: id, user_id: 'ADMIN', otorisasi: 'SPV' }),
    );
    expect(r.rows).toBe(5);
    expect(r.tables).toEqual({ pembelian: 1, pembelian_detail: 2, pembelian_bayar: 1, kas: 1 });
    expect(await snapshot('AAA')).toEqual(beforeA);
    await expect(
      t.db.transaction((tx) => restoreBatch(tx, { kode_toko: 'AAA', batch_id: id, user_id: 'ADMIN' })),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Arsip Sudah Dipulihkan' });
  });

  it('a batch of another store is not found', async () => {
    const { id } = await archiveAndDelete('2026-01-06');
    await expect(
      t.db.transaction((tx) => restoreBatch(tx, { kode_toko: 'BBB', batch_id: id, user_id: 'ADMIN' })),
    ).rejects.toMatchObject({ statusCode: 404 });
    // re-created meanwhile (e.g. re-imported): the restore is refused, listing the key, and changes nothing
    await seed('AAA', '2026-01-06', 'PB-2');
    const before = await snapshot('AAA');
    await expect(
      t.db.transaction((tx) => restoreBatch(tx, { kode_toko: 'AAA', batch_id: id, user_id: 'ADMIN' })),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('pembelian PB-2') });
    expect(await snapshot('AAA')).toEqual(before);
    const b = (await t.db.execute(sql`SELECT restored_at FROM arsip_batch WHERE id = ${id}`)).rows[0];
    expect(b?.restored_at).toBeNull();
  });

  it('streams a batch as CSV (quoted fields, trailer line) through a cursor', async () => {
    const { id } = await archiveAndDelete('2026-01-06');
    const generic = await collect(genericArsipCsv(t.db, 'AAA', id));
    const lines = generic.trim().split('\n');
    expect(lines[0]).toBe('tabel,data');
    expect(lines.map((l) => l.split(',')[0]).slice(1)).toEqual([
      'pembelian',
      'pembelian_detail',
      'pembelian_detail',
      'pembelian_bayar',
      'kas',
    ]);
    const csv = await collect(
      streamCsv(
        t.db,
        ['no', 'nama'],
        sql`SELECT i, CASE WHEN i = 2 THEN 'a,"b"' ELSE 'x' END FROM generate_series(1, 4500) i WHERE i > ${0}`,
        (n) => ['TOTAL', n],
      ),
    );
    const out = csv.split('\n');
    expect(out[0]).toBe('no,nama');
    expect(out[2]).toBe('2,"a,""b"""');
    expect(out.length).toBe(4502);
    expect(out[4501]).toBe('TOTAL,4500');
  });
});
