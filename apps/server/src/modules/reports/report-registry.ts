/** Report queries by report key; each domain registers the SQL of its declared reports. */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type Db, inlined } from '../../db/client.ts';
import { type CopyColumn, type CopyColumnKind, CopyJsonWriter } from '../../lib/copy-json.ts';

export type ReportQuery = (kodeToko: string, q: Record<string, string | undefined>) => SQL;

const queries = new Map<string, ReportQuery>();

export function registerReportQuery(key: string, q: ReportQuery): void {
  queries.set(key, q);
}

export const reportQuery = (key: string): ReportQuery | undefined => queries.get(key);

/** Rows read per FETCH of a report's cursor. */
export const REPORT_FETCH_ROWS = 2_000;

/**
 * Runs a report's query: its rows, and the names of the columns the SQL answers — known even when no row matches,
 * so a test can hold the declared columns against them on any data. The object path: the route answers with
 * runReportJson, and with this only for a report having a column PostgreSQL cannot write as JSON the same way. The
 * rows are read through a cursor,
 * REPORT_FETCH_ROWS at a time: node-postgres parses each batch as it comes, and the event loop is free between
 * the FETCHes, instead of parsing a big answer in long bursts.
 */
export async function runReport(
  db: Db,
  key: string,
  kodeToko: string,
  q: Record<string, string | undefined>,
): Promise<{ rows: Record<string, unknown>[]; fields: string[] }> {
  const query = reportQuery(key);
  if (!query) throw new Error(`Laporan ${key} belum punya query`);
  const text = query(kodeToko, q);
  return db.transaction(
    async (tx) => {
      // a cursor is planned for its first 10 % by default (fast-start plans): a report reads it all
      await tx.execute(sql`SET LOCAL cursor_tuple_fraction = 1`);
      await tx.execute(sql`DECLARE kilau_report NO SCROLL CURSOR FOR ${text}`);
      const rows: Record<string, unknown>[] = [];
      let fields: string[] = [];
      for (;;) {
        const res = await tx.execute(sql.raw(`FETCH ${REPORT_FETCH_ROWS} FROM kilau_report`));
        fields = res.fields.map((f) => f.name);
        for (const row of res.rows as Record<string, unknown>[]) rows.push(row);
        if (res.rows.length < REPORT_FETCH_ROWS) break;
      }
      return { rows, fields };
    },
    { accessMode: 'read only' },
  );
}

const dialect = new PgDialect();

/**
 * How a column of a report's SQL is written as JSON from its COPY text so it equals `JSON.stringify` of the value
 * node-postgres and drizzle read (client.ts): numbers and booleans as they are (an int8 is a Number; a float that
 * JSON cannot hold — NaN, ±Infinity — is null, as JSON.stringify writes it; one of 1e15 or more, or under 1e-4, is
 * written in PostgreSQL's exponent form, 1e+20 for 100000000000000000000: the same number), strings as strings, and
 * the types read as their text (dates, timestamps, intervals, times, numeric) as that text, in the session's own
 * format. A type not listed (json, arrays…) is not written so: the report takes the object path.
 */
const kinds = (kind: CopyColumnKind, types: number[]) => types.map((t): [number, CopyColumnKind] => [t, kind]);
const KINDS = new Map<number, CopyColumnKind>([
  ...kinds('bool', [16]),
  ...kinds('raw', [20, 21, 23, 26]),
  ...kinds('float', [700, 701]),
  // char, name, text, bpchar, varchar; date, time, timestamp, timestamptz, interval, timetz, numeric
  ...kinds('str', [18, 19, 25, 1042, 1043, 1082, 1083, 1114, 1184, 1186, 1266, 1700]),
]);

/**
 * The columns of a report's COPY rows written as JSON: the declared columns the query answers, in declared order,
 * as the response picker writes them — or null when a column cannot be written so.
 */
function copyColumns(fields: readonly { name: string; dataTypeID: number }[], columns: readonly string[]) {
  const out: CopyColumn[] = [];
  for (const name of columns) {
    const at = fields.flatMap((f, i) => (f.name === name ? [i] : []));
    if (!at.length) continue; // a declared column the SQL does not answer is left out, as the picker does
    const index = at[0] as number;
    const kind = KINDS.get((fields[index] as { dataTypeID: number }).dataTypeID);
    if (at.length > 1 || !kind) return null;
    out.push({ name, index, kind });
  }
  return out.length ? out : null;
}

/** How a report's SQL text is written as JSON (the columns are fixed per report): learnt once per text, by its fields. */
const jsonPlans = new Map<string, CopyColumn[] | null>();

/** Report rows as JSON text: UTF-8 pieces of the rows joined with commas (no brackets), and the row count. */
export type ReportJson = { pieces: Buffer[]; rows: number };

/** Bytes of a piece of a report's JSON text: filled row by row, written to the answer one at a time. */
export const JSON_PIECE_BYTES = 256 * 1024;
/**
 * Pieces kept for the next report: allocating a big answer's buffers anew makes V8 run a major GC every few MB of
 * them (external memory pressure, a pause each); an answer's pieces, once written, are taken by the next one. At most JSON_SPARE_BYTES are kept, and none after a minute without reports.
 */
export const JSON_SPARE_BYTES = 80 * 1024 * 1024;
const spare: Buffer[] = [];
let dropSpare: NodeJS.Timeout | undefined;

function newPiece(size: number): Buffer {
  return (size === JSON_PIECE_BYTES && spare.pop()) || Buffer.allocUnsafe(size);
}

/** Gives back the pieces of an answer once all of it was written (never while a write may still read them). */
export function releasePieces(pieces: readonly Buffer[]): void {
  for (const p of pieces)
    if (p.buffer.byteLength === JSON_PIECE_BYTES && spare.length * JSON_PIECE_BYTES < JSON_SPARE_BYTES)
      spare.push(Buffer.from(p.buffer, 0, JSON_PIECE_BYTES));
  clearTimeout(dropSpare);
  dropSpare = setTimeout(() => {
    spare.length = 0;
  }, 60_000).unref();
}

/** COPY bytes written as JSON before the event loop is let go once (a turn never writes megabytes). */
export const JSON_YIELD_BYTES = 512 * 1024;

/**
 * Runs a report's query as `COPY (…) TO STDOUT` and writes its rows as JSON from the bytes (copy-json.ts):
 * one plain statement (planned like the bare query, parallel workers included — a cursor never gets them), no
 * string or object per row or field in Node, nothing of a row outliving it, so the heap stays small (a
 * big answer held as strings or objects makes long GC pauses), and no JSON building in PostgreSQL
 * (row_to_json cost more than the query). COPY takes no parameters: they are written into the text as escaped
 * literals (inlined), typed by their use as a parameter is. In a read-only transaction, like runReport. Returns
 * undefined when a column's type cannot be written as the object path would write it: then the caller runs
 * runReport.
 */
export async function runReportJson(
  db: Db,
  key: string,
  columns: readonly string[],
  kodeToko: string,
  q: Record<string, string | undefined>,
): Promise<ReportJson | undefined> {
  const query = reportQuery(key);
  if (!query) throw new Error(`Laporan ${key} belum punya query`);
  const { sql: text, params } = dialect.sqlToQuery(query(kodeToko, q));
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN READ ONLY');
    const planKey = `${columns.join(',')}\n${text}`;
    let plan = jsonPlans.get(planKey);
    if (plan === undefined) {
      const d = await client.query({ text: `SELECT * FROM (${text}) q LIMIT 0`, values: params as unknown[] });
      plan = copyColumns(d.fields, columns);
      jsonPlans.set(planKey, plan);
    }
    const out = plan === null ? undefined : await copyJson(client, inlined(text, params as unknown[]), plan);
    await client.query('COMMIT');
    return out;
  } catch (e) {
    await client.query('ROLLBACK').catch((err: Error) => {
      broken = err;
    });
    throw e;
  } finally {
    client.release(broken);
  }
}

/**
 * The rows of a query as JSON pieces, written from its COPY text as it comes (copy-json.ts). After every
 * JSON_YIELD_BYTES of it the stream is paused until the next turn, so other requests run between.
 */
function copyJson(client: pg.PoolClient, text: string, columns: CopyColumn[]): Promise<ReportJson> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const writer = new CopyJsonWriter(columns, JSON_PIECE_BYTES, newPiece, (p) => pieces.push(p));
    const stream = client.query(copyTo(`COPY (${text}) TO STDOUT`));
    let failed: unknown;
    let bytes = 0;
    const resume = () => stream.resume();
    stream.on('data', (chunk: Buffer) => {
      // a fault of the writer (none expected) fails the report once the COPY is read to its end: the connection
      // stays in step
      if (failed === undefined)
        try {
          writer.push(chunk);
        } catch (e) {
          failed = e;
        }
      bytes += chunk.length;
      if (bytes >= JSON_YIELD_BYTES) {
        bytes = 0;
        stream.pause();
        setImmediate(resume);
      }
    });
    stream.on('error', reject);
    stream.on('end', () => {
      try {
        if (failed !== undefined) throw failed;
        writer.end();
        resolve({ pieces, rows: writer.rows });
      } catch (e) {
        reject(e);
      }
    });
  });
}
