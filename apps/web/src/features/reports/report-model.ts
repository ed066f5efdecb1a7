/**
 * The pure side of the generic report page: how a declared column's value reads (screen, PDF) and counts
 * (totals, Excel), the request query of a report, and rows derived per report (the tax recap's ongkos).
 */
import {
  addDays,
  formatNumber,
  formatRupiah,
  formatTanggal,
  type ReportColumn,
  type ReportColumnKind,
  type ReportDef,
  type ReportRow,
} from '@kilau/domain';
import { formatWaktu } from '../../lib/shop-time.ts';

export type { ReportRow };

export const kindOfColumn = (c: ReportColumn): ReportColumnKind => c.kind ?? 'text';
export const isNumericKind = (k: ReportColumnKind) => k === 'int' || k === 'money' || k === 'weight' || k === 'percent';

/** A value as a finite number (rupiah and counts may arrive as strings from `numeric` columns), else null. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The text a cell shows, on screen and in the PDF. */
export function formatCell(kind: ReportColumnKind, v: unknown): string {
  if (v === null || v === undefined || v === '') return kind === 'text' ? '-' : isNumericKind(kind) ? '0' : '-';
  switch (kind) {
    case 'money':
    case 'int':
      return formatRupiah(toNumber(v) ?? 0);
    case 'weight':
      return formatNumber(toNumber(v) ?? 0);
    case 'percent':
      return `${formatNumber(toNumber(v) ?? 0, 2)}%`;
    case 'date':
      return formatTanggal(String(v).slice(0, 10));
    case 'datetime':
      return formatWaktu(String(v));
    default:
      if (typeof v === 'boolean') return v ? 'Ya' : 'Tidak';
      return String(v);
  }
}

/** Sum of a column: weights exact in milligrams, the rest as whole numbers. */
export function sumColumn(kind: ReportColumnKind, rows: readonly ReportRow[], field: string): number {
  if (kind === 'weight') {
    let mg = 0;
    for (const r of rows) {
      const n = toNumber(r[field]);
      if (n !== null) mg += Math.round(n * 1000);
    }
    return mg / 1000;
  }
  let s = 0;
  for (const r of rows) s += toNumber(r[field]) ?? 0;
  return s;
}

/**
 * The rows of a stock level's total: per stock (`levels.key`), its first (`opening`) or last (`closing`) row by date.
 * A stock that starts within the period opens at its first day's level; one that ends in it closes at its last.
 */
export function levelRows(
  levels: NonNullable<ReportDef['levels']>,
  rows: readonly ReportRow[],
  which: 'opening' | 'closing',
): ReportRow[] {
  const pick = new Map<string, ReportRow>();
  for (const r of rows) {
    const key = JSON.stringify(levels.key.map((k) => r[k] ?? null));
    const have = pick.get(key);
    const day = String(r[levels.date] ?? '');
    const haveDay = have ? String(have[levels.date] ?? '') : '';
    if (!have || (which === 'opening' ? day < haveDay : day > haveDay)) pick.set(key, r);
  }
  return [...pick.values()];
}

/** Totals of the columns declared with `total`: sums, and stock levels at the period's opening and closing. */
export function reportTotals(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  levels?: ReportDef['levels'],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of columns) {
    if (!c.total) continue;
    const of = c.total === true || !levels ? rows : levelRows(levels, rows, c.total);
    out[c.field] = sumColumn(kindOfColumn(c), of, c.field);
  }
  return out;
}

/**
 * The day a report's dates open on: the shop day, or — for a report written at the close (the open shop day has no
 * rows yet) — the last closed day, the day before the shop day (Tutup Toko moves the shop day on by one).
 */
export function reportDefaultDay(def: ReportDef, shopDay: string): string {
  return def.writtenAtClose && shopDay ? addDays(shopDay, -1) : shopDay;
}

/** Filter values as the report's GET query: blanks left out. */
export function reportQuery(def: ReportDef, values: Record<string, string | undefined>): Record<string, string> {
  const q: Record<string, string> = {};
  for (const f of def.filters) {
    const v = values[f.name]?.trim();
    if (v) q[f.name] = v;
  }
  return q;
}

/** The note of a report written at the close when its range reaches the open shop day (that day has no rows yet). */
export function openDayNote(def: ReportDef, to: string, shopDay: string): string | undefined {
  return def.writtenAtClose && shopDay && to >= shopDay ? def.writtenAtClose : undefined;
}

export const hasDateRange = (def: ReportDef) =>
  def.filters.some((f) => f.name === 'tgl_from') && def.filters.some((f) => f.name === 'tgl_to');

/**
 * Rows as every output shows them. The tax recap (spec §2.8) prints ongkos = harga_total − total_24k: computed
 * here from the two columns, whatever the server sent, so screen, PDF and Excel agree with the spec's rule.
 */
export function prepareRows(def: ReportDef, rows: readonly ReportRow[]): ReportRow[] {
  if (def.key !== 'penjualan-rekap') return rows.map((r) => ({ ...r }));
  return rows.map((r) => ({ ...r, ongkos: (toNumber(r.harga_total) ?? 0) - (toNumber(r.total_24k) ?? 0) }));
}

/** `/laporan-tambah-barang`, 2026-03-01..2026-03-10 → `laporan-tambah-barang_2026-03-01_2026-03-10.xlsx`. */
export function reportFileName(def: ReportDef, from: string, to: string, ext: 'pdf' | 'xlsx'): string {
  const base = def.route.replace(/^\/+/, '').replace(/[^a-zA-Z0-9-]+/g, '-') || def.key;
  const span = from === to ? from : `${from}_${to}`;
  return `${base}_${span}.${ext}`;
}
