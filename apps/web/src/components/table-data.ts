/** Pure helpers of the DataTable: client-side search across columns and the CSV rows of an export. */
import { formatTanggal } from '@kilau/domain';

export type Row = Record<string, unknown>;

/** A column as search and export see it: the key, its title, and how its value reads as text. */
export type TextColumn<R extends Row = Row> = { key: string; title: string; text?: (row: R) => string };

export function cellText<R extends Row>(row: R, col: TextColumn<R>): string {
  if (col.text) return col.text(row);
  const v = row[col.key];
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'Ya' : 'Tidak';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatTanggal(v);
  return String(v);
}

/** Rows where any column contains every word of the query (case-insensitive). */
export function filterRows<R extends Row>(rows: readonly R[], query: string, cols: readonly TextColumn<R>[]): R[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const hay = cols.map((c) => cellText(row, c).toLowerCase()).join('\u0000');
    return words.every((w) => hay.includes(w));
  });
}

/** Header row plus one row per record, values as the screen reads them. */
export function csvMatrix<R extends Row>(rows: readonly R[], cols: readonly TextColumn<R>[]): string[][] {
  return [cols.map((c) => c.title), ...rows.map((r) => cols.map((c) => cellText(r, c)))];
}

/** `jenis-batu` + date → `jenis-batu-2026-03-10.csv`. */
export const csvFileName = (base: string, ymd: string) =>
  `${base.replace(/^\/+/, '').replace(/[^a-zA-Z0-9_-]+/g, '-') || 'data'}-${ymd}.csv`;
