/**
 * One route per declared report (`GET <api>?tgl_from&tgl_to&…` → bare array of rows), guarded by the report's
 * screen route. Every declared report must have a registered query, or the server refuses to start.
 */
import { REPORTS, reportQuerySchema, reportRowsSchema } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { jsonArrayStream, jsonTextStream } from '../../lib/json-stream.ts';
import { compilePicker, ResponseShapeError } from '../../lib/response-serializer.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import '../barang/barang.reports.ts';
import '../eod/keuangan.reports.ts';
import '../hutang/hutang.reports.ts';
import '../member/member.reports.ts';
import '../pembelian/pembelian.reports.ts';
import '../pesanan/pesanan.reports.ts';
import '../penjualan/penjualan.reports.ts';
import '../service/service.reports.ts';
import { type ReportJson, releasePieces, reportQuery, runReport, runReportJson } from './report-registry.ts';

/**
 * Reports read from the replica when there is one (issue 17: a report may be a second behind the primary). A
 * replica that fails (down, or a query cancelled by a recovery conflict) sends reports to the primary, which is
 * tried again on the replica after REPLICA_RETRY_MS. `X-Kilau-Db` says which one answered.
 */
export const REPLICA_RETRY_MS = 10_000;

export async function reportRoutes(
  app: FastifyInstance,
  { db, readDb, checkResponses = false }: { db: Db; readDb?: Db; checkResponses?: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let replicaDownUntil = 0;
  const run = async (key: string, columns: string[], kodeToko: string, q: Record<string, string | undefined>) => {
    if (readDb && Date.now() >= replicaDownUntil) {
      try {
        return { ...(await answer(readDb, key, columns, kodeToko, q)), from: 'replica' as const };
      } catch (e) {
        // A fault of the query itself fails on the primary too; anything else marks the replica down for a while.
        if (!isQueryFault(e)) replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
        app.log.warn({ err: e }, 'replica report failed, reading from the primary');
      }
    }
    return { ...(await answer(db, key, columns, kodeToko, q)), from: 'primary' as const };
  };
  for (const def of REPORTS) {
    if (!reportQuery(def.key)) throw new Error(`Laporan ${def.key} belum punya query`);
    const rowsSchema = reportRowsSchema(def);
    const pickRow = compilePicker(rowsSchema.element);
    const columns = def.columns.map((c) => c.field);
    r.get(
      `/${def.api}`,
      {
        schema: { querystring: reportQuerySchema(def), response: { 200: rowsSchema } },
        config: { permission: def.route as `/${string}` },
      },
      async (req, reply) => {
        const res = await run(
          def.key,
          columns,
          requireAuth(req).user.kode_toko,
          req.query as Record<string, string | undefined>,
        );
        reply.header('x-kilau-db', res.from);
        // Issue 16: the rows go out as JSON text in pieces (the loop is free between them), not one stringify of
        // the whole answer; the same bytes the response serializer would write. Checked whole first in check mode.
        if (checkResponses) {
          const parsed = rowsSchema.safeParse(
            res.json
              ? JSON.parse(`[${Buffer.concat(res.json.pieces).toString()}]`)
              : JSON.parse(JSON.stringify(res.rows.map((x) => (pickRow ? pickRow(x) : x)))),
          );
          if (!parsed.success)
            throw new ResponseShapeError(req.method, req.routeOptions.url ?? req.url, parsed.error.issues);
        }
        reply.type('application/json; charset=utf-8');
        // a stream bypasses the serializer (its bytes are the answer); the declared schema still states its shape
        if (!res.json) return reply.send(jsonArrayStream(res.rows, pickRow) as never);
        const { pieces } = res.json;
        // written to the socket (not cut short): the pieces serve the next report
        reply.raw.once('finish', () => releasePieces(pieces));
        return reply.send(jsonTextStream(pieces) as never);
      },
    );
  }
}

/**
 * A report's rows: as JSON text written from the query's COPY text (runReportJson), or — for a report with a column
 * of a type not written so (json, arrays; no declared report has one) — as row objects (runReport).
 */
async function answer(
  db: Db,
  key: string,
  columns: string[],
  kodeToko: string,
  q: Record<string, string | undefined>,
): Promise<{ json: ReportJson; rows?: undefined } | { json?: undefined; rows: Record<string, unknown>[] }> {
  const json = await runReportJson(db, key, columns, kodeToko, q);
  return json ? { json } : { rows: (await runReport(db, key, kodeToko, q)).rows };
}

/** SQLSTATE classes of a query's own fault (data, syntax, privileges): not a sign the replica is unwell. */
function isQueryFault(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && /^(22|23|42)/.test(code);
}
