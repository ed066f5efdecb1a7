/**
 * An import type's declaration (TypeDef: what it replaces, what may not be replaced, how it writes) and the
 * temporary staging table its rows are copied into, with the SQL helpers the declarations share. Everything runs
 * in the import's one transaction (impor.service.ts); the declarations are impor.masters.ts and impor.history.ts.
 */
import { IMPORT_FIELDS, type ImportFieldSpec, type ImportRow, type ImportType, kadarDariCetak } from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export const STAGE = 'imp_stage';

/** The staging column type of a field. */
function pgType(f: ImportFieldSpec): string {
  switch (f.kind) {
    case 'money':
    case 'int':
      return 'bigint';
    case 'weight':
      return 'numeric';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    default:
      return 'text';
  }
}

/**
 * Columns the server derives from a row's own fields, staged after the file's: a sale line's kadar from its printed
 * kadar (issue 25; null when the text names none — the write falls back to the group's persentase).
 */
const DERIVED: Partial<Record<ImportType, Record<string, { pg: string; of: (row: ImportRow) => string | null }>>> = {
  penjualan: { kadar: { pg: 'numeric', of: (row) => kadarDariCetak(String(row.kadar_cetak ?? '')) } },
};

/** Adds the derived columns to a checked row (before it is copied). */
export function deriveRow(type: ImportType, row: ImportRow): void {
  for (const [name, d] of Object.entries(DERIVED[type] ?? {})) row[name] = d.of(row);
}

export function stageColumns(type: ImportType): string[] {
  return ['line', ...Object.keys(IMPORT_FIELDS[type]), ...Object.keys(DERIVED[type] ?? {})];
}

export function createStageSql(type: ImportType): string {
  const fields = IMPORT_FIELDS[type] as Record<string, ImportFieldSpec>;
  const cols = Object.entries(fields).map(([n, f]) => `"${n}" ${pgType(f)}`);
  for (const [n, d] of Object.entries(DERIVED[type] ?? {})) cols.push(`"${n}" ${d.pg}`);
  return `CREATE TEMP TABLE ${STAGE} (line integer NOT NULL, ${cols.join(', ')}) ON COMMIT DROP`;
}

/** One row as a line of COPY's text format (tab-separated, `\N` for null). */
export function copyLine(columns: readonly string[], line: number, row: Record<string, unknown>): string {
  let out = String(line);
  for (let k = 1; k < columns.length; k++) {
    const v = row[columns[k] as string];
    out += '\t';
    if (v === null || v === undefined) out += '\\N';
    else if (typeof v === 'string') out += /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, esc) : v;
    else out += String(v);
  }
  return `${out}\n`;
}
const esc = (c: string) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r');

export type Scope = { kode_toko: string; tgl_from: string | null; tgl_to: string | null };
export type Replaced = { rows: number; documents: number; total_rupiah: number; total_berat: string };
/** A refusal of the whole file (line 0): what it would replace is still in use. */
export type InUse = { ref: string; noun: string };

export type TypeDef = {
  /** The staging rows that clash with the store's rows the import keeps (line + reason). */
  conflicts?: (s: Scope) => SQL;
  /** Rows of the store this import replaces. */
  replaced: (tx: Tx, s: Scope) => Promise<Replaced>;
  /** What still uses the rows it would replace or remove. */
  inUse: (tx: Tx, s: Scope) => Promise<InUse[]>;
  /** Archive, remove and write (commit only). */
  write: (tx: Tx, s: Scope, ctx: { arsip_id: string; user_id: string }) => Promise<void>;
};

export const rowsOf = async <T>(tx: Tx, q: SQL) => (await tx.execute(q)).rows as T[];
export const one = async <T>(tx: Tx, q: SQL) => (await rowsOf<T>(tx, q))[0] as T;
export const stage = sql.raw(STAGE);
/** '-' (the §5 "missing text") stands for "none" in a column where '' means none. */
export const none = (col: string) => sql.raw(`CASE WHEN s.${col} = '-' THEN '' ELSE s.${col} END`);
