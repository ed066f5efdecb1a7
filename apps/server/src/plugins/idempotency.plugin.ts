/**
 * Exactly-once writes (DESIGN.md "Rules the first half taught us"): a signed-in write carrying `Idempotency-Key`
 * runs inside one request transaction (db/request-tx.ts) that first inserts the key row, then runs the route —
 * whose services' queries and `db.transaction`s all join it — and stores the serialized answer in the same
 * transaction before COMMIT. So a key row exists only together with the write it answers:
 * - a repeat of a finished write replays its answer (header `idempotent-replay: true`), at any later time;
 * - a repeat while the first attempt still runs waits on the uncommitted key row and then replays (or, past the
 *   lock time-out, gets 409) — it never runs twice;
 * - an attempt that failed (any non-2xx answer) or died before COMMIT (crash, lost connection) leaves no key, so
 *   the retry simply runs once;
 * - the same key with another user, route or body is refused with 422 instead of replaying another request.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Db, inlined } from '../db/client.ts';
import { openRequestTx, outsideRequest, type RequestTx, runInRequestTx } from '../db/request-tx.ts';
import { pgCode } from '../lib/errors.ts';
import { registerCloseStep } from '../modules/system/close-steps.ts';

/** Test-only seams around a keyed write's commit (buildApp's `testHooks`; main.ts never passes them). */
export type WriteTestHooks = {
  /** After the route answered, before its answer is stored and committed (a test may pause a write here). */
  beforeCommit?: (req: FastifyRequest) => void | Promise<void>;
  /** After COMMIT, before the answer leaves (a throw here loses the answer as a crash would). */
  afterCommit?: (req: FastifyRequest) => void | Promise<void>;
};

type KeyedWrite = { key: string; rtx: RequestTx; done: boolean; releaseSlot: () => void };

declare module 'fastify' {
  interface FastifyRequest {
    keyedWrite?: KeyedWrite;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_MISUSED = 'Idempotency-Key Sudah Dipakai Untuk Permintaan Lain';
const STILL_RUNNING = 'Permintaan Yang Sama Sedang Diproses, Silahkan Tunggu';

/** JSON with object keys sorted, so the same body sent with its fields in another order hashes the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export const bodyHash = (body: unknown): string =>
  createHash('sha256')
    .update(body === undefined ? '' : canonical(body))
    .digest('hex');

/**
 * At most this many request transactions hold a connection at once, so some connections always stay free for
 * work outside them (a waiting keyed request never starves the pool it waits on).
 */
function slots(max: number) {
  let free = max;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async (): Promise<() => void> => {
    if (free > 0) free--;
    else await new Promise<void>((r) => waiting.push(r));
    let once = false;
    return () => {
      if (!once) release();
      once = true;
    };
  };
}

/**
 * How long a key answers its retries. A key lives in the page that sent it (lib/idempotency on the web) until the
 * body changes or the page is left, so a retry comes within minutes; a week covers a shop PC that was off over a
 * long weekend. Older keys are removed when their store closes a day, so the table does not grow forever.
 */
export const KEY_RETENTION_DAYS = 7;

registerCloseStep({
  name: 'hapus-idempotency-key-lama',
  message: 'Membersihkan Data Permintaan Lama',
  order: 95,
  run: async (tx, { kode_toko }) => {
    await tx.execute(
      sql`DELETE FROM idempotency_keys
           WHERE kode_toko = ${kode_toko} AND created_at < now() - make_interval(days => ${KEY_RETENTION_DAYS})`,
    );
  },
});

type Prev = { status_code: number; response: string; user_id: string; method: string; url: string; body_hash: string };

/** What the keyed writes of one server share: the database outside any request, its connection slots, the test hooks. */
type Keyed = { db: Db; acquire: () => Promise<() => void>; hooks: WriteTestHooks };

/** Opens the request transaction holding the key, or answers (replay, 422, 409: `undefined`) when it is taken. */
async function begin(k: Keyed, req: FastifyRequest, reply: FastifyReply, key: string): Promise<KeyedWrite | undefined> {
  const { db, acquire, hooks } = k;
  const a = req.auth;
  if (!a) throw new Error('keyed write without a session');
  const hash = bodyHash(req.body);
  const releaseSlot = await acquire();
  let rtx: RequestTx | undefined;
  try {
    // Blocks while another attempt with this key is uncommitted; then inserts (that attempt failed) or not. Sent
    // with the BEGIN in one message (values as escaped literals: the simple protocol carries no parameters).
    rtx = await openRequestTx(
      db,
      inlined(
        `INSERT INTO idempotency_keys (kode_toko, key, user_id, method, url, body_hash)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING key`,
        [a.user.kode_toko, key, a.user.user_id, req.method, req.url, hash],
      ),
    );
    if (rtx.opened?.rowCount) {
      rtx.keyRow = { kode_toko: a.user.kode_toko, key };
      rtx.holdCommit = () => Boolean(hooks.beforeCommit);
      return { key, rtx, done: false, releaseSlot };
    }
    const { rows } = await rtx.tx.execute<Prev>(
      sql`SELECT status_code, response, user_id, method, url, body_hash FROM idempotency_keys
           WHERE kode_toko = ${a.user.kode_toko} AND key = ${key}`,
    );
    await rtx.end(false);
    rtx = undefined;
    const prev = rows[0];
    if (!prev) {
      reply.status(409).send({ message: STILL_RUNNING });
      return undefined;
    }
    // A key belongs to one user's one request: reused elsewhere it must not replay another answer.
    if (
      prev.user_id !== a.user.user_id ||
      prev.method !== req.method ||
      prev.url !== req.url ||
      prev.body_hash !== hash
    ) {
      reply.status(422).send({ message: KEY_MISUSED });
      return undefined;
    }
    reply.status(prev.status_code).header('idempotent-replay', 'true').type('application/json').send(prev.response);
    return undefined;
  } catch (e) {
    if (rtx) await rtx.end(false).catch(() => {});
    // The first attempt held its key longer than the lock time-out: it is still running.
    if (pgCode(e) === '55P03') {
      reply.status(409).send({ message: STILL_RUNNING });
      return undefined;
    }
    throw e;
  } finally {
    if (!rtx) releaseSlot();
  }
}

/** Stores the answer with the write and commits both, or rolls the write back when the answer is not a success. */
async function finish(hooks: WriteTestHooks, req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const w = req.keyedWrite;
  const a = req.auth;
  if (!w || w.done || !a) return;
  w.done = true; // an error raised below is answered through this hook again: it must not run twice
  try {
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      await w.rtx.end(false);
      return;
    }
    if (w.rtx.committedWithAnswer) {
      // answer and write already committed together (the empty transaction behind them ends here)
      await w.rtx.end(true);
      await hooks.afterCommit?.(req);
      return;
    }
    await hooks.beforeCommit?.(req);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : 'null';
    // The answer and the COMMIT go out back to back on the connection (pg queues the COMMIT behind the UPDATE,
    // sent the moment the UPDATE is done): the write's locks (a sale's invoice counter) are not held while Node
    // gets round to sending the COMMIT. The UPDATE is queued first, synchronously; should it fail, the COMMIT of
    // the failed transaction rolls it back and the failure is answered — nothing of the write remains.
    const stored = w.rtx.client.query(
      'UPDATE idempotency_keys SET status_code = $1, response = $2 WHERE kode_toko = $3 AND key = $4',
      [reply.statusCode, body, a.user.kode_toko, w.key],
    );
    const [s, c] = await Promise.allSettled([stored, w.rtx.end(true)]);
    if (s.status === 'rejected') throw s.reason;
    if (c.status === 'rejected') throw c.reason;
    await hooks.afterCommit?.(req);
  } catch (e) {
    await w.rtx.end(false).catch(() => {});
    throw e;
  } finally {
    w.releaseSlot();
  }
}

export function registerIdempotency(app: FastifyInstance, scopedDb: Db, hooks: WriteTestHooks = {}): void {
  const db = outsideRequest(scopedDb);
  const acquire = slots(Math.max(1, (db.$client.options.max ?? 10) - 2));
  app.decorateRequest('keyedWrite', undefined);
  const keyed: Keyed = { db, acquire, hooks };

  app.addHook('preHandler', (req, reply, done) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !key || key.length > 200 || !WRITES.has(req.method) || !req.auth) {
      done();
      return;
    }
    begin(keyed, req, reply, key).then((w) => {
      if (!w) return; // answered from the stored key (a hook that answers does not call done)
      req.keyedWrite = w;
      // The route (and every hook after this one) runs with the request transaction as its database.
      runInRequestTx(w.rtx, () => done());
    }, done);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    await finish(hooks, req, reply, payload);
    return payload;
  });
  // A reply that never went through onSend (a hijacked or torn-down response) must not keep its transaction open.
  app.addHook('onResponse', async (req) => {
    const w = req.keyedWrite;
    if (w && !w.done) {
      w.done = true;
      await w.rtx.end(false).catch(() => {});
      w.releaseSlot();
    }
  });
}
