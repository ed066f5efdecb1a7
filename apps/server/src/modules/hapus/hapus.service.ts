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
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { archiveRows, createArsipBatch, finishArsipBatch, lockArsip, restoreBatch } from '../../lib/arsip.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { authorize } from '../../lib/otorisasi.ts';

export type Actor = { kode_toko: string; user_id: string; level: string };
type Range = { tgl_from: string; tgl_to: string };

const list = (rows: { k: string }[]) => rows.map((r) => r.k).join(', ');
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

async function refuseIf(tx: Tx, q: SQL, msg: (l: string) => string): Promise<void> {
  const rows = (await tx.execute<{ k: string }>(sql`SELECT DISTINCT k FROM (${q}) x ORDER BY k LIMIT 10`)).rows;
  if (rows.length) throw unprocessable(msg(list(rows)));
}

/**
 * The sets to delete, in temp tables of this transaction: hapus_s (sales), hapus_p (purchases), hapus_k (kas ids),
 * hapus_n (point-row ids) — every row in them locked (FOR UPDATE) until the delete commits.
 */
async function plan(tx: Tx, type: DeleteType, k: string, r: Range): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_s (no text PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_p (no text PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_k (id bigint PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_n (id bigint PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`TRUNCATE hapus_s, hapus_p, hapus_k, hapus_n`);
  const inRange = sql`kode_toko = ${k} AND tanggal BETWEEN ${r.tgl_from} AND ${r.tgl_to}`;

  if (type === 'KEUANGAN') {
    await tx.execute(sql`INSERT INTO hapus_k SELECT id FROM kas WHERE ${inRange}`);
    await tx.execute(sql`ANALYZE hapus_k`);
    await lockRows(tx, k);
    // a reversal and the row it reverses stay together: both go or both stay
    await refuseIf(
      tx,
      sql`SELECT COALESCE(NULLIF(o.no_reff, ''), o.id::text) AS k FROM kas o
           WHERE o.kode_toko = ${k} AND o.id NOT IN (SELECT id FROM hapus_k)
             AND (o.batal_of IN (SELECT id FROM hapus_k)
                  OR o.id IN (SELECT i.batal_of FROM kas i JOIN hapus_k h ON h.id = i.id WHERE i.kode_toko = ${k}))`,
      HAPUS_MSG.kasBatal,
    );
    return;
  }

  if (type === 'PENJUALAN') {
    await tx.execute(sql`INSERT INTO hapus_s SELECT no_faktur_group FROM penjualan WHERE ${inRange}`);
  } else {
    await tx.execute(sql`INSERT INTO hapus_p SELECT no_faktur_group FROM pembelian WHERE ${inRange}`);
    // the sales these trade-ins paid
    await tx.execute(sql`
      INSERT INTO hapus_s
      SELECT DISTINCT s.no_faktur_group FROM pembelian p
        JOIN penjualan s ON s.kode_toko = p.kode_toko AND s.no_faktur_group = p.no_penjualan
       WHERE p.kode_toko = ${k} AND p.no_faktur_group IN (SELECT no FROM hapus_p)
      UNION
      SELECT DISTINCT b.no_faktur_group FROM penjualan_bayar b
       WHERE b.kode_toko = ${k} AND b.jenis = 'TUKAR' AND b.no_ref IN (SELECT no FROM hapus_p)
      ON CONFLICT DO NOTHING`);
  }
  // the trade-in purchases that paid these sales
  await tx.execute(sql`
    INSERT INTO hapus_p
    SELECT p.no_faktur_group FROM pembelian p
     WHERE p.kode_toko = ${k} AND p.no_penjualan IN (SELECT no FROM hapus_s)
    UNION
    SELECT b.no_ref FROM penjualan_bayar b
      JOIN pembelian p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_ref
     WHERE b.kode_toko = ${k} AND b.jenis = 'TUKAR' AND b.no_faktur_group IN (SELECT no FROM hapus_s)
    ON CONFLICT DO NOTHING`);

  // the documents, then the pieces of their sale lines still sold (barcode order, as a buy-back locks them): a
  // buy-back of one of them that is under way commits first and is seen below; one that comes later waits
  await tx.execute(sql`
    SELECT 1 FROM penjualan WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_s)
     ORDER BY no_faktur_group FOR UPDATE`);
  await tx.execute(sql`
    SELECT 1 FROM pembelian WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_p)
     ORDER BY no_faktur_group FOR UPDATE`);
  await tx.execute(sql`
    SELECT 1 FROM barang b
     WHERE b.kode_toko = ${k} AND b.status = 'TERJUAL'
       AND b.id IN (SELECT d.barang_id FROM penjualan_detail d
                     WHERE d.kode_toko = ${k} AND d.no_faktur_group IN (SELECT no FROM hapus_s))
     ORDER BY b.kode_barcode FOR UPDATE OF b`);

  await refuseIf(
    tx,
    sql`SELECT d.no_faktur_group AS k FROM pembelian_detail d
         WHERE d.kode_toko = ${k} AND d.no_faktur_ext <> '' AND d.no_faktur_group NOT IN (SELECT no FROM hapus_p)
           AND d.no_faktur_ext IN (SELECT j.no_faktur_jual FROM penjualan_detail j
                                    WHERE j.kode_toko = ${k} AND j.no_faktur_group IN (SELECT no FROM hapus_s))`,
    (l) => HAPUS_MSG.referenced('Pembelian (Barang Dibeli Kembali)', l),
  );
  await refuseIf(
    tx,
    sql`SELECT no_pesanan AS k FROM pesanan WHERE kode_toko = ${k} AND no_penjualan IN (SELECT no FROM hapus_s)
        UNION ALL
        SELECT no_ref FROM penjualan_bayar
         WHERE kode_toko = ${k} AND jenis = 'PESANAN' AND no_faktur_group IN (SELECT no FROM hapus_s)`,
    (l) => HAPUS_MSG.referenced('Pesanan', l),
  );
  await refuseIf(
    tx,
    sql`SELECT no_titip AS k FROM penjualan_bayar
         WHERE kode_toko = ${k} AND no_titip <> '' AND no_faktur_group IN (SELECT no FROM hapus_s)
        UNION ALL
        SELECT no_titip FROM titipan_barang WHERE kode_toko = ${k} AND no_penjualan IN (SELECT no FROM hapus_s)`,
    (l) => HAPUS_MSG.referenced('Titipan', l),
  );
  // the documents' own cash-book rows
  await tx.execute(sql`
    INSERT INTO hapus_k SELECT id FROM kas
     WHERE kode_toko = ${k} AND no_reff <> ''
       AND (no_reff IN (SELECT no FROM hapus_s) OR no_reff IN (SELECT no FROM hapus_p))`);
  // and the sales' point rows
  await tx.execute(sql`
    INSERT INTO hapus_n SELECT id FROM poin_ledger WHERE kode_toko = ${k} AND no_ref IN (SELECT no FROM hapus_s)`);
  await tx.execute(sql`ANALYZE hapus_s, hapus_p, hapus_k, hapus_n`);
  await lockRows(tx, k);
}

/** The cash and point rows of the plan, locked: nobody changes or removes them before the delete commits. */
async function lockRows(tx: Tx, k: string): Promise<void> {
  await tx.execute(
    sql`SELECT 1 FROM kas WHERE kode_toko = ${k} AND id IN (SELECT id FROM hapus_k) ORDER BY id FOR UPDATE`,
  );
  await tx.execute(
    sql`SELECT 1 FROM poin_ledger WHERE kode_toko = ${k} AND id IN (SELECT id FROM hapus_n) ORDER BY id FOR UPDATE`,
  );
}

type Counts = Omit<HapusResult, 'committed' | 'arsip_id' | 'type' | 'kode_toko' | 'tgl_from' | 'tgl_to'>;

async function count(tx: Tx, type: DeleteType, k: string): Promise<Counts> {
  const r = (
    await tx.execute<{
      s: number;
      p: number;
      sd: number;
      pd: number;
      sb: number;
      pb: number;
      kas: number;
      poin: number;
      s_rp: number;
      s_g: string;
      p_rp: number;
      p_g: string;
      k_rp: number;
    }>(sql`
    SELECT (SELECT count(*)::int FROM hapus_s) AS s, (SELECT count(*)::int FROM hapus_p) AS p,
           (SELECT count(*)::int FROM penjualan_detail WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_s)) AS sd,
           (SELECT count(*)::int FROM pembelian_detail WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_p)) AS pd,
           (SELECT count(*)::int FROM penjualan_bayar WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_s)) AS sb,
           (SELECT count(*)::int FROM pembelian_bayar WHERE kode_toko = ${k} AND no_faktur_group IN (SELECT no FROM hapus_p)) AS pb,
           (SELECT count(*)::int FROM hapus_k) AS kas,
           (SELECT count(*)::int FROM hapus_n) AS poin,
           (SELECT COALESCE(sum(total_harga), 0)::bigint FROM penjualan
             WHERE kode_toko = ${k} AND status = 'AKTIF' AND no_faktur_group IN (SELECT no FROM hapus_s)) AS s_rp,
           (SELECT COALESCE(sum(total_berat), 0)::text FROM penjualan
             WHERE kode_toko = ${k} AND status = 'AKTIF' AND no_faktur_group IN (SELECT no FROM hapus_s)) AS s_g,
           (SELECT COALESCE(sum(total_harga), 0)::bigint FROM pembelian
             WHERE kode_toko = ${k} AND status = 'AKTIF' AND no_faktur_group IN (SELECT no FROM hapus_p)) AS p_rp,
           (SELECT COALESCE(sum(total_berat), 0)::text FROM pembelian
             WHERE kode_toko = ${k} AND status = 'AKTIF' AND no_faktur_group IN (SELECT no FROM hapus_p)) AS p_g,
           (SELECT COALESCE(sum(jumlah_in + jumlah_out), 0)::bigint FROM kas
             WHERE kode_toko = ${k} AND id IN (SELECT id FROM hapus_k)) AS k_rp`)
  ).rows[0];
  if (!r) throw unprocessable(HAPUS_MSG.fail);
  const rows = r.s + r.p + r.sd + r.pd + r.sb + r.pb + r.kas + r.poin;
  if (type === 'KEUANGAN') return { documents: r.kas, lines: 0, rows, total_rupiah: Number(r.k_rp), total_berat: '0' };
  const sales = type === 'PENJUALAN';
  return {
    documents: r.s + r.p,
    lines: r.sd + r.pd,
    rows,
    total_rupiah: Number(sales ? r.s_rp : r.p_rp),
    total_berat: (sales ? r.s_g : r.p_g).replace(/\.?0+$/, '') || '0',
  };
}

/** The tables of a delete in parent-first order (archive and restore), with the rows of each in the plan. */
function tables(k: string): { tabel: string; where: SQL }[] {
  const s = sql`t.kode_toko = ${k} AND t.no_faktur_group IN (SELECT no FROM hapus_s)`;
  const p = sql`t.kode_toko = ${k} AND t.no_faktur_group IN (SELECT no FROM hapus_p)`;
  return [
    { tabel: 'penjualan', where: s },
    { tabel: 'penjualan_detail', where: s },
    { tabel: 'penjualan_bayar', where: s },
    { tabel: 'pembelian', where: p },
    { tabel: 'pembelian_detail', where: p },
    { tabel: 'pembelian_bayar', where: p },
    { tabel: 'kas', where: sql`t.kode_toko = ${k} AND t.id IN (SELECT id FROM hapus_k)` },
    { tabel: 'poin_ledger', where: sql`t.kode_toko = ${k} AND t.id IN (SELECT id FROM hapus_n)` },
  ];
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

      const ref = hapusRef(type, body.tgl_from, body.tgl_to);
      const g = await authorize(
        tx,
        { kode_toko: k, tanggal: tglSystem, user_id: a.user_id },
        body.otorisasi,
        'HAPUS_DATA',
        ref,
      );
      const id = await createArsipBatch(tx, {
        kode_toko: k,
        sumber: 'DELETE',
        tipe: type,
        tgl_from: body.tgl_from,
        tgl_to: body.tgl_to,
        created_by: a.user_id,
        otorisasi: `${g.approved_by}: ${g.alasan}`,
      });
      const list = tables(k);
      for (const t of list) await archiveRows(tx, id, t.tabel, t.where);
      // the members whose points change: none may fall below zero
      await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_m (kode_member text PRIMARY KEY) ON COMMIT DROP`);
      await tx.execute(sql`TRUNCATE hapus_m`);
      await tx.execute(sql`
        INSERT INTO hapus_m SELECT DISTINCT kode_member FROM poin_ledger
         WHERE kode_toko = ${k} AND id IN (SELECT id FROM hapus_n)`);
      for (const t of [...list].reverse())
        await tx.execute(sql`DELETE FROM ${sql.identifier(t.tabel)} t WHERE ${t.where}`);
      await refuseIf(
        tx,
        sql`SELECT kode_member AS k FROM poin_ledger
             WHERE kode_toko = ${k} AND kode_member IN (SELECT kode_member FROM hapus_m)
             GROUP BY kode_member HAVING sum(poin) < 0`,
        HAPUS_MSG.poinMinus,
      );
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
