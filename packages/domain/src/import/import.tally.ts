/**
 * What the import preview reads off each typed row: the date it belongs to, the weight and rupiah it adds to the
 * totals, the key a second row of the same file may not repeat, and the running tally of a file's rows and errors.
 */
import type { ImportRowError, ImportType } from './import.contract.ts';
import type { ImportRow } from './import.fields.ts';
import { fromThousandths, weightThousandths } from './import.values.ts';

/** The date a history row belongs to (null for masters). */
export function importRowDate(type: ImportType, row: ImportRow): string | null {
  if (type === 'penjualan' || type === 'pembelian') return row.tgl_system as string;
  if (type === 'keuangan_cash' || type === 'keuangan_non_cash' || type === 'barang_summary')
    return row.tanggal as string;
  return null;
}

/** The weight and rupiah a row adds to the preview's totals (importResult.total_berat / total_rupiah). */
export function importRowTotals(type: ImportType, row: ImportRow): { berat: string; rupiah: number } {
  switch (type) {
    case 'penjualan':
      return { berat: row.berat as string, rupiah: row.harga_total as number };
    case 'pembelian':
      return { berat: row.berat as string, rupiah: row.harga as number };
    case 'keuangan_cash':
    case 'keuangan_non_cash':
      return { berat: '0.000', rupiah: (row.jumlah_in as number) + (row.jumlah_out as number) };
    case 'barang_summary':
      return { berat: row.berat_akhir as string, rupiah: 0 };
    default:
      return { berat: '0.000', rupiah: 0 };
  }
}

/** What identifies a row within its file and store (a second row with the same key is refused); null: none. */
export function importRowKey(type: ImportType, row: ImportRow): string | null {
  switch (type) {
    case 'master_sales':
      return row.kode_sales as string;
    case 'master_group':
      return row.kode_group as string;
    case 'master_jenis':
      return row.kode_dept as string;
    case 'master_gudang':
      return row.kode_gudang as string;
    case 'master_baki':
      return row.kode_baki as string;
    case 'penjualan':
      return row.no_faktur_jual as string;
    case 'pembelian':
      return row.no_faktur_beli as string;
    case 'barang_summary':
      return `${row.tanggal} ${row.kode_dept} ${row.kode_group} ${row.kode_gudang}`;
    default:
      return null;
  }
}

/** Keeps the preview's counts, date range and totals while rows stream by; at most `maxErrors` errors listed. */
export class ImportTally {
  rows = 0;
  tgl_from: string | null = null;
  tgl_to: string | null = null;
  /** Thousandths of a gram: an exact integer far below 2^53 for any real file. */
  private berat = 0;
  total_rupiah = 0;
  errors: ImportRowError[] = [];
  errors_total = 0;
  constructor(
    readonly type: ImportType,
    readonly maxErrors = 200,
  ) {}

  add(row: ImportRow): void {
    this.rows++;
    const d = importRowDate(this.type, row);
    if (d) {
      if (this.tgl_from === null || d < this.tgl_from) this.tgl_from = d;
      if (this.tgl_to === null || d > this.tgl_to) this.tgl_to = d;
    }
    const tot = importRowTotals(this.type, row);
    this.berat += weightThousandths(tot.berat);
    this.total_rupiah += tot.rupiah;
  }

  fail(line: number, reason: string): void {
    this.errors_total++;
    if (this.errors.length < this.maxErrors) this.errors.push({ line, reason });
  }

  get total_berat(): string {
    return fromThousandths(BigInt(this.berat));
  }
}
