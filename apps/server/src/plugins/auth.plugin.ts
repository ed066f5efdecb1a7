/**
 * Authentication as one hook for the whole API (STYLE.md, fastify/demo), and the permission check: every route
 * declares `config.permission` — 'public', 'session' (spec §7.1 reference reads) or the route path it belongs to.
 * An undeclared route is refused, so a forgotten guard fails closed.
 */
import { accessRoute, MSG, routeAllowedFor } from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { Auth, AuthService } from '../modules/auth/auth.service.ts';

export type Permission = 'public' | 'session' | `/${string}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    auth?: Auth;
  }
}

export function requireAuth(req: FastifyRequest): Auth {
  if (!req.auth) throw new Error('route without auth');
  return req.auth;
}

export function canUse(auth: Auth, path: string): boolean {
  const r = accessRoute(path);
  if (!r) return false;
  if (!routeAllowedFor(r, { kode_toko: auth.user.kode_toko, tipe_toko: auth.user.tipe_toko, modules: auth.modules })) {
    return false;
  }
  return auth.fullMenu || auth.granted.has(r.path.toLowerCase());
}

export function registerAuth(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const permission = req.routeOptions.config?.permission;
    if (permission === 'public') return;
    const token = req.headers['x-auth-token'];
    const auth = await authService.authenticate(typeof token === 'string' ? token : undefined);
    if (!auth) return reply.status(401).send({ message: MSG.invalidToken });
    req.auth = auth;
    // An unknown API path is not a refusal: signed-in callers get the 404 handler's `Data Tidak Ditemukan`.
    if (permission === 'session' || req.is404) return;
    if (!permission || !canUse(auth, permission)) return reply.status(403).send({ message: MSG.forbidden });
  });
}

/** For calls several screens share: the user needs at least one of `routes`. */
export function requireAny(req: FastifyRequest, routes: readonly string[]): Auth {
  const a = requireAuth(req);
  if (!routes.some((r) => canUse(a, r))) throw new AppError(403, MSG.forbidden);
  return a;
}
