/**
 * The import rows of each type (spec §3) and their rules (spec §4, §5): every field's kind, how a text value of the
 * CSV (or a JSON value of the §7.3 payload) becomes a typed value, and the reason in Indonesian when it cannot.
 *
 * - missing text → `-`, missing numbers → 0 (spec §5); codes are trimmed and upper-cased;
 * - `kode_barcode` is padded with zeros to 8 digits; a longer one is refused;
 * - numbers are plain decimals (`1500000`, `3.25`); rupiah are rounded to whole rupiah; weights keep 3 decimals
 *   exactly (text, never floats); nothing may be negative;
 * - dates are `YYYY-MM-DD` (a time after it is ignored) or `DD/MM/YYYY`, `DD-MM-YYYY`;
 * - §4: imported masters are active, groups get persentase 0; sales get status_kembali OPEN and status_valid DONE
 *   and purchases status_valid DONE — except for the stores of the spec's fixed store list (§3: T3, PG, T2, PST, TK,
 *   KG, TTK), where the file's values are used. The old client filtered that fixed list by the user's store and
 *   kept the file's values when it found exactly one match; Kilau's own store table always has exactly one, so the
 *   only reading that still distinguishes anything is the fixed list. status_tukar is false only for the text
 *   `false`.
 * - a code of another master (group, jenis, gudang) must exist in the store (`ImportContext`).
 */
import { z } from 'zod';
import { BARCODE_LENGTH } from '../rules/barcode.rules.ts';
import type { ImportRowError, ImportType } from './import.contract.ts';

export type ImportFieldKind = 'text' | 'code' | 'money' | 'int' | 'weight' | 'date' | 'datetime' | 'bool' | 'barcode';
export type ImportFieldSpec = {
  kind: ImportFieldKind;
  /** A missing value is refused (instead of `-` / 0). */
  required?: boolean;
  /** Must be a code of this master of the store. */
  ref?: 'group' | 'jenis' | 'gudang';
};

const t: ImportFieldSpec = { kind: 'text' };
const c: ImportFieldSpec = { kind: 'code' };
const req: ImportFieldSpec = { kind: 'code', required: true };
const m: ImportFieldSpec = { kind: 'money' };
const i: ImportFieldSpec = { kind: 'int' };
const w: ImportFieldSpec = { kind: 'weight' };
const day: ImportFieldSpec = { kind: 'date', required: true };
const b: ImportFieldSpec = { kind: 'bool' };
const group: ImportFieldSpec = { kind: 'code', required: true, ref: 'group' };
const jenis: ImportFieldSpec = { kind: 'code', required: true, ref: 'jenis' };
const gudang: ImportFieldSpec = { kind: 'code', required: true, ref: 'gudang' };

const CASH_FIELDS = {
  no_rekening: c,
  fee: m,
  ppn_rp: m,
  no_reff: t,
  tanggal: day,
  jenis: { kind: 'code', required: true },
  deskripsi: t,
  keterangan: t,
  kategori: c,
  jumlah_in: m,
  jumlah_out: m,
  status: t,
  input_by: t,
  input_date: { kind: 'datetime' },
  input_by_cashier: t,
  valid_by: t,
} satisfies Record<string, ImportFieldSpec>;

/** The fields of each import row, in the spec's order (§3). */
export const IMPORT_FIELDS = {
  master_sales: { kode_sales: req, nama_sales: t, no_hp: t, alamat: t },
  master_group: {
    kode_group: req,
    nama_group: t,
    jenis_group: c,
    harga: m,
    harga_modal: m,
    persentase: w,
    status_aktif: b,
  },
  master_jenis: { kode_dept: req, nama_dept: t, kode_group: group, status_aktif: b },
  master_gudang: { kode_gudang: req, nama_gudang: t, status_aktif: b },
  master_baki: { kode_baki: req, nama_baki: t, kode_gudang: gudang, berat_bandrol: w, berat_baki: w, status_aktif: b },
  penjualan: {
    no_generate: t,
    no_faktur_group: req,
    no_faktur_group_user: t,
    no_faktur_jual: req,
    tgl_system: day,
    kode_sales: c,
    kode_member: c,
    nama_customer: t,
    no_hp: t,
    nama_sales: t,
    kadar_cetak: t,
    alamat_customer: t,
    kode_gudang: gudang,
    kode_baki: c,
    kode_barcode: { kind: 'barcode', required: true },
    kode_barang: c,
    kode_group: group,
    kode_dept: jenis,
    kode_marketplace: c,
    nama_barang: t,
    berat_awal: w,
    berat: w,
    nama_atribut: t,
    berat_atribut: w,
    harga_jual: m,
    harga_gram: m,
    harga_atribut: m,
    ongkos: m,
    harga_total: m,
    input_by: t,
    status_kembali: c,
    status_valid: c,
    status_premi: t,
    status_tukar: t,
    no_titip_group: t,
    no_pesanan: t,
    jam: t,
    cash_rp: m,
    transfer_rp: m,
    debet_rp: m,
    tukar_rp: m,
    credit_rp: m,
    total_usd: w,
    curr: t,
    total_berlian_rp: m,
  },
  pembelian: {
    no_faktur_group: req,
    no_faktur_beli: req,
    tgl_system: day,
    kode_sales: c,
    kode_member: c,
    nama_customer: t,
    no_hp: t,
    alamat_customer: t,
    kode_gudang: gudang,
    no_faktur_ext: t,
    kode_group: group,
    kode_dept: jenis,
    kode_barcode: { kind: 'barcode' },
    nama_barang: t,
    berat_nota: w,
    berat: w,
    kadar: w,
    cash_rp: m,
    harga_nota: m,
    harga: m,
    harga_rata: m,
    kondisi: c,
    input_by: t,
    status_valid: c,
    type_kondisi: c,
  },
  keuangan_cash: CASH_FIELDS,
  keuangan_non_cash: CASH_FIELDS,
  barang_summary: {
    tanggal: day,
    kode_dept: jenis,
    kode_group: group,
    kode_gudang: gudang,
    kode_toko: c,
    stock_awal: i,
    berat_awal: w,
    stock_in: i,
    berat_in: w,
    stock_out: i,
    berat_out: w,
    stock_tambah: i,
    berat_tambah: w,
    stock_hancur: i,
    berat_hancur: w,
    stock_jual: i,
    berat_jual: w,
    stock_beli: i,
    berat_beli: w,
    stock_akhir: i,
    berat_akhir: w,
  },
} satisfies Record<ImportType, Record<string, ImportFieldSpec>>;

export type ImportValue = string | number | boolean | null;
/** A typed import row: text and codes (`-` when missing), rupiah/int as numbers, weights as exact text. */
export type ImportRow = Record<string, ImportValue>;

/** A JSON row of the §7.3 payload: every field optional, text or number (what the old client sent). */
const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();
function jsonRowSchema(type: ImportType) {
  return z.looseObject(Object.fromEntries(Object.keys(IMPORT_FIELDS[type]).map((k) => [k, jsonValue])));
}
/** The zod schema of one JSON row of each type (the §3 fields; extra fields are ignored). */
export const IMPORT_ROW_SCHEMAS = Object.fromEntries(
  (Object.keys(IMPORT_FIELDS) as ImportType[]).map((k) => [k, jsonRowSchema(k)]),
) as Record<ImportType, ReturnType<typeof jsonRowSchema>>;

/** Stores whose own file values of status_kembali / status_valid are kept (spec §4 special case; see above). */
export const IMPORT_FIXED_STORES = ['T3', 'PG', 'T2', 'PST', 'TK', 'KG', 'TTK'] as const;
export const importKeepsFileStatus = (kodeToko: string): boolean =>
  (IMPORT_FIXED_STORES as readonly string[]).includes(kodeToko);

/** What the row rules need to know about the store. */
export type ImportContext = {
  kode_toko: string;
  groups: ReadonlySet<string>;
  jenis: ReadonlySet<string>;
  gudang: ReadonlySet<string>;
};

const MISSING_TEXT = '-';
const isMissing = (v: string | undefined) => v === undefined || v.trim() === '';

const NUM = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Exact decimal text with 3 decimals (half up), or undefined when not a number. */
const PLAIN_WEIGHT = /^(\d{1,9})(?:\.(\d{0,3}))?$/;

export function toWeight(raw: string): string | undefined {
  const s = raw.trim();
  // fast path: up to 3 decimals, nothing to round
  const p = PLAIN_WEIGHT.exec(s);
  if (p) return `${Number(p[1])}.${(p[2] ?? '').padEnd(3, '0')}`;
  if (!NUM.test(s)) return undefined;
  const neg = s.startsWith('-');
  const body = s.replace(/^[+-]/, '');
  const [ip = '0', fp = ''] = body.split('.');
  let thousandths = BigInt(ip || '0') * 1000n + BigInt(fp.padEnd(3, '0').slice(0, 3) || '0');
  if ((fp[3] ?? '0') >= '5') thousandths += 1n;
  if (neg && thousandths !== 0n) thousandths = -thousandths;
  return fromThousandths(thousandths);
}

export function fromThousandths(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const s = `${a / 1000n}.${(a % 1000n).toString().padStart(3, '0')}`;
  return neg ? `-${s}` : s;
}

/** A normalized weight (`12.345`, from toWeight) in thousandths, as a number. */
export function weightThousandths(w: string): number {
  const dot = w.indexOf('.');
  return dot < 0 ? Number(w) * 1000 : Number(w.slice(0, dot)) * 1000 + Number(w.slice(dot + 1, dot + 4).padEnd(3, '0'));
}

export const thousandths = (weight: string): bigint => {
  const neg = weight.startsWith('-');
  const [ip = '0', fp = '000'] = weight.replace('-', '').split('.');
  const v = BigInt(ip) * 1000n + BigInt(fp.padEnd(3, '0').slice(0, 3));
  return neg ? -v : v;
};

/** A date of the file as `YYYY-MM-DD`, or undefined when it is not a real date. */
export function toDate(raw: string): string | undefined {
  const s = raw.trim();
  let y: number;
  let mo: number;
  let d: number;
  let mm = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (mm) {
    y = Number(mm[1]);
    mo = Number(mm[2]);
    d = Number(mm[3]);
  } else {
    mm = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?: .*)?$/.exec(s);
    if (!mm) return undefined;
    d = Number(mm[1]);
    mo = Number(mm[2]);
    y = Number(mm[3]);
  }
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return undefined;
  const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > dim) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** An ISO-like date-time (`YYYY-MM-DD HH:mm[:ss]`, with an optional zone), or undefined. */
function toDateTime(raw: string): string | undefined {
  const s = raw.trim();
  if (!toDate(s.slice(0, 10))) return undefined;
  return Number.isNaN(Date.parse(s.replace(' ', 'T'))) ? undefined : s.replace(' ', 'T');
}

/** kode_barcode padded with zeros to 8 (spec §5); undefined when longer than 8. */
export function importBarcode(raw: string): string | undefined {
  const s = raw.trim();
  if (s.length > BARCODE_LENGTH) return undefined;
  return s.padStart(BARCODE_LENGTH, '0');
}

/** Typed row or the reasons it is refused (each reason names the field and the value). */
export type RowOutcome = { ok: true; row: ImportRow } | { ok: false; reasons: string[] };

const q = (v: string) => `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;

/**
 * One row of the file (values by §5 header name, text as read) → a typed row by the §3 fields and the §4 status
 * rules, or the reasons it breaks a rule.
 */
export function normalizeImportRow(
  type: ImportType,
  values: Record<string, string | undefined>,
  ctx: ImportContext,
): RowOutcome {
  const fields = IMPORT_FIELDS[type] as Record<string, ImportFieldSpec>;
  const row: ImportRow = {};
  const reasons: string[] = [];
  for (const name in fields) {
    const f = fields[name] as ImportFieldSpec;
    const raw = values[name];
    const missing = isMissing(raw);
    if (missing && f.required) {
      reasons.push(`${name} wajib diisi`);
      continue;
    }
    const v = (raw ?? '').trim();
    switch (f.kind) {
      case 'text':
        row[name] = missing ? MISSING_TEXT : v;
        break;
      case 'code':
        row[name] = missing ? MISSING_TEXT : v.toUpperCase();
        break;
      case 'bool':
        row[name] = missing ? MISSING_TEXT : v;
        break;
      case 'barcode': {
        if (missing) {
          row[name] = MISSING_TEXT;
          break;
        }
        const bc = importBarcode(v);
        if (bc === undefined) reasons.push(`${name} ${q(v)} lebih dari ${BARCODE_LENGTH} digit`);
        else row[name] = bc;
        break;
      }
      case 'money':
      case 'int': {
        if (missing) {
          row[name] = 0;
          break;
        }
        if (!NUM.test(v)) {
          reasons.push(`${name} ${q(v)} bukan angka`);
          break;
        }
        const n = f.kind === 'money' ? Math.round(Number(v)) : Number(v);
        if (f.kind === 'int' && !Number.isInteger(n)) reasons.push(`${name} ${q(v)} harus bilangan bulat`);
        else if (n < 0) reasons.push(`${name} tidak boleh negatif (${v})`);
        else if (!Number.isSafeInteger(n)) reasons.push(`${name} ${q(v)} terlalu besar`);
        else row[name] = n;
        break;
      }
      case 'weight': {
        if (missing) {
          row[name] = '0.000';
          break;
        }
        const x = toWeight(v);
        if (x === undefined) reasons.push(`${name} ${q(v)} bukan angka`);
        else if (x.startsWith('-')) reasons.push(`${name} tidak boleh negatif (${v})`);
        else if (x.length > 13) reasons.push(`${name} ${q(v)} terlalu besar`);
        else row[name] = x;
        break;
      }
      case 'date': {
        const d = toDate(v);
        if (d === undefined) reasons.push(`${name} ${q(v)} bukan tanggal yang valid`);
        else row[name] = d;
        break;
      }
      case 'datetime': {
        if (missing) {
          row[name] = null;
          break;
        }
        const d = toDateTime(v);
        if (d === undefined) reasons.push(`${name} ${q(v)} bukan tanggal yang valid`);
        else row[name] = d;
        break;
      }
    }
    if (f.ref && typeof row[name] === 'string') {
      const code = row[name] as string;
      const known = f.ref === 'group' ? ctx.groups : f.ref === 'jenis' ? ctx.jenis : ctx.gudang;
      if (!known.has(code)) reasons.push(`${name} ${q(code)} tidak dikenal di master ${f.ref} toko ${ctx.kode_toko}`);
    }
  }
  if (reasons.length === 0) applyTypeRules(type, row, ctx, reasons);
  return reasons.length ? { ok: false, reasons } : { ok: true, row };
}

const OPEN_DONE = ['OPEN', 'DONE'];

/** §4 status rules and the rules a row of a type must meet as a whole. */
function applyTypeRules(type: ImportType, row: ImportRow, ctx: ImportContext, reasons: string[]): void {
  const keep = importKeepsFileStatus(ctx.kode_toko);
  switch (type) {
    case 'master_group':
      row.persentase = '0.000';
      row.status_aktif = true;
      break;
    case 'master_sales':
    case 'master_jenis':
    case 'master_gudang':
    case 'master_baki':
      row.status_aktif = true;
      break;
    case 'penjualan': {
      row.status_tukar = row.status_tukar !== 'false';
      if (keep) {
        if (row.status_kembali === MISSING_TEXT) row.status_kembali = 'OPEN';
        if (row.status_valid === MISSING_TEXT) row.status_valid = 'DONE';
        if (!OPEN_DONE.includes(row.status_valid as string))
          reasons.push(`status_valid ${q(String(row.status_valid))} harus OPEN atau DONE`);
      } else {
        row.status_kembali = 'OPEN';
        row.status_valid = 'DONE';
      }
      break;
    }
    case 'pembelian': {
      if (keep) {
        if (row.status_valid === MISSING_TEXT) row.status_valid = 'DONE';
        if (!OPEN_DONE.includes(row.status_valid as string))
          reasons.push(`status_valid ${q(String(row.status_valid))} harus OPEN atau DONE`);
      } else row.status_valid = 'DONE';
      // a bought piece has a weight and a price (pembelian_detail_harga_ck)
      if (row.berat === '0.000') reasons.push('berat harus lebih dari 0');
      if (row.harga === 0) reasons.push('harga harus lebih dari 0');
      break;
    }
    case 'keuangan_cash':
    case 'keuangan_non_cash': {
      if (row.jenis !== 'MASUK' && row.jenis !== 'KELUAR')
        reasons.push(`jenis ${q(String(row.jenis))} harus MASUK atau KELUAR`);
      if (type === 'keuangan_cash') {
        if (row.no_rekening !== MISSING_TEXT)
          reasons.push(`no_rekening ${q(String(row.no_rekening))} harus kosong untuk Keuangan Cash`);
        row.no_rekening = '';
      } else if (row.no_rekening === MISSING_TEXT) reasons.push('no_rekening wajib diisi untuk Keuangan Non Cash');
      if (row.kategori === MISSING_TEXT) row.kategori = '';
      if (row.no_reff === MISSING_TEXT) row.no_reff = '';
      break;
    }
    case 'barang_summary':
      if (row.kode_toko !== MISSING_TEXT && row.kode_toko !== ctx.kode_toko)
        reasons.push(`kode_toko ${q(String(row.kode_toko))} bukan toko ${ctx.kode_toko}`);
      row.kode_toko = ctx.kode_toko;
      break;
  }
}

/** A JSON value of the §7.3 payload as the CSV text it stands for. */
export function jsonToText(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

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
