/**
 * Backups (issue 26), owner levels only (the permission of `/cadangan-data`): `GET backup/status`, `POST backup`
 * (202: a base backup starts; `backup-progress` and `backup-done` follow on the socket to the owners),
 * `POST backup/:id/verify` (answered when the restore into a temporary folder has been checked).
 */
import {
  BACKUP_EVENTS,
  BACKUP_LEVELS,
  BACKUP_MSG,
  backupIdParams,
  backupStartedSchema,
  backupStatusSchema,
  backupVerifyResultSchema,
  MSG,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackupService } from '../../backup/service.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';

const PAGE = { permission: '/cadangan-data' } as const;

export async function backupRoutes(app: FastifyInstance, { backups }: { backups?: BackupService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const unsubscribe = backups?.subscribe({
    progress: (p) => app.realtime.emitToOwners(BACKUP_EVENTS.progress, p),
    done: (p) => app.realtime.emitToOwners(BACKUP_EVENTS.done, p),
  });
  app.addHook('onClose', async () => {
    unsubscribe?.();
  });
  // the route's levels (RouteDef.levels = BACKUP_LEVELS): SU and MU hold the full menu but not this screen
  app.addHook('preHandler', async (req) => {
    if (!(BACKUP_LEVELS as readonly string[]).includes(requireAuth(req).user.level)) throw forbidden(MSG.forbidden);
  });

  r.get('/backup/status', { schema: { response: { 200: backupStatusSchema } }, config: PAGE }, async () =>
    backups
      ? backups.status()
      : {
          enabled: false,
          backup_dir: '',
          same_disk: false,
          free_bytes: null,
          window_days: 0,
          last_base: null,
          last_archived_at: null,
          last_archived_wal: null,
          problems: [],
          alert: false,
          running: null,
          backups: [],
        },
  );

  r.post(
    '/backup', // 202 (started); the same shape declared for 200 too (every JSON route declares its 200 answer)
    { schema: { response: { 200: backupStartedSchema, 202: backupStartedSchema } }, config: PAGE },
    async (_req, reply) => {
      if (!backups?.enabled) throw unprocessable(BACKUP_MSG.disabled);
      if (backups.isRunning()) throw conflict(BACKUP_MSG.running);
      const { id } = backups.start();
      return reply.status(202).send({ message: BACKUP_MSG.started, data: { id } });
    },
  );

  r.post(
    '/backup/:id/verify',
    { schema: { params: backupIdParams, response: { 200: backupVerifyResultSchema } }, config: PAGE },
    async (req) => {
      const data = await backups?.verify(req.params.id);
      if (!data) throw notFound(BACKUP_MSG.notFound);
      return { message: data.verify === 'OK' ? BACKUP_MSG.verifyOk : BACKUP_MSG.verifyFail, data };
    },
  );
}
