/** Report queries by report key; each domain registers the SQL of its declared reports. */
import type { SQL } from 'drizzle-orm';

export type ReportQuery = (kodeToko: string, q: Record<string, string | undefined>) => SQL;

const queries = new Map<string, ReportQuery>();

export function registerReportQuery(key: string, q: ReportQuery): void {
  queries.set(key, q);
}

export const reportQuery = (key: string): ReportQuery | undefined => queries.get(key);
