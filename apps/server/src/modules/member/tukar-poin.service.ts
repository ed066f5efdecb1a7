/**
 * Tukar poin on the document kit (TUKAR_POIN_DOCUMENT): a member takes gifts (master hadiah) for points, in one
 * transaction of named steps — open the stock day → lockMember (member first: every writer of points takes the
 * member's lock before anything it spends) → lockHadiah → checkTukar (the balance and the gift's count, refused with
 * the figures) → the declaration's number (`<toko>-TP-YYMMDD-NNNN`) → takeGift → postPoints (the ledger's TUKAR row)
 * → writeTukar. A retried submit (same Idempotency-Key) answers the first exchange (idempotency plugin).
 */
import { POIN_MSG, TUKAR_POIN_DOCUMENT, type TukarPoinDoc, type tukarPoinSchema, tukarRefusal } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { openStockDay, type StockCtx } from '../barang/ledger.service.ts';
import { type LockedMember, lockMember, postPoints, saldoPoin } from './poin.ts';

type Hadiah = { kode_hadiah: string; nama_hadiah: string; poin: number; stock: number };
type Tukar = { m: LockedMember; h: Hadiah; qty: number; total: number; saldo: number };

async function lockHadiah(tx: Tx, kodeToko: string, kode: string): Promise<Hadiah> {
  const h = await one<Hadiah>(
    tx,
    sql`SELECT kode_hadiah, nama_hadiah, poin, stock FROM master_hadiah
          WHERE kode_toko = ${kodeToko} AND kode_hadiah = ${kode} FOR UPDATE`,
  );
  if (!h) throw unprocessable(POIN_MSG.hadiahTidakAda(kode));
  return h;
}

/** The member's balance covers the gifts and the gift's count the quantity (tukarRefusal's words). */
async function checkTukar(tx: Tx, kodeToko: string, m: LockedMember, h: Hadiah, qty: number): Promise<Tukar> {
  const saldo = await saldoPoin(tx, kodeToko, m.kode_member);
  const refusal = tukarRefusal({
    saldo,
    poin_satuan: Number(h.poin),
    stock: Number(h.stock),
    qty,
    nama_hadiah: h.nama_hadiah,
  });
  if (refusal) throw unprocessable(refusal);
  return { m, h, qty, total: qty * Number(h.poin), saldo };
}

/** The gift's own count goes down (a master's counter, never below zero: checked above, the row locked). */
async function takeGift(tx: Tx, ctx: StockCtx, t: Tukar) {
  await tx.execute(sql`UPDATE master_hadiah SET stock = stock - ${t.qty}, updated_at = now(), updated_by = ${ctx.user_id}
        WHERE kode_toko = ${ctx.kode_toko} AND kode_hadiah = ${t.h.kode_hadiah}`);
}

async function writeTukar(tx: Tx, ctx: StockCtx, no: string, t: Tukar) {
  await tx.execute(sql`
        INSERT INTO tukar_poin (kode_toko, no_tukar, tanggal, kode_member, nama_member, kode_hadiah, nama_hadiah, qty, poin_satuan,
                                total_poin, sisa_poin, input_by)
        VALUES (${ctx.kode_toko}, ${no}, ${ctx.tanggal}, ${t.m.kode_member}, ${t.m.nama_member}, ${t.h.kode_hadiah}, ${t.h.nama_hadiah},
                ${t.qty}, ${Number(t.h.poin)}, ${t.total}, ${t.saldo - t.total}, ${ctx.user_id})`);
}

export async function getTukar(db: Db, kodeToko: string, no: string): Promise<TukarPoinDoc> {
  const d = await one<TukarPoinDoc>(
    db,
    sql`
      SELECT t.no_tukar, t.tanggal, t.kode_member, t.nama_member, coalesce(m.no_hp, '') AS no_hp, coalesce(m.alamat, '') AS alamat,
             t.kode_hadiah, t.nama_hadiah, t.qty, t.poin_satuan, t.total_poin, t.sisa_poin + t.total_poin AS poin_awal,
             t.sisa_poin, t.input_by, t.created_at
        FROM tukar_poin t
        LEFT JOIN master_member m ON m.kode_toko = t.kode_toko AND m.kode_member = t.kode_member
       WHERE t.kode_toko = ${kodeToko} AND t.no_tukar = ${no}`,
  );
  if (!d) throw notFound(`No Tukar ${no} Tidak Ditemukan`);
  return d;
}

export async function createTukar(db: Db, a: Actor, input: z.output<typeof tukarPoinSchema>): Promise<TukarPoinDoc> {
  const no = await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const m = await lockMember(tx, a.kode_toko, input.kode_member);
    if (!m.status_aktif) throw unprocessable(POIN_MSG.memberTidakAktif(m.kode_member));
    const h = await lockHadiah(tx, a.kode_toko, input.kode_hadiah);
    const t = await checkTukar(tx, a.kode_toko, m, h, input.qty);
    const no = await nextDocNumber(tx, a.kode_toko, TUKAR_POIN_DOCUMENT.numbering.prefix, ctx.tanggal);
    await takeGift(tx, ctx, t);
    await postPoints(tx, ctx, m.kode_member, 'TUKAR', -t.total, no);
    await writeTukar(tx, ctx, no, t);
    return no;
  });
  return getTukar(db, a.kode_toko, no);
}
