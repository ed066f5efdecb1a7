/**
 * Cancelling a sale (BATAL_JUAL, supervisor), as the named steps it takes in one transaction: lock the sale → check
 * the points can go back → the grant → release its sources (trade-ins, orders picked up) → the pieces back to their
 * trays (or to their down payment) → the cash rows reversed → the deposits drawn given back → the points taken
 * back → the sale marked cancelled. Everything the sale posted is posted back, exactly.
 */
import {
  assertTransition,
  batalJualRefusal,
  type OtorisasiRef,
  PENJUALAN_TRANSITIONS,
  refundCashRows,
  reverseCashRows,
  type SaleStatus,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { postCash } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { lockPieces, openStockDay, recordMoves, type StockCtx } from '../barang/ledger.service.ts';
import { lockMember, saldoPoin } from '../member/poin.ts';
import { releaseTukar } from '../pembelian/tukar.ts';
import { releasePesananAmbil } from '../pesanan/ambil.ts';

type Actor = { kode_toko: string; user_id: string };
type SaleHead = { status: SaleStatus; status_valid: string; kode_member: string; poin: number };

/** Lock the sale: it must exist, be active and not yet validated. */
async function lockSale(tx: Tx, kodeToko: string, no: string): Promise<SaleHead> {
  const h = (
    await tx.execute(sql`
      SELECT status, status_valid, kode_member, poin, kembalian FROM penjualan
       WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} FOR UPDATE`)
  ).rows[0] as SaleHead | undefined;
  if (!h) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
  assertTransition(PENJUALAN_TRANSITIONS, no, h.status, 'BATAL', h);
  return h;
}

/**
 * The points the sale earned all go back; when the member no longer has them (spent on a gift) the sale cannot be
 * cancelled (issue 25 item 4). Checked under the member's lock, which every exchange takes first.
 */
async function checkPointsBack(tx: Tx, kodeToko: string, no: string, h: SaleHead) {
  if (!(Number(h.poin) > 0 && h.kode_member)) return;
  await lockMember(tx, kodeToko, h.kode_member);
  const refusal = batalJualRefusal(no, await saldoPoin(tx, kodeToko, h.kode_member), Number(h.poin));
  if (refusal) throw unprocessable(refusal);
}

/**
 * The pieces go back to the tray each was sold from. A piece a down payment had reserved is reserved again while
 * its deposit is still open (the draw comes back below); if the deposit was closed meanwhile, it goes to its tray.
 */
async function returnPieces(tx: Tx, ctx: StockCtx, no: string) {
  const items = (
    await tx.execute(sql`SELECT kode_barcode, kode_gudang, kode_baki FROM penjualan_detail
      WHERE kode_toko = ${ctx.kode_toko} AND no_faktur_group = ${no} ORDER BY no_faktur_jual`)
  ).rows as { kode_barcode: string; kode_gudang: string; kode_baki: string }[];
  const pieces = await lockPieces(
    tx,
    ctx.kode_toko,
    items.map((i) => i.kode_barcode),
    ['TERJUAL'],
  );
  const dpRows = (
    await tx.execute(sql`SELECT tb.barang_id, tb.no_titip, t.status FROM titipan_barang tb
        JOIN titipan t ON t.kode_toko = tb.kode_toko AND t.no_titip = tb.no_titip
       WHERE tb.kode_toko = ${ctx.kode_toko} AND tb.no_penjualan = ${no} AND tb.status = 'TERJUAL'`)
  ).rows as { barang_id: string; no_titip: string; status: string }[];
  const dpPieces = new Map(dpRows.map((r) => [r.barang_id, r]));
  const keterangan = `BATAL ${no}`;
  for (const p of pieces) {
    const from = items.find((i) => i.kode_barcode === p.kode_barcode);
    const dp = dpPieces.get(p.id);
    const again = dp && (dp.status === 'AKTIF' || dp.status === 'TERPAKAI');
    if (dp) {
      await tx.execute(sql`UPDATE titipan_barang SET status = ${again ? 'DIPESAN' : 'DILEPAS'}, no_penjualan = ''
        WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${dp.no_titip} AND barang_id = ${p.id}`);
    }
    const move = again
      ? { jenis: 'BATAL_JUAL' as const, status: 'TITIP' as const, no_ref: dp.no_titip, keterangan }
      : {
          jenis: 'BATAL_JUAL' as const,
          status: 'STOCK' as const,
          kode_gudang: from?.kode_gudang,
          kode_baki: from?.kode_baki,
          no_ref: no,
          keterangan,
        };
    await recordMoves(tx, ctx, [p], move);
  }
}

/**
 * Every cash-book line of the sale is reversed per account and kind: dollars go back as dollars, the change comes
 * back as rupiah, a trade-in's in and out cancel out.
 */
async function reverseCash(tx: Tx, ctx: StockCtx, no: string, alasan: string) {
  const nets = (
    await tx.execute(sql`SELECT no_rekening, kategori, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
      WHERE kode_toko = ${ctx.kode_toko} AND no_reff = ${no} GROUP BY no_rekening, kategori ORDER BY kategori, no_rekening`)
  ).rows as { no_rekening: string; kategori: string; net: string }[];
  const rows = reverseCashRows(
    nets.map((k) => ({ ...k, net: Number(k.net) })),
    { deskripsi: 'BATAL PENJUALAN', keterangan: alasan },
  );
  await postCash(tx, ctx, no, rows);
}

/**
 * What this sale drew from each deposit goes back to the customer, never more than the deposit still shows as
 * drawn. A deposit still open gets it back as balance (AKTIF again). A refunded deposit stays closed: the customer
 * already took its remainder, so the cancelled draw is paid out in cash now (as the refund was), with its cash-book
 * row, and recorded as paid back — it never becomes spendable again.
 */
async function returnDeposits(tx: Tx, ctx: StockCtx, no: string) {
  const drawn = (
    await tx.execute(sql`SELECT b.no_titip, sum(b.jumlah)::bigint AS jumlah FROM penjualan_bayar b
      WHERE b.kode_toko = ${ctx.kode_toko} AND b.no_faktur_group = ${no} AND b.jenis = 'TITIPAN'
      GROUP BY b.no_titip ORDER BY b.no_titip`)
  ).rows as { no_titip: string; jumlah: number }[];
  for (const d of drawn) {
    const t = (
      await tx.execute(sql`SELECT terpakai, status, no_rekening, nama_customer FROM titipan
        WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${d.no_titip} FOR UPDATE`)
    ).rows[0] as { terpakai: number; status: string; no_rekening: string; nama_customer: string } | undefined;
    const back = t ? Math.min(Number(d.jumlah), Number(t.terpakai)) : 0;
    if (!t || back <= 0) continue;
    if (t.status !== 'KEMBALI') {
      await tx.execute(sql`UPDATE titipan SET terpakai = terpakai - ${back}, status = 'AKTIF'
        WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${d.no_titip}`);
      continue;
    }
    await tx.execute(sql`UPDATE titipan SET terpakai = terpakai - ${back}, dikembalikan = dikembalikan + ${back}
      WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${d.no_titip}`);
    const book = [{ kategori: 'TITIPAN', no_rekening: t.no_rekening, net: back }];
    const text = {
      kategori: 'TITIPAN',
      deskripsi: `PENGEMBALIAN TITIPAN ${t.nama_customer}`,
      keterangan: `BATAL ${no}`,
    };
    await postCash(tx, ctx, d.no_titip, refundCashRows(book, back, text));
  }
}

/** The points the sale earned go back, all of them (checked first, the member still locked). */
async function takePointsBack(tx: Tx, ctx: StockCtx, no: string, h: SaleHead) {
  const earned = Number(h.poin);
  if (!(earned > 0 && h.kode_member)) return;
  await tx.execute(sql`INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
    VALUES (${ctx.kode_toko}, ${h.kode_member}, ${ctx.tanggal}, 'BATAL_JUAL', ${-earned}, ${no})`);
}

/** The sale, step by step (the module's top comment names them). */
export async function cancelSale(tx: Tx, a: Actor, no: string, o: OtorisasiRef) {
  const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
  const h = await lockSale(tx, a.kode_toko, no);
  await checkPointsBack(tx, a.kode_toko, no, h);
  const g = await authorize(tx, ctx, o, 'BATAL_JUAL', no);
  // the trade-in purchases stay (their gold is the shop's), now paid to the customer in cash
  await releaseTukar(tx, ctx, no);
  await releasePesananAmbil(tx, a.kode_toko, no);
  await returnPieces(tx, ctx, no);
  await reverseCash(tx, ctx, no, g.alasan);
  await returnDeposits(tx, ctx, no);
  await takePointsBack(tx, ctx, no, h);
  await tx.execute(
    sql`UPDATE penjualan_detail SET status = 'BATAL' WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`,
  );
  await tx.execute(sql`UPDATE penjualan SET status = 'BATAL', batal_alasan = ${g.alasan}, batal_by = ${a.user_id},
      batal_otorisasi = ${g.approved_by}, batal_at = now() WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ${no}`);
}
