/**
 * Tray weighing (timbang baki) on the client: the difference a typed weight would give against the expected
 * weight, exact in milligrams, and whether it lies beyond the tolerance — the same rule the server records.
 */
import { fromMg, isWeight, type StoreRow, type TimbangTray, toMg } from '@kilau/domain';

/** A tray as `GET timbang-baki` answers it. */
export type TrayRow = TimbangTray;

export type Preview = { selisih: string; status: 'SESUAI' | 'SELISIH' };

/** The difference `typed − expected` and its status, or null while the typed text is not a positive weight. */
export function previewSelisih(typed: string, expected: number, toleransi: string | number): Preview | null {
  const t = typed.trim();
  if (!t || !isWeight(t) || toMg(t) <= 0) return null;
  const mg = toMg(t) - toMg(expected);
  let tol = 500;
  if (isWeight(String(toleransi))) tol = Math.abs(toMg(String(toleransi)));
  return { selisih: fromMg(mg), status: Math.abs(mg) > tol ? 'SELISIH' : 'SESUAI' };
}

/** Counts of a gudang's trays: how many, weighed on the date, and with a difference. */
export function trayStats(rows: readonly TrayRow[]) {
  return {
    baki: rows.length,
    ditimbang: rows.filter((r) => r.berat_timbang !== null && r.berat_timbang !== undefined).length,
    selisih: rows.filter((r) => r.status === 'SELISIH').length,
    barang: rows.reduce((n, r) => n + (r.jumlah_barang ?? 0), 0),
  };
}

/** Head office's store choice (`stores/get/all`): the own store first, then by code; the own store even if absent. */
export function storeChoices(
  rows: readonly Pick<StoreRow, 'kode_toko' | 'nama_toko'>[],
  own: string,
): { value: string; label: string }[] {
  const list = rows.some((r) => r.kode_toko === own) ? [...rows] : [{ kode_toko: own, nama_toko: own }, ...rows];
  return list
    .filter((r) => r.kode_toko)
    .sort((a, b) => (a.kode_toko === own ? -1 : b.kode_toko === own ? 1 : a.kode_toko.localeCompare(b.kode_toko)))
    .map((r) => ({ value: r.kode_toko, label: `${r.kode_toko} - ${r.nama_toko}` }));
}
