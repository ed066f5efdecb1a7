/**
 * Tukar point (issue 12): a member takes gifts (master hadiah) for points. One transaction locks the member's row,
 * then the gift's row, checks the balance and the stock (never below zero, refused with the figures), takes a
 * number (`<toko>-TP-YYMMDD-NNNN`), lowers the gift's stock, writes the ledger's TUKAR row and the exchange. A
 * retried submit (same Idempotency-Key) answers the first exchange (idempotency plugin).
 */
import { POIN_MSG, type TukarPoinDoc, type tukarPoinSchema, tukarRefusal } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { lockMember, saldoPoin } from './poin.ts';

type Actor = { kode_toko: string; user_id: string };

export function createTukarPoinService(db: Db) {
  async function get(kodeToko: string, no: string): Promise<TukarPoinDoc> {
    const res = await db.execute(sql`
      SELECT t.no_tukar, t.tanggal, t.kode_member, t.nama_member, coalesce(m.no_hp, '') AS no_hp, coalesce(m.alamat, '') AS alamat,
             t.kode_hadiah, t.nama_hadiah, t.qty, t.poin_satuan, t.total_poin, t.sisa_poin + t.total_poin AS poin_awal,
             t.sisa_poin, t.input_by, t.created_at
        FROM tukar_poin t
        LEFT JOIN master_member m ON m.kode_toko = t.kode_toko AND m.kode_member = t.kode_member
       WHERE t.kode_toko = ${kodeToko} AND t.no_tukar = ${no}`);
    const d = res.rows[0] as TukarPoinDoc | undefined;
    if (!d) throw notFound(`No Tukar ${no} Tidak Ditemukan`);
    return d;
  }

  async function create(a: Actor, input: z.output<typeof tukarPoinSchema>): Promise<TukarPoinDoc> {
    const no = await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      // member first, then the gift: every writer of points takes the member's lock before anything it spends
      const m = await lockMember(tx, a.kode_toko, input.kode_member);
      if (!m.status_aktif) throw unprocessable(POIN_MSG.memberTidakAktif(m.kode_member));
      const h = (
        await tx.execute(sql`SELECT kode_hadiah, nama_hadiah, poin, stock FROM master_hadiah
          WHERE kode_toko = ${a.kode_toko} AND kode_hadiah = ${input.kode_hadiah} FOR UPDATE`)
      ).rows[0] as { kode_hadiah: string; nama_hadiah: string; poin: number; stock: number } | undefined;
      if (!h) throw unprocessable(POIN_MSG.hadiahTidakAda(input.kode_hadiah));
      const saldo = await saldoPoin(tx, a.kode_toko, m.kode_member);
      const refusal = tukarRefusal({
        saldo,
        poin_satuan: Number(h.poin),
        stock: Number(h.stock),
        qty: input.qty,
        nama_hadiah: h.nama_hadiah,
      });
      if (refusal) throw unprocessable(refusal);
      const total = input.qty * Number(h.poin);
      const no = await nextDocNumber(tx, a.kode_toko, 'TP', ctx.tanggal);
      await tx.execute(sql`UPDATE master_hadiah SET stock = stock - ${input.qty}, updated_at = now(), updated_by = ${a.user_id}
        WHERE kode_toko = ${a.kode_toko} AND kode_hadiah = ${h.kode_hadiah}`);
      await tx.execute(sql`INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
        VALUES (${a.kode_toko}, ${m.kode_member}, ${ctx.tanggal}, 'TUKAR', ${-total}, ${no})`);
      await tx.execute(sql`
        INSERT INTO tukar_poin (kode_toko, no_tukar, tanggal, kode_member, nama_member, kode_hadiah, nama_hadiah, qty, poin_satuan,
                                total_poin, sisa_poin, input_by)
        VALUES (${a.kode_toko}, ${no}, ${ctx.tanggal}, ${m.kode_member}, ${m.nama_member}, ${h.kode_hadiah}, ${h.nama_hadiah},
                ${input.qty}, ${Number(h.poin)}, ${total}, ${saldo - total}, ${a.user_id})`);
      return no;
    });
    return get(a.kode_toko, no);
  }

  return { get, create };
}
