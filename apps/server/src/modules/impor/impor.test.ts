/**
 * Import (issue 15, spec §3–§5, §7.3): each of the ten types through its §7.3 call (CSV upload or JSON payload),
 * the §4 status rules, preview, all-or-nothing refusal with line and reason, masters replaced by code, history
 * replaced for the file's dates only, the archive of what was replaced, and store isolation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string; // OWN of PST (head office)
let cbg: string; // OWN of CBG (a branch)

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const n = async (text: string, params: unknown[] = []) => Number((await q<{ n: number }>(text, params))[0]?.n);

/**
 * A CSV file as the old exporter wrote it: header, rows, a final line break (whose empty last record the reader
 * discards). Header names follow §5: lower-cased, the first space → `_` (so `No Faktur Group` would be
 * `no_faktur group`: multi-word names are written with underscores, as the exporter did).
 */
function csv(header: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\n')}\n`;
}

function multipart(field: string, filename: string, content: string) {
  const boundary = `----kilau${randomUUID()}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(path: string, field: string, content: string, token = cbg, query = '') {
  const m = multipart(field, `${field}.csv`, content);
  return t.call('POST', `${path}${query}`, { token, body: m.body, headers: m.headers });
}

const JUAL_HEAD = [
  'NO_FAKTUR_GROUP',
  'NO_FAKTUR_JUAL',
  'Tgl System',
  'Kode Sales',
  'Nama Customer',
  'Kode Gudang',
  'Kode Baki',
  'Kode Barcode',
  'Kode Group',
  'Kode Dept',
  'Nama Barang',
  'Berat',
  'Harga Gram',
  'Harga Total',
  'Status Kembali',
  'Status Valid',
  'Status Tukar',
  'Cash Rp',
  'Transfer Rp',
];
/** A sale line: group, line, date, barcode, weight, price, cash, transfer. */
const jualRow = (g: string, l: string, d: string, bc: string, berat: string, harga: number, cash = harga, tf = 0) => [
  g,
  l,
  d,
  'S1',
  'budi',
  'G1',
  'B1',
  bc,
  'EM',
  'CN',
  'CINCIN',
  berat,
  1_000_000,
  harga,
  'KEMBALI',
  'OPEN',
  'false',
  cash,
  tf,
];
const jualFile = (rows: (string | number)[][]) => csv(JUAL_HEAD, rows);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createStore({ kode_toko: 'CBG' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'CBGOWN', level: 'OWN', kode_toko: 'CBG', password: 'rahasia-cbg' });
  await t.createUser({ user_id: 'CBGMU', level: 'MU', kode_toko: 'CBG', password: 'rahasia-mu' });
  cbg = await t.login('CBGOWN', 'rahasia-cbg');
});
afterAll(() => t?.close());

describe('import: masters', () => {
  it('gudang (JSON payload of §7.3), group, jenis, baki, sales (CSV uploads): active, groups at persentase 0', async () => {
    const g = await t.call('POST', 'gudang/truncate', {
      token: cbg,
      body: { data_gudangs: [{ kode_gudang: 'g1', nama_gudang: 'Gudang Satu', status_aktif: false }] },
    });
    expect(g.statusCode, g.body).toBe(200);
    expect(g.json()).toMatchObject({ type: 'master_gudang', kode_toko: 'CBG', rows: 1, committed: true, replaced: 0 });
    const grp = await upload(
      'group/truncate',
      'data_groups',
      csv(
        ['Kode Group', 'Nama Group', 'Jenis Group', 'Harga', 'Harga Modal', 'Persentase', 'Status Aktif'],
        [
          ['EM', 'EMAS', 'EMAS', 1_000_000, 900_000, 15, 'false'],
          ['BR', 'BERLIAN', 'BERLIAN', 0, 0, 5, 'false'],
        ],
      ),
    );
    expect(grp.statusCode, grp.body).toBe(200);
    expect(grp.json()).toMatchObject({ rows: 2, committed: true });
    expect(
      await q(
        `SELECT kode_group, persentase, status_aktif, harga FROM master_group WHERE kode_toko = 'CBG' ORDER BY 1`,
      ),
    ).toEqual([
      { kode_group: 'BR', persentase: '0.000', status_aktif: true, harga: 0 },
      { kode_group: 'EM', persentase: '0.000', status_aktif: true, harga: 1_000_000 },
    ]);
    const jen = await upload(
      'jenis/truncate',
      'data_jenises',
      csv(['Kode Dept', 'Nama Dept', 'Kode Group'], [['CN', 'CINCIN', 'EM']]),
    );
    expect(jen.statusCode, jen.body).toBe(200);
    const baki = await upload(
      'baki/truncate',
      'data_bakis',
      csv(['Kode Baki', 'Nama Baki', 'Kode Gudang', 'Berat Baki'], [['B1', 'BAKI 1', 'G1', '120.5']]),
    );
    expect(baki.statusCode, baki.body).toBe(200);
    const sales = await upload('truncate/sales', 'data_sales', csv(['Kode Sales', 'Nama Sales'], [['S1', 'ANI']]));
    expect(sales.statusCode, sales.body).toBe(200);
    expect(await q(`SELECT kode_gudang, status_aktif FROM master_gudang WHERE kode_toko = 'CBG'`)).toEqual([
      { kode_gudang: 'G1', status_aktif: true },
    ]);
    expect(await q(`SELECT kode_dept, kode_group, status_aktif FROM master_jenis WHERE kode_toko = 'CBG'`)).toEqual([
      { kode_dept: 'CN', kode_group: 'EM', status_aktif: true },
    ]);
    expect(await q(`SELECT kode_baki, berat_baki, status_aktif FROM master_baki WHERE kode_toko = 'CBG'`)).toEqual([
      { kode_baki: 'B1', berat_baki: '120.500', status_aktif: true },
    ]);
    expect(await q(`SELECT kode_sales, nama_sales FROM master_sales WHERE kode_toko = 'CBG'`)).toEqual([
      { kode_sales: 'S1', nama_sales: 'ANI' },
    ]);
    // the replaced rows are archived: the group batch replaced nothing, a second import replaces both
    const again = await upload(
      'group/truncate',
      'data_groups',
      csv(
        ['Kode Group', 'Nama Group', 'Jenis Group', 'Harga'],
        [
          ['EM', 'EMAS BARU', 'EMAS', 1_100_000],
          ['BR', 'BERLIAN', 'BERLIAN', 0],
        ],
      ),
    );
    expect(again.json()).toMatchObject({ replaced: 2, committed: true });
    const id = again.json().arsip_id as string;
    expect(
      await n(`SELECT count(*)::int AS n FROM arsip_row WHERE batch_id = $1 AND tabel = 'master_group'`, [id]),
    ).toBe(2);
  });

  it('a code in use that the file leaves out refuses the whole import, listing it', async () => {
    await t.db.$client.query(
      `INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, tgl_masuk, input_by)
       VALUES ('CBG', '99000001', 'GELANG', 'BR', 'CN', 'G1', 'B1', 1, CURRENT_DATE, 'T')`,
    );
    const r = await upload('group/truncate', 'data_groups', csv(['Kode Group', 'Nama Group'], [['EM', 'EMAS']]));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Terjadi Kesalahan Saat Import Data');
    expect(r.json().detail.errors).toEqual([
      { line: 0, reason: 'Kode yang tidak ada di file masih dipakai: BR (Data Barang)' },
    ]);
    expect(await n(`SELECT count(*)::int AS n FROM master_group WHERE kode_toko = 'CBG'`)).toBe(2);
  });

  it('an unknown group of a jenis row is refused with its line', async () => {
    const r = await upload(
      'jenis/truncate',
      'data_jenises',
      csv(
        ['Kode Dept', 'Nama Dept', 'Kode Group'],
        [
          ['CN', 'CINCIN', 'EM'],
          ['GL', 'GELANG', 'XX'],
        ],
      ),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().detail.errors).toEqual([
      { line: 3, reason: 'kode_group "XX" tidak dikenal di master group toko CBG' },
    ]);
  });
});

describe('import: penjualan', () => {
  it('preview counts, sums and writes nothing', async () => {
    const file = jualFile([
      jualRow('FG1', 'FJ1', '2026-01-05', '11', '2.5', 2_500_000, 2_000_000, 500_000),
      jualRow('FG1', 'FJ2', '2026-01-05', '12', '1.25', 1_250_000, 1_250_000),
      jualRow('FG2', 'FJ3', '2026-01-06', '13', '3', 3_000_000),
    ]);
    const r = await upload('truncate/penjualan', 'data_penjualans', file, cbg, '?preview=true');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      type: 'penjualan',
      kode_toko: 'CBG',
      rows: 3,
      tgl_from: '2026-01-05',
      tgl_to: '2026-01-06',
      total_berat: '6.750',
      total_rupiah: 6_750_000,
      errors: [],
      errors_total: 0,
      replaced: 0,
      committed: false,
      arsip_id: null,
    });
    expect(await n(`SELECT count(*)::int AS n FROM penjualan WHERE kode_toko = 'CBG'`)).toBe(0);
    expect(await n(`SELECT count(*)::int AS n FROM arsip_batch WHERE kode_toko = 'CBG' AND tipe = 'penjualan'`)).toBe(
      0,
    );
  });

  it('imports lines, headers per no_faktur_group, payments; §4 status rules; no piece moves', async () => {
    const pieces = await n(`SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'CBG'`);
    const file = jualFile([
      jualRow('FG1', 'FJ1', '2026-01-05', '11', '2.5', 2_500_000, 2_000_000, 500_000),
      jualRow('FG1', 'FJ2', '2026-01-05', '99000001', '1.25', 1_250_000, 1_250_000),
      jualRow('FG2', 'FJ3', '2026-01-06', '13', '3', 3_000_000),
    ]);
    const r = await upload('truncate/penjualan', 'data_penjualans', file);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ rows: 3, committed: true, replaced: 0 });
    const impor = r.json().arsip_id as string;
    expect(
      await q(
        `SELECT no_faktur_group, tanggal, jumlah_barang, total_berat, total_harga, total_bayar, status_valid, impor_id
           FROM penjualan WHERE kode_toko = 'CBG' ORDER BY 1`,
      ),
    ).toEqual([
      {
        no_faktur_group: 'FG1',
        tanggal: '2026-01-05',
        jumlah_barang: 2,
        total_berat: '3.750',
        total_harga: 3_750_000,
        total_bayar: 3_750_000,
        status_valid: 'DONE',
        impor_id: impor,
      },
      {
        no_faktur_group: 'FG2',
        tanggal: '2026-01-06',
        jumlah_barang: 1,
        total_berat: '3.000',
        total_harga: 3_000_000,
        total_bayar: 3_000_000,
        status_valid: 'DONE',
        impor_id: impor,
      },
    ]);
    const lines = await q<Record<string, unknown>>(
      `SELECT d.no_faktur_jual, d.kode_barcode, d.status_kembali, d.status_tukar, d.barang_id::text AS barang_id,
              (SELECT b.id::text FROM barang b WHERE b.kode_toko = 'CBG' AND b.kode_barcode = d.kode_barcode) AS piece
         FROM penjualan_detail d WHERE d.kode_toko = 'CBG' ORDER BY 1`,
    );
    expect(lines.map((l) => [l.no_faktur_jual, l.kode_barcode, l.status_kembali, l.status_tukar])).toEqual([
      ['FJ1', '00000011', 'OPEN', false],
      ['FJ2', '99000001', 'OPEN', false],
      ['FJ3', '00000013', 'OPEN', false],
    ]);
    // the store's own piece where the barcode is one; a stable id derived from store + barcode otherwise
    expect(lines[1]?.barang_id).toBe(lines[1]?.piece);
    expect(lines[0]?.piece).toBeNull();
    expect((await q(`SELECT md5('CBG:00000011')::uuid::text AS u`))[0]?.u).toBe(lines[0]?.barang_id);
    expect(
      await q(`SELECT no_faktur_group, seq, jenis, jumlah FROM penjualan_bayar WHERE kode_toko = 'CBG' ORDER BY 1, 2`),
    ).toEqual([
      { no_faktur_group: 'FG1', seq: 1, jenis: 'CASH', jumlah: 3_250_000 },
      { no_faktur_group: 'FG1', seq: 2, jenis: 'TRANSFER', jumlah: 500_000 },
      { no_faktur_group: 'FG2', seq: 1, jenis: 'CASH', jumlah: 3_000_000 },
    ]);
    expect(await n(`SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'CBG'`)).toBe(pieces);
    expect(await n(`SELECT count(*)::int AS n FROM barang_ledger WHERE kode_toko = 'CBG'`)).toBe(0);
    expect(await q(`SELECT status FROM barang WHERE kode_toko = 'CBG' AND kode_barcode = '99000001'`)).toEqual([
      { status: 'STOCK' },
    ]);
  });

  it('a failing row refuses the whole file with its line and reason; nothing written', async () => {
    const before = await n(`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_toko = 'CBG'`);
    const file = jualFile([
      jualRow('FG7', 'FJ7', '2026-01-07', '17', '1', 1_000_000),
      jualRow('FG8', 'FJ8', '2026-13-07', '18', '-1', 1_000_000),
      jualRow('FG9', 'FJ7', '2026-01-07', '19', '1', 1_000_000),
    ]);
    const r = await upload('truncate/penjualan', 'data_penjualans', file);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ message: 'Terjadi Kesalahan Saat Import Data' });
    expect(r.json().detail).toMatchObject({
      committed: false,
      errors_total: 2,
      errors: [
        { line: 3, reason: 'tgl_system "2026-13-07" bukan tanggal yang valid; berat tidak boleh negatif (-1)' },
        { line: 4, reason: 'FJ7 sudah ada di baris 2' },
      ],
    });
    expect(await n(`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_toko = 'CBG'`)).toBe(before);
    expect(await n(`SELECT count(*)::int AS n FROM penjualan WHERE kode_toko = 'CBG' AND tanggal = '2026-01-07'`)).toBe(
      0,
    );
  });

  it('replaces the store history of the file dates only; the same file twice gives the same rows', async () => {
    // a file of 2026-01-06 only: FG1 (01-05) stays, FG2 is replaced by FG6
    const file = jualFile([jualRow('FG6', 'FJ6', '2026-01-06', '16', '4', 4_000_000)]);
    const r = await upload('truncate/penjualan', 'data_penjualans', file);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ replaced: 1, tgl_from: '2026-01-06', tgl_to: '2026-01-06' });
    const rows = () => q(`SELECT no_faktur_group, tanggal FROM penjualan WHERE kode_toko = 'CBG' ORDER BY 1`);
    expect(await rows()).toEqual([
      { no_faktur_group: 'FG1', tanggal: '2026-01-05' },
      { no_faktur_group: 'FG6', tanggal: '2026-01-06' },
    ]);
    const arsip = await q(
      `SELECT tabel, data->>'no_faktur_group' AS no FROM arsip_row WHERE batch_id = $1 ORDER BY seq`,
      [r.json().arsip_id],
    );
    expect(arsip).toEqual([
      { tabel: 'penjualan', no: 'FG2' },
      { tabel: 'penjualan_detail', no: 'FG2' },
      { tabel: 'penjualan_bayar', no: 'FG2' },
    ]);
    const twice = await upload('truncate/penjualan', 'data_penjualans', file);
    expect(twice.json()).toMatchObject({ replaced: 1, committed: true });
    expect(await rows()).toEqual([
      { no_faktur_group: 'FG1', tanggal: '2026-01-05' },
      { no_faktur_group: 'FG6', tanggal: '2026-01-06' },
    ]);
  });

  it('an invoice kept on another date clashes; a sale another document uses is not replaced', async () => {
    const clash = await upload(
      'truncate/penjualan',
      'data_penjualans',
      jualFile([jualRow('FG1', 'FJ9', '2026-01-09', '19', '1', 1_000_000)]),
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json().detail.errors).toEqual([
      { line: 2, reason: 'no_faktur_group "FG1" sudah ada pada tanggal 2026-01-05 (di luar tanggal file)' },
    ]);
    // a cash row written here (not by an import) for FG1
    await t.db.$client.query(
      `INSERT INTO kas (kode_toko, tanggal, jenis, kategori, jumlah_in, no_reff, input_by)
       VALUES ('CBG', '2026-01-05', 'MASUK', 'JUAL', 1, 'FG1', 'T')`,
    );
    const used = await upload(
      'truncate/penjualan',
      'data_penjualans',
      jualFile([jualRow('FG5', 'FJ5', '2026-01-05', '15', '1', 1_000_000)]),
    );
    expect(used.statusCode).toBe(422);
    expect(used.json().detail.errors).toEqual([
      { line: 0, reason: 'Data yang akan diganti masih dipakai dokumen lain: FG1 (Kas)' },
    ]);
    await t.db.$client.query(`DELETE FROM kas WHERE kode_toko = 'CBG' AND no_reff = 'FG1'`);
  });
});

describe('import: pembelian, cash, barang summary', () => {
  it('pembelian: headers, lines, a CASH line; status_valid DONE', async () => {
    const file = csv(
      [
        'NO_FAKTUR_GROUP',
        'NO_FAKTUR_BELI',
        'Tgl System',
        'Kode Gudang',
        'Kode Group',
        'Kode Dept',
        'Kode Barcode',
        'Nama Barang',
        'Berat',
        'Kadar',
        'Cash Rp',
        'Harga',
        'Kondisi',
        'Status Valid',
      ],
      [
        ['B1', 'B1-1', '2026-01-05', 'G1', 'EM', 'CN', '7', 'CINCIN', '2', '75', 1_500_000, 1_500_000, 'BAIK', 'OPEN'],
        ['B1', 'B1-2', '2026-01-05', 'G1', 'EM', 'CN', '', 'GELANG', '1', '75', 700_000, 700_000, 'RUSAK', 'OPEN'],
      ],
    );
    const r = await upload('pembelian/truncate', 'data_pembelians', file);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ rows: 2, total_berat: '3.000', total_rupiah: 2_200_000, committed: true });
    expect(
      await q(
        `SELECT no_faktur_group, jumlah_barang, total_harga, status_valid FROM pembelian WHERE kode_toko = 'CBG'`,
      ),
    ).toEqual([{ no_faktur_group: 'B1', jumlah_barang: 2, total_harga: 2_200_000, status_valid: 'DONE' }]);
    expect(
      await q(
        `SELECT no_faktur_beli, kode_barcode, kode_kondisi FROM pembelian_detail WHERE kode_toko = 'CBG' ORDER BY 1`,
      ),
    ).toEqual([
      { no_faktur_beli: 'B1-1', kode_barcode: '00000007', kode_kondisi: 'BAIK' },
      { no_faktur_beli: 'B1-2', kode_barcode: '-', kode_kondisi: 'RUSAK' },
    ]);
    expect(await q(`SELECT jenis, jumlah FROM pembelian_bayar WHERE kode_toko = 'CBG'`)).toEqual([
      { jenis: 'CASH', jumlah: 2_200_000 },
    ]);
  });

  it('cash: the drawer file replaces drawer rows of its dates, the non-cash file account rows', async () => {
    const head = ['No Rekening', 'Tanggal', 'Jenis', 'Deskripsi', 'Kategori', 'Jumlah In', 'Jumlah Out'];
    await t.db.$client.query(
      `INSERT INTO kas (kode_toko, tanggal, jenis, kategori, no_rekening, jumlah_in, input_by)
       VALUES ('CBG', '2026-01-05', 'MASUK', 'MDL', '', 5, 'T'), ('CBG', '2026-01-05', 'MASUK', 'MDL', 'BCA1', 7, 'T')`,
    );
    const cash = await upload(
      'cash/import-data-cash',
      'data',
      csv(head, [
        ['', '2026-01-05', 'MASUK', 'MODAL', 'MDL', 100_000, 0],
        ['', '2026-01-05', 'KELUAR', 'LISTRIK', 'OPS', 0, 40_000],
      ]),
      cbg,
      '?tipe=keuangan_cash',
    );
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json()).toMatchObject({ type: 'keuangan_cash', rows: 2, replaced: 1, total_rupiah: 140_000 });
    const nonCash = await upload(
      'cash/import-data-cash',
      'data',
      csv(head, [['BCA1', '2026-01-05', 'MASUK', 'TRANSFER', 'MDL', 300_000, 0]]),
      cbg,
      '?tipe=keuangan_non_cash',
    );
    expect(nonCash.statusCode, nonCash.body).toBe(200);
    expect(nonCash.json()).toMatchObject({ type: 'keuangan_non_cash', replaced: 1 });
    expect(
      await q(`SELECT no_rekening, jenis, jumlah_in, jumlah_out, impor_id IS NOT NULL AS imp FROM kas
                WHERE kode_toko = 'CBG' ORDER BY id`),
    ).toEqual([
      { no_rekening: '', jenis: 'MASUK', jumlah_in: 100_000, jumlah_out: 0, imp: true },
      { no_rekening: '', jenis: 'KELUAR', jumlah_in: 0, jumlah_out: 40_000, imp: true },
      { no_rekening: 'BCA1', jenis: 'MASUK', jumlah_in: 300_000, jumlah_out: 0, imp: true },
    ]);
    const noType = await upload('cash/import-data-cash', 'data', csv(head, [['', '2026-01-05', 'MASUK']]));
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Type Belum Di Pilih');
  });

  it('barang summary rows of the file dates', async () => {
    const r = await t.call('POST', 'truncate/barang-summary', {
      token: cbg,
      body: {
        barang_summary: [
          {
            tanggal: '2026-01-05',
            kode_dept: 'CN',
            kode_group: 'EM',
            kode_gudang: 'G1',
            stock_akhir: 4,
            berat_akhir: 8.5,
          },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(
      await q(`SELECT tanggal, kode_toko, stock_akhir, berat_akhir FROM barang_summary WHERE kode_toko = 'CBG'`),
    ).toEqual([{ tanggal: '2026-01-05', kode_toko: 'CBG', stock_akhir: 4, berat_akhir: '8.500' }]);
  });
});

describe('import: who imports for which store', () => {
  it('head office imports for the store it chooses; only that store is written', async () => {
    const before = await q(`SELECT kode_toko, count(*)::int AS n FROM master_gudang GROUP BY 1 ORDER BY 1`);
    const r = await t.call('POST', 'gudang/truncate?kode_toko=LAIN', {
      token: admin,
      body: { data_gudangs: [{ kode_gudang: 'L1', nama_gudang: 'GUDANG LAIN' }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().kode_toko).toBe('LAIN');
    const after = await q(`SELECT kode_toko, count(*)::int AS n FROM master_gudang GROUP BY 1 ORDER BY 1`);
    expect(after.filter((x) => x.kode_toko !== 'LAIN')).toEqual(before.filter((x) => x.kode_toko !== 'LAIN'));
    expect(await q(`SELECT kode_gudang FROM master_gudang WHERE kode_toko = 'LAIN'`)).toEqual([{ kode_gudang: 'L1' }]);
  });

  it("a branch's import never touches another store's rows; its kode_toko is refused", async () => {
    const lain = () => q(`SELECT kode_gudang FROM master_gudang WHERE kode_toko = 'LAIN'`);
    const r = await t.call('POST', 'gudang/truncate?kode_toko=LAIN', {
      token: cbg,
      body: { data_gudangs: [{ kode_gudang: 'X1', nama_gudang: 'X' }] },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Hanya Kantor Pusat Yang Dapat Import Data Toko Lain');
    expect(await lain()).toEqual([{ kode_gudang: 'L1' }]);
    const head = await t.call('POST', 'gudang/truncate?kode_toko=NOPE', {
      token: admin,
      body: { data_gudangs: [{ kode_gudang: 'X1' }] },
    });
    expect(head.statusCode).toBe(404);
  });

  it('§4 special case: a store of the fixed list (PST) keeps the file status values; JSON rows are all kept', async () => {
    await t.db.$client.query(`
      INSERT INTO master_group (kode_toko, kode_group, nama_group, jenis_group) VALUES ('PST', 'EM', 'EMAS', 'EMAS');
      INSERT INTO master_jenis (kode_toko, kode_dept, nama_dept, kode_group) VALUES ('PST', 'CN', 'CINCIN', 'EM');
      INSERT INTO master_gudang (kode_toko, kode_gudang, nama_gudang) VALUES ('PST', 'G1', 'GUDANG');`);
    const row = (no: string, status_tukar: string) => ({
      no_faktur_group: 'PG1',
      no_faktur_jual: no,
      tgl_system: '2026-01-05',
      kode_gudang: 'G1',
      kode_barcode: 5,
      kode_group: 'EM',
      kode_dept: 'CN',
      berat: 1.5,
      harga_total: 1_500_000,
      status_kembali: 'KEMBALI',
      status_valid: 'OPEN',
      status_tukar,
    });
    const r = await t.call('POST', 'truncate/penjualan', {
      token: admin,
      body: { data_penjualans: [row('PJ1', 'false'), row('PJ2', 'true')] },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ kode_toko: 'PST', rows: 2, total_berat: '3.000' });
    expect(await q(`SELECT status_valid FROM penjualan WHERE kode_toko = 'PST'`)).toEqual([{ status_valid: 'OPEN' }]);
    expect(
      await q(
        `SELECT no_faktur_jual, status_kembali, status_tukar, kode_barcode FROM penjualan_detail
          WHERE kode_toko = 'PST' ORDER BY 1`,
      ),
    ).toEqual([
      { no_faktur_jual: 'PJ1', status_kembali: 'KEMBALI', status_tukar: false, kode_barcode: '00000005' },
      { no_faktur_jual: 'PJ2', status_kembali: 'KEMBALI', status_tukar: true, kode_barcode: '00000005' },
    ]);
  });

  it('a manager (MU) may not import', async () => {
    const mu = await t.login('CBGMU', 'rahasia-mu');
    const r = await t.call('POST', 'gudang/truncate', { token: mu, body: { data_gudangs: [{ kode_gudang: 'G1' }] } });
    expect(r.statusCode).toBe(403);
  });

  it('progress goes to the socket room of the store and progress id', async () => {
    const seen: unknown[] = [];
    const orig = t.app.realtime.emitImportProgress;
    t.app.realtime.emitImportProgress = (k, id, p) => {
      seen.push([k, id, p.percentage, p.message]);
    };
    try {
      const r = await upload(
        'truncate/sales',
        'data_sales',
        csv(['Kode Sales', 'Nama Sales'], [['S1', 'ANI']]),
        cbg,
        '?preview=true&progress_id=p-1',
      );
      expect(r.statusCode).toBe(200);
    } finally {
      t.app.realtime.emitImportProgress = orig;
    }
    expect(seen[0]).toEqual(['CBG', 'p-1', 0, 'Membaca file…']);
    expect(seen.at(-1)).toEqual(['CBG', 'p-1', 100, 'Selesai']);
  });
});
