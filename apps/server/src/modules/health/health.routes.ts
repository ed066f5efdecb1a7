import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, { db, mode }: { db: Db; mode: 'embedded' | 'external' }) {
  app.get('/health', { config: { permission: 'public' } }, async (_req, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok', db: mode };
    } catch {
      return reply.status(503).send({ status: 'error', db: mode, message: 'Database Tidak Tersedia' });
    }
  });
}
