/**
 * What a delete removes (hapus.service.ts): the sets of rows planned in temp tables of the transaction and locked,
 * the refusals that keep every reference whole, the counts of the preview, and the tables in parent-first order.
 */
import { type DeleteType, HAPUS_MSG, type HapusResult } from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';

export type Range = { tgl_from: string; tgl_to: string };

const list = (rows: { k: string }[]) => rows.map((r) => r.k).join(', ');

export async function refuseIf(tx: Tx, q: SQL, msg: (l: string) => string): Promise<void> {
  const rows = (await tx.execute<{ k: string }>(sql`SELECT DISTINCT k FROM (${q}) x ORDER BY k LIMIT 10`)).rows;
  if (rows.length) throw unprocessable(msg(list(rows)));
}

/**
 * The sets to delete, in temp tables of this transaction: hapus_s (sales), hapus_p (purchases), hapus_k (kas ids),
 * hapus_n (point-row ids) — every row in them locked (FOR UPDATE) until the delete commits.
 */
export async function plan(tx: Tx, type: DeleteType, k: string, r: Range): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_s (no text PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_p (no text PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_k (id bigint PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS hapus_n (id bigint PRIMARY KEY) ON COMMIT DROP`);
  await tx.execute(sql`TRUNCATE hapus_s, hapus_p, hapus_k, hapus_n`);
  const inRange = sql`kode_toko = ${k} AND tanggal BETWEEN ${r.tgl_from} AND ${r.tgl_to}`;
  if (type === 'KEUANGAN') return planCash(tx, k, inRange);
  await planVisits(tx, type, k, inRange);
  await lockDocuments(tx, k);
  await refuseReferenced(tx, k);
  await planCashAndPoints(tx, k);
  await tx.execute(sql`ANALYZE hapus_s, hapus_p, hapus_k, hapus_n`);
  await lockRows(tx, k);
}

/** KEUANGAN: the range's cash rows; a reversal and the row it reverses stay together: both go or both stay. */
async function planCash(tx: Tx, k: string, inRange: SQL): Promise<void> {
  await tx.execute(sql`INSERT INTO hapus_k SELECT id FROM kas WHERE ${inRange}`);
  await tx.execute(sql`ANALYZE hapus_k`);
  await lockRows(tx, k);
  await refuseIf(
    tx,
    sql`SELECT COALESCE(NULLIF(o.no_reff, ''), o.id::text) AS k FROM kas o
         WHERE o.kode_toko = ${k} AND o.id NOT IN (SELECT id FROM hapus_k)
           AND (o.batal_of IN (SELECT id FROM hapus_k)
                OR o.id IN (SELECT i.batal_of FROM kas i JOIN hapus_k h ON h.id = i.id WHERE i.kode_toko = ${k}))`,
    HAPUS_MSG.kasBatal,
  );
}

/** The range's sales or purchases, with the trade-in purchases that paid those sales and the sales they paid. */
async function planVisits(tx: Tx, type: DeleteType, k: string, inRange: SQL): Promise<void> {
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
}

/**
 * The documents, then the pieces of their sale lines still sold (barcode order, as a buy-back locks them): a buy-back
 * of one of them that is under way commits first and is seen below; one that comes later waits.
 */
async function lockDocuments(tx: Tx, k: string): Promise<void> {
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
}

/** Refused, listing them: a bought-back piece whose purchase stays, an order picked up, a deposit drawn. */
async function refuseReferenced(tx: Tx, k: string): Promise<void> {
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
}

/** The documents' own cash-book rows and the sales' point rows. */
async function planCashAndPoints(tx: Tx, k: string): Promise<void> {
  // the documents' own cash-book rows
  await tx.execute(sql`
    INSERT INTO hapus_k SELECT id FROM kas
     WHERE kode_toko = ${k} AND no_reff <> ''
       AND (no_reff IN (SELECT no FROM hapus_s) OR no_reff IN (SELECT no FROM hapus_p))`);
  // and the sales' point rows
  await tx.execute(sql`
    INSERT INTO hapus_n SELECT id FROM poin_ledger WHERE kode_toko = ${k} AND no_ref IN (SELECT no FROM hapus_s)`);
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

export async function count(tx: Tx, type: DeleteType, k: string): Promise<Counts> {
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

export /** The tables of a delete in parent-first order (archive and restore), with the rows of each in the plan. */
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
