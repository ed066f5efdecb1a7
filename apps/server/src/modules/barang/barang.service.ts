/**
 * Pieces: create with generated barcodes (tambah data barang), search with server-side pagination, detail with
 * the full ledger, and the stock moves (pindah, pindah satu baki, hancur), each one locked transaction.
 */
import type { BarangInput, BarangStatus, barangSchema, ledgerRowSchema, OtorisasiRef, PageQuery } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { createPieces } from '../../lib/pieces.ts';
import { withDb } from '../../lib/with-db.ts';
import { assertBaki, lockPieces, openStockDay, type Piece, recordMoves, type StockCtx } from './ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
/** A piece as read by PIECE_COLUMNS, before the response schema sends it. */
export type BarangRow = z.output<typeof barangSchema>;
type LedgerRow = z.output<typeof ledgerRowSchema>;
export const MAX_PIECES_PER_CREATE = 2000;

const PIECE_COLUMNS = sql.raw(`id AS _id, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki,
  berat::float8 AS berat, berat_asli::float8 AS berat_asli, kadar::float8 AS kadar, kadar_cetak, nama_atribut,
  berat_atribut::float8 AS berat_atribut, harga_atribut, ongkos, harga_jual, harga_modal, supplier, perolehan,
  no_sertifikat, jenis_batu, kode_shape, kode_color, kode_clarity, kode_cutgrade, foto, status, no_ref, tgl_masuk,
  input_by, created_at`);

async function assertMasters(tx: Tx, kodeToko: string, item: BarangInput): Promise<void> {
  const res = await tx.execute(sql`
    SELECT g.status_aktif AS group_aktif, j.kode_group AS dept_group, j.status_aktif AS dept_aktif
      FROM (SELECT 1) x
      LEFT JOIN master_group g ON g.kode_toko = ${kodeToko} AND g.kode_group = ${item.kode_group}
      LEFT JOIN master_jenis j ON j.kode_toko = ${kodeToko} AND j.kode_dept = ${item.kode_dept}`);
  const r = res.rows[0] as { group_aktif: boolean | null; dept_group: string | null; dept_aktif: boolean | null };
  if (r.group_aktif === null) throw unprocessable(`Group ${item.kode_group} Tidak Ditemukan`);
  if (!r.group_aktif) throw unprocessable(`Group ${item.kode_group} Tidak Aktif`);
  if (r.dept_group === null) throw unprocessable(`Jenis ${item.kode_dept} Tidak Ditemukan`);
  if (!r.dept_aktif) throw unprocessable(`Jenis ${item.kode_dept} Tidak Aktif`);
  if (r.dept_group !== item.kode_group)
    throw unprocessable(`Jenis ${item.kode_dept} Bukan Bagian Dari Group ${item.kode_group}`);
  await assertBaki(tx, kodeToko, item.kode_gudang, item.kode_baki);
}

/** New pieces in stock: `TAMBAH` (tambah data barang) or `TERIMA` with a receipt number (terima barang). */
async function create(
  db: Db,
  a: Actor,
  items: BarangInput[],
  origin: { jenis: 'TAMBAH' | 'TERIMA'; docKind?: string; keterangan?: string } = { jenis: 'TAMBAH' },
) {
  const total = items.reduce((n, i) => n + i.jumlah, 0);
  if (total > MAX_PIECES_PER_CREATE) throw unprocessable(`Maksimal ${MAX_PIECES_PER_CREATE} Barang Sekali Simpan`);
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const noRef = origin.docKind ? await nextDocNumber(tx, a.kode_toko, origin.docKind, ctx.tanggal) : '';
    const keterangan = origin.keterangan ?? 'TAMBAH DATA BARANG';
    for (const item of items) await assertMasters(tx, a.kode_toko, item);
    // each item's `jumlah` identical pieces, one barcode each, in the order given
    const rows = items.flatMap(({ jumlah, ...fields }) => Array.from({ length: jumlah }, () => fields));
    const made = await createPieces(tx, rows, {
      ...ctx,
      jenis: origin.jenis,
      status: 'STOCK',
      no_ref: noRef,
      keterangan,
    });
    const created = made.map((m) => m.kode_barcode);
    const out = await tx.execute<BarangRow>(sql`SELECT ${PIECE_COLUMNS} FROM barang
      WHERE kode_toko = ${a.kode_toko} AND kode_barcode = ANY(${sql.param(created)}::text[]) ORDER BY kode_barcode`);
    return { no_ref: noRef, barang: out.rows };
  });
}

async function search(
  db: Db,
  kodeToko: string,
  q: {
    q?: string;
    kode_group?: string;
    kode_dept?: string;
    kode_gudang?: string;
    kode_baki?: string;
    status?: BarangStatus;
    skip: number;
    limit: number;
  },
) {
  const conds = [sql`kode_toko = ${kodeToko}`];
  const text = q.q?.trim().toUpperCase();
  if (text) {
    if (/^\d+$/.test(text)) conds.push(sql`(kode_barcode LIKE ${`%${text}`} OR nama_barang LIKE ${`%${text}%`})`);
    else conds.push(sql`nama_barang LIKE ${`%${text}%`}`);
  }
  for (const f of ['kode_group', 'kode_dept', 'kode_gudang', 'kode_baki'] as const) {
    const v = q[f]?.trim().toUpperCase();
    if (v) conds.push(sql`${sql.identifier(f)} = ${v}`);
  }
  if (q.status) conds.push(sql`status = ${q.status}`);
  const where = sql.join(conds, sql` AND `);
  const [rows, count] = await Promise.all([
    db.execute<BarangRow>(sql`SELECT ${PIECE_COLUMNS} FROM barang WHERE ${where} ORDER BY created_at DESC NULLS LAST, kode_barcode DESC NULLS LAST
                    LIMIT ${q.limit} OFFSET ${q.skip}`),
    db.execute(sql`SELECT count(*)::int AS n FROM barang WHERE ${where}`),
  ]);
  return { data: rows.rows, count: (count.rows[0] as { n: number }).n };
}

async function detail(db: Db, kodeToko: string, barcode: string) {
  const res = await db.execute<BarangRow>(
    sql`SELECT ${PIECE_COLUMNS} FROM barang WHERE kode_toko = ${kodeToko} AND kode_barcode = ${barcode}`,
  );
  const piece = res.rows[0];
  if (!piece) throw notFound(`Barcode ${barcode} Tidak Ditemukan`);
  return piece;
}

/** One page of a piece's history (oldest first) and how many rows it has: a piece's ledger only grows. */
async function history(db: Db, kodeToko: string, barcode: string, page: PageQuery) {
  const res = await db.execute(sql`SELECT id FROM barang WHERE kode_toko = ${kodeToko} AND kode_barcode = ${barcode}`);
  const piece = res.rows[0] as { id: string } | undefined;
  if (!piece) throw notFound(`Barcode ${barcode} Tidak Ditemukan`);
  const [rows, count] = await Promise.all([
    db.execute<LedgerRow>(sql`
      SELECT id AS _id, tanggal, at, user_id, jenis, dari_gudang, dari_baki, ke_gudang, ke_baki, status_dari, status_ke,
             berat::float8 AS berat, no_ref, keterangan
        FROM barang_ledger WHERE kode_toko = ${kodeToko} AND barang_id = ${piece.id}
       ORDER BY id LIMIT ${page.limit} OFFSET ${page.skip}`),
    db.execute(
      sql`SELECT count(*)::int AS n FROM barang_ledger WHERE kode_toko = ${kodeToko} AND barang_id = ${piece.id}`,
    ),
  ]);
  return { data: rows.rows, count: (count.rows[0] as { n: number }).n };
}

/** A scanned barcode as the counter screens need it: the piece and whether it is in stock here. */
async function scan(db: Db, kodeToko: string, barcode: string, expected: BarangStatus[] = ['STOCK']) {
  return db.transaction(async (tx) => {
    const [p] = await lockPieces(tx, kodeToko, [barcode], expected);
    const res = await tx.execute<BarangRow>(
      sql`SELECT ${PIECE_COLUMNS} FROM barang WHERE kode_toko = ${kodeToko} AND id = ${(p as Piece).id}`,
    );
    return res.rows[0] as BarangRow;
  });
}

async function move(db: Db, a: Actor, barcodes: string[], kodeGudang: string, kodeBaki: string, keterangan: string) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await assertBaki(tx, a.kode_toko, kodeGudang, kodeBaki);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes);
    const same = pieces.find((p) => p.kode_baki === kodeBaki);
    if (same) throw unprocessable(`Barang ${same.kode_barcode} Sudah Berada Di Baki ${kodeBaki}`);
    await recordMoves(tx, ctx, pieces, {
      jenis: 'PINDAH',
      status: 'STOCK',
      kode_gudang: kodeGudang,
      kode_baki: kodeBaki,
      keterangan,
    });
    return { jumlah: pieces.length, kode_gudang: kodeGudang, kode_baki: kodeBaki };
  });
}

async function moveTray(db: Db, a: Actor, dariBaki: string, kodeGudang: string, kodeBaki: string, keterangan: string) {
  if (dariBaki === kodeBaki) throw unprocessable('Baki Asal Dan Baki Tujuan Tidak Boleh Sama');
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await assertBaki(tx, a.kode_toko, kodeGudang, kodeBaki);
    const res = await tx.execute(
      sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${a.kode_toko} AND kode_baki = ${dariBaki} AND status = 'STOCK'`,
    );
    const codes = (res.rows as { kode_barcode: string }[]).map((r) => r.kode_barcode);
    if (!codes.length) throw unprocessable(`Baki ${dariBaki} Tidak Berisi Barang`);
    const pieces = await lockPieces(tx, a.kode_toko, codes);
    await recordMoves(tx, ctx, pieces, {
      jenis: 'PINDAH',
      status: 'STOCK',
      kode_gudang: kodeGudang,
      kode_baki: kodeBaki,
      keterangan: keterangan || `PINDAH SATU BAKI ${dariBaki}`,
    });
    return { jumlah: pieces.length, dari_baki: dariBaki, kode_gudang: kodeGudang, kode_baki: kodeBaki };
  });
}

/** Melting needs a supervisor's authorization; the batch gets a number (`HC`) that the ledger rows carry. */
async function destroy(db: Db, a: Actor, barcodes: string[], o: OtorisasiRef) {
  return db.transaction(async (tx) => {
    const ctx: StockCtx = await openStockDay(tx, a.kode_toko, a.user_id);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes);
    const no = await nextDocNumber(tx, a.kode_toko, 'HC', ctx.tanggal);
    const g = await authorize(tx, ctx, o, 'HANCUR', no, { ref: '', detail: { barcodes } });
    await recordMoves(tx, ctx, pieces, { jenis: 'HANCUR', status: 'HANCUR', no_ref: no, keterangan: g.alasan });
    const berat = await tx.execute(sql`SELECT COALESCE(sum(berat), 0)::text AS berat FROM barang
      WHERE kode_toko = ${a.kode_toko} AND id = ANY(${sql.param(pieces.map((p) => p.id))}::uuid[])`);
    return {
      no_hancur: no,
      jumlah: pieces.length,
      berat: Number((berat.rows[0] as { berat: string }).berat),
      alasan: g.alasan,
      otorisasi_by: g.approved_by,
    };
  });
}

/** Pieces leave stock for washing (cucian); they come back into a tray with `returnToTray`. */
async function sendToWash(db: Db, a: Actor, barcodes: string[], keterangan: string) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes);
    await recordMoves(tx, ctx, pieces, { jenis: 'CUCI', status: 'CUCI', keterangan: keterangan || 'CUCIAN' });
    return { jumlah: pieces.length };
  });
}

/** Back into a tray from washing (CUCI) or from sorting (SORTIR, pindah sortir). */
async function returnToTray(
  db: Db,
  a: Actor,
  barcodes: string[],
  from: 'CUCI' | 'SORTIR',
  kodeGudang: string,
  kodeBaki: string,
  keterangan: string,
) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await assertBaki(tx, a.kode_toko, kodeGudang, kodeBaki);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes, [from]);
    await recordMoves(tx, ctx, pieces, {
      // a bought piece counted as `beli` when it was bought (into sorting); sorting it into a tray is a move
      jenis: from === 'CUCI' ? 'KEMBALI' : 'PINDAH',
      status: 'STOCK',
      kode_gudang: kodeGudang,
      kode_baki: kodeBaki,
      keterangan: keterangan || (from === 'CUCI' ? 'KEMBALI DARI CUCIAN' : 'PINDAH SORTIR'),
    });
    return { jumlah: pieces.length, kode_gudang: kodeGudang, kode_baki: kodeBaki };
  });
}

/** Sorting of bought-back pieces (SEPUHAN_MODULE): to washing / re-plating (CUCI) or melting (HANCUR, authorized). */
async function sortOut(
  db: Db,
  a: Actor,
  barcodes: string[],
  tujuan: 'CUCI' | 'HANCUR',
  keterangan: string,
  o?: OtorisasiRef,
) {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const pieces = await lockPieces(tx, a.kode_toko, barcodes, ['SORTIR']);
    let noRef = '';
    let alasan = '';
    if (tujuan === 'HANCUR') {
      if (!o) throw unprocessable('Hancur Barang Memerlukan Otorisasi Supervisor');
      noRef = await nextDocNumber(tx, a.kode_toko, 'HC', ctx.tanggal);
      alasan = (await authorize(tx, ctx, o, 'HANCUR', noRef, { ref: '', detail: { barcodes } })).alasan;
    }
    await recordMoves(tx, ctx, pieces, {
      jenis: tujuan === 'CUCI' ? 'CUCI' : 'HANCUR',
      status: tujuan,
      no_ref: noRef,
      keterangan: keterangan || alasan || `SORTIR KE ${tujuan}`,
    });
    return { jumlah: pieces.length, no_hancur: noRef || undefined };
  });
}

export function createBarangService(db: Db) {
  return withDb(db, {
    create,
    search,
    detail,
    history,
    scan,
    move,
    moveTray,
    destroy,
    sendToWash,
    returnToTray,
    sortOut,
  });
}
