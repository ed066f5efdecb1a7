/** `POST /otorisasi`: a supervisor approves one action; the answer is the grant the action then carries. */
import { OTORISASI_ROUTES, otorisasiGrantRequestSchema, otorisasiGrantSchema } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { grantOtorisasi } from '../../lib/otorisasi.ts';
import { type RoutePath, requirePermission } from '../../plugins/auth.plugin.ts';

/** Asking for a grant of any kind needs one of the screens some kind approves; the kind itself narrows it. */
const ANY_OTORISASI = [...new Set(Object.values(OTORISASI_ROUTES).flat())] as RoutePath[];

export async function otorisasiRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/otorisasi',
    {
      schema: { body: otorisasiGrantRequestSchema, response: { 200: otorisasiGrantSchema } },
      config: { permission: { anyOf: ANY_OTORISASI } },
    },
    async (req) => {
      // Only someone who may do the action may ask for its approval.
      const a = requirePermission(req, { anyOf: OTORISASI_ROUTES[req.body.jenis] as RoutePath[] });
      return grantOtorisasi(db, { kode_toko: a.user.kode_toko, user_id: a.user.user_id }, req.body, req.ip);
    },
  );
}
