/** The end-of-day report (`/laporan-eod`, issue 12): the closed days that have one, and one day's report as stored. */
import { EOD_TEXT, eodDateParam, eodDaysSchema, eodReportSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type Permission, requireAuth } from '../../plugins/auth.plugin.ts';
import './eod.close-step.ts';

const VIEW = { permission: '/laporan-eod' } satisfies { permission: Permission };

export async function eodRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/eod/days', { schema: { response: { 200: eodDaysSchema } }, config: VIEW }, async (req) => {
    const res = await db.execute(sql`
      SELECT tanggal, created_by, created_at FROM eod_report
       WHERE kode_toko = ${requireAuth(req).user.kode_toko} ORDER BY tanggal DESC`);
    return res.rows as { tanggal: string; created_by: string; created_at: Date }[];
  });

  r.get(
    '/eod/by-date/:tanggal',
    { schema: { params: eodDateParam, response: { 200: eodReportSchema } }, config: VIEW },
    async (req) => {
      const res = await db.execute(sql`
        SELECT kode_toko, tanggal, created_by, created_at, data FROM eod_report
         WHERE kode_toko = ${requireAuth(req).user.kode_toko} AND tanggal = ${req.params.tanggal}`);
      const row = res.rows[0];
      if (!row) throw notFound(EOD_TEXT.notFound(req.params.tanggal));
      return row as never;
    },
  );
}
