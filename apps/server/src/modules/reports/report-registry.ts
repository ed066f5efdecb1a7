/** Report queries by report key; each domain registers the SQL of its declared reports. */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client.ts';

export type ReportQuery = (kodeToko: string, q: Record<string, string | undefined>) => SQL;

const queries = new Map<string, ReportQuery>();

export function registerReportQuery(key: string, q: ReportQuery): void {
  queries.set(key, q);
}

export const reportQuery = (key: string): ReportQuery | undefined => queries.get(key);

/** Rows read per FETCH of a report's cursor (issue 16). */
export const REPORT_FETCH_ROWS = 2_000;

/**
 * Runs a report's query: its rows, and the names of the columns the SQL answers — known even when no row matches,
 * so a test can hold the declared columns against them on any data. The object path: the route answers with
 * runReportJson, and with this only for a report having a column PostgreSQL cannot write as JSON the same way. The
 * rows are read through a cursor,
 * REPORT_FETCH_ROWS at a time (issue 16): node-postgres parses each batch as it comes, and the event loop is free
 * between the FETCHes, instead of parsing a 340,000-row answer in long bursts.
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
 * How a column of a report's SQL is written as JSON by PostgreSQL so the text equals `JSON.stringify` of the value
 * node-postgres and drizzle read (client.ts): numbers and booleans as they are (an int8 is a Number; a float that
 * JSON cannot hold — NaN, ±Infinity — is null, as JSON.stringify writes it; one of 1e15 or more, or under 1e-4, is
 * written in PostgreSQL's exponent form, 1e+20 for 100000000000000000000: the same number), strings as strings, and
 * the types read as their text (dates, timestamps, intervals, times, numeric) as that text, in the session's own
 * format. A type not listed (json, arrays…) is not written by PostgreSQL: the report takes the object path.
 */
const AS_IS = new Set([16, 18, 19, 20, 21, 23, 25, 26, 1042, 1043]);
const FLOATS = new Set([700, 701]);
const AS_TEXT = new Set([1082, 1083, 1114, 1184, 1186, 1266, 1700]);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The SQL of a report answering one text column: each row as its JSON object (the declared columns the query
 * answers, in declared order, as the response picker writes them) — or null when a column cannot be written so.
 */
function jsonRowsSql(
  text: string,
  fields: readonly { name: string; dataTypeID: number }[],
  columns: readonly string[],
) {
  const cols: string[] = [];
  for (const c of columns) {
    const of = fields.filter((f) => f.name === c);
    if (!of.length) continue; // a declared column the SQL does not answer is left out, as the picker does
    if (of.length > 1) return null;
    const type = (of[0] as { dataTypeID: number }).dataTypeID;
    const q = `q.${ident(c)}`;
    if (AS_IS.has(type)) cols.push(q);
    else if (FLOATS.has(type))
      cols.push(`CASE WHEN ${q} IN ('NaN', 'Infinity', '-Infinity') THEN NULL ELSE ${q} END AS ${ident(c)}`);
    else if (AS_TEXT.has(type)) cols.push(`${q}::text AS ${ident(c)}`);
    else return null;
  }
  // row_to_json writes compact JSON ({"a":1,"b":"x"}) with the keys in this order; the subquery keeps the report's
  // ORDER BY (a sorted subquery is scanned in its order)
  if (!cols.length) return null;
  return `SELECT row_to_json(r)::text FROM (SELECT ${cols.join(', ')} FROM (${text}) q) r`;
}

/** The JSON SQL of a report's SQL text (the columns are fixed per report): learnt once per text, by its fields. */
const jsonPlans = new Map<string, string | null>();

/** Report rows as JSON text: UTF-8 pieces of the rows joined with commas (no brackets), and the row count. */
export type ReportJson = { pieces: Buffer[]; rows: number };

/** Bytes of a piece of a report's JSON text: filled row by row, written to the answer one at a time (issue 16). */
export const JSON_PIECE_BYTES = 256 * 1024;
/**
 * Pieces kept for the next report (issue 16): allocating 70 MB of buffers for a 31-day answer made V8 run a major
 * GC every few MB of them (external memory pressure, 20–40 ms pauses each); an answer's pieces, once written, are
 * taken by the next one. At most JSON_SPARE_BYTES are kept, and none after a minute without reports.
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

/** Rows taken from the socket before the event loop is let go once (issue 16: a turn never parses megabytes). */
export const JSON_YIELD_ROWS = 1_000;

/**
 * Runs a report's query with PostgreSQL writing each row's JSON (issue 16): one plain statement (planned like the
 * bare query, parallel workers included — a cursor never gets them), each row's text copied as it arrives into
 * UTF-8 pieces; no row object is built in Node and nothing of a row outlives it, so the heap stays small (the
 * 340,000-row answer held as strings or objects made GC pauses of 50–100 ms). In a read-only transaction, like
 * runReport. Returns undefined when a column's type cannot be written by PostgreSQL as the object path would write
 * it: then the caller runs runReport.
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
    let json = jsonPlans.get(planKey);
    if (json === undefined) {
      const d = await client.query({ text: `SELECT * FROM (${text}) q LIMIT 0`, values: params as unknown[] });
      json = jsonRowsSql(text, d.fields, columns);
      jsonPlans.set(planKey, json);
    }
    const out = json === null ? undefined : await jsonPieces(client, json, params as unknown[]);
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
 * The rows (one JSON text each) of a query, copied into pieces as they come. node-postgres parses everything a
 * socket read brought in one go (libuv reads up to 32 × 64 KB per turn): every JSON_YIELD_ROWS rows the socket is
 * paused until the next turn, so other requests run between.
 */
function jsonPieces(client: pg.PoolClient, text: string, values: unknown[]): Promise<ReportJson> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    let piece = newPiece(JSON_PIECE_BYTES);
    let at = 0;
    let rows = 0;
    const socket = client.connection.stream;
    const resume = () => socket.resume();
    const config: pg.QueryArrayConfig = { text, values, rowMode: 'array' };
    const query = new pg.Query(config);
    query.on('row', (row: string[]) => {
      const json = row[0] as string;
      // at most 3 bytes per UTF-16 unit: a row that may not fit starts a new piece (of its own size if bigger)
      if (at + 1 + json.length * 3 > piece.length) {
        if (at) pieces.push(piece.subarray(0, at));
        piece = newPiece(Math.max(JSON_PIECE_BYTES, 1 + json.length * 3));
        at = 0;
      }
      if (rows++) piece[at++] = 0x2c; // ,
      at += piece.write(json, at);
      if (rows % JSON_YIELD_ROWS === 0) {
        socket.pause();
        setImmediate(resume);
      }
    });
    query.on('error', reject);
    query.on('end', () => {
      if (at) pieces.push(piece.subarray(0, at));
      resolve({ pieces, rows });
    });
    client.query(query);
  });
}
