/** One driver (node-postgres), one Drizzle instance, one query path. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_SRC } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Postgres `date` and `numeric` stay strings: no time-zone shifts, no float weights.
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * The type parsers drizzle's node-postgres session uses for every query: dates, timestamps and intervals (and their
 * arrays) stay as PostgreSQL's text. A query sent straight to a pg client with these reads rows exactly as
 * `db.execute` would (e.g. a prepared statement on a hot path answering the same record as a drizzle read).
 */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
export const drizzleTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Lock waits end well before the web client's 5 s time-out (apps/web api-client), so a busy row answers 409 and
 * the cashier may retry instead of seeing "Tidak Terhubung Keserver". A runaway statement is cut after 5 minutes
 * (long operations such as the close and big reports stay well under it).
 */
export const LOCK_TIMEOUT_MS = 3000;
export const STATEMENT_TIMEOUT_MS = 5 * 60_000;
/** Waiting for a connection (a new one, or a free one of the pool) is bounded the same way. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Connections of the server's pool: more than the cashiers and screens writing at once (a shop's counters plus its
 * back office), so a keyed write (idempotency plugin: one connection per request transaction) never queues for a
 * connection while another holds the invoice counter. Embedded PostgreSQL allows 200.
 */
export const POOL_MAX = 40;

/**
 * Named (server-side prepared) statements for the hot queries — unless the connections go through a pooler in
 * transaction mode (`DATABASE_POOLED=true`, e.g. pgbouncer 1.18 of `npm run cluster`), where a statement prepared
 * on one server connection is unknown (or already known) on the next: then every query is sent unnamed.
 */
let namedStatements = true;
export function useNamedStatements(on: boolean): void {
  namedStatements = on;
}
export const statementName = (name: string): string | undefined => (namedStatements ? name : undefined);

/**
 * A parameterised statement with its values written in as escaped literals, for the simple protocol (which carries no
 * parameters but takes several statements in one message: a write with its COMMIT, a BEGIN with its first insert).
 * NULL for null/undefined, an array as its `{…}` text; every value is quoted, so PostgreSQL types it from its use.
 */
export function inlined(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    return pg.escapeLiteral(Array.isArray(v) ? `{${v.map(String).join(',')}}` : String(v));
  });
}

export function createDb(url: string, max = POOL_MAX): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c lock_timeout=${LOCK_TIMEOUT_MS} -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
  });
  pool.on('error', () => {
    /* an idle client lost its server; the next query reconnects */
  });
  // A client checked out for a transaction has no pool listener: when its server goes away (terminated backend,
  // postmaster killed) it emits 'error', which unheard would end the process. Its query has already failed with
  // the same error (→ 503 for that request) and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return drizzle(pool, { schema }) as Db;
}

export const MIGRATIONS_DIR = new URL('db/migrations', SERVER_SRC).pathname;

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
