/**
 * The request's write transaction (DESIGN.md "Exactly-once"): a keyed write runs on one connection inside one
 * transaction that also holds its Idempotency-Key row and, before COMMIT, its answer. Services keep calling
 * `db.transaction(...)`, `db.execute(...)` and `db.$client.query(...)` on the `Db` they were given; inside such a
 * request that `Db` resolves to the request's transaction (a service's own `db.transaction` becomes a savepoint),
 * so every route gets the rule through this one mechanism and no service has to pass a transaction around.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';
import { type Db, inlined, statementName, type Tx } from './client.ts';
import * as schema from './schema/index.ts';

/** An open request transaction: its drizzle handle, its connection, and how it ends. */
export type RequestTx = {
  tx: Tx;
  client: pg.PoolClient;
  /** COMMIT (true) or ROLLBACK (false); the connection goes back to the pool either way. */
  end: (commit: boolean) => Promise<void>;
  /** The Idempotency-Key row this transaction holds (set by the idempotency plugin), for a write storing its answer. */
  keyRow?: { kode_toko: string; key: string };
  /**
   * The write stored its own answer in the key row and committed in its last statement (a sale: the invoice counter
   * is released by a COMMIT sent with the write, never after a round trip through Node). Nothing is left open:
   * `end(true)` only returns the connection, and nothing may run on it after that COMMIT.
   */
  committedWithAnswer?: boolean;
  /** A test seam wants to run between the write and its COMMIT: the write must leave the COMMIT to `end`. */
  holdCommit?: () => boolean;
  /** The result of the statement sent with the BEGIN (openRequestTx's `first`). */
  opened?: pg.QueryResult;
};

const current = new AsyncLocalStorage<RequestTx>();
const ROOT = Symbol('kilau.rootDb');

/**
 * One drizzle transaction object per pooled connection, made the first time the connection carries a request
 * transaction and reused after: building a drizzle handle reads the whole schema's relations
 * (extractTablesRelationalConfig), too costly per request (a large share of a sale's CPU under load). The object is drizzle's own transaction class on that connection's session, so `tx.execute` runs on the
 * connection and a nested `tx.transaction` is a savepoint, as with `db.transaction`.
 */
const handles = new WeakMap<pg.PoolClient, Tx>();
function txOf(client: pg.PoolClient): Tx {
  let t = handles.get(client);
  if (!t) {
    const h = drizzle(client, { schema });
    // drizzle's NodePgSession.transaction builds exactly this after its BEGIN (node-postgres/session.js)
    const session = (h as unknown as { session: { dialect: unknown; schema: unknown } }).session;
    t = new NodePgTransaction(session.dialect as never, session as never, session.schema as never) as unknown as Tx;
    handles.set(client, t);
  }
  return t;
}

/**
 * Opens a transaction on a connection of its own (taken from `root`'s pool), held open until `end` decides.
 * `first` (a statement with its values already inlined as literals, e.g. the Idempotency-Key insert) goes in the same
 * message as the BEGIN — one round trip for both; its result is `opened`.
 */
export async function openRequestTx(root: Db, first?: string): Promise<RequestTx> {
  const client = await root.$client.connect();
  let opened: pg.QueryResult | undefined;
  try {
    const res = await client.query(first ? `BEGIN; ${first}` : 'BEGIN');
    opened = first ? (res as unknown as pg.QueryResult[])[1] : undefined;
  } catch (e) {
    // the BEGIN went through and `first` failed: roll back before the connection goes back to the pool
    await client.query('ROLLBACK').then(
      () => client.release(),
      (err: Error) => client.release(err),
    );
    throw e;
  }
  let released = false;
  const rtx: RequestTx = { tx: txOf(client), client, end, opened };
  async function end(commit: boolean) {
    if (released) return;
    released = true;
    // a write that committed with its answer (committedWithAnswer) left no transaction open: nothing to end
    if (commit && rtx.committedWithAnswer) {
      client.release();
      return;
    }
    try {
      await client.query(commit ? 'COMMIT' : 'ROLLBACK');
      client.release();
    } catch (e) {
      // A failed COMMIT/ROLLBACK may leave the connection unusable: the pool drops it instead of reusing it.
      client.release(e as Error);
      throw e;
    }
  }
  return rtx;
}

/** The request transaction the caller runs in, if any. */
export function currentRequestTx(): RequestTx | undefined {
  return current.getStore();
}

/** Runs `fn` (and everything it starts) with `rtx` as the request's transaction. */
export function runInRequestTx<T>(rtx: RequestTx, fn: () => T): T {
  return current.run(rtx, fn);
}

/** The pool itself, with a `query` that runs on the request's connection instead. */
function clientIn(pool: pg.Pool, rtx: RequestTx): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query') return rtx.client.query.bind(rtx.client);
      if (prop === 'connect') {
        return () => {
          throw new Error('Di dalam transaksi permintaan gunakan db.transaction, bukan koneksi sendiri');
        };
      }
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/**
 * The `Db` the routes and services get: the root database, except inside a request transaction, where every
 * query, `transaction` (a savepoint) and `$client.query` runs in that transaction.
 */
export function requestScoped(root: Db): Db {
  return new Proxy(root, {
    get(target, prop) {
      if (prop === ROOT) return target;
      const rtx = current.getStore();
      const base: object = rtx ? rtx.tx : target;
      if (rtx && prop === '$client') return clientIn(target.$client, rtx);
      const v = Reflect.get(base, prop, base);
      return typeof v === 'function' ? v.bind(base) : v;
    },
  });
}

/**
 * The database outside any request transaction: for what must hold whatever the request's outcome and be seen by
 * concurrent requests at once (the password-failure counts of the shared lockout).
 */
export function outsideRequest(db: Db): Db {
  return ((db as unknown as Record<symbol, Db | undefined>)[ROOT] ?? db) as Db;
}

/**
 * Runs a keyed document write (a sale, a buy-back) on the request's write transaction itself — not a savepoint, so
 * the write may send its COMMIT with its last statement (committedWithAnswer) — or, sent without an
 * Idempotency-Key, in a transaction of its own; on one connection either way, so its statements run prepared there.
 */
export async function inWriteTx<T>(db: Db, fn: (tx: Tx, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const open = currentRequestTx();
  if (open) return fn(open.tx, open.client);
  const own = await openRequestTx(outsideRequest(db));
  let out: T;
  try {
    out = await runInRequestTx(own, () => fn(own.tx, own.client));
  } catch (e) {
    await own.end(false).catch(() => {});
    throw e;
  }
  await own.end(true);
  return out;
}

/**
 * Sends a document's one-statement write (`SELECT <function>($1…) AS j`: a PL/pgSQL function that takes the
 * document's number, writes it and stores its answer in the Idempotency-Key row — a sale's, a buy-back's) on the
 * request's connection, and returns the answer's text. With `commitWith` the COMMIT goes in the same message, so the
 * number is given up the moment the write is done and never while Node prepares a next statement; that needs the
 * simple protocol, so the values go in as escaped literals, and the request transaction is marked
 * committedWithAnswer. Without it (more to write after, or a test seam waiting before the COMMIT) the write runs as a
 * prepared statement and the transaction stays open.
 */
export async function writeDocument(
  client: pg.PoolClient,
  w: { name: string; text: string; values: unknown[]; commitWith: boolean },
): Promise<string> {
  const rtx = current.getStore();
  const atOnce = w.commitWith && rtx?.client === client && !rtx.holdCommit?.();
  const res = atOnce
    ? ((await client.query(`${inlined(w.text, w.values)}; COMMIT`)) as unknown as pg.QueryResult[])[0]
    : await client.query({ name: statementName(w.name), text: w.text, values: w.values });
  if (atOnce && rtx) rtx.committedWithAnswer = true;
  const j = (res?.rows[0] as { j?: unknown } | undefined)?.j;
  if (typeof j !== 'string') throw new Error(`${w.name}: the write returned no answer`);
  return j;
}
