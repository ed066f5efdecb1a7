/**
 * One route per declared report (`GET <api>?tgl_from&tgl_to&…` → bare array of rows), guarded by the report's
 * screen route. Every declared report must have a registered query, or the server refuses to start.
 */
import { REPORTS, reportQuerySchema, reportRowsSchema } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import '../barang/barang.reports.ts';
import '../eod/keuangan.reports.ts';
import '../hutang/hutang.reports.ts';
import '../member/member.reports.ts';
import '../pembelian/pembelian.reports.ts';
import '../pesanan/pesanan.reports.ts';
import '../penjualan/penjualan.reports.ts';
import '../service/service.reports.ts';
import { reportQuery, runReport } from './report-registry.ts';

export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const def of REPORTS) {
    if (!reportQuery(def.key)) throw new Error(`Laporan ${def.key} belum punya query`);
    r.get(
      `/${def.api}`,
      {
        schema: { querystring: reportQuerySchema(def), response: { 200: reportRowsSchema(def) } },
        config: { permission: def.route as `/${string}` },
      },
      async (req) => {
        const res = await runReport(
          db,
          def.key,
          requireAuth(req).user.kode_toko,
          req.query as Record<string, string | undefined>,
        );
        return res.rows;
      },
    );
  }
}
