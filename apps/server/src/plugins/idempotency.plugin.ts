/**
 * Retried writes (DESIGN.md): a write carrying `Idempotency-Key` is answered once; a repeat of a finished one
 * replays the first answer, a repeat of one still running gets 409. Failed attempts free the key for a retry.
 * Money-moving services additionally record the key inside their own transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idemKey?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idemKey', undefined);
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !key || key.length > 200 || !WRITES.has(req.method) || !req.auth) return;
    const kode = req.auth.user.kode_toko;
    const ins = await db.$client.query(
      `INSERT INTO idempotency_keys (kode_toko, key, user_id, method, url) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING key`,
      [kode, key, req.auth.user.user_id, req.method, req.url],
    );
    if (ins.rowCount) {
      req.idemKey = key;
      return;
    }
    const { rows } = await db.$client.query(
      `SELECT status_code, response, user_id, method, url, created_at < now() - interval '2 minutes' AS stale
         FROM idempotency_keys WHERE kode_toko = $1 AND key = $2`,
      [kode, key],
    );
    const prev = rows[0] as
      | {
          status_code: number | null;
          response: string | null;
          stale: boolean;
          user_id: string;
          method: string;
          url: string;
        }
      | undefined;
    // A key belongs to one user's one request: reused elsewhere it must not replay someone else's answer.
    if (prev && (prev.user_id !== req.auth.user.user_id || prev.method !== req.method || prev.url !== req.url)) {
      return reply.status(422).send({ message: 'Idempotency-Key Sudah Dipakai Untuk Permintaan Lain' });
    }
    // An attempt that never finished (the server stopped mid-way) frees its key after a while; services that move
    // money keep the key inside their own transaction, so a retry can still never double a document.
    if (prev && !prev.status_code && prev.stale) {
      await db.$client.query('UPDATE idempotency_keys SET created_at = now() WHERE kode_toko = $1 AND key = $2', [
        kode,
        key,
      ]);
      req.idemKey = key;
      return;
    }
    if (prev?.status_code) {
      return reply
        .status(prev.status_code)
        .header('idempotent-replay', 'true')
        .type('application/json')
        .send(prev.response);
    }
    return reply.status(409).send({ message: 'Permintaan Yang Sama Sedang Diproses, Silahkan Tunggu' });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.idemKey || !req.auth) return payload;
    const kode = req.auth.user.kode_toko;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await db.$client.query(
        'UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE kode_toko = $1 AND key = $2',
        [kode, req.idemKey, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload ?? null)],
      );
    } else {
      await db.$client.query('DELETE FROM idempotency_keys WHERE kode_toko = $1 AND key = $2', [kode, req.idemKey]);
    }
    return payload;
  });
}
