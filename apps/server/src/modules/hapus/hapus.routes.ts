/**
 * Delete Data (spec §2.6, §7.4) and the archive it writes (issue 15): `POST truncate/delete-penjualan |
 * -pembelian | -keuangan` (`?preview=true` counts only), `GET arsip` (the deletion log), `GET arsip/:id/csv`
 * (streamed), `POST arsip/:id/restore`.
 */
import { Readable } from 'node:stream';
import {
  arsipList,
  arsipRestoreRequest,
  arsipRestoreResult,
  DELETE_MSG,
  DELETE_PATHS,
  DELETE_TYPES,
  HAPUS_MSG,
  hapusQuery,
  hapusRequest,
  hapusWrite,
} from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { arsipCsv } from './arsip.csv.ts';
import { createHapusService } from './hapus.service.ts';

const PAGE = { permission: '/delete-data' } as const;
const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id, level: a.user.level };
};
const idParam = z.object({ id: z.uuid({ error: 'Arsip Tidak Ditemukan' }) });

export async function hapusRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createHapusService(db);

  for (const type of DELETE_TYPES) {
    r.post(
      `/${DELETE_PATHS[type]}`,
      { schema: { body: hapusRequest, querystring: hapusQuery, response: { 200: hapusWrite } }, config: PAGE },
      async (req) => {
        const data = await svc.hapus(actor(req), type, req.body, req.query.preview);
        return { message: data.committed ? DELETE_MSG.ok : HAPUS_MSG.confirm, data };
      },
    );
  }

  r.get('/arsip', { schema: { response: { 200: arsipList } }, config: PAGE }, async (req) =>
    svc.arsip(actor(req).kode_toko),
  );

  r.get('/arsip/:id/csv', { schema: { params: idParam }, config: PAGE }, async (req, reply) => {
    const { name, body } = await arsipCsv(db, actor(req).kode_toko, req.params.id);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store');
    const stream = Readable.from(body);
    // headers are out when a row fails: the connection is cut (the download is incomplete) and the cause logged
    stream.on('error', (e) => req.log.error(e, 'arsip csv'));
    return reply.send(stream);
  });

  r.post(
    '/arsip/:id/restore',
    { schema: { params: idParam, body: arsipRestoreRequest, response: { 200: arsipRestoreResult } }, config: PAGE },
    async (req) => ({
      message: HAPUS_MSG.restoreOk,
      data: await svc.restore(actor(req), req.params.id, req.body.otorisasi),
    }),
  );
}
