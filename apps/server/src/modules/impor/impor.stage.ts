/**
 * The import's first step: rows stream in, each is checked by the domain's row rules (and for a key seen twice in
 * the file), and while no row failed the good ones are copied (COPY … FROM STDIN) into the temporary staging table.
 * The event loop is never held long: rows are checked in the chunks they arrive in, the COPY stream's back-pressure
 * paces the reading, and the loop yields (setImmediate) whenever ~10 ms of work went by.
 */
import { finished } from 'node:stream/promises';
import { setImmediate as yieldLoop } from 'node:timers/promises';
import { formatRupiah, type ImportContext, type ImportTally, importRowKey, normalizeImportRow } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from '../../db/client.ts';
import type { ImportRun, RowBatch } from './impor.service.ts';
import { copyLine, createStageSql, deriveRow, STAGE, stageColumns } from './impor.types.ts';

const COPY_CHUNK = 256 * 1024;
const SLICE_MS = 10;
const PROGRESS_EVERY = 5000;

/** A COPY into the staging table, fed in chunks of ~256 kB, waiting when the connection asks it to. */
function openCopy(client: pg.PoolClient, columns: readonly string[]) {
  const copy = client.query(copyFrom(`COPY ${STAGE} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
  let copyError: Error | undefined;
  copy.on('error', (e) => {
    copyError = e;
  });
  let buf = '';
  const flush = async () => {
    if (!buf || copyError) return;
    const ok = copy.write(buf);
    buf = '';
    if (!ok) await new Promise<void>((res) => copy.once('drain', () => res()));
  };
  return {
    async add(text: string) {
      buf += text;
      if (buf.length >= COPY_CHUNK) await flush();
    },
    flush,
    /** The COPY ended; its error, if any, thrown. */
    async end() {
      copy.end();
      await finished(copy).catch((e) => {
        copyError ??= e as Error;
      });
      if (copyError) throw copyError;
    },
    /** The connection is inside COPY: abort it (CopyFail) so the transaction can roll back. */
    async abort(e: Error) {
      copy.destroy(e);
      await finished(copy).catch(() => {});
    },
  };
}

type Copy = ReturnType<typeof openCopy>;

/** A yield to the event loop once a slice of ~10 ms of work went by. */
function slicer() {
  let start = performance.now();
  return async () => {
    if (performance.now() - start <= SLICE_MS) return;
    await yieldLoop();
    start = performance.now();
  };
}

/** Check every row as it arrives; copy the good ones while none failed. */
async function checkRows(r: ImportRun, ctx: ImportContext, tally: ImportTally, copy: Copy) {
  const columns = stageColumns(r.type);
  const seen = new Map<string, number>();
  const slice = slicer();
  let nextProgress = PROGRESS_EVERY;
  for await (const batch of r.input) {
    for (let b = 0; b < batch.length; b++) {
      const { line, values } = batch[b] as RowBatch[number];
      if ((b & 127) === 127) await slice();
      const out = normalizeImportRow(r.type, values, ctx);
      if (!out.ok) {
        tally.fail(line, out.reasons.join('; '));
        continue;
      }
      const key = importRowKey(r.type, out.row);
      const first = key === null ? undefined : seen.get(key);
      if (first !== undefined) {
        tally.fail(line, `${key} sudah ada di baris ${first}`);
        continue;
      }
      if (key !== null) seen.set(key, line);
      tally.add(out.row);
      // once a row failed nothing will be written: keep checking, stop copying
      if (tally.errors_total === 0) {
        deriveRow(r.type, out.row);
        await copy.add(copyLine(columns, line, out.row));
      }
    }
    const seenRows = tally.rows + tally.errors_total;
    if (r.progress && seenRows >= nextProgress) {
      nextProgress = seenRows + PROGRESS_EVERY;
      const f = r.readFraction?.() ?? 0;
      r.progress(Math.min(80, Math.round(f * 80)), `Membaca file… ${formatRupiah(seenRows)} baris`);
    }
    await slice();
  }
}

/** Stage: the staging table created, every row checked, the good ones copied in. */
export async function stageRows(tx: Tx, client: pg.PoolClient, r: ImportRun, ctx: ImportContext, tally: ImportTally) {
  await tx.execute(sql.raw(createStageSql(r.type)));
  const copy = openCopy(client, stageColumns(r.type));
  try {
    await checkRows(r, ctx, tally, copy);
    await copy.flush();
  } catch (e) {
    await copy.abort(e as Error);
    throw e;
  }
  await copy.end();
}
