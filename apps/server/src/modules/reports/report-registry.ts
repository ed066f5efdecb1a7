/** Report queries by report key; each domain registers the SQL of its declared reports. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type ReportQuery = (kodeToko: string, q: Record<string, string | undefined>) => SQL;

const queries = new Map<string, ReportQuery>();

export function registerReportQuery(key: string, q: ReportQuery): void {
  queries.set(key, q);
}

export const reportQuery = (key: string): ReportQuery | undefined => queries.get(key);

/**
 * Runs a report's query: its rows, and the names of the columns the SQL answers — known even when no row matches,
 * so a test can hold the declared columns against them on any data.
 */
export async function runReport(
  db: Db,
  key: string,
  kodeToko: string,
  q: Record<string, string | undefined>,
): Promise<{ rows: Record<string, unknown>[]; fields: string[] }> {
  const query = reportQuery(key);
  if (!query) throw new Error(`Laporan ${key} belum punya query`);
  const res = await db.execute(query(kodeToko, q));
  return { rows: res.rows as Record<string, unknown>[], fields: res.fields.map((f) => f.name) };
}
