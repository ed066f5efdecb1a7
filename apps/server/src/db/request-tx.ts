/**
 * The request's write transaction (DESIGN.md "Exactly-once"): a keyed write runs on one connection inside one
 * transaction that also holds its Idempotency-Key row and, before COMMIT, its answer. Services keep calling
 * `db.transaction(...)`, `db.execute(...)` and `db.$client.query(...)` on the `Db` they were given; inside such a
 * request that `Db` resolves to the request's transaction (a service's own `db.transaction` becomes a savepoint),
 * so every route gets the rule through this one mechanism and no service has to pass a transaction around.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from './client.ts';
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
   * is released by a COMMIT sent with the write, never after a round trip through Node). A new, empty transaction
   * was opened behind that COMMIT, so `end` still ends a transaction of its own.
   */
  committedWithAnswer?: boolean;
  /** A test seam wants to run between the write and its COMMIT: the write must leave the COMMIT to `end`. */
  holdCommit?: () => boolean;
};

const current = new AsyncLocalStorage<RequestTx>();
const ROOT = Symbol('kilau.rootDb');

class Rollback extends Error {}

/**
 * One drizzle handle per pooled connection, made the first time the connection carries a request transaction and
 * reused after: building one reads the whole schema's relations (extractTablesRelationalConfig), which per request
 * was a fifth of the server's CPU for a sale under load (issue 16 profile).
 */
type ClientDb = NodePgDatabase<typeof schema> & { $client: pg.PoolClient };
const handles = new WeakMap<pg.PoolClient, ClientDb>();
function handleOf(client: pg.PoolClient): ClientDb {
  let h = handles.get(client);
  if (!h) {
    h = drizzle(client, { schema });
    handles.set(client, h);
  }
  return h;
}

/**
 * Opens a transaction on a connection of its own (taken from `root`'s pool). Drizzle's own `transaction` runs it,
 * held open until `end` decides, so a nested `tx.transaction` is a savepoint as usual.
 */
export async function openRequestTx(root: Db): Promise<RequestTx> {
  const client = await root.$client.connect();
  const conn = handleOf(client);
  let decide: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((r) => {
    decide = r;
  });
  return new Promise<RequestTx>((resolve, reject) => {
    const ran = conn.transaction(async (tx) => {
      resolve({ tx, client, end });
      if (!(await decided)) throw new Rollback();
    });
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      client.release(err);
    };
    async function end(commit: boolean) {
      decide(commit);
      try {
        await ran;
        release();
      } catch (e) {
        // A failed COMMIT/ROLLBACK may leave the connection unusable: the pool drops it instead of reusing it.
        release(e instanceof Rollback ? undefined : (e as Error));
        if (!(e instanceof Rollback)) throw e;
      }
    }
    ran.catch((e) => {
      if (!(e instanceof Rollback)) {
        release(e as Error);
        reject(e);
      }
    });
  });
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
