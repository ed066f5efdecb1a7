/**
 * Reports declared as data (STYLE.md §3): filters, columns and totals. The server pairs each declaration with its
 * query; the web renders every report with one page (date range, filters, table with totals, PDF and Excel).
 */
import { z } from 'zod';
import { periodDays } from '../rules/dates.rules.ts';
import { tanggal } from '../schemas/fields.ts';
import { timestamp, wireDate } from '../schemas/wire.schemas.ts';

export type ReportColumnKind = 'text' | 'int' | 'money' | 'weight' | 'date' | 'datetime' | 'percent';

export type ReportColumn = {
  field: string;
  label: string;
  kind?: ReportColumnKind;
  /**
   * `true`: the TOTAL row sums the column. `'opening'` / `'closing'`: the column is a stock level (what was on hand,
   * not a flow), so its total adds, per group of the report's `levels`, the first (opening) or the last (closing)
   * row of the period — the same pieces are never counted once per day.
   */
  total?: boolean | 'opening' | 'closing';
};

/**
 * A filter of a report or of a list screen (Lihat Penjualan, Lihat Titipan…): the web renders every one with the same
 * control, and a list screen keeps their values in the URL.
 */
export type ReportFilter = {
  name: string;
  label: string;
  kind: 'date' | 'select' | 'text';
  /** Options read from a master's list. */
  ref?: { resource: string; value: string; label: string };
  /** Fixed options: the value itself, or a value shown with another label. */
  options?: readonly (string | { value: string; label: string })[];
  required?: boolean;
  /** Shown while nothing is picked (default `Semua`). */
  placeholder?: string;
  /** A text filter is typed upper-case unless `false` (a search box the server matches in any case). */
  upper?: boolean;
  /** The value when the screen opens (a date filter opens on the shop day). */
  default?: string;
};

export type ReportDef = {
  key: string;
  /** Screen route (spec §2.1), also the permission key. */
  route: string;
  title: string;
  /** GET path of the rows, e.g. `barang/report-tambah`. */
  api: string;
  filters: readonly ReportFilter[];
  columns: readonly ReportColumn[];
  orientation?: 'portrait' | 'landscape';
  /**
   * Rows written by the close (Tutup Toko), so the open shop day has none yet: said with this note, and the report's
   * dates open on the last closed day.
   */
  writtenAtClose?: string;
  /** For `opening`/`closing` totals: the date field and the fields naming one stock (a row per stock per day). */
  levels?: { date: string; key: readonly string[] };
  /**
   * Longest period (days, both ends counted) of a dated report (issue 16: a report never freezes the server). Row
   * reports (a line per sale line or invoice) declare ROW_REPORT_MAX_DAYS, aggregates SUMMARY_REPORT_MAX_DAYS; an
   * undeclared dated report gets REPORT_MAX_DAYS.
   */
  maxDays?: number;
};

/** Period caps of dated reports (issue 16). */
export const ROW_REPORT_MAX_DAYS = 31;
export const REPORT_MAX_DAYS = 92;
export const SUMMARY_REPORT_MAX_DAYS = 366;

/** The period cap of a report, or `undefined` for a report without a date range. */
export function reportMaxDays(r: ReportDef): number | undefined {
  const dated = r.filters.some((f) => f.name === 'tgl_from') && r.filters.some((f) => f.name === 'tgl_to');
  return dated ? (r.maxDays ?? REPORT_MAX_DAYS) : undefined;
}

export const reportPeriodMessage = (days: number) => `Periode Laporan Maksimal ${days} Hari`;

export const DATE_RANGE: readonly ReportFilter[] = [
  { name: 'tgl_from', label: 'Dari Tanggal', kind: 'date', required: true },
  { name: 'tgl_to', label: 'Sampai Tanggal', kind: 'date', required: true },
];

export const refFilter = (resource: string, name: string, label: string, display: string): ReportFilter => ({
  name,
  label,
  kind: 'select',
  ref: { resource, value: name, label: display },
});

export function defineReport<const R extends ReportDef>(r: R): R {
  return r;
}

/** Query schema of a report: required dates, optional upper-cased filters, and from ≤ to. */
export function reportQuerySchema(r: ReportDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of r.filters) {
    if (f.kind === 'date') shape[f.name] = f.required ? tanggal(f.label) : tanggal(f.label).optional();
    else
      shape[f.name] = z
        .string()
        .trim()
        .max(60)
        .toUpperCase()
        .optional()
        .transform((v) => v || undefined);
  }
  const max = reportMaxDays(r);
  return z
    .object(shape)
    .refine((q) => !q.tgl_from || !q.tgl_to || String(q.tgl_from) <= String(q.tgl_to), {
      message: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
      path: ['tgl_from'],
    })
    .refine(
      (q) =>
        max === undefined ||
        !q.tgl_from ||
        !q.tgl_to ||
        String(q.tgl_from) > String(q.tgl_to) ||
        periodDays(String(q.tgl_from), String(q.tgl_to)) <= max,
      { message: reportPeriodMessage(max ?? 0), path: ['tgl_to'] },
    );
}

/** A report row as the API answers it: the declared columns, each possibly empty (`null`). */
export type ReportRow = Record<string, string | number | null>;

function columnWire(kind: ReportColumnKind | undefined): z.ZodType {
  switch (kind ?? 'text') {
    case 'int':
    case 'money':
      return z.number().int().nullable();
    case 'weight':
    case 'percent':
      return z.number().nullable();
    case 'date':
      return wireDate.nullable();
    case 'datetime':
      return timestamp.nullable();
    default:
      return z.string().nullable();
  }
}

/** Response schema of a report: a bare array of rows carrying exactly the declared columns. */
export function reportRowsSchema(r: ReportDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const c of r.columns) shape[c.field] = columnWire(c.kind);
  return z.array(z.object(shape));
}
