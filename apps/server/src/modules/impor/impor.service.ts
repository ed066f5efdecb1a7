/**
 * One import (issue 15, spec §5/§7.3): rows stream in (CSV chunks or the JSON payload), each is checked by the
 * domain's row rules and copied (COPY … FROM STDIN) into a temporary staging table, then — in the SAME transaction —
 * the clashes with the store's kept rows and the rows still in use are looked up, the replaced rows are archived
 * (lib/arsip.ts) and removed, and the store's tables are written from the staging table with a few
 * INSERT … SELECT statements. A failing row, a clash or a row in use ends it with nothing written; a preview always
 * ends that way. A killed server leaves the transaction uncommitted: the database is as before.
 *
 * The event loop is never held long (impor.stage.ts).
 */
import {
  formatRupiah,
  IMPORT_FIELDS,
  IMPORT_MSG,
  type ImportContext,
  type ImportFieldSpec,
  type ImportResult,
  ImportTally,
  type ImportType,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from '../../db/client.ts';
import { currentRequestTx, outsideRequest } from '../../db/request-tx.ts';
import * as schema from '../../db/schema/index.ts';
import { createArsipBatch, finishArsipBatch, lockArsip } from '../../lib/arsip.ts';
import { pgCode } from '../../lib/errors.ts';
import { TYPE_DEFS } from './impor.defs.ts';
import { stageRows } from './impor.stage.ts';
import { type Replaced, type Scope, STAGE, type TypeDef } from './impor.types.ts';

/** Rows as they arrive: their line in the file and their text values by §5 header name. */
export type RowBatch = { line: number; values: Record<string, string | undefined> }[];

export type ImportRun = {
  type: ImportType;
  kode_toko: string;
  user_id: string;
  preview: boolean;
  input: AsyncIterable<RowBatch>;
  /** 0..1 of the input read so far (bytes of the upload, rows of the payload). */
  readFraction?: () => number;
  progress?: (percentage: number, message: string) => void;
};

/** The shop-day column of a history type's rows (penjualan/pembelian `tgl_system`, cash and summary `tanggal`). */
function dateColumn(type: ImportType): string | undefined {
  const fields = IMPORT_FIELDS[type] as Record<string, ImportFieldSpec>;
  return Object.keys(fields).find((n) => fields[n]?.kind === 'date');
}

class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}

/** The answer of a run from its tally, as it stands when asked. */
const resultOf =
  (r: ImportRun, tally: ImportTally) =>
  (over: Partial<ImportResult> = {}): ImportResult => ({
    type: r.type,
    kode_toko: r.kode_toko,
    rows: tally.rows,
    tgl_from: tally.tgl_from,
    tgl_to: tally.tgl_to,
    total_berat: tally.total_berat,
    total_rupiah: tally.total_rupiah,
    errors: tally.errors,
    errors_total: tally.errors_total,
    replaced: 0,
    committed: false,
    arsip_id: null,
    ...over,
  });

/**
 * History is imported for closed days only: a day still open (or later) belongs to the counter, whose document
 * numbers an imported day would collide with after the close (issue 25). FOR SHARE: a close of the store (which
 * moves tgl_system) waits for this import, and the reverse.
 */
async function refuseOpenDays(tx: Tx, r: ImportRun, tally: ImportTally) {
  const dateCol = dateColumn(r.type);
  if (!dateCol || !tally.tgl_to) return;
  const open = (
    await tx.execute<{ tgl_system: string; first: string | null }>(
      sql`SELECT st.tgl_system::text AS tgl_system,
                 (SELECT min(s.${sql.identifier(dateCol)})::text FROM ${sql.raw(STAGE)} s
                   WHERE s.${sql.identifier(dateCol)} >= st.tgl_system) AS first
            FROM stores st WHERE st.kode_toko = ${r.kode_toko} FOR SHARE`,
    )
  ).rows[0];
  if (open?.first) tally.fail(0, IMPORT_MSG.openDay(open.first, open.tgl_system));
}

/** The rows that clash with the store's kept rows, and the replaced rows still used by other documents. */
async function refuseClashes(tx: Tx, def: TypeDef, scope: Scope, tally: ImportTally) {
  if (def.conflicts) {
    const clash = await tx.execute<{ line: number; reason: string }>(
      sql`SELECT * FROM (${def.conflicts(scope)}) c ORDER BY 1 LIMIT 200`,
    );
    for (const c of clash.rows) tally.fail(Number(c.line), c.reason);
  }
  const inUse = await def.inUse(tx, scope);
  if (!inUse.length) return;
  const list = inUse.map((u) => `${u.ref} (${u.noun})`).join(', ');
  tally.fail(
    0,
    tally.tgl_from
      ? `Data yang akan diganti masih dipakai dokumen lain: ${list}`
      : `Kode yang tidak ada di file masih dipakai: ${list}`,
  );
}

/**
 * The replaced rows archived (lib/arsip.ts) and the store's tables written from the staging table. A rule of the
 * database the row rules did not foresee is refused like a failing row, nothing written.
 */
async function writeRows(tx: Tx, r: ImportRun, def: TypeDef, scope: Scope, tally: ImportTally, replaced: Replaced) {
  const arsip_id = await createArsipBatch(tx, {
    kode_toko: r.kode_toko,
    sumber: 'IMPORT',
    tipe: r.type,
    tgl_from: tally.tgl_from,
    tgl_to: tally.tgl_to,
    created_by: r.user_id,
  });
  try {
    await def.write(tx, scope, { arsip_id, user_id: r.user_id });
  } catch (e) {
    const code = pgCode(e);
    if (!code?.startsWith('23') && !code?.startsWith('22')) throw e;
    const cause = (e as { cause?: { message?: string; detail?: string } }).cause ?? (e as { message?: string });
    tally.fail(
      0,
      `Database menolak data: ${cause.message ?? ''}${'detail' in cause && cause.detail ? ` (${cause.detail})` : ''}`,
    );
    throw new Rollback(resultOf(r, tally)({ replaced: replaced.rows }));
  }
  await finishArsipBatch(tx, arsip_id, {
    documents: replaced.documents,
    total_rupiah: Number(replaced.total_rupiah),
    total_berat: replaced.total_berat,
  });
  return arsip_id;
}

export function createImporService(db: Db) {
  const root = outsideRequest(db);

  /** The import's transaction and its connection: a savepoint of the request's transaction when there is one. */
  async function withTx<T>(fn: (tx: Tx, client: pg.PoolClient) => Promise<T>): Promise<T> {
    const rtx = currentRequestTx();
    if (rtx) return rtx.tx.transaction((tx) => fn(tx, rtx.client));
    const client = await root.$client.connect();
    let broken: Error | undefined;
    try {
      return await drizzle(client, { schema }).transaction((tx) => fn(tx as unknown as Tx, client));
    } catch (e) {
      if (!(e instanceof Rollback) && pgCode(e) === undefined) broken = e as Error;
      throw e;
    } finally {
      client.release(broken);
    }
  }

  async function context(tx: Tx, kodeToko: string): Promise<ImportContext> {
    const codes = async (table: string, col: string) =>
      new Set(
        (
          await tx.execute<{ c: string }>(
            sql`SELECT ${sql.identifier(col)} AS c FROM ${sql.identifier(table)} WHERE kode_toko = ${kodeToko}`,
          )
        ).rows.map((r) => r.c),
      );
    return {
      kode_toko: kodeToko,
      groups: await codes('master_group', 'kode_group'),
      jenis: await codes('master_jenis', 'kode_dept'),
      gudang: await codes('master_gudang', 'kode_gudang'),
    };
  }

  /** The import, step by step: lock → context → stage → closed days only → clashes and rows in use → write. */
  async function run(r: ImportRun): Promise<ImportResult> {
    const def = TYPE_DEFS[r.type];
    const tally = new ImportTally(r.type);
    const result = resultOf(r, tally);
    try {
      return await withTx(async (tx, client) => {
        // one import per store at a time, nor with a delete or restore of the store (a second waits, up to the lock
        // time-out)
        await lockArsip(tx, r.kode_toko);
        await stageRows(tx, client, r, await context(tx, r.kode_toko), tally);
        if (tally.rows === 0 && tally.errors_total === 0) tally.fail(0, 'File tidak berisi data');
        if (tally.errors_total > 0) throw new Rollback(result());

        r.progress?.(82, `Memeriksa ${formatRupiah(tally.rows)} baris…`);
        await refuseOpenDays(tx, r, tally);
        if (tally.errors_total > 0) throw new Rollback(result());
        const scope = { kode_toko: r.kode_toko, tgl_from: tally.tgl_from, tgl_to: tally.tgl_to };
        await refuseClashes(tx, def, scope, tally);
        const replaced = await def.replaced(tx, scope);
        if (tally.errors_total > 0 || r.preview) throw new Rollback(result({ replaced: replaced.rows }));

        r.progress?.(88, 'Menyimpan…');
        const arsip_id = await writeRows(tx, r, def, scope, tally, replaced);
        r.progress?.(100, 'Selesai');
        return result({ replaced: replaced.rows, committed: true, arsip_id });
      });
    } catch (e) {
      if (e instanceof Rollback) {
        r.progress?.(100, 'Selesai');
        return e.result;
      }
      throw e;
    }
  }

  return { run };
}
