/** Builds the Fastify app on a ready database: plugins, API modules, web. `main.ts` and tests both use it. */
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BackupService } from './backup/service.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { requestScoped } from './db/request-tx.ts';
import { localFileStore } from './lib/file-store.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, loadJwtKey } from './modules/auth/auth.service.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { barangRoutes } from './modules/barang/barang.routes.ts';
import { fotoRoutes } from './modules/barang/foto.routes.ts';
import { stockFlowRoutes } from './modules/barang/stock-flows.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { eodRoutes } from './modules/eod/eod.routes.ts';
import { hapusRoutes } from './modules/hapus/hapus.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hutangRoutes } from './modules/hutang/hutang.routes.ts';
import { imporRoutes } from './modules/impor/impor.routes.ts';
import { kasRoutes } from './modules/kas/kas.routes.ts';
import { masterRoutes } from './modules/masters/masters.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { otorisasiRoutes } from './modules/otorisasi/otorisasi.routes.ts';
import { pembelianRoutes } from './modules/pembelian/pembelian.routes.ts';
import { penjualanRoutes } from './modules/penjualan/penjualan.routes.ts';
import { pesananRoutes } from './modules/pesanan/pesanan.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { serviceRoutes } from './modules/service/service.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.plugin.ts';
import { registerBadTextGuard } from './plugins/bad-text.plugin.ts';
import { registerErrorHandler } from './plugins/errors.plugin.ts';
import { registerIdempotency, type WriteTestHooks } from './plugins/idempotency.plugin.ts';
import { registerRealtime } from './plugins/realtime.plugin.ts';
import { registerWeb } from './plugins/web.plugin.ts';

z.config(z.locales.id());

export type AppOptions = {
  db: Db;
  /** A streaming replica for read-only report queries (DATABASE_REPLICA_URL); reports fall back to `db`. */
  readDb?: Db;
  config: Config;
  dbMode: 'embedded' | 'external';
  logger?: boolean | object;
  /** Sees every route as it is registered (the route-walk test checks each one is guarded). */
  onRoute?: (route: RouteOptions) => void;
  /** Time to receive a whole request, headers and body (default 30 s); tests use a shorter one. */
  timeouts?: { requestMs?: number };
  /** Test-only seams around a write's commit (to lose an answer after commit); production never passes them. */
  testHooks?: WriteTestHooks;
  /** Backups of the embedded database (issue 26; main.ts); absent: the status says archiving is off. */
  backups?: BackupService;
};

export const REQUEST_TIMEOUT_MS = 30_000;

export async function buildApp({
  db: rootDb,
  readDb,
  config,
  dbMode,
  logger,
  onRoute,
  timeouts,
  testHooks,
  backups,
}: AppOptions): Promise<FastifyInstance> {
  // A client that trickles its request (1 byte every few seconds) is cut with 408 once the whole request took
  // longer than requestMs; node checks open requests every `connectionsCheckingInterval`. Only receiving the
  // request is bounded: a long answer (close, reports) and socket.io (polling waits, upgraded websockets) are not.
  const requestMs = timeouts?.requestMs ?? REQUEST_TIMEOUT_MS;
  // Every route and service gets the database through the request's write transaction when there is one
  // (a keyed write: plugins/idempotency.plugin.ts), so exactly-once is one mechanism for all of them.
  const db = requestScoped(rootDb);
  const app = Fastify({
    requestTimeout: requestMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: Math.min(requestMs, 20_000),
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(requestMs / 5))),
    },
    logger: logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by their zod response schema: declared keys only, at the cost of JSON.stringify; checked
  // against the schema too in tests and e2e runs (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);
  registerBadTextGuard(app);

  const auth = createAuthService(db, await loadJwtKey(db, config.jwtSecret));
  registerAuth(app, auth);
  registerIdempotency(app, db, testHooks);
  await registerRealtime(app, auth, {
    adapterUrl:
      config.realtime === 'postgres'
        ? (config.databaseDirectUrl ?? rootDb.$client.options.connectionString)
        : undefined,
  });
  // Several instances behind nginx (issue 17): each answer says which one served it.
  if (config.instance) {
    const name = config.instance;
    app.addHook('onSend', async (_req, reply) => {
      reply.header('x-kilau-instance', name);
    });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, mode: dbMode });
      await api.register(authRoutes, { auth });
      // after each Tutup Toko a base backup (issue 26)
      await api.register(systemRoutes, { db, afterClose: () => void backups?.afterClose() });
      await api.register(masterRoutes, { db, checkResponses: config.checkResponses });
      await api.register(metricsRoutes, { db });
      await api.register(settingsRoutes, { db });
      await api.register(usersRoutes, { db });
      await api.register(barangRoutes, { db });
      await api.register(stockFlowRoutes, { db });
      await api.register(fotoRoutes, { db, files: localFileStore(path.join(config.dataDir, 'files')) });
      await api.register(otorisasiRoutes, { db });
      await api.register(penjualanRoutes, { db });
      await api.register(pembelianRoutes, { db });
      await api.register(kasRoutes, { db });
      await api.register(pesananRoutes, { db });
      await api.register(serviceRoutes, { db, files: localFileStore(path.join(config.dataDir, 'files')) });
      await api.register(hutangRoutes, { db, files: localFileStore(path.join(config.dataDir, 'files')) });
      await api.register(memberRoutes, { db });
      await api.register(reportRoutes, { db, readDb, checkResponses: config.checkResponses });
      await api.register(eodRoutes, { db });
      await api.register(hapusRoutes, { db });
      await api.register(dashboardRoutes, { db });
      await api.register(storesRoutes, { db });
      await api.register(imporRoutes, { db });
      await api.register(backupRoutes, { backups });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}
