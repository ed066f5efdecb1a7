import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvRecordParser, headerName, ImportCsvReader, parseImportCsv } from './import.csv.ts';
import { IMPORT_FIELDS, IMPORT_ROW_SCHEMAS } from './import.fields.ts';
import { type ImportContext, importKeepsFileStatus, normalizeImportRow } from './import.rows.ts';
import { ImportTally } from './import.tally.ts';
import { importBarcode, toDate, toWeight } from './import.values.ts';

const ctx = (kode_toko = 'CBG'): ImportContext => ({
  kode_toko,
  groups: new Set(['EM', 'BR']),
  jenis: new Set(['CN', 'GL']),
  gudang: new Set(['G1']),
});

/** A valid penjualan row of the file (text values by header name). */
const jual = (over: Record<string, string> = {}) => ({
  no_faktur_group: 'FG1',
  no_faktur_jual: 'FJ1',
  tgl_system: '2026-01-05',
  kode_gudang: 'G1',
  kode_barcode: '123',
  kode_group: 'EM',
  kode_dept: 'CN',
  berat: '3.5',
  harga_total: '3500000',
  ...over,
});

describe('§5 parsing', () => {
  it('header: lower-cased, the first space only → underscore', () => {
    expect(headerName('Kode Barcode')).toBe('kode_barcode');
    expect(headerName('No Faktur Group')).toBe('no_faktur group');
    expect(headerName('\uFEFFTGL_SYSTEM ')).toBe('tgl_system');
  });

  it('the first line is the header and the last parsed row is discarded', () => {
    const { columns, rows } = parseImportCsv('Kode Sales,Nama Sales\nS1,ANI\nS2,BUDI\nTOTAL,2\n');
    expect(columns).toEqual(['kode_sales', 'nama_sales']);
    // 5 lines (header, S1, S2, TOTAL and the empty one after the last line break) → 3 rows
    expect(rows.map((r) => r.values.kode_sales)).toEqual(['S1', 'S2', 'TOTAL']);
    expect(parseImportCsv('kode_sales\nS1\nS2').rows.map((r) => r.values.kode_sales)).toEqual(['S1']);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
  });

  it('quoted fields hold commas, quotes and line breaks; CRLF and semicolons are read', () => {
    const { rows } = parseImportCsv('a,b\r\n"x, ""y""","multi\nline"\r\nnext,2\r\n\r\n');
    expect(rows[0]?.values).toEqual({ a: 'x, "y"', b: 'multi\nline' });
    expect(rows[1]?.values).toEqual({ a: 'next', b: '2' });
    expect(rows[1]?.line).toBe(4);
    expect(parseImportCsv('a;b\n1;2\n').rows[0]?.values).toEqual({ a: '1', b: '2' });
  });

  it('reads the same in chunks of any size as at once', () => {
    const text = 'a,b,c\n"q""1",2,"x\ny"\n3,,"5"\n\n';
    const whole = parseImportCsv(text).rows;
    for (let size = 1; size <= text.length; size++) {
      const r = new ImportCsvReader();
      const got = [];
      for (let k = 0; k < text.length; k += size) got.push(...r.push(text.slice(k, k + size)));
      got.push(...r.end());
      expect(got).toEqual(whole);
    }
  });

  it('missing text → "-", missing numbers → 0, kode_barcode padded to 8', () => {
    const r = normalizeImportRow('penjualan', jual({ nama_barang: '', ongkos: '' }), ctx());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.row.nama_barang).toBe('-');
    expect(r.row.alamat_customer).toBe('-');
    expect(r.row.ongkos).toBe(0);
    expect(r.row.berat_atribut).toBe('0.000');
    expect(r.row.kode_barcode).toBe('00000123');
    expect(r.row.berat).toBe('3.500');
  });

  it('refuses a row with its reasons in Indonesian', () => {
    const bad = normalizeImportRow(
      'penjualan',
      jual({ tgl_system: '2026-02-30', berat: '-1', kode_group: 'XX', kode_barcode: '123456789', harga_total: 'abc' }),
      ctx(),
    );
    expect(bad).toEqual({
      ok: false,
      reasons: [
        'tgl_system "2026-02-30" bukan tanggal yang valid',
        'kode_barcode "123456789" lebih dari 8 digit',
        'kode_group "XX" tidak dikenal di master group toko CBG',
        'berat tidak boleh negatif (-1)',
        'harga_total "abc" bukan angka',
      ],
    });
    expect(normalizeImportRow('penjualan', jual({ no_faktur_jual: '' }), ctx())).toEqual({
      ok: false,
      reasons: ['no_faktur_jual wajib diisi'],
    });
    expect(normalizeImportRow('master_jenis', { kode_dept: 'X', kode_group: 'ZZ' }, ctx())).toEqual({
      ok: false,
      reasons: ['kode_group "ZZ" tidak dikenal di master group toko CBG'],
    });
    expect(normalizeImportRow('master_baki', { kode_baki: 'B1', kode_gudang: 'G9' }, ctx()).ok).toBe(false);
  });

  it('dates, weights and barcodes', () => {
    expect(toDate('2026-01-05T10:00:00.000Z')).toBe('2026-01-05');
    expect(toDate('05/01/2026')).toBe('2026-01-05');
    expect(toDate('29-02-2024')).toBe('2024-02-29');
    expect(toDate('29-02-2025')).toBeUndefined();
    expect(toDate('kemarin')).toBeUndefined();
    expect(toWeight('1.2345')).toBe('1.235');
    expect(toWeight('.5')).toBe('0.500');
    expect(toWeight('1e3')).toBeUndefined();
    expect(importBarcode('12345678')).toBe('12345678');
    expect(importBarcode('1')).toBe('00000001');
  });
});

describe('§4 status rules', () => {
  it('sales: status_kembali OPEN and status_valid DONE, except the fixed stores keep the file values', () => {
    const file = jual({ status_kembali: 'KEMBALI', status_valid: 'OPEN' });
    const r = normalizeImportRow('penjualan', file, ctx('CBG'));
    expect(r.ok && [r.row.status_kembali, r.row.status_valid]).toEqual(['OPEN', 'DONE']);
    const kept = normalizeImportRow('penjualan', file, ctx('T3'));
    expect(kept.ok && [kept.row.status_kembali, kept.row.status_valid]).toEqual(['KEMBALI', 'OPEN']);
    expect(importKeepsFileStatus('PST')).toBe(true);
    expect(importKeepsFileStatus('TRA')).toBe(false);
    // the database keeps OPEN/DONE only: a fixed store's other value is refused rather than lost
    expect(normalizeImportRow('penjualan', jual({ status_valid: 'X' }), ctx('T3')).ok).toBe(false);
  });

  it('purchases: status_valid DONE outside the fixed stores', () => {
    const row = {
      no_faktur_group: 'B1',
      no_faktur_beli: 'B1-1',
      tgl_system: '2026-01-05',
      kode_gudang: 'G1',
      kode_group: 'EM',
      kode_dept: 'CN',
      berat: '2',
      harga: '100',
      status_valid: 'OPEN',
    };
    const r = normalizeImportRow('pembelian', row, ctx('CBG'));
    expect(r.ok && r.row.status_valid).toBe('DONE');
    const kept = normalizeImportRow('pembelian', row, ctx('PG'));
    expect(kept.ok && kept.row.status_valid).toBe('OPEN');
    expect(normalizeImportRow('pembelian', { ...row, harga: '0' }, ctx()).ok).toBe(false);
  });

  it('status_tukar is false only for the text "false"', () => {
    for (const [text, want] of [
      ['false', false],
      ['FALSE', true],
      ['true', true],
      ['', true],
      ['0', true],
    ] as const) {
      const r = normalizeImportRow('penjualan', jual({ status_tukar: text }), ctx());
      expect(r.ok && r.row.status_tukar).toBe(want);
    }
  });

  it('imported masters are active; groups get persentase 0', () => {
    const g = normalizeImportRow(
      'master_group',
      { kode_group: 'em', nama_group: 'EMAS', persentase: '12', status_aktif: 'false' },
      ctx(),
    );
    expect(g.ok && g.row).toMatchObject({ kode_group: 'EM', persentase: '0.000', status_aktif: true });
    for (const type of ['master_sales', 'master_jenis', 'master_gudang', 'master_baki'] as const) {
      const r = normalizeImportRow(
        type,
        { kode_sales: 'S', kode_dept: 'D', kode_group: 'EM', kode_gudang: 'G1', kode_baki: 'B', status_aktif: 'false' },
        ctx(),
      );
      expect(r.ok && r.row.status_aktif).toBe(true);
    }
  });

  it('cash: MASUK/KELUAR; the drawer file has no account, the non-cash file must', () => {
    const row = { tanggal: '2026-01-05', jenis: 'MASUK', jumlah_in: '1000' };
    const cash = normalizeImportRow('keuangan_cash', row, ctx());
    expect(cash.ok && cash.row.no_rekening).toBe('');
    expect(normalizeImportRow('keuangan_cash', { ...row, no_rekening: 'BCA1' }, ctx()).ok).toBe(false);
    expect(normalizeImportRow('keuangan_non_cash', row, ctx()).ok).toBe(false);
    expect(normalizeImportRow('keuangan_non_cash', { ...row, no_rekening: 'bca1' }, ctx()).ok).toBe(true);
    expect(normalizeImportRow('keuangan_cash', { ...row, jenis: 'PINDAH' }, ctx()).ok).toBe(false);
  });

  it('barang summary rows belong to the importing store', () => {
    const row = { tanggal: '2026-01-05', kode_dept: 'CN', kode_group: 'EM', kode_gudang: 'G1', kode_toko: 'LAIN' };
    expect(normalizeImportRow('barang_summary', row, ctx())).toEqual({
      ok: false,
      reasons: ['kode_toko "LAIN" bukan toko CBG'],
    });
    const ok = normalizeImportRow('barang_summary', { ...row, kode_toko: '' }, ctx());
    expect(ok.ok && ok.row.kode_toko).toBe('CBG');
  });

  it('JSON row schemas carry the §3 fields of every type', () => {
    for (const type of Object.keys(IMPORT_FIELDS) as (keyof typeof IMPORT_FIELDS)[]) {
      const shape = IMPORT_ROW_SCHEMAS[type].shape as Record<string, unknown>;
      expect(Object.keys(shape)).toEqual(Object.keys(IMPORT_FIELDS[type]));
    }
    expect(Object.keys(IMPORT_FIELDS.penjualan)).toHaveLength(45);
    expect(IMPORT_ROW_SCHEMAS.penjualan.safeParse({ berat: 1, kode_barcode: '1' }).success).toBe(true);
    expect(IMPORT_ROW_SCHEMAS.penjualan.safeParse({ berat: { x: 1 } }).success).toBe(false);
  });

  it('the tally counts rows, the date range and exact totals', () => {
    const tally = new ImportTally('penjualan');
    for (const [d, b, h] of [
      ['2026-01-07', '0.1', '10'],
      ['2026-01-05', '0.2', '20'],
    ] as const) {
      const r = normalizeImportRow('penjualan', jual({ tgl_system: d, berat: b, harga_total: h }), ctx());
      if (r.ok) tally.add(r.row);
    }
    expect([tally.rows, tally.tgl_from, tally.tgl_to, tally.total_berat, tally.total_rupiah]).toEqual([
      2,
      '2026-01-05',
      '2026-01-07',
      '0.300',
      30,
    ]);
  });
});

describe('properties', () => {
  const cell = fc.stringMatching(/^[A-Za-z0-9 .,"\n-]{0,8}$/);
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

  it('any CSV that parses has as many rows as lines − 2', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^\n\r"]*$/), { minLength: 2, maxLength: 40 }), (lines) => {
        expect(parseImportCsv(lines.join('\n')).rows).toHaveLength(lines.length - 2);
      }),
    );
  });

  it('quoted records round-trip in any chunking, one record per written row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 50 }),
        (records, size) => {
          const text = `${['a', 'b'].join(',')}\n${records.map((r) => r.map(quote).join(',')).join('\n')}\n`;
          const p = new CsvRecordParser();
          const out = [];
          for (let k = 0; k < text.length; k += size) out.push(...p.push(text.slice(k, k + size)));
          out.push(...p.end());
          // header + records + the empty record after the final line break
          expect(out.map((r) => r.fields).slice(1, -1)).toEqual(records);
        },
      ),
    );
  });

  it('barcodes are always 8 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), (bc) => {
        const r = normalizeImportRow('penjualan', jual({ kode_barcode: bc }), ctx());
        expect(r.ok && r.row.kode_barcode).toMatch(/^\d{8}$/);
        expect(r.ok && Number(r.row.kode_barcode)).toBe(Number(bc));
      }),
    );
  });
});
