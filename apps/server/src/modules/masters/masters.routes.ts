/**
 * One route factory for every declared master: the §7.1 reads (open to the store's users) and the house-style
 * writes `POST <api>`, `PUT <api>/:id`, `DELETE <api>/:id`, guarded by the screen's route.
 */
import { MSG, RESOURCES } from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { masterTables } from '../../db/schema/masters.schema.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { createMasterService } from './masters.service.ts';

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id, ip: req.ip };
};

export async function masterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const r of RESOURCES) {
    const table = masterTables.get(r.key);
    if (!table) throw new Error(`no table for ${r.key}`);
    const svc = createMasterService(db, r, table);
    const write = { config: { permission: r.route as `/${string}` } };
    for (const read of r.reads) {
      app.get(`/${read}`, { config: { permission: 'session' } }, async (req) => svc.list(requireAuth(req).user.kode_toko));
    }
    app.post(`/${r.api}`, write, async (req) => ({ message: MSG.saveOk, data: await svc.create(actor(req), req.body) }));
    app.put<{ Params: { id: string } }>(`/${r.api}/:id`, write, async (req) => ({
      message: MSG.saveOk,
      data: await svc.update(actor(req), req.params.id, req.body),
    }));
    app.delete<{ Params: { id: string } }>(`/${r.api}/:id`, write, async (req) => ({
      message: MSG.deleteOk,
      data: await svc.remove(actor(req), req.params.id),
    }));
  }
}
