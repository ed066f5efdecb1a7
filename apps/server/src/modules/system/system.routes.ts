/** `PUT`/`PATCH system/close` (spec §7.6) and the system parameters `para-system` (spec §7.1). */
import { closeResultSchema, closeStoreSchema, MSG, paraRowSchema, SETTING_DEFAULTS } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { closeStore } from './system.service.ts';

export async function systemRoutes(app: FastifyInstance, { db, afterClose }: { db: Db; afterClose?: () => void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const close = async (req: { body: { PROSES: 'close' } } & Parameters<typeof requireAuth>[0]) => {
    const a = requireAuth(req);
    const res = await closeStore(
      db,
      a.user.kode_toko,
      a.user.user_id,
      (p) => app.realtime.emitCloseProgress(a.user.kode_toko, p),
      a.user.tgl_system,
    );
    // The close is committed: whatever follows it (the base backup of issue 26) never turns it into an error.
    try {
      afterClose?.();
    } catch (e) {
      req.log.error({ err: e }, 'sesudah Tutup Toko: tugas lanjutan gagal');
    }
    return { message: MSG.closeOk, data: res };
  };
  // Any signed-in user of the store may close: the date-mismatch screen offers it to everyone (spec §4).
  const opts = {
    schema: { body: closeStoreSchema, response: { 200: closeResultSchema } },
    config: { permission: 'session' as const },
  };
  r.put('/system/close', opts, close);
  r.patch('/system/close', opts, close);

  r.get(
    '/para-system',
    { schema: { response: { 200: z.array(paraRowSchema) } }, config: { permission: 'session' } },
    async (req) => {
      const { rows } = await db.execute<{ key: string; value: string }>(
        sql`SELECT key, value FROM para_system WHERE kode_toko = ${requireAuth(req).user.kode_toko} ORDER BY key`,
      );
      const map = new Map<string, string>(Object.entries(SETTING_DEFAULTS));
      for (const row of rows) map.set(row.key, row.value);
      return [...map.entries()].sort().map(([key, value]) => ({ key, value }));
    },
  );
  r.get(
    '/para-system/key/:key',
    {
      schema: { params: z.object({ key: z.string().max(60) }), response: { 200: paraRowSchema } },
      config: { permission: 'session' },
    },
    async (req) => {
      const key = req.params.key.toUpperCase();
      const { rows } = await db.execute<{ value: string }>(
        sql`SELECT value FROM para_system WHERE kode_toko = ${requireAuth(req).user.kode_toko} AND key = ${key}`,
      );
      return { key, value: rows[0]?.value ?? SETTING_DEFAULTS[key] ?? null };
    },
  );
}
