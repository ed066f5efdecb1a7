/**
 * Pick-up of an order at the sales counter (issue 13): the finished pieces (which entered stock at SELESAI, linked to
 * their order) are sold by a normal sale, and the order's down payment pays it once through a PESANAN payment line
 * of exactly the DP — as a deposit (titipan) line draws a deposit: no cash-book row, the money came in with the DP.
 * The orders are locked while the sale checks them, so one DP never pays two sales; the sale makes them DIAMBIL and
 * a cancelled sale gives them back (SELESAI, ready to be picked up again).
 */
import { assertTransition, PAYMENT_MSG, PESANAN_TRANSITIONS, type PesananStatus } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';

type Line = { jenis: string; jumlah: number; no_ref: string };
type Ctx = { kode_toko: string; tanggal: string };

/**
 * The orders this sale picks up — named by its PESANAN lines or owning one of its pieces — locked in number order
 * and checked: SELESAI, every piece of the order in this sale, the DP paid by exactly one line of exactly the DP.
 */
export async function lockPesananAmbil(
  tx: Tx,
  ctx: Ctx,
  pays: readonly Line[],
  pieceIds: readonly string[],
  /** The orders naming these pieces, when the caller read them already (a sale reads them as it locks its pieces). */
  owningKnown?: readonly string[],
): Promise<string[]> {
  const lines = pays.filter((p) => p.jenis === 'PESANAN');
  const named = lines.map((l) => l.no_ref.toUpperCase());
  const twice = named.find((n, i) => named.indexOf(n) !== i);
  if (twice) throw unprocessable(PAYMENT_MSG.pesananDua(twice));
  const owning = owningKnown
    ? owningKnown
    : pieceIds.length
      ? (
          (
            await tx.execute(sql`SELECT DISTINCT no_pesanan FROM pesanan_detail
          WHERE kode_toko = ${ctx.kode_toko} AND barang_id = ANY(${sql.param([...pieceIds])}::uuid[])`)
          ).rows as { no_pesanan: string }[]
        ).map((o) => o.no_pesanan)
      : [];
  const nos = [...new Set([...named, ...owning])].sort();
  if (!nos.length) return [];
  const res = await tx.execute(sql`
    SELECT no_pesanan, status, dp::bigint AS dp FROM pesanan
     WHERE kode_toko = ${ctx.kode_toko} AND no_pesanan = ANY(${sql.param(nos)}::text[])
     ORDER BY no_pesanan FOR UPDATE`);
  const found = new Map(
    (res.rows as { no_pesanan: string; status: PesananStatus; dp: string }[]).map((r) => [r.no_pesanan, r]),
  );
  const pieces = (
    await tx.execute(sql`SELECT no_pesanan, barang_id FROM pesanan_detail
      WHERE kode_toko = ${ctx.kode_toko} AND no_pesanan = ANY(${sql.param(nos)}::text[])`)
  ).rows as { no_pesanan: string; barang_id: string | null }[];
  const inSale = new Set(pieceIds);
  for (const no of nos) {
    const o = found.get(no);
    if (!o) throw unprocessable(PAYMENT_MSG.pesananTidakAda(no));
    assertTransition(PESANAN_TRANSITIONS, no, o.status, 'AMBIL');
    if (pieces.some((p) => p.no_pesanan === no && (!p.barang_id || !inSale.has(p.barang_id))))
      throw unprocessable(PAYMENT_MSG.pesananBarang(no));
    const dp = Number(o.dp);
    const line = lines.find((l) => l.no_ref.toUpperCase() === no);
    if (line && line.jumlah !== dp) throw unprocessable(PAYMENT_MSG.pesananJumlah(no, dp));
    if (!line && dp > 0) throw unprocessable(PAYMENT_MSG.pesananDpWajib(no, dp));
  }
  return nos;
}

/** The picked-up orders become DIAMBIL by this sale. */
export async function linkPesananAmbil(tx: Tx, ctx: Ctx, nos: readonly string[], noPenjualan: string): Promise<void> {
  if (!nos.length) return;
  await tx.execute(sql`UPDATE pesanan SET status = 'DIAMBIL', tgl_ambil = ${ctx.tanggal}, no_penjualan = ${noPenjualan}
    WHERE kode_toko = ${ctx.kode_toko} AND no_pesanan = ANY(${sql.param([...nos])}::text[])`);
}

/** A cancelled pick-up sale: its orders wait again (SELESAI), their DP still theirs. */
export async function releasePesananAmbil(tx: Tx, kodeToko: string, noPenjualan: string): Promise<void> {
  await tx.execute(sql`UPDATE pesanan SET status = 'SELESAI', tgl_ambil = NULL, no_penjualan = NULL
    WHERE kode_toko = ${kodeToko} AND no_penjualan = ${noPenjualan} AND status = 'DIAMBIL'`);
}
