/**
 * Head office → branch shipments. Sending locks the pieces, marks them TRANSIT (ledger KIRIM: they leave the
 * sender's stock) under a shipment number. The branch receives by scanning: each scanned piece becomes a piece
 * of the branch (new row, same barcode; ledger TERIMA), the sender's row ends as TERKIRIM, and pieces not
 * scanned stay in transit and are recorded as SELISIH.
 */
import type { KirimanHead, KirimanItem, KirimSent } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextDocNumber, peekDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { withDb } from '../../lib/with-db.ts';
import { assertBaki, lockPieces, openStockDay, recordMoves } from './ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
export const KIRIM_DOC = 'KB';
/** A shipment's head as read (`diterima_at` is the driver's Date until the response schema sends it). */
type Head = KirimanHead & {
  kode_toko_tujuan: string;
  status: string;
  input_by: string;
  diterima_by: string | null;
  diterima_at: Date | null;
};

async function nextNumber(db: Db, a: Actor) {
  const res = await db.execute(sql`SELECT tgl_system FROM stores WHERE kode_toko = ${a.kode_toko}`);
  return {
    no_kirim: await peekDocNumber(db, a.kode_toko, KIRIM_DOC, (res.rows[0] as { tgl_system: string }).tgl_system),
  };
}

async function send(db: Db, a: Actor, tujuan: string, barcodes: string[], keterangan: string) {
  if (tujuan === a.kode_toko) throw unprocessable('Toko Tujuan Tidak Boleh Toko Sendiri');
  return db.transaction(async (tx) => {
    const dest = await tx.execute(sql`SELECT kode_toko FROM stores WHERE kode_toko = ${tujuan}`);
    if (!dest.rows[0]) throw unprocessable(`Toko ${tujuan} Tidak Ditemukan`);
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes);
    const noKirim = await nextDocNumber(tx, a.kode_toko, KIRIM_DOC, ctx.tanggal);
    await recordMoves(tx, ctx, pieces, {
      jenis: 'KIRIM',
      status: 'TRANSIT',
      no_ref: noKirim,
      keterangan: `KIRIM KE ${tujuan}`,
    });
    const ids = pieces.map((p) => p.id);
    // the header first: its lines point at it (foreign key)
    const res = await tx.execute<KirimSent>(sql`
      INSERT INTO kirim_barang (kode_toko, no_kirim, tanggal, kode_toko_tujuan, jumlah, berat, keterangan, input_by)
      SELECT ${a.kode_toko}, ${noKirim}, ${ctx.tanggal}, ${tujuan}, count(*), coalesce(sum(berat), 0), ${keterangan}, ${a.user_id}
        FROM barang WHERE kode_toko = ${a.kode_toko} AND id = ANY(${sql.param(ids)}::uuid[])
      RETURNING no_kirim, tanggal, kode_toko_tujuan, jumlah, berat::float8 AS berat, status`);
    await tx.execute(sql`
      INSERT INTO kirim_barang_detail (kode_toko, no_kirim, kode_barcode, barang_id, berat)
      SELECT kode_toko, ${noKirim}, kode_barcode, id, berat FROM barang WHERE kode_toko = ${a.kode_toko} AND id = ANY(${sql.param(ids)}::uuid[])`);
    return res.rows[0] as KirimSent;
  });
}

/** A shipment as its sender or its receiving branch sees it (head-office rows read across stores by design). */
async function get(db: Db, a: Actor, noKirim: string) {
  const res = await db.execute<Head>(sql`
    SELECT kode_toko, no_kirim, tanggal, kode_toko_tujuan, status, jumlah, berat::float8 AS berat, keterangan, input_by,
           diterima_by, diterima_at
      FROM kirim_barang WHERE no_kirim = ${noKirim} AND (kode_toko = ${a.kode_toko} OR kode_toko_tujuan = ${a.kode_toko})`);
  const head = res.rows[0];
  if (!head) throw notFound(`No Kirim ${noKirim} Tidak Ditemukan`);
  const items = await db.execute<KirimanItem>(sql`
    SELECT d.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, b.kadar_cetak, d.berat::float8 AS berat, d.status
      FROM kirim_barang_detail d JOIN barang b ON b.kode_toko = d.kode_toko AND b.id = d.barang_id
     WHERE d.kode_toko = ${head.kode_toko} AND d.no_kirim = ${noKirim} ORDER BY d.kode_barcode`);
  return { ...head, items: items.rows };
}

/** Shipments sent to this store and not yet received. */
async function incoming(db: Db, a: Actor) {
  const res = await db.execute<KirimanHead>(sql`
    SELECT kode_toko, no_kirim, tanggal, jumlah, berat::float8 AS berat, keterangan FROM kirim_barang
     WHERE kode_toko_tujuan = ${a.kode_toko} AND status = 'DIKIRIM' ORDER BY tanggal, no_kirim`);
  return res.rows;
}

async function receive(db: Db, a: Actor, noKirim: string, barcodes: string[], kodeGudang: string, kodeBaki: string) {
  return db.transaction(async (tx) => {
    const head = await tx.execute(sql`
      SELECT kode_toko, status FROM kirim_barang WHERE no_kirim = ${noKirim} AND kode_toko_tujuan = ${a.kode_toko} FOR UPDATE`);
    const h = head.rows[0] as { kode_toko: string; status: string } | undefined;
    if (!h) throw notFound(`No Kirim ${noKirim} Tidak Ditemukan`);
    if (h.status !== 'DIKIRIM') throw unprocessable(`Kiriman ${noKirim} Sudah Diterima`);
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await assertBaki(tx, a.kode_toko, kodeGudang, kodeBaki);
    const detail = await tx.execute(
      sql`SELECT kode_barcode FROM kirim_barang_detail WHERE kode_toko = ${h.kode_toko} AND no_kirim = ${noKirim}`,
    );
    const inShipment = new Set((detail.rows as { kode_barcode: string }[]).map((r) => r.kode_barcode));
    const stranger = barcodes.find((b) => !inShipment.has(b));
    if (stranger) throw unprocessable(`Barang ${stranger} Tidak Termasuk Kiriman ${noKirim}`);
    const senderCtx = { ...ctx, kode_toko: h.kode_toko };
    const pieces = await lockPieces(tx, h.kode_toko, barcodes, ['TRANSIT']);
    await recordMoves(tx, senderCtx, pieces, {
      jenis: 'KIRIM',
      status: 'TERKIRIM',
      no_ref: noKirim,
      keterangan: `DITERIMA ${a.kode_toko}`,
    });
    const ids = pieces.map((p) => p.id);
    // a received piece must find its group and jenis in this store's masters (the foreign keys demand it)
    const missing = await tx.execute(sql`
      SELECT b.kode_barcode, b.kode_group, b.kode_dept, g.kode_group IS NULL AS tanpa_group
        FROM barang b
        LEFT JOIN master_group g ON g.kode_toko = ${a.kode_toko} AND g.kode_group = b.kode_group
        LEFT JOIN master_jenis j ON j.kode_toko = ${a.kode_toko} AND j.kode_dept = b.kode_dept
       WHERE b.kode_toko = ${h.kode_toko} AND b.id = ANY(${sql.param(ids)}::uuid[])
         AND (g.kode_group IS NULL OR j.kode_dept IS NULL)
       ORDER BY b.kode_barcode LIMIT 1`);
    const m = missing.rows[0] as
      | { kode_barcode: string; kode_group: string; kode_dept: string; tanpa_group: boolean }
      | undefined;
    if (m)
      throw unprocessable(
        m.tanpa_group
          ? `Group ${m.kode_group} Barang ${m.kode_barcode} Belum Ada Di Master Group Toko Ini`
          : `Jenis ${m.kode_dept} Barang ${m.kode_barcode} Belum Ada Di Master Jenis Toko Ini`,
      );
    const created = await tx.execute(sql`
      INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, berat_asli,
                          kadar, kadar_cetak, nama_atribut, berat_atribut, harga_atribut, ongkos, harga_jual, harga_modal,
                          supplier, perolehan, no_sertifikat, jenis_batu, kode_shape, kode_color, kode_clarity, kode_cutgrade,
                          foto, status, no_ref, tgl_masuk, input_by)
      SELECT ${a.kode_toko}, kode_barcode, nama_barang, kode_group, kode_dept, ${kodeGudang}, ${kodeBaki}, berat, berat_asli,
             kadar, kadar_cetak, nama_atribut, berat_atribut, harga_atribut, ongkos, harga_jual, harga_modal,
             supplier, perolehan, no_sertifikat, jenis_batu, kode_shape, kode_color, kode_clarity, kode_cutgrade,
             foto, 'STOCK', ${noKirim}, ${ctx.tanggal}, ${a.user_id}
        FROM barang WHERE kode_toko = ${h.kode_toko} AND id = ANY(${sql.param(ids)}::uuid[])
      -- a piece that once left this store comes back to its old row
      ON CONFLICT (kode_toko, kode_barcode) DO UPDATE SET status = 'STOCK', kode_gudang = EXCLUDED.kode_gudang,
         kode_baki = EXCLUDED.kode_baki, berat = EXCLUDED.berat, no_ref = EXCLUDED.no_ref, updated_at = now()
      RETURNING id, kode_barcode`);
    const rows = created.rows as { id: string; kode_barcode: string }[];
    for (const r of rows) {
      await tx.execute(
        sql`UPDATE barcodes SET kode_toko = ${a.kode_toko}, barang_id = ${r.id} WHERE kode_barcode = ${r.kode_barcode}`,
      );
    }
    await tx.execute(sql`
      INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                                 ke_gudang, ke_baki, status_ke, berat, no_ref, keterangan)
      SELECT kode_toko, id, kode_barcode, ${ctx.tanggal}, ${a.user_id}, 'TERIMA', kode_group, kode_dept, kode_gudang, kode_baki,
             'STOCK', berat, ${noKirim}, ${`KIRIMAN ${h.kode_toko}`}
        FROM barang WHERE kode_toko = ${a.kode_toko} AND id = ANY(${sql.param(rows.map((r) => r.id))}::uuid[])`);
    await tx.execute(sql`
      UPDATE kirim_barang_detail SET status = CASE WHEN kode_barcode = ANY(${sql.param(barcodes)}::text[]) THEN 'DITERIMA' ELSE 'SELISIH' END
       WHERE kode_toko = ${h.kode_toko} AND no_kirim = ${noKirim}`);
    await tx.execute(sql`
      UPDATE kirim_barang SET status = 'DITERIMA', diterima_by = ${a.user_id}, diterima_at = now()
       WHERE kode_toko = ${h.kode_toko} AND no_kirim = ${noKirim}`);
    return { no_kirim: noKirim, diterima: rows.length, selisih: inShipment.size - rows.length };
  });
}

export function createKirimService(db: Db) {
  return withDb(db, { nextNumber, send, get, incoming, receive });
}
