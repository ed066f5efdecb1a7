/**
 * The archive (issue 15): what an import replaces or a delete removes is moved here first, in the same
 * transaction, so nothing of the shop's history is destroyed — a batch can be listed (the deletion log), exported as
 * CSV, and restored.
 *
 *   const id = await createArsipBatch(tx, { kode_toko, sumber: 'DELETE', tipe: 'PENJUALAN', … });
 *   await archiveRows(tx, id, 'penjualan', sql`t.kode_toko = ${k} AND t.tanggal BETWEEN ${a} AND ${b}`); // parents first
 *   await archiveRows(tx, id, 'penjualan_detail', sql`…`);                                             // then lines
 *   await finishArsipBatch(tx, id, { documents, total_rupiah, total_berat });
 *   … then DELETE the rows (lines first).
 *
 * Each archiveRows is one `INSERT … SELECT to_jsonb(t)` statement: no row travels through Node. Rows are always
 * archived within the batch's own store (the insert joins the batch on kode_toko). restoreBatch re-inserts them in
 * archive order (parents before lines) with jsonb_populate_record, refusing when any primary key exists again.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';

export type ArsipSumber = 'IMPORT' | 'DELETE';

export type ArsipBatchInput = {
  kode_toko: string;
  sumber: ArsipSumber;
  /** PENJUALAN / PEMBELIAN / KEUANGAN for a delete, the import type for an import. */
  tipe: string;
  tgl_from?: string | null;
  tgl_to?: string | null;
  created_by: string;
  /** The authorization: grant id and/or who gave it. */
  otorisasi?: string | null;
};

export type ArsipTotals = { documents?: number; total_rupiah?: number; total_berat?: string };

export const ARSIP_MSG = {
  notFound: 'Arsip Tidak Ditemukan',
  restored: 'Arsip Sudah Dipulihkan',
  exists: (n: number, keys: string) => `Data Sudah Ada Lagi (${n} Baris), Arsip Tidak Dapat Dipulihkan: ${keys}`,
} as const;

const TABLE_NAME = /^[a-z][a-z0-9_]*$/;

function tableIdent(tabel: string): SQL {
  if (!TABLE_NAME.test(tabel)) throw new Error(`arsip: nama tabel tidak sah: ${tabel}`);
  return sql`${sql.identifier(tabel)}`;
}

function first<T>(rows: T[]): T {
  const r = rows[0];
  if (r === undefined) throw new Error('arsip: baris tidak ada');
  return r;
}

/**
 * One writer of a store's archive at a time (issue 25): an import, a delete or a restore of a store waits for the
 * one under way (to the end of its transaction), so two of them never archive or remove the same rows twice.
 */
export async function lockArsip(tx: Tx, kodeToko: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`arsip:${kodeToko}`}))`);
}

/** Opens a batch; its `rows` count follows archiveRows, totals are set with finishArsipBatch. Returns its id. */
export async function createArsipBatch(tx: Tx, b: ArsipBatchInput): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO arsip_batch (kode_toko, sumber, tipe, tgl_from, tgl_to, created_by, otorisasi)
    VALUES (${b.kode_toko}, ${b.sumber}, ${b.tipe}, ${b.tgl_from ?? null}, ${b.tgl_to ?? null}, ${b.created_by},
            ${b.otorisasi ?? null})
    RETURNING id`);
  return first(r.rows).id;
}

/**
 * Copies the rows of `tabel` (alias `t` in `where`) that belong to the batch's store into the batch, in one
 * statement. Returns how many rows were archived (also added to the batch's `rows`).
 */
export async function archiveRows(tx: Tx, batchId: string, tabel: string, where: SQL): Promise<number> {
  const r = await tx.execute(sql`
    INSERT INTO arsip_row (kode_toko, batch_id, tabel, data)
    SELECT b.kode_toko, b.id, ${tabel}, to_jsonb(t)
      FROM ${tableIdent(tabel)} t
      JOIN arsip_batch b ON b.id = ${batchId} AND b.kode_toko = t.kode_toko
     WHERE ${where}`);
  const n = r.rowCount ?? 0;
  if (n) await tx.execute(sql`UPDATE arsip_batch SET rows = rows + ${n} WHERE id = ${batchId}`);
  return n;
}

/** Sets the batch's document count and totals (what the log shows). */
export async function finishArsipBatch(tx: Tx, batchId: string, t: ArsipTotals): Promise<void> {
  await tx.execute(sql`
    UPDATE arsip_batch SET documents = ${t.documents ?? 0}, total_rupiah = ${t.total_rupiah ?? 0},
           total_berat = ${t.total_berat ?? '0'}
     WHERE id = ${batchId}`);
}

async function primaryKeyColumns(tx: Tx, tabel: string): Promise<string[]> {
  const r = await tx.execute<{ attname: string }>(sql`
    SELECT a.attname FROM pg_index i
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
     WHERE i.indrelid = ${tabel}::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey, a.attnum)`);
  return r.rows.map((x) => x.attname);
}

async function insertableColumns(tx: Tx, tabel: string): Promise<string[]> {
  const r = await tx.execute<{ column_name: string }>(sql`
    SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ${tabel} AND is_generated = 'NEVER'
     ORDER BY ordinal_position`);
  return r.rows.map((x) => x.column_name);
}

export type RestoreResult = { batch_id: string; rows: number; tables: Record<string, number> };

/**
 * Puts every row of a batch back, table by table in archive order (parents before lines), in the caller's
 * transaction. Refuses (409, listing up to 10 keys) when a row with the same primary key exists again (e.g. the day
 * was re-imported), and refuses a batch already restored. The batch is locked and marked restored.
 */
export async function restoreBatch(
  tx: Tx,
  b: { kode_toko: string; batch_id: string; user_id: string; otorisasi?: string | null },
): Promise<RestoreResult> {
  const batch = await tx.execute<{ restored_at: string | null }>(sql`
    SELECT restored_at FROM arsip_batch WHERE kode_toko = ${b.kode_toko} AND id = ${b.batch_id} FOR UPDATE`);
  if (!batch.rows.length) throw notFound(ARSIP_MSG.notFound);
  if (first(batch.rows).restored_at) throw conflict(ARSIP_MSG.restored);

  const order = await tx.execute<{ tabel: string }>(sql`
    SELECT tabel FROM arsip_row WHERE kode_toko = ${b.kode_toko} AND batch_id = ${b.batch_id}
     GROUP BY tabel ORDER BY min(seq)`);
  const tables: Record<string, number> = {};
  let rows = 0;
  for (const { tabel } of order.rows) {
    const ident = tableIdent(tabel);
    const source = sql`arsip_row r CROSS JOIN LATERAL jsonb_populate_record(NULL::${ident}, r.data) x
      WHERE r.kode_toko = ${b.kode_toko} AND r.batch_id = ${b.batch_id} AND r.tabel = ${tabel}`;
    const pk = await primaryKeyColumns(tx, tabel);
    if (pk.length) {
      const same = sql.join(
        pk.map((c) => sql`e.${sql.identifier(c)} = x.${sql.identifier(c)}`),
        sql` AND `,
      );
      const keyText = sql.join(
        pk.filter((c) => c !== 'kode_toko').map((c) => sql`x.${sql.identifier(c)}::text`),
        sql` || '/' || `,
      );
      const clash = await tx.execute<{ k: string; n: number }>(sql`
        SELECT ${keyText} AS k, count(*) OVER ()::int AS n FROM ${source}
           AND EXISTS (SELECT 1 FROM ${ident} e WHERE ${same})
         LIMIT 10`);
      if (clash.rows.length) {
        throw conflict(ARSIP_MSG.exists(first(clash.rows).n, clash.rows.map((x) => `${tabel} ${x.k}`).join(', ')));
      }
    }
    const names = await insertableColumns(tx, tabel);
    const cols = sql.join(
      names.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const xcols = sql.join(
      names.map((c) => sql`x.${sql.identifier(c)}`),
      sql`, `,
    );
    const ins = await tx.execute(sql`
      INSERT INTO ${ident} (${cols}) OVERRIDING SYSTEM VALUE
      SELECT ${xcols} FROM ${source} ORDER BY r.seq`);
    tables[tabel] = ins.rowCount ?? 0;
    rows += ins.rowCount ?? 0;
  }
  await tx.execute(sql`
    UPDATE arsip_batch SET restored_at = now(), restored_by = ${b.user_id}, restore_otorisasi = ${b.otorisasi ?? null}
     WHERE kode_toko = ${b.kode_toko} AND id = ${b.batch_id}`);
  return { batch_id: b.batch_id, rows, tables };
}

/**
 * `FROM` source of one archived table of a batch as typed rows (alias given), for export queries:
 * `SELECT d.kode_barcode … FROM ${arsipTable(k, id, 'penjualan_detail', 'd')}` — also exposes `<alias>_seq`.
 */
export function arsipTable(kodeToko: string, batchId: string, tabel: string, alias: string): SQL {
  const a = sql.identifier(alias);
  return sql`(SELECT x.*, r.seq AS _seq FROM arsip_row r
      CROSS JOIN LATERAL jsonb_populate_record(NULL::${tableIdent(tabel)}, r.data) x
     WHERE r.kode_toko = ${kodeToko} AND r.batch_id = ${batchId} AND r.tabel = ${tabel}) ${a}`;
}

/**
 * A `WITH` item naming one archived table of a batch as typed rows (plus `_seq`), materialized once so that joins
 * between archived tables hash instead of re-reading the archive per row: `WITH ${arsipCte(k, id, 'penjualan', 'h')} …`.
 */
export function arsipCte(kodeToko: string, batchId: string, tabel: string, name: string): SQL {
  return sql`${sql.identifier(name)} AS MATERIALIZED (SELECT x.*, r.seq AS _seq FROM arsip_row r
      CROSS JOIN LATERAL jsonb_populate_record(NULL::${tableIdent(tabel)}, r.data) x
     WHERE r.kode_toko = ${kodeToko} AND r.batch_id = ${batchId} AND r.tabel = ${tabel})`;
}

/** One CSV field: quoted when it holds a separator, a quote or a line break. */
export function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\n`;

const dialect = new PgDialect();

/**
 * Streams a query as CSV: the header line, the rows (fetched 1,000 at a time through a server-side cursor on its
 * own connection, so memory stays flat and the event loop free), then `trailer` when given (the spec §5 import
 * parser discards the last row: an export meant for re-import ends with a line that may be lost).
 */
export async function* streamCsv(
  db: Db,
  header: readonly string[],
  query: SQL,
  trailer?: (count: number) => readonly unknown[],
): AsyncGenerator<string> {
  const q = dialect.sqlToQuery(query);
  const client = await db.$client.connect();
  let ok = false;
  try {
    await client.query('BEGIN READ ONLY');
    // a batch just archived has no statistics yet (the planner guesses 1 row per archived table and nests loops
    // over thousands): hash joins between the archived tables keep an export linear
    await client.query('SET LOCAL enable_nestloop = off');
    await client.query(`DECLARE arsip_csv NO SCROLL CURSOR FOR ${q.sql}`, q.params as unknown[]);
    yield csvLine(header);
    let count = 0;
    for (;;) {
      const r = await client.query({ text: 'FETCH 1000 FROM arsip_csv', rowMode: 'array' });
      if (!r.rows.length) break;
      count += r.rows.length;
      yield (r.rows as unknown[][]).map(csvLine).join('');
    }
    // the §5 reader discards the last record, which is the text after the final line break: the trailer ends the
    // file without one, so it is that record
    if (trailer) yield csvLine(trailer(count)).slice(0, -1);
    await client.query('COMMIT');
    ok = true;
  } finally {
    if (!ok) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

/** A batch of the store, or 404. */
export async function getArsipBatch(db: Db | Tx, kodeToko: string, batchId: string) {
  const r = await db.execute<{
    id: string;
    tipe: string;
    sumber: ArsipSumber;
    tgl_from: string | null;
    tgl_to: string | null;
  }>(sql`
    SELECT id, tipe, sumber, tgl_from, tgl_to FROM arsip_batch WHERE kode_toko = ${kodeToko} AND id = ${batchId}`);
  if (!r.rows.length) throw notFound(ARSIP_MSG.notFound);
  return first(r.rows);
}

/** The generic CSV of a batch (any table): one line per archived row — tabel, then the row as JSON. */
export function genericArsipCsv(db: Db, kodeToko: string, batchId: string): AsyncGenerator<string> {
  return streamCsv(
    db,
    ['tabel', 'data'],
    sql`SELECT tabel, data::text FROM arsip_row WHERE kode_toko = ${kodeToko} AND batch_id = ${batchId} ORDER BY seq`,
  );
}
