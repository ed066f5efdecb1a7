/**
 * The sections of the end-of-day report (issue 12). Each domain registers a builder that reads its day inside the
 * close transaction and answers figures and tables; the close step (eod.close-step.ts) runs them in order and stores
 * the result once. Modules that land later (orders, services, loans) register theirs the same way:
 *
 *   registerEodSection({ key: 'pesanan', title: 'Pesanan', order: 35, build: async (tx, ctx) => ({ ... }) });
 *
 * Orders in use: 10 penjualan, 20 pembelian, 30 titipan, 40 pembayaran, 50 buku kas, 60 hitung laci, 70 barang,
 * 80 otorisasi.
 */
import {
  type EodColumn,
  type EodData,
  type EodFigure,
  type EodKind,
  type EodSectionBody,
  type EodTable,
  type EodValue,
  eodTotals,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { CloseContext } from '../system/close-steps.ts';

export type EodSectionDef = {
  key: string;
  title: string;
  order: number;
  build: (tx: Tx, ctx: CloseContext) => Promise<EodSectionBody>;
};

const sections: EodSectionDef[] = [];

export function registerEodSection(def: EodSectionDef): void {
  if (sections.some((s) => s.key === def.key)) return;
  sections.push(def);
  sections.sort((a, b) => a.order - b.order);
}

export const eodSections = (): readonly EodSectionDef[] => sections;

/** Every registered section of the store's day, in order. */
export async function buildEod(tx: Tx, ctx: CloseContext): Promise<EodData> {
  const store = (await tx.execute(sql`SELECT nama_toko FROM stores WHERE kode_toko = ${ctx.kode_toko}`)).rows[0] as
    | { nama_toko: string }
    | undefined;
  const out: EodData['sections'] = [];
  for (const s of sections) out.push({ key: s.key, title: s.title, ...(await s.build(tx, ctx)) });
  return {
    versi: 1,
    kode_toko: ctx.kode_toko,
    nama_toko: store?.nama_toko ?? ctx.kode_toko,
    tanggal: ctx.tanggal,
    ditutup_oleh: ctx.user_id,
    sections: out,
  };
}

// ---- helpers for builders ----

export const fig = (key: string, label: string, kind: EodKind, value: EodValue): EodFigure => ({
  key,
  label,
  kind,
  value,
});

/** A figure read from a summary row under its own key: `figOf(h, 'total', 'Total Penjualan', 'money')`. */
export const figOf = (row: Record<string, unknown> | undefined, key: string, label: string, kind: EodKind): EodFigure =>
  fig(key, label, kind, cell(kind, row?.[key]));

export const col = (field: string, label: string, kind: EodKind = 'text', total = false): EodColumn =>
  total ? { field, label, kind, total } : { field, label, kind };

/** A table with its totals computed now (they are stored with the report, never recomputed). */
export function table(
  key: string,
  title: string,
  columns: EodColumn[],
  rows: Record<string, unknown>[],
  empty = 'Tidak Ada Data',
): EodTable {
  const clean = rows.map((r) => {
    const o: Record<string, EodValue> = {};
    for (const c of columns) o[c.field] = cell(c.kind, r[c.field]);
    return o;
  });
  return { key, title, columns, rows: clean, totals: eodTotals(columns, clean), empty };
}

/** A database value as a stored cell: numbers for money and counts, strings otherwise, instants as ISO strings. */
export function cell(kind: EodKind, v: unknown): EodValue {
  if (v === null || v === undefined) return null;
  if (kind === 'money' || kind === 'int') return Number(v);
  if (v instanceof Date) return v.toISOString();
  // timestamptz may arrive as Postgres text ('2026-01-01 11:00:00+00'): stored as ISO 8601 like every instant
  if (kind === 'datetime') {
    const d = new Date(
      String(v)
        .replace(' ', 'T')
        .replace(/([+-]\d\d)$/, '$1:00'),
    );
    return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
  }
  return String(v);
}

export async function rowsOf<T = Record<string, unknown>>(tx: Tx, q: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(q)).rows as T[];
}
