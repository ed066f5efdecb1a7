/**
 * A service as module functions that take the database first, handed to its routes bound to one database: the
 * functions stay top-level (each readable and under the size rule), the routes keep calling `svc.create(a, …)`.
 */
import type { Db } from '../db/client.ts';

// biome-ignore lint/suspicious/noExplicitAny: a bound function keeps each service function's own parameter types
type DbFn = (db: Db, ...args: any[]) => unknown;
type Bound<T extends Record<string, DbFn>> = {
  [K in keyof T]: T[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** The functions bound to `db`: `withDb(db, { create }).create(a, x)` is `create(db, a, x)`. */
export function withDb<T extends Record<string, DbFn>>(db: Db, fns: T): Bound<T> {
  return Object.fromEntries(
    Object.entries(fns).map(([name, fn]) => [name, (...args: unknown[]) => fn(db, ...args)]),
  ) as Bound<T>;
}
