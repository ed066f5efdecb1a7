/**
 * Process metrics for benchmarks and operators: event-loop delay (the loop must never block > 100 ms), memory,
 * pool use. Owners only; `POST system/metrics/reset` starts a fresh measurement window.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { messageSchema, metricsSchema } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export async function metricsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  app.addHook('onClose', async () => h.disable());
  app.get(
    '/system/metrics',
    { schema: { response: { 200: metricsSchema } }, config: { permission: 'owner' } },
    async () => {
      const ms = (n: number) => Math.round(n / 1e4) / 100;
      return {
        event_loop_delay_max_ms: ms(h.max),
        event_loop_delay_p99_ms: ms(h.percentile(99)),
        rss_mb: Math.round(process.memoryUsage().rss / 1048576),
        pool: { total: db.$client.totalCount, idle: db.$client.idleCount, waiting: db.$client.waitingCount },
      };
    },
  );
  app.post(
    '/system/metrics/reset',
    { schema: { response: { 200: messageSchema } }, config: { permission: 'owner' } },
    async () => {
      h.reset();
      return { message: 'OK' };
    },
  );
}
