/**
 * Tutup Toko waits on every document still to validate (spec §4): sales and deposits, buy-backs, orders and repairs
 * on /validasi-jual-beli, loans on /validasi-hutang. A refused close names every kind at once (issue 25 item 36), so
 * the owner validates them all before one retry instead of meeting them one kind per retry.
 */
import { formatRupiah } from './number-format.rules.ts';

/** A document the close waits on, as the refusal lists it (`belum_valid`). */
export type BelumValid = { jenis: string; nomor: string; jumlah: number };

/** One check's open documents: what a refusal of that check alone calls them, and the menu that validates them. */
export type BelumValidGroup = { label: string; menu: string; rows: readonly BelumValid[] };

/** How a count of one kind reads in a refusal naming several kinds. */
export const JENIS_BELUM_VALID: Readonly<Record<string, string>> = {
  PENJUALAN: 'Penjualan',
  TITIPAN: 'Titipan',
  PEMBELIAN: 'Pembelian',
  PESANAN: 'Pesanan',
  SERVICE: 'Service',
  HUTANG: 'Hutang',
};

/** Each kind (`jenis`) with its count, in the order the documents come. */
export function countPerJenis(rows: readonly BelumValid[]): { jenis: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.jenis, (counts.get(r.jenis) ?? 0) + 1);
  return [...counts].map(([jenis, count]) => ({ jenis, count }));
}

/**
 * The refusal: one check keeps its own text (`Masih Ada 3 Hutang Yang Belum Divalidasi, Silahkan Validasi Di Menu
 * Validasi Hutang`); several are counted per kind, with every menu that validates them.
 */
export function belumValidMessage(groups: readonly BelumValidGroup[]): string {
  const rows = groups.flatMap((g) => g.rows);
  const total = formatRupiah(rows.length);
  const [only] = groups;
  if (groups.length === 1 && only) {
    return `Masih Ada ${total} ${only.label} Yang Belum Divalidasi, Silahkan Validasi Di Menu ${only.menu}`;
  }
  const parts = countPerJenis(rows)
    .map((c) => `${formatRupiah(c.count)} ${JENIS_BELUM_VALID[c.jenis] ?? c.jenis}`)
    .join(', ');
  const menus = [...new Set(groups.map((g) => g.menu))].join(' Dan Menu ');
  return `Masih Ada ${total} Transaksi Yang Belum Divalidasi (${parts}), Silahkan Validasi Di Menu ${menus}`;
}
