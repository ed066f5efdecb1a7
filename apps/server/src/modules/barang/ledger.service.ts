/**
 * The only writer of piece state: locks pieces, checks their state with a clear Indonesian message, and records
 * every change as a ledger row in the same transaction. Stock writes hold the store row FOR SHARE, so a close
 * waits for them and they land on the shop day they started on.
 */
import { type BarangStatus, type LedgerKind, padBarcode } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';

export type StockCtx = { kode_toko: string; user_id: string; tanggal: string };

export type Piece = {
  id: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  berat: string;
  status: BarangStatus;
};

export async function openStockDay(tx: Tx, kodeToko: string, userId: string): Promise<StockCtx> {
  const res = await tx.execute(sql`SELECT tgl_system FROM stores WHERE kode_toko = ${kodeToko} FOR SHARE`);
  const row = res.rows[0] as { tgl_system: string } | undefined;
  if (!row) throw new AppError(404, 'Toko Tidak Ditemukan');
  return { kode_toko: kodeToko, user_id: userId, tanggal: row.tgl_system };
}

const STATE_TEXT: Record<BarangStatus, string> = {
  STOCK: 'Masih Ada Di Stock',
  TERJUAL: 'Sudah Terjual',
  HANCUR: 'Sudah Dihancurkan',
  TRANSIT: 'Sedang Dalam Pengiriman',
  TERKIRIM: 'Sudah Dikirim Ke Toko Lain',
  CUCI: 'Sedang Dicuci',
  SERVICE: 'Sedang Di Service',
  HUTANG: 'Sedang Menjadi Jaminan Hutang',
  SORTIR: 'Masih Dalam Sortir',
  CONTOH: 'Sedang Dipinjam Sebagai Contoh Pesanan',
  TITIP: 'Sudah Dipesan Customer (Titipan DP)',
};

export const stateMessage = (p: Pick<Piece, 'kode_barcode' | 'status'>) =>
  `Barang ${p.kode_barcode} ${STATE_TEXT[p.status] ?? p.status}`;

/**
 * Locks the pieces (in barcode order, so two movers never deadlock) and returns them in the order asked.
 * Unknown barcodes → 404; barcodes of another store → 422 naming that store; a piece not in `expected` → 422.
 */
export async function lockPieces(
  tx: Tx,
  kodeToko: string,
  barcodesIn: readonly string[],
  expected: readonly BarangStatus[] = ['STOCK'],
): Promise<Piece[]> {
  const wanted = scannedBarcodes(barcodesIn);
  const res = await tx.execute(sql`
    SELECT id, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat::text AS berat, status
      FROM barang WHERE kode_toko = ${kodeToko} AND kode_barcode = ANY(${sql.param(wanted)}::text[])
     ORDER BY kode_barcode FOR UPDATE`);
  return piecesIn(tx, wanted, res.rows as Piece[], expected);
}

/** The scanned barcodes padded (8 digits), each once: a piece scanned twice is refused. */
export function scannedBarcodes(barcodesIn: readonly string[]): string[] {
  const wanted = [...new Set(barcodesIn.map(padBarcode))];
  if (wanted.length !== barcodesIn.length) throw unprocessable('Ada Barcode Yang Di Scan Lebih Dari Sekali');
  return wanted;
}

/**
 * The pieces `rows` (locked by the caller, this store's) in the order scanned, each in an `expected` state; a barcode
 * not found is refused as another store's or unknown. For a caller locking the pieces in its own statement (a sale).
 */
export async function piecesIn<P extends Piece>(
  tx: Tx,
  wanted: readonly string[],
  rows: readonly P[],
  expected: readonly BarangStatus[],
): Promise<P[]> {
  const found = new Map(rows.map((p) => [p.kode_barcode, p]));
  const missing = wanted.filter((b) => !found.has(b));
  if (missing.length) {
    const other = await tx.execute(
      sql`SELECT kode_barcode FROM barcodes WHERE kode_barcode = ANY(${sql.param(missing)}::text[])`,
    );
    const o = other.rows[0] as { kode_barcode: string } | undefined;
    // Which store owns it is not this store's business (issue 9 item 16): say only that it is not ours.
    if (o) throw unprocessable(`Barcode ${o.kode_barcode} Bukan Barang Toko Ini`);
    throw notFound(`Barcode ${missing[0]} Tidak Ditemukan`);
  }
  const pieces = wanted.map((b) => found.get(b) as P);
  const wrong = pieces.find((p) => !expected.includes(p.status));
  if (wrong) throw unprocessable(stateMessage(wrong));
  return pieces;
}

export type Change = {
  jenis: LedgerKind;
  status: BarangStatus;
  /** Destination when the piece stays in or enters stock; ignored otherwise. */
  kode_gudang?: string;
  kode_baki?: string;
  no_ref?: string;
  keterangan?: string;
};

/**
 * Where a piece lies in a gudang: saleable stock, and bought-back gold waiting in sorting (SORTIR) — both count in
 * the gudang's barang summary (a buy-back is `beli` in, sorting it into a tray of the same gudang changes no figure).
 */
const IN_GUDANG: readonly BarangStatus[] = ['STOCK', 'SORTIR'];

/** Applies one change to many pieces: updates their state and appends one ledger row each. */
/** Ledger rows are written in the order of `pieces` (the scan order), so reports ordered by the row id list a
 *  batch as it was scanned. */
export async function recordMoves(tx: Tx, ctx: StockCtx, pieces: readonly Piece[], c: Change): Promise<void> {
  if (!pieces.length) return;
  const ids = pieces.map((p) => p.id);
  const inGudang = IN_GUDANG.includes(c.status);
  const keGudang = inGudang ? (c.kode_gudang ?? null) : null;
  const keBaki = inGudang ? (c.kode_baki ?? null) : null;
  await tx.execute(sql`
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept,
                               dari_gudang, dari_baki, ke_gudang, ke_baki, status_dari, status_ke, berat, no_ref, keterangan)
    SELECT b.kode_toko, b.id, b.kode_barcode, ${ctx.tanggal}, ${ctx.user_id}, ${c.jenis}, b.kode_group, b.kode_dept,
           CASE WHEN b.status IN ('STOCK', 'SORTIR') THEN b.kode_gudang END,
           CASE WHEN b.status IN ('STOCK', 'SORTIR') THEN b.kode_baki END,
           ${keGudang}::text, ${keBaki}::text,
           b.status, ${c.status}, b.berat, ${c.no_ref ?? ''}, ${c.keterangan ?? ''}
      FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS s(id, n)
      JOIN barang b ON b.kode_toko = ${ctx.kode_toko} AND b.id = s.id
     ORDER BY s.n`);
  await tx.execute(sql`
    UPDATE barang SET status = ${c.status},
           kode_gudang = COALESCE(${keGudang}::text, kode_gudang),
           kode_baki = COALESCE(${keBaki}::text, kode_baki),
           no_ref = CASE WHEN ${c.no_ref ?? ''} <> '' THEN ${c.no_ref ?? ''} ELSE no_ref END,
           updated_at = now()
     WHERE kode_toko = ${ctx.kode_toko} AND id = ANY(${sql.param(ids)}::uuid[])`);
}

/** The baki must exist, be active and lie in the gudang. */
export async function assertBaki(tx: Tx, kodeToko: string, kodeGudang: string, kodeBaki: string): Promise<void> {
  const res = await tx.execute(sql`
    SELECT b.kode_gudang, b.status_aktif AS baki_aktif, g.status_aktif AS gudang_aktif
      FROM master_baki b JOIN master_gudang g ON g.kode_toko = b.kode_toko AND g.kode_gudang = b.kode_gudang
     WHERE b.kode_toko = ${kodeToko} AND b.kode_baki = ${kodeBaki} FOR SHARE OF b`);
  const r = res.rows[0] as { kode_gudang: string; baki_aktif: boolean; gudang_aktif: boolean } | undefined;
  if (!r) throw unprocessable(`Baki ${kodeBaki} Tidak Ditemukan`);
  if (r.kode_gudang !== kodeGudang) throw unprocessable(`Baki ${kodeBaki} Bukan Bagian Dari Gudang ${kodeGudang}`);
  if (!r.baki_aktif || !r.gudang_aktif) throw unprocessable(`Baki ${kodeBaki} Tidak Aktif`);
}
