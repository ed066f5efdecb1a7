/**
 * Cancelling a buy-back (BATAL_BELI, supervisor, a reason from the list), as its named steps in one transaction:
 * lock the purchase → lock its pieces, all still in sorting → the grant → the pieces back to the customer (sold) →
 * the purchase marked cancelled → the money paid out comes back, per account (reverseCashRows).
 */
import {
  type ALASAN_BATAL_BELI,
  assertTransition,
  type OtorisasiRef,
  PEMBELIAN_TRANSITIONS,
  reverseCashRows,
  type SaleStatus,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { postCash } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { lockPieces, openStockDay, recordMoves, type StockCtx } from '../barang/ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };

/** Lock the purchase: it must exist, be active, not validated, and not pay a sale as a trade-in. */
async function lockPurchase(tx: Tx, kodeToko: string, no: string) {
  const h = (
    await tx.execute(sql`SELECT status, status_valid, no_penjualan FROM pembelian
       WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} FOR UPDATE`)
  ).rows[0] as { status: SaleStatus; status_valid: string; no_penjualan: string | null } | undefined;
  if (!h) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
  assertTransition(PEMBELIAN_TRANSITIONS, no, h.status, 'BATAL', h);
}

/** Only while every piece still waits in sorting: a sorted, washed or melted piece cannot go back. */
async function lockSorting(tx: Tx, kodeToko: string, no: string) {
  const items = (
    await tx.execute(sql`SELECT kode_barcode FROM pembelian_detail
      WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} ORDER BY no_faktur_beli`)
  ).rows as { kode_barcode: string }[];
  return lockPieces(
    tx,
    kodeToko,
    items.map((i) => i.kode_barcode),
    ['SORTIR'],
  );
}

/** The money paid out comes back per account: each book the purchase paid from gets its net back. */
async function reverseCash(tx: Tx, ctx: StockCtx, no: string, keterangan: string) {
  const nets = (
    await tx.execute(sql`SELECT no_rekening, kategori, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
      WHERE kode_toko = ${ctx.kode_toko} AND no_reff = ${no} GROUP BY no_rekening, kategori ORDER BY kategori, no_rekening`)
  ).rows as { no_rekening: string; kategori: string; net: string }[];
  const paidOut = nets.map((k) => ({ ...k, net: Number(k.net) })).filter((k) => k.net < 0);
  const rows = reverseCashRows(paidOut, { deskripsi: 'BATAL PEMBELIAN', keterangan });
  await postCash(tx, ctx, no, rows);
}

/** The buy-back cancelled, step by step (the module's top comment names them). */
export async function cancelBuyBack(
  tx: Tx,
  a: Actor,
  no: string,
  alasan: (typeof ALASAN_BATAL_BELI)[number],
  o: OtorisasiRef,
) {
  const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
  await lockPurchase(tx, a.kode_toko, no);
  const pieces = await lockSorting(tx, a.kode_toko, no);
  const g = await authorize(tx, ctx, o, 'BATAL_BELI', no);
  await recordMoves(tx, ctx, pieces, {
    jenis: 'BATAL_BELI',
    status: 'TERJUAL',
    no_ref: no,
    keterangan: `BATAL PEMBELIAN ${no} ${alasan}`,
  });
  await tx.execute(sql`
    UPDATE pembelian SET status = 'BATAL', batal_alasan = ${alasan}, batal_by = ${a.user_id},
           batal_otorisasi = ${g.approved_by}, batal_at = now()
     WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`);
  await reverseCash(tx, ctx, no, `${alasan} - ${g.alasan}`);
}
