/**
 * One route factory for every declared master: the §7.1 reads (open to the store's users) and the house-style
 * writes `POST <api>`, `PUT <api>/:id`, `DELETE <api>/:id`, guarded by the screen's route.
 */
import { jenis, MSG, RESOURCES, resourceRowSchema, writeResult } from '@kilau/domain';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { master_group, master_jenis, masterTables } from '../../db/schema/masters.schema.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { createListCache } from './master-list-cache.ts';
import { createMasterService, toApi } from './masters.service.ts';

const actor = (req: FastifyRequest) => {
  const a = requireAuth(req);
  return { kode_toko: a.user.kode_toko, user_id: a.user.user_id, ip: req.ip };
};

export async function masterRoutes(app: FastifyInstance, { db, checkResponses }: { db: Db; checkResponses?: boolean }) {
  /**
   * A list is answered as the JSON text PostgreSQL built (shaped by the response schema's keys, masters.service.ts),
   * kept as bytes per store and master version (master-list-cache.ts) and sent as they are, past the serializer. In
   * check mode (tests, e2e) it goes through the serializer like any answer, so its shape is still held against the
   * declared schema.
   */
  const cache = createListCache();
  const sendJson = (reply: FastifyReply, json: Buffer) =>
    checkResponses ? JSON.parse(json.toString('utf8')) : reply.type('application/json; charset=utf-8').send(json);

  for (const r of RESOURCES) {
    const table = masterTables.get(r.key);
    if (!table) throw new Error(`no table for ${r.key}`);
    const svc = createMasterService(db, r, table);
    // A list with computed columns (a member's points, from the points ledger) changes without its master changing:
    // built on every read.
    const cacheable = Object.keys(r.computed ?? {}).length === 0;
    type ListOpts = Parameters<typeof svc.list>[1];
    const listed = async (req: FastifyRequest, reply: FastifyReply, key: string, opts: ListOpts) => {
      const a = requireAuth(req);
      const k = `${a.user.kode_toko}\u0000${key}`;
      let body = cacheable ? cache.get(k, a.masterVersion) : undefined;
      if (!body) {
        body = Buffer.from(await svc.list(a.user.kode_toko, opts), 'utf8');
        if (cacheable) cache.set(k, a.masterVersion, body);
      }
      return sendJson(reply, body);
    };
    // Reads answer the rows, writes `{ message, data }` with the row as stored (the declared fields of `r`).
    const rows = {
      schema: { response: { 200: z.array(resourceRowSchema(r)) } },
      config: { permission: 'session' as const },
    };
    const write = {
      schema: { response: { 200: writeResult(resourceRowSchema(r)) } },
      config: { permission: r.route as `/${string}` },
    };
    for (const read of r.reads) {
      const activeOnly = r.activeReads?.includes(read) ?? false;
      app.get(`/${read}`, rows, (req, reply) => listed(req, reply, read, { activeOnly }));
    }
    const by = r.byField;
    if (by) {
      app.get<{ Params: { value: string } }>(`/${by.path}/:value`, rows, (req, reply) =>
        listed(req, reply, `${by.path}\u0000${req.params.value.toUpperCase()}`, {
          activeOnly: true,
          field: by.field,
          value: req.params.value,
        }),
      );
    }
    app.post(`/${r.api}`, write, async (req) => ({
      message: MSG.saveOk,
      data: await svc.create(actor(req), req.body),
    }));
    app.put<{ Params: { id: string } }>(`/${r.api}/:id`, write, async (req) => ({
      message: MSG.saveOk,
      data: await svc.update(actor(req), req.params.id, req.body),
    }));
    app.delete<{ Params: { id: string } }>(`/${r.api}/:id`, write, async (req) => ({
      message: MSG.deleteOk,
      data: await svc.remove(actor(req), req.params.id),
    }));
  }

  // Diamond kinds: jenis whose group is of jenis_group BERLIAN (spec §7.1 `jenis/get/berlian`).
  const jenisRows = { schema: { response: { 200: z.array(resourceRowSchema(jenis)) } } };
  app.get('/jenis/get/berlian', { ...jenisRows, config: { permission: 'session' } }, async (req) => {
    // Master columns are declared at run time (RESOURCES), so they are looked up by name.
    const j = getTableColumns(master_jenis) as unknown as Record<string, AnyPgColumn>;
    const g = getTableColumns(master_group) as unknown as Record<string, AnyPgColumn>;
    const col = (c: Record<string, AnyPgColumn>, name: string) => c[name] as AnyPgColumn;
    const rows = await db
      .select(getTableColumns(master_jenis))
      .from(master_jenis)
      .innerJoin(
        master_group,
        and(eq(col(g, 'kode_toko'), col(j, 'kode_toko')), eq(col(g, 'kode_group'), col(j, 'kode_group'))),
      )
      .where(
        and(
          eq(col(j, 'kode_toko'), requireAuth(req).user.kode_toko),
          eq(col(g, 'jenis_group'), 'BERLIAN'),
          eq(col(j, 'status_aktif'), true),
        ),
      )
      .orderBy(asc(col(j, 'kode_dept')));
    return rows.map((x) => toApi(x, jenis));
  });
}
