/**
 * A piece as the stock calls answer it (`barang/scan`, `barang/search`), and the pure helpers the counter screens
 * share: exact weight totals (milligrams, never float sums) and display texts.
 */
import { type Barang, formatNumber, fromMg, toMg } from '@kilau/domain';

/** The fields of a piece the counter screens use. */
export type Piece = Pick<
  Barang,
  | '_id'
  | 'kode_barcode'
  | 'nama_barang'
  | 'kode_group'
  | 'kode_dept'
  | 'kode_gudang'
  | 'kode_baki'
  | 'berat'
  | 'kadar'
  | 'status'
> &
  Partial<Pick<Barang, 'kadar_cetak'>>;

const mgOf = (v: number | string | null | undefined): number => {
  if (v === null || v === undefined || v === '') return 0;
  try {
    return toMg(v);
  } catch {
    return 0;
  }
};

/** Σ berat of the pieces, exact to the milligram, as a decimal string (`"7.375"`). */
export function totalBerat(pieces: readonly { berat: number | string | null }[]): string {
  return fromMg(pieces.reduce((n, p) => n + mgOf(p.berat), 0));
}

/** `a − b` of two weights, exact, as a decimal string. */
export function selisihBerat(a: number | string, b: number | string): string {
  return fromMg(mgOf(a) - mgOf(b));
}

/** Weight for display: 3 decimals, grouped (spec §9). */
export const gram = (v: number | string | null | undefined): string => formatNumber(v ?? 0, 3);

/** The piece's place: `ETL / B1`. */
export const tempat = (p: { kode_gudang?: string | null; kode_baki?: string | null }): string =>
  [p.kode_gudang, p.kode_baki].filter(Boolean).join(' / ') || '-';

/** Slug for test ids: lower-case, runs of non-alphanumerics → `-`. */
export const slug = (v: unknown): string =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
