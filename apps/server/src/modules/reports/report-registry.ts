/** Report queries by report key; each domain registers the SQL of its declared reports. */
import { type SQL, sql } from 'drizzle-orm';
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
 * so a test can hold the declared columns against them on any data. The rows are read through a cursor,
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
