/**
 * Dashboard charts (spec §7.1): `<domain>/chart?type=today|monthly` → `{ value, jumlah, series }`; `value` is the
 * rupiah total of the shop day (today) or of its month (monthly), `series` the points to draw. Only domains with
 * documents have a chart, never a zero stand-in. A chart answers only a user whose menu opens its report.
 */
import { CHART_RIGHTS, type ChartDomain, chartAnswerSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storeClock } from '../../lib/store-time.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';

const query = z.object({
  type: z.enum(['today', 'monthly'], { error: 'Type Harus today Atau monthly' }).default('today'),
});

export type ChartSource = { table: string; date: string; amount: string; where: string };

/** Where each chart reads from. */
const SOURCES: Record<ChartDomain, ChartSource> = {
  penjualan: { table: 'penjualan', date: 'tanggal', amount: 'total_harga', where: "status = 'AKTIF'" },
  pembelian: { table: 'pembelian', date: 'tanggal', amount: 'total_harga', where: "status = 'AKTIF'" },
  // orders taken (issue 13): their value at the estimated weight, cancelled ones left out
  pesanan: { table: 'pesanan', date: 'tanggal', amount: 'total_harga', where: "status <> 'BATAL'" },
  // repairs taken in (issue 13): their total with the surcharge, cancelled ones left out
  service: { table: 'service', date: 'tanggal', amount: 'total', where: "status <> 'BATAL'" },
  // loans made (issue 14): the money lent; a renewal lends nothing new
  hutang: { table: 'hutang', date: 'tanggal', amount: 'pokok', where: "cara_bayar <> 'PEREMAJAAN'" },
};

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [domain, src] of Object.entries(SOURCES) as [ChartDomain, ChartSource][]) {
    r.get(
      `/${domain}/chart`,
      // the store's figures only for a user who may open the domain's report (CHART_RIGHTS)
      {
        schema: { querystring: query, response: { 200: chartAnswerSchema } },
        config: { permission: CHART_RIGHTS[domain] },
      },
      async (req) => {
        const a = requireAuth(req);
        const day = a.user.tgl_system;
        const from = req.query.type === 'today' ? day : `${day.slice(0, 7)}-01`;
        const bucket =
          req.query.type === 'today'
            ? sql`to_char(${storeClock(sql`created_at`, a.user.time_zone)}, 'HH24":00"')`
            : sql.raw(`to_char(${src.date}, 'YYYY-MM-DD')`);
        const t = sql.raw(src.table);
        const res = await db.execute(sql`
        SELECT ${bucket} AS label, sum(${sql.raw(src.amount)})::bigint AS value, count(*)::int AS jumlah FROM ${t}
         WHERE kode_toko = ${a.user.kode_toko} AND ${sql.raw(src.date)} BETWEEN ${from} AND ${day} AND ${sql.raw(src.where)}
         GROUP BY 1 ORDER BY 1`);
        const series = res.rows as { label: string; value: number; jumlah: number }[];
        return {
          value: series.reduce((n, s) => n + Number(s.value), 0),
          jumlah: series.reduce((n, s) => n + s.jumlah, 0),
          series: series.map((s) => ({ label: s.label, value: Number(s.value) })),
        };
      },
    );
  }
}
