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
import { BARCODE_LENGTH } from '../rules/barcode.rules.ts';
import type { ImportType } from './import.contract.ts';
import { IMPORT_FIELDS, type ImportFieldSpec, type ImportRow } from './import.fields.ts';
import { importBarcode, isMissing, MISSING_TEXT, NUM, toDate, toDateTime, toWeight } from './import.values.ts';

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

/** Typed row or the reasons it is refused (each reason names the field and the value). */
export type RowOutcome = { ok: true; row: ImportRow } | { ok: false; reasons: string[] };

const q = (v: string) => `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;

/** One field's text (trimmed; `missing` when empty) → its typed value in `row`, or the reason it is not one. */
function readField(
  name: string,
  f: ImportFieldSpec,
  v: string,
  missing: boolean,
  row: ImportRow,
  reasons: string[],
): void {
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
}

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
    readField(name, f, (raw ?? '').trim(), missing, row, reasons);
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
