import { healthDownSchema, healthSchema, MSG } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, { db, mode }: { db: Db; mode: 'embedded' | 'external' }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthDownSchema } }, config: { permission: 'public' } },
    async (_req, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, db: mode };
      } catch {
        return reply.status(503).send({ status: 'error' as const, db: mode, message: MSG.dbUnavailable });
      }
    },
  );
}
