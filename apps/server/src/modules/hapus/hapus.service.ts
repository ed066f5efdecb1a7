/**
 * The delete utility (spec §2.6, §7.4; issue 15): removes a store's sales, purchases or cash-book rows of a range of
 * closed days, in one transaction, after moving every row to the archive (lib/arsip.ts) — restorable and
 * exportable. Owner only, with a supervisor's grant bound to the type and range.
 *
 * What goes together, and what refuses (never a dangling reference):
 * - a sale goes with its lines, payments, its cash-book rows (kas.no_reff) and its point rows (poin_ledger.no_ref);
 *   a purchase with its lines, payments and cash-book rows;
 * - a sale and the trade-in purchase that paid it (pembelian.no_penjualan / TUKAR line) are one visit: deleting
 *   either deletes both;
 * - refused, listing them: a sold piece bought back by a purchase that stays (pembelian_detail.no_faktur_ext), an
 *   order picked up by the sale (pesanan.no_penjualan), a deposit drawn by the sale (TITIPAN line, titipan_barang),
 *   a member whose points would fall below zero, and (KEUANGAN) a cash row and its reversal in different ranges;
 * - the item ledger (barang, barang_ledger), the otorisasi log and written end-of-day reports stay untouched.
 *
 * Two of anything at once (issue 25): one delete, import or restore of a store at a time (lockArsip); every row the
 * delete removes is locked before it is archived and removed by the same fixed set (documents by number, cash and
 * point rows by id), so its batch holds exactly what it removed; the pieces of the sale lines it removes are locked
 * as a buy-back locks them, so a buy-back under way finishes first (and the delete then refuses) or waits and finds
 * the sale line gone.
 */
import {
  ARSIP_STATUS,
  type ArsipBatch,
  DELETE_LEVELS,
  type DeleteType,
  HAPUS_MSG,
  type HapusResult,
  hapusRef,
  type OtorisasiRef,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { archiveRows, createArsipBatch, finishArsipBatch, lockArsip, restoreBatch } from '../../lib/arsip.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { count, plan, type Range, refuseIf, tables } from './hapus.plan.ts';

export type Actor = { kode_toko: string; user_id: string; level: string };

/** The levels that may delete and restore: the same list hides Delete Data from the others (RouteDef.levels). */
const mayDelete = (a: Actor) => (DELETE_LEVELS as readonly string[]).includes(a.level);

async function lockOpenDay(tx: Tx, a: Actor, r: Range): Promise<string> {
  if (!mayDelete(a)) throw new AppError(403, HAPUS_MSG.notOwner);
  if (r.tgl_from > r.tgl_to) throw unprocessable(HAPUS_MSG.range);
  // FOR SHARE: a close of the store (which moves tgl_system) waits for this delete, and the reverse
  const s = (
    await tx.execute<{ tgl_system: string }>(
      sql`SELECT tgl_system FROM stores WHERE kode_toko = ${a.kode_toko} FOR SHARE`,
    )
  ).rows[0];
  if (!s) throw unprocessable(HAPUS_MSG.fail);
  if (r.tgl_to >= s.tgl_system) throw unprocessable(HAPUS_MSG.openDay(s.tgl_system));
  return s.tgl_system;
}

/** The supervisor's grant for this type and range, and the archive batch the removed rows go into. */
async function openBatch(
  tx: Tx,
  a: Actor,
  type: DeleteType,
  body: Range & { otorisasi?: OtorisasiRef },
  tglSystem: string,
): Promise<string> {
  const k = a.kode_toko;
  const ref = hapusRef(type, body.tgl_from, body.tgl_to);
  const g = await authorize(
    tx,
    { kode_toko: k, tanggal: tglSystem, user_id: a.user_id },
    body.otorisasi,
    'HAPUS_DATA',
    ref,
  );
  return createArsipBatch(tx, {
    kode_toko: k,
    sumber: 'DELETE',
    tipe: type,
    tgl_from: body.tgl_from,
    tgl_to: body.tgl_to,
    created_by: a.user_id,
    otorisasi: `${g.approved_by}: ${g.alasan}`,
  });
}

/**
 * The planned rows archived into batch `id`, then removed child-first; the members whose points change may not fall
 * below zero.
 */
async function removePlanned(tx: Tx, k: string, id: string): Promise<void> {
  const list = tables(k);
  for (const t of list) await archiveRows(tx, id, t.tabel, t.where);
  // the members whose points change: none may fall below zero
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_m (kode_member text PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`TRUNCATE hapus_m`);
  await tx.execute(sql`
    INSERT INTO hapus_m SELECT DISTINCT kode_member FROM poin_ledger
     WHERE kode_toko = ${k} AND id IN (SELECT id FROM hapus_n)`);
  for (const t of [...list].reverse()) await tx.execute(sql`DELETE FROM ${sql.identifier(t.tabel)} t WHERE ${t.where}`);
  await refuseIf(
    tx,
    sql`SELECT kode_member AS k FROM poin_ledger
         WHERE kode_toko = ${k} AND kode_member IN (SELECT kode_member FROM hapus_m)
         GROUP BY kode_member HAVING sum(poin) < 0`,
    HAPUS_MSG.poinMinus,
  );
}

export function createHapusService(db: Db) {
  async function hapus(
    a: Actor,
    type: DeleteType,
    body: Range & { otorisasi?: OtorisasiRef },
    preview: boolean,
  ): Promise<HapusResult> {
    const k = a.kode_toko;
    return db.transaction(async (tx) => {
      if (a.level === 'OWN') await lockArsip(tx, k);
      const tglSystem = await lockOpenDay(tx, a, body);
      await plan(tx, type, k, body);
      const c = await count(tx, type, k);
      const base = { type, kode_toko: k, tgl_from: body.tgl_from, tgl_to: body.tgl_to, ...c };
      if (preview) return { ...base, committed: false, arsip_id: null };
      if (!c.rows) throw unprocessable(HAPUS_MSG.empty);

      const id = await openBatch(tx, a, type, body, tglSystem);
      await removePlanned(tx, k, id);
      await finishArsipBatch(tx, id, {
        documents: c.documents,
        total_rupiah: c.total_rupiah,
        total_berat: c.total_berat,
      });
      return { ...base, committed: true, arsip_id: id };
    });
  }

  async function arsip(kodeToko: string): Promise<ArsipBatch[]> {
    const r = await db.execute<Omit<ArsipBatch, 'status'> & { restored_at: Date | null }>(sql`
      SELECT id AS _id, sumber, tipe, tgl_from, tgl_to, documents, rows, total_rupiah, total_berat::text AS total_berat,
             created_by, created_at, otorisasi, restored_at, restored_by
        FROM arsip_batch WHERE kode_toko = ${kodeToko} ORDER BY created_at DESC LIMIT 500`);
    return r.rows.map((b) => ({
      ...b,
      total_berat: String(b.total_berat).replace(/\.?0+$/, '') || '0',
      status: b.restored_at ? ARSIP_STATUS.restored : ARSIP_STATUS.archived,
    })) as ArsipBatch[];
  }

  async function restore(a: Actor, batchId: string, otorisasi: OtorisasiRef) {
    if (!mayDelete(a)) throw new AppError(403, HAPUS_MSG.notOwner);
    return db.transaction(async (tx) => {
      await lockArsip(tx, a.kode_toko);
      const day = (
        await tx.execute<{ tgl_system: string }>(sql`SELECT tgl_system FROM stores WHERE kode_toko = ${a.kode_toko}`)
      ).rows[0];
      const g = await authorize(
        tx,
        { kode_toko: a.kode_toko, tanggal: day?.tgl_system ?? '', user_id: a.user_id },
        otorisasi,
        'PULIH_ARSIP',
        batchId,
      );
      return restoreBatch(tx, {
        kode_toko: a.kode_toko,
        batch_id: batchId,
        user_id: a.user_id,
        otorisasi: `${g.approved_by}: ${g.alasan}`,
      });
    });
  }

  return { hapus, arsip, restore };
}
