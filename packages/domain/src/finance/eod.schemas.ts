/**
 * The end-of-day report (laporan EOD, issue 12): written once by the close (Tutup Toko) for a store and day and never
 * changed afterwards. It is a list of sections, each built by a registered section builder on the server (sales,
 * buy-backs, deposits, payments, cash book, drawer count, barang summary, authorizations — modules landing later add
 * theirs). A section holds figures (label + value) and tables (declared columns, rows, totals computed when the
 * report was written), so the screen and the PDF render any section without knowing it.
 */
import { z } from 'zod';
import { timestamp, wireDate } from '../schemas/wire.schemas.ts';
import { fromMg, toMg } from '../stock/weight.rules.ts';

export const EOD_KINDS = ['text', 'int', 'money', 'weight', 'date', 'datetime'] as const;
export type EodKind = (typeof EOD_KINDS)[number];

/** A value of a figure or cell: money and counts are integers, weights exact decimal strings, dates `YYYY-MM-DD`. */
export const eodValueSchema = z.union([z.string(), z.number(), z.null()]);
export type EodValue = z.infer<typeof eodValueSchema>;

const WEIGHT = /^-?\d+(\.\d+)?$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value fits its kind (an empty value fits every kind). */
export function eodValueFits(kind: EodKind, v: EodValue | undefined): boolean {
  if (v === null || v === undefined) return true;
  switch (kind) {
    case 'int':
    case 'money':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'weight':
      return typeof v === 'string' && WEIGHT.test(v);
    case 'date':
      return typeof v === 'string' && YMD.test(v);
    default:
      return typeof v === 'string';
  }
}

export const eodFigureSchema = z
  .object({ key: z.string().min(1), label: z.string().min(1), kind: z.enum(EOD_KINDS), value: eodValueSchema })
  .refine((f) => eodValueFits(f.kind, f.value), { message: 'Nilai Tidak Sesuai Jenisnya' });
export type EodFigure = z.infer<typeof eodFigureSchema>;

export const eodColumnSchema = z.object({
  field: z.string().min(1),
  label: z.string().min(1),
  kind: z.enum(EOD_KINDS),
  total: z.boolean().optional(),
});
export type EodColumn = z.infer<typeof eodColumnSchema>;

export const eodTableSchema = z
  .object({
    key: z.string().min(1),
    title: z.string(),
    columns: z.array(eodColumnSchema).min(1),
    rows: z.array(z.record(z.string(), eodValueSchema)),
    /** Totals of the columns declared with `total`, as computed when the report was written. */
    totals: z.record(z.string(), eodValueSchema),
    /** What the table says when it has no row. */
    empty: z.string(),
  })
  .refine((t) => t.rows.every((r) => t.columns.every((c) => eodValueFits(c.kind, r[c.field]))), {
    message: 'Nilai Tabel Tidak Sesuai Jenisnya',
  });
export type EodTable = z.infer<typeof eodTableSchema>;

/** What a section builder answers. */
export const eodSectionBodySchema = z.object({
  figures: z.array(eodFigureSchema),
  tables: z.array(eodTableSchema),
  /** Plain sentences shown under the figures (e.g. that no drawer count was made). */
  notes: z.array(z.string()),
});
export type EodSectionBody = z.infer<typeof eodSectionBodySchema>;

export const eodSectionSchema = eodSectionBodySchema.extend({ key: z.string().min(1), title: z.string().min(1) });
export type EodSection = z.infer<typeof eodSectionSchema>;

/** The stored document (`eod_report.data`). */
export const eodDataSchema = z.object({
  versi: z.literal(1),
  kode_toko: z.string(),
  nama_toko: z.string(),
  tanggal: wireDate,
  /** Who closed the day. */
  ditutup_oleh: z.string(),
  sections: z.array(eodSectionSchema),
});
export type EodData = z.infer<typeof eodDataSchema>;

/** `GET eod/by-date/:tanggal`: the report of a closed day as stored. */
export const eodReportSchema = z.object({
  kode_toko: z.string(),
  tanggal: wireDate,
  created_by: z.string(),
  created_at: timestamp,
  data: eodDataSchema,
});
export type EodReport = z.infer<typeof eodReportSchema>;

/** `GET eod/days`: every closed day of the store that has a report, newest first. */
export const eodDaysSchema = z.array(z.object({ tanggal: wireDate, created_by: z.string(), created_at: timestamp }));
export type EodDays = z.infer<typeof eodDaysSchema>;

export const eodDateParam = z.object({ tanggal: z.iso.date({ error: 'Tanggal Harus Berformat YYYY-MM-DD' }) });

export const EOD_TEXT = {
  notFound: (tanggal: string) => `Laporan EOD Tanggal ${tanggal} Tidak Ditemukan`,
} as const;

/** A figure of a section of a report (undefined when the section or the figure is not there). */
export function eodFigure(data: Pick<EodData, 'sections'>, section: string, key: string): EodValue | undefined {
  return data.sections.find((s) => s.key === section)?.figures.find((f) => f.key === key)?.value;
}

/** A table of a section of a report. */
export function eodTable(data: Pick<EodData, 'sections'>, section: string, key: string): EodTable | undefined {
  return data.sections.find((s) => s.key === section)?.tables.find((t) => t.key === key);
}

/** Totals of the columns declared with `total`: money and counts as integers, weights exact (milligrams). */
export function eodTotals(
  columns: readonly EodColumn[],
  rows: readonly Record<string, EodValue>[],
): Record<string, EodValue> {
  const out: Record<string, EodValue> = {};
  for (const c of columns) {
    if (!c.total) continue;
    if (c.kind === 'weight') {
      let mg = 0;
      for (const r of rows) {
        const v = r[c.field];
        if (v !== null && v !== undefined && v !== '') mg += toMg(v);
      }
      out[c.field] = fromMg(mg);
    } else {
      let s = 0;
      for (const r of rows) s += typeof r[c.field] === 'number' ? (r[c.field] as number) : 0;
      out[c.field] = s;
    }
  }
  return out;
}
