/**
 * Deposits (titipan) as a sale's payment source: the down payments (Bayar DP) reserving the pieces a sale scans,
 * the TITIPAN lines that draw deposits, checked and locked before the sale is written.
 */
import { PAYMENT_MSG } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import { type Piece, stateMessage } from '../barang/ledger.service.ts';

/** Messages of a sale touching a piece reserved by a down payment (Bayar DP). */
export const MSG_TITIP_DP = {
  bukanTitipan: (barcode: string, noTitip: string) =>
    `Barcode ${barcode} Sudah Dipesan Dengan Titipan ${noTitip}, Hanya Dapat Dijual Dengan Memakai Titipan Tersebut`,
  semuaBarang: (noTitip: string, barcode: string) =>
    `Titipan ${noTitip} Juga Memesan Barcode ${barcode}: Semua Barang Yang Dipesan Harus Dijual Bersama`,
};

export type Reserved = Map<string, { no_titip: string; harga: number }>;

/** The down payments (still open) that reserve these pieces, with the price each fixed. */
export async function reservedBy(tx: Tx, kodeToko: string, ids: string[]): Promise<Reserved> {
  if (!ids.length) return new Map();
  const rows = (
    await tx.execute(sql`SELECT barang_id, no_titip, harga FROM titipan_barang
      WHERE kode_toko = ${kodeToko} AND status = 'DIPESAN' AND barang_id = ANY(${sql.param(ids)}::uuid[])`)
  ).rows as { barang_id: string; no_titip: string; harga: string }[];
  return new Map(rows.map((r) => [r.barang_id, { no_titip: r.no_titip, harga: Number(r.harga) }]));
}

/** A down payment is settled for all the pieces it reserves at once: none is left reserved by a spent deposit. */
async function assertAllReserved(tx: Tx, kodeToko: string, deposits: string[], pieces: readonly Piece[]) {
  const ids = new Set(pieces.map((p) => p.id));
  const left = (
    await tx.execute(sql`SELECT no_titip, barang_id, kode_barcode FROM titipan_barang
      WHERE kode_toko = ${kodeToko} AND status = 'DIPESAN' AND no_titip = ANY(${sql.param(deposits)}::text[])
      ORDER BY no_titip, kode_barcode`)
  ).rows as { no_titip: string; barang_id: string; kode_barcode: string }[];
  const missing = left.find((r) => !ids.has(r.barang_id));
  if (missing) throw unprocessable(MSG_TITIP_DP.semuaBarang(missing.no_titip, missing.kode_barcode));
}

/**
 * The deposits the TITIPAN lines draw, checked and locked. A deposit may pay in several lines: its draws are summed
 * and checked against its balance once, and the deposits are locked in key order (as pieces are), so two sales
 * drawing the same deposits never deadlock. A reserved piece is sold only by a sale drawing its deposit.
 * Answers what is drawn from each deposit, in key order.
 */
export async function lockDeposits(
  tx: Tx,
  kodeToko: string,
  pays: readonly { jenis: string; no_titip: string; jumlah: number }[],
  pieces: readonly Piece[],
  reserved: Reserved,
): Promise<[string, number][]> {
  const draws = new Map<string, number>();
  for (const p of pays) if (p.jenis === 'TITIPAN') draws.set(p.no_titip, (draws.get(p.no_titip) ?? 0) + p.jumlah);
  const deposits = [...draws.keys()].sort();
  for (const p of pieces) {
    const rsv = reserved.get(p.id);
    if (p.status === 'TITIP' && !rsv) throw unprocessable(stateMessage(p));
    if (rsv && !draws.has(rsv.no_titip)) throw unprocessable(MSG_TITIP_DP.bukanTitipan(p.kode_barcode, rsv.no_titip));
  }
  if (deposits.length) await assertAllReserved(tx, kodeToko, deposits, pieces);
  for (const no of deposits) {
    const t = (
      await tx.execute(sql`SELECT jumlah - terpakai - dikembalikan AS sisa, status FROM titipan
        WHERE kode_toko = ${kodeToko} AND no_titip = ${no} FOR UPDATE`)
    ).rows[0] as { sisa: number; status: string } | undefined;
    if (!t) throw unprocessable(PAYMENT_MSG.titipanTidakAda(no));
    if (t.status !== 'AKTIF') throw unprocessable(PAYMENT_MSG.titipanTidakAktif(no));
    if ((draws.get(no) ?? 0) > t.sisa) throw unprocessable(PAYMENT_MSG.sisaTitipan(no, t.sisa));
  }
  return deposits.map((no) => [no, draws.get(no) ?? 0]);
}

/** The sale draws the deposits: each one's use grows, and a deposit drawn to its amount is spent (TERPAKAI). */
export async function drawDeposits(tx: Tx, kodeToko: string, draws: readonly [string, number][]) {
  for (const [no, d] of draws) {
    await tx.execute(sql`UPDATE titipan SET terpakai = terpakai + ${d},
        status = CASE WHEN terpakai + ${d} >= jumlah THEN 'TERPAKAI' ELSE status END
      WHERE kode_toko = ${kodeToko} AND no_titip = ${no}`);
  }
}
