/**
 * One item line of tambah data barang / terima barang: the form's values, checked with the server's own schema
 * (`barangInputSchema`), so a line the form accepts is a line the server accepts; and the totals of the lines.
 */
import { type BarangInput, barangInputSchema, fromMg, toMg } from '@kilau/domain';

export type ItemValues = {
  kode_group?: string;
  kode_dept?: string;
  kode_gudang?: string;
  kode_baki?: string;
  nama_barang?: string;
  berat?: string;
  kadar?: string;
  kadar_cetak?: string;
  nama_atribut?: string;
  berat_atribut?: string;
  harga_atribut?: string;
  ongkos?: string;
  harga_jual?: string;
  harga_modal?: string;
  supplier?: string;
  perolehan?: string;
  no_sertifikat?: string;
  jenis_batu?: string;
  kode_shape?: string;
  kode_color?: string;
  kode_clarity?: string;
  kode_cutgrade?: string;
  jumlah?: string;
};

export const EMPTY_ITEM: ItemValues = { perolehan: 'FAKTUR', jumlah: '1' };

export type ParsedItem = { ok: true; item: BarangInput } | { ok: false; errors: Record<string, string> };

export function parseItem(values: ItemValues): ParsedItem {
  const clean = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === null || v === undefined ? undefined : v]),
  );
  const r = barangInputSchema.safeParse(clean);
  if (r.success) return { ok: true, item: r.data };
  const errors: Record<string, string> = {};
  for (const i of r.error.issues) {
    const k = String(i.path[0] ?? '');
    if (k && !errors[k]) errors[k] = i.message;
  }
  return { ok: false, errors };
}

/** Back from a line to the form (to change it). */
export function valuesOf(item: BarangInput): ItemValues {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(item)) out[k] = v === null || v === undefined ? '' : String(v);
  if (out.berat_atribut === '0') out.berat_atribut = '';
  for (const k of ['harga_atribut', 'ongkos', 'harga_jual', 'harga_modal']) if (out[k] === '0') out[k] = '';
  return out as ItemValues;
}

/** Pieces and exact total weight (grams, 3 decimals) of the lines, each line × its jumlah. */
export function itemTotals(items: readonly Pick<BarangInput, 'berat' | 'jumlah'>[]): { pieces: number; berat: string } {
  let pieces = 0;
  let mg = 0;
  for (const i of items) {
    pieces += i.jumlah;
    mg += toMg(i.berat) * i.jumlah;
  }
  return { pieces, berat: fromMg(mg) };
}
