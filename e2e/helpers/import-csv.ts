/**
 * Import files as the old system wrote them (spec §3, §5) for the browser tests, in a temp dir: a header of the
 * §3 field names, one line per row, and the final line break whose empty last line the parser discards (a file of
 * n lines gives n − 2 rows). Big files are written in chunks, never held whole in memory.
 */
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_FIELDS, type ImportType } from '@kilau/domain';

export type CsvValue = string | number | boolean | null | undefined;

const cell = (v: CsvValue): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const csvLine = (columns: readonly string[], row: Record<string, CsvValue>): string =>
  columns.map((c) => cell(row[c])).join(',');

export class CsvDir {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'kilau-import-'));

  /** Writes `name` with the columns as header and the rows; answers the file's path. */
  write(name: string, columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
    const p = path.join(this.dir, name);
    writeFileSync(p, `${[columns.join(','), ...rows.map((r) => csvLine(columns, r))].join('\n')}\n`);
    return p;
  }

  /** A big file: `count` rows made by `row(i)`, streamed to disk in chunks. */
  async writeMany(
    name: string,
    columns: readonly string[],
    count: number,
    row: (i: number) => Record<string, CsvValue>,
  ): Promise<string> {
    const p = path.join(this.dir, name);
    const out = createWriteStream(p);
    const put = (s: string) => new Promise<void>((res, rej) => out.write(s, (e) => (e ? rej(e) : res())));
    await put(`${columns.join(',')}\n`);
    let buf: string[] = [];
    for (let i = 0; i < count; i++) {
      buf.push(csvLine(columns, row(i)));
      if (buf.length === 5000) {
        await put(`${buf.join('\n')}\n`);
        buf = [];
      }
    }
    if (buf.length) await put(`${buf.join('\n')}\n`);
    await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
    return p;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The §3 columns of a type, in the spec's order. */
export const columnsOf = (type: ImportType): string[] => Object.keys(IMPORT_FIELDS[type]);

/**
 * A valid row of each type for store masters E75 (group), CC (jenis), ETL (gudang), B1 (baki), S01 (sales) on day
 * `tanggal`; `i` makes numbers and codes unique. Only the fields a row needs; the rest stay empty (`-` / 0).
 */
export function sampleRow(type: ImportType, i: number, tanggal: string): Record<string, CsvValue> {
  const n = String(i + 1).padStart(6, '0');
  switch (type) {
    case 'master_sales':
      return { kode_sales: i ? `S${n}` : 'S01', nama_sales: `SALES ${n}` };
    case 'master_group':
      return {
        kode_group: i ? `G${n}` : 'E75',
        nama_group: 'EMAS 75',
        jenis_group: 'EMAS',
        harga: 1_000_000,
        harga_modal: 900_000,
      };
    case 'master_jenis':
      return { kode_dept: i ? `J${n}` : 'CC', nama_dept: 'CINCIN', kode_group: 'E75' };
    case 'master_gudang':
      return { kode_gudang: i ? `W${n}` : 'ETL', nama_gudang: 'ETALASE' };
    case 'master_baki':
      return { kode_baki: i ? `B${n}` : 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' };
    case 'penjualan':
      return {
        no_faktur_group: `FJ-${n}`,
        no_faktur_jual: `FJ-${n}-1`,
        tgl_system: tanggal,
        kode_sales: 'S01',
        nama_customer: 'BUDI',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        kode_barcode: String(i + 1),
        kode_group: 'E75',
        kode_dept: 'CC',
        nama_barang: 'CINCIN POLOS',
        berat: '2.500',
        harga_jual: 2_500_000,
        harga_total: 2_500_000,
        cash_rp: 2_500_000,
        status_valid: 'DONE',
        jam: '10:00',
      };
    case 'pembelian':
      return {
        no_faktur_group: `FB-${n}`,
        no_faktur_beli: `FB-${n}-1`,
        tgl_system: tanggal,
        kode_sales: 'S01',
        nama_customer: 'SITI',
        kode_gudang: 'ETL',
        kode_group: 'E75',
        kode_dept: 'CC',
        nama_barang: 'CINCIN LAMA',
        berat: '1.250',
        harga: 1_000_000,
        cash_rp: 1_000_000,
        status_valid: 'DONE',
      };
    case 'keuangan_cash':
      return {
        tanggal,
        jenis: 'MASUK',
        deskripsi: 'MODAL',
        keterangan: 'SETOR MODAL',
        jumlah_in: 500_000 + i,
        no_reff: `KAS-${n}`,
      };
    case 'keuangan_non_cash':
      return {
        no_rekening: '123',
        tanggal,
        jenis: 'MASUK',
        deskripsi: 'TRANSFER',
        keterangan: 'TRANSFER MASUK',
        jumlah_in: 750_000 + i,
        no_reff: `BNK-${n}`,
      };
    case 'barang_summary':
      return {
        tanggal,
        kode_dept: 'CC',
        kode_group: 'E75',
        kode_gudang: 'ETL',
        stock_awal: 10,
        berat_awal: '25',
        stock_akhir: 10,
        berat_akhir: '25',
      };
  }
}
