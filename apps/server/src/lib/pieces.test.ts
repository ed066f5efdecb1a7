/**
 * createPieces, the one way a new piece enters a store: barcodes in row order, the piece as given (defaults for what
 * is left out), its barcode-table row, and its first ledger row from the origin — for every kind of origin.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/helpers.ts';
import { createPieces, type NewPiece, type PieceOrigin } from './pieces.ts';

let t: TestApp;
let tanggal: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login('ADMIN', ADMIN_PASSWORD);
  for (const [url, body] of [
    ['group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 }],
    ['jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' }],
    ['gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' }],
    ['baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' }],
  ] as const) {
    const r = await t.call('POST', url, { token, body });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  }
  tanggal = (await t.db.execute(sql`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'PST'`)).rows[0]
    ?.d as string;
});
afterAll(() => t.close());

const base = { kode_group: 'E75', kode_dept: 'CC', kode_gudang: 'ETL', kode_baki: 'B1', kadar: '75' };
const rows: NewPiece[] = [
  { ...base, nama_barang: 'CINCIN A', berat: '1.250', ongkos: 50_000, kadar_cetak: '750' },
  { ...base, nama_barang: 'CINCIN B', berat: '2.500', berat_asli: '2.600', harga_jual: 3_000_000 },
  { ...base, nama_barang: 'CINCIN C', berat: '0.125', perolehan: 'TANPA_FAKTUR', supplier: 'ANTAM' },
];

const origins: [string, Omit<PieceOrigin, 'kode_toko' | 'tanggal' | 'user_id'>][] = [
  ['tambah data barang', { jenis: 'TAMBAH', status: 'STOCK', no_ref: '', keterangan: 'TAMBAH DATA BARANG' }],
  ['terima barang', { jenis: 'TERIMA', status: 'STOCK', no_ref: 'PST-TB-260101-0001', keterangan: 'TERIMA' }],
  ['gold bought in', { jenis: 'BELI', status: 'SORTIR', no_ref: 'PST-FB-260101-0001', keterangan: 'PEMBELIAN' }],
];

const inTx = <T>(fn: (tx: Tx) => Promise<T>) => t.db.transaction((tx) => fn(tx as unknown as Tx));

describe.each(origins)('createPieces: %s', (_, from) => {
  it('gives each row the next barcode in row order, with its piece, its barcode row and its first ledger row', async () => {
    const origin = { kode_toko: 'PST', tanggal, user_id: 'ADMIN', ...from };
    const made = await inTx((tx) => createPieces(tx, rows, origin));
    expect(made).toHaveLength(rows.length);
    const codes = made.map((m) => Number(m.kode_barcode));
    expect(codes).toEqual([codes[0], (codes[0] as number) + 1, (codes[0] as number) + 2]);
    expect(made.every((m) => /^\d{8}$/.test(m.kode_barcode))).toBe(true);

    const ids = sql.param(made.map((m) => m.id));
    const pieces = (
      await t.db.execute(sql`SELECT kode_barcode, nama_barang, berat::text, berat_asli::text, kadar_cetak, ongkos,
             harga_jual, perolehan, supplier, status, no_ref, tgl_masuk::text, input_by, kode_gudang, kode_baki
        FROM barang WHERE kode_toko = 'PST' AND id = ANY(${ids}::uuid[]) ORDER BY kode_barcode`)
    ).rows;
    expect(pieces.map((p) => [p.nama_barang, p.berat, p.berat_asli, p.kadar_cetak, p.ongkos, p.harga_jual])).toEqual([
      ['CINCIN A', '1.250', '1.250', '750', 50_000, 0],
      ['CINCIN B', '2.500', '2.600', '', 0, 3_000_000],
      ['CINCIN C', '0.125', '0.125', '', 0, 0],
    ]);
    expect(pieces.map((p) => [p.perolehan, p.supplier])).toEqual([
      ['FAKTUR', ''],
      ['FAKTUR', ''],
      ['TANPA_FAKTUR', 'ANTAM'],
    ]);
    for (const p of pieces)
      expect(p).toMatchObject({ status: from.status, no_ref: from.no_ref, tgl_masuk: tanggal, input_by: 'ADMIN' });

    const chain = (
      await t.db.execute(sql`SELECT kode_barcode, kode_toko, barang_id FROM barcodes
        WHERE barang_id = ANY(${ids}::uuid[]) ORDER BY kode_barcode`)
    ).rows;
    expect(chain).toEqual(made.map((m) => ({ kode_barcode: m.kode_barcode, kode_toko: 'PST', barang_id: m.id })));

    const ledger = (
      await t.db.execute(sql`SELECT kode_barcode, jenis, status_dari, status_ke, ke_gudang, ke_baki, berat::text, no_ref,
             keterangan, tanggal::text FROM barang_ledger WHERE kode_toko = 'PST' AND barang_id = ANY(${ids}::uuid[])
       ORDER BY id`)
    ).rows;
    expect(ledger).toEqual(
      made.map((m, i) => ({
        kode_barcode: m.kode_barcode,
        jenis: from.jenis,
        status_dari: null,
        status_ke: from.status,
        ke_gudang: 'ETL',
        ke_baki: 'B1',
        berat: rows[i]?.berat,
        no_ref: from.no_ref,
        keterangan: from.keterangan,
        tanggal,
      })),
    );
  });
});

describe('createPieces without rows', () => {
  it('creates nothing and takes no barcode', async () => {
    const before = (await t.db.execute(sql`SELECT count(*)::int AS n FROM barang`)).rows[0]?.n;
    const [, first] = origins[0] as (typeof origins)[number];
    const origin: PieceOrigin = { kode_toko: 'PST', tanggal, user_id: 'ADMIN', ...first };
    expect(await inTx((tx) => createPieces(tx, [], origin))).toEqual([]);
    expect((await t.db.execute(sql`SELECT count(*)::int AS n FROM barang`)).rows[0]?.n).toBe(before);
  });
});
