/**
 * Authentication as one hook for the whole API (STYLE.md, fastify/demo), and the permission check: every route
 * declares `config.permission`, the one place its access rule lives —
 * - 'public': no token needed (login, health, the web shell);
 * - 'session': any signed-in user of the store (spec §7.1 reference reads);
 * - 'owner': the full-menu levels only (OWN, SU, MU);
 * - '/route': the screen it belongs to (menu grant, store type, module);
 * - `{ anyOf: ['/a', '/b'] }`: a call several screens share — a grant of any one of them.
 * An undeclared route is refused, so a forgotten guard fails closed. Where the body narrows the rule (the opname
 * kind, the otorisasi kind, the settings keys), the route declares the widest rule and the handler narrows it with
 * `requirePermission` in the same terms.
 */
import { accessRoute, MSG, routeAllowedFor } from '@kilau/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { Auth, AuthService } from '../modules/auth/auth.service.ts';

export type RoutePath = `/${string}`;
export type Permission = 'public' | 'session' | 'owner' | RoutePath | { readonly anyOf: readonly RoutePath[] };

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

function canUse(auth: Auth, path: string): boolean {
  const r = accessRoute(path);
  if (!r) return false;
  if (!routeAllowedFor(r, { kode_toko: auth.user.kode_toko, tipe_toko: auth.user.tipe_toko, modules: auth.modules })) {
    return false;
  }
  return auth.fullMenu || auth.granted.has(r.path.toLowerCase());
}

/** Whether a signed-in user meets a declared permission ('public' and 'session' always hold). */
export function permits(auth: Auth, permission: Permission): boolean {
  if (permission === 'public' || permission === 'session') return true;
  if (permission === 'owner') return auth.fullMenu;
  if (typeof permission === 'string') return canUse(auth, permission);
  return permission.anyOf.some((r) => canUse(auth, r));
}

/**
 * A route's declared permission, decided once per set of rights (auth.service rightsOf) rather than on every
 * request. Only for the routes' own (static) declarations: a permission built per request is checked by `permits`.
 */
function routePermits(auth: Auth, permission: Permission): boolean {
  const known = auth.decided.get(permission);
  if (known !== undefined) return known;
  const ok = permits(auth, permission);
  auth.decided.set(permission, ok);
  return ok;
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
    if (!permission || !routePermits(auth, permission)) return reply.status(403).send({ message: MSG.forbidden });
  });
}

/**
 * The body-dependent narrowing of a route's declared permission (never the route's only guard): e.g. starting a
 * tray opname needs `/stock-opname` where the route itself admits either opname screen.
 */
export function requirePermission(req: FastifyRequest, permission: Permission): Auth {
  const a = requireAuth(req);
  if (!permits(a, permission)) throw new AppError(403, MSG.forbidden);
  return a;
}
