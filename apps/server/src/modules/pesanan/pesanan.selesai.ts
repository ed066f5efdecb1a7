/**
 * DIKERJAKAN → SELESAI: lock → the tray the pieces wait in → the order's lines, each weighed → each jenis within its
 * kategori → priced at the real weight and the order's price per gram → new pieces in stock with barcodes (ledger
 * TAMBAH) at that fixed price → the lines record weight, price and barcode → the order SELESAI with its final total.
 * The pieces are reserved: only the sale that picks this order up (its PESANAN line) can sell them (pesanan/ambil.ts).
 */
import { hargaPesanan, type selesaiPesananSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { createPieces } from '../../lib/pieces.ts';
import { assertBaki, openStockDay, type StockCtx } from '../barang/ledger.service.ts';
import { pembulatanOf } from '../penjualan/penjualan.service.ts';
import { lockFor } from './pesanan.steps.ts';

export type SelesaiBody = z.output<typeof selesaiPesananSchema>;
type OrderLine = { seq: number; kode_group: string; nama_barang: string; harga_gram: string; kadar: string };
type Finished = {
  seq: number;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: string;
  berat_asli: string;
  harga_akhir: number;
};

/** The order's lines with their kategori's purity; every one must be weighed, once. */
async function weighedLines(tx: Tx, kodeToko: string, no: string, body: SelesaiBody) {
  const lines = (
    await tx.execute(sql`SELECT d.seq, d.kode_group, d.nama_barang, d.harga_gram::bigint AS harga_gram,
                                COALESCE(g.persentase, 0)::text AS kadar
      FROM pesanan_detail d LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
      WHERE d.kode_toko = ${kodeToko} AND d.no_pesanan = ${no} ORDER BY d.seq`)
  ).rows as OrderLine[];
  const bySeq = new Map(body.items.map((b) => [b.seq, b]));
  if (bySeq.size !== body.items.length || body.items.length !== lines.length || lines.some((l) => !bySeq.has(l.seq)))
    throw unprocessable('Berat Asli Setiap Barang Pesanan Harus Diisi');
  return { lines, bySeq };
}

/** Each finished piece: its jenis checked to be of the line's kategori, priced at its real weight. */
async function priceFinished(tx: Tx, kodeToko: string, w: Awaited<ReturnType<typeof weighedLines>>) {
  const jenis = (
    await tx.execute(sql`SELECT kode_dept, kode_group FROM master_jenis WHERE kode_toko = ${kodeToko} AND status_aktif`)
  ).rows as { kode_dept: string; kode_group: string }[];
  const groupOf = new Map(jenis.map((j) => [j.kode_dept, j.kode_group]));
  const step = await pembulatanOf(tx, kodeToko);
  return w.lines.map((l): Finished => {
    const b = w.bySeq.get(l.seq) as SelesaiBody['items'][number];
    if (groupOf.get(b.kode_dept) !== l.kode_group)
      throw unprocessable(`Jenis ${b.kode_dept} Bukan Bagian Dari Kategori ${l.kode_group}`);
    return {
      seq: l.seq,
      nama_barang: l.nama_barang,
      kode_group: l.kode_group,
      kode_dept: b.kode_dept,
      kadar: l.kadar,
      berat_asli: b.berat_asli,
      harga_akhir: hargaPesanan(b.berat_asli, Number(l.harga_gram), step),
    };
  });
}

/** The finished pieces enter stock: new barcodes, fixed price (harga_jual), reserved by the order (no_ref). */
async function finishedToStock(tx: Tx, ctx: StockCtx, no: string, body: SelesaiBody, rows: Finished[]) {
  const made = await createPieces(
    tx,
    rows.map((r) => ({
      nama_barang: r.nama_barang,
      kode_group: r.kode_group,
      kode_dept: r.kode_dept,
      kode_gudang: body.kode_gudang,
      kode_baki: body.kode_baki,
      berat: r.berat_asli,
      kadar: r.kadar,
      harga_jual: r.harga_akhir,
      perolehan: 'TANPA_FAKTUR',
    })),
    { ...ctx, jenis: 'TAMBAH', status: 'STOCK', no_ref: no, keterangan: `PESANAN SELESAI ${no}` },
  );
  return made.map((m, i) => ({ ...m, seq: (rows[i] as Finished).seq }));
}

export async function selesaiPesanan(db: Db, a: Actor, no: string, body: SelesaiBody) {
  await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await lockFor(tx, a.kode_toko, no, 'SELESAI');
    await assertBaki(tx, a.kode_toko, body.kode_gudang, body.kode_baki);
    const rows = await priceFinished(tx, a.kode_toko, await weighedLines(tx, a.kode_toko, no, body));
    const made = await finishedToStock(tx, ctx, no, body, rows);
    const detail = rows.map((r) => ({ ...r, ...made.find((m) => m.seq === r.seq) }));
    await tx.execute(sql`
      UPDATE pesanan_detail d SET berat_asli = x.berat_asli, harga_akhir = x.harga_akhir, kode_dept = x.kode_dept,
             barang_id = x.id, kode_barcode = x.kode_barcode
        FROM jsonb_to_recordset(${JSON.stringify(detail)}::jsonb) AS x(seq int, berat_asli numeric, harga_akhir bigint,
             kode_dept text, id uuid, kode_barcode text)
       WHERE d.kode_toko = ${a.kode_toko} AND d.no_pesanan = ${no} AND d.seq = x.seq`);
    const total = rows.reduce((s, r) => s + r.harga_akhir, 0);
    await tx.execute(sql`UPDATE pesanan SET status = 'SELESAI', total_akhir = ${total}, tgl_selesai = ${ctx.tanggal}
      WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
  });
}
