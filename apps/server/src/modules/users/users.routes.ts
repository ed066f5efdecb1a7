/** `users/get/all` (spec §7.1) and the user-management writes in the house style. */
import {
  createUserSchema,
  LEVELS,
  levelsSchema,
  MSG,
  menuSchema,
  messageSchema,
  resetPasswordSchema,
  savedUserMenuSchema,
  templateAnswerSchema,
  updateUserSchema,
  userMenuAnswerSchema,
  userRowSchema,
  writeResult,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import { createUsersService } from './users.service.ts';

const idParam = z.object({ id: z.string().min(1).max(60) });
/** The user writes answer the user's row as stored. */
const userWritten = { 200: writeResult(userRowSchema) };

const levelParam = z.object({
  level: z.enum(LEVELS.map((l) => l.level) as [string, ...string[]], { error: 'Level Tidak Valid' }),
});

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = createUsersService(db);
  const users = { permission: '/data-users' as const };
  const akses = { permission: '/hak-akses-users' as const };
  const news = { permission: '/hak-akses-news' as const };

  r.get(
    '/users/get/all',
    { schema: { response: { 200: z.array(userRowSchema) } }, config: { permission: 'session' } },
    async (req) => svc.list(requireAuth(req)),
  );
  r.get(
    '/users/levels',
    { schema: { response: { 200: levelsSchema } }, config: { permission: 'session' } },
    async () => [...LEVELS],
  );
  r.post('/users', { schema: { body: createUserSchema, response: userWritten }, config: users }, async (req) => ({
    message: MSG.saveOk,
    data: await svc.create(requireAuth(req), req.body),
  }));
  r.put(
    '/users/:id',
    { schema: { params: idParam, body: updateUserSchema, response: userWritten }, config: users },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.update(requireAuth(req), req.params.id, req.body),
    }),
  );
  r.delete('/users/:id', { schema: { params: idParam, response: userWritten }, config: users }, async (req) => ({
    message: MSG.deleteOk,
    data: await svc.deactivate(requireAuth(req), req.params.id),
  }));
  r.post(
    '/users/:id/reset-password',
    { schema: { params: idParam, body: resetPasswordSchema, response: { 200: messageSchema } }, config: users },
    async (req) => {
      await svc.resetPassword(requireAuth(req), req.params.id, req.body.new_password);
      return { message: MSG.passwordOk };
    },
  );
  r.get(
    '/users/:id/menu',
    { schema: { params: idParam, response: { 200: userMenuAnswerSchema } }, config: akses },
    async (req) => svc.getMenu(requireAuth(req), req.params.id),
  );
  r.put(
    '/users/:id/menu',
    {
      schema: { params: idParam, body: menuSchema, response: { 200: writeResult(savedUserMenuSchema) } },
      config: akses,
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.saveMenu(requireAuth(req), req.params.id, req.body.menu),
    }),
  );
  r.get(
    '/hak-akses/template/:level',
    { schema: { params: levelParam, response: { 200: templateAnswerSchema } }, config: news },
    async (req) => svc.getTemplate(requireAuth(req), req.params.level),
  );
  r.put(
    '/hak-akses/template/:level',
    {
      schema: { params: levelParam, body: menuSchema, response: { 200: writeResult(templateAnswerSchema) } },
      config: news,
    },
    async (req) => ({
      message: MSG.saveOk,
      data: await svc.saveTemplate(requireAuth(req), req.params.level, req.body.menu),
    }),
  );
}
