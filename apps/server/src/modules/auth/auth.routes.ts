/** `users/login`, `users/logout`, `users/change-password` (spec §7.6, DESIGN.md). */
import {
  changePasswordSchema,
  loginAnswerSchema,
  loginSchema,
  logoutSchema,
  MSG,
  messageSchema,
  sessionAnswerSchema,
} from '@kilau/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.plugin.ts';
import type { AuthService } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/users/login',
    { schema: { body: loginSchema, response: { 200: loginAnswerSchema } }, config: { permission: 'public' } },
    async (req) => auth.login(req.body.user_id, req.body.password, req.ip),
  );
  r.post(
    '/users/logout',
    { schema: { body: logoutSchema, response: { 200: messageSchema } }, config: { permission: 'session' } },
    async (req) => {
      await auth.logout(requireAuth(req).sessionId);
      return { message: 'Berhasil Logout' };
    },
  );
  r.post(
    '/users/change-password',
    { schema: { body: changePasswordSchema, response: { 200: messageSchema } }, config: { permission: 'session' } },
    async (req) => {
      await auth.changePassword(requireAuth(req), req.body.password, req.body.new_password, req.ip);
      return { message: MSG.passwordOk };
    },
  );
  r.get(
    '/users/me',
    { schema: { response: { 200: sessionAnswerSchema } }, config: { permission: 'session' } },
    async (req) => {
      const a = requireAuth(req);
      return { user: a.user, menu: a.menu, modules: a.modules.map((key) => ({ key })) };
    },
  );
}
