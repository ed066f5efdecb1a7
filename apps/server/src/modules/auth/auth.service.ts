/**
 * Sessions and passwords: argon2 hashes, HS256 JWTs carrying a session id, sessions in the database so logout,
 * a password change, a disabled user or a shop close revoke them for every server instance.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildMenu, grantedPaths, hasFullMenu, type LoginUser, type MenuNode, MSG, type ZoneName } from '@kilau/domain';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { type Db, drizzleTypes, statementName } from '../../db/client.ts';
import { outsideRequest } from '../../db/request-tx.ts';
import { appSettings, sessions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { guardPassword, verifyPassword } from '../../lib/password-guard.ts';

const ALG = 'HS256';
const SESSION_HOURS = 24;

export { MAX_IP_FAILURES, MAX_USER_FAILURES } from '../../lib/password-guard.ts';

export type Auth = {
  sessionId: string;
  user: LoginUser;
  menu: MenuNode[];
  modules: string[];
  fullMenu: boolean;
  granted: Set<string>;
  /**
   * Route permissions already decided for these rights (auth.plugin `permits`): shared by every session with the
   * same level, store, modules and menu, as the rights themselves are.
   */
  decided: Map<unknown, boolean>;
  /**
   * The store's master version as this request's session lookup read it (schema master_versions): a cached master
   * list answers this request only if it was built at this version.
   */
  masterVersion: number;
};

export const hashPassword = (p: string) => hash(p);

export async function loadJwtKey(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(row?.value ?? fresh);
}

/** A live session's user and store, as `authenticate` reads them (menu and modules as their JSON text). */
type SessionRow = LoginUser & { menu: string | null; modules: string | null; master_version: number };

/**
 * The session lookup of every signed-in request, prepared once per connection. Revocation stays immediate: every
 * request reads the session, its user and its store as they are now (logout, password change, a disabled user,
 * a closed day's new date), and the store's master version with them (one index probe more, no round trip more).
 */
const SESSION_SQL = `
  SELECT u.user_id, u.user_name, u.level, u.kode_toko, u.menu::text AS menu, u.modules::text AS modules, st.nama_toko,
         st.alamat_toko, st.tgl_system, st.tipe_toko, st.time_zone, coalesce(mv.version, 0) AS master_version
    FROM sessions s JOIN users u ON u.user_id = s.user_id JOIN stores st ON st.kode_toko = u.kode_toko
         LEFT JOIN master_versions mv ON mv.kode_toko = st.kode_toko
   WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status_aktif`;

type Rights = Pick<Auth, 'menu' | 'modules' | 'fullMenu' | 'granted' | 'decided'>;
/** Rights computed once per distinct (level, store, store type, modules, menu): not again on every request. */
const RIGHTS_KEPT = 1000;

/**
 * HS256 check of a token, synchronous (node:crypto): the header must name HS256, the signature must be exactly the
 * HMAC of `header.payload` under the key (compared in constant time), `exp` must lie ahead and `nbf` (if any)
 * behind. Answers the payload, or undefined for any other token.
 */
export function verifyHs256(token: string, key: Uint8Array): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!header || header.alg !== ALG || header.crit !== undefined) return undefined;
    const expected = Buffer.from(createHmac('sha256', key).update(`${h}.${p}`).digest('base64url'));
    const given = Buffer.from(s);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
    const c = payload as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (typeof c.exp !== 'number' || c.exp <= now) return undefined;
    if (c.nbf !== undefined && (typeof c.nbf !== 'number' || c.nbf > now)) return undefined;
    return c;
  } catch {
    return undefined;
  }
}

/** The menu a user sees: the full built-in menu for OWN/SU/MU, else the stored one (all hidden if none). */
export function effectiveMenu(
  u: { level: string; menu: unknown; modules: unknown },
  ctx: { kode_toko: string; tipe_toko: string },
) {
  const modules = (Array.isArray(u.modules) ? u.modules : []).map(String);
  // the login menu leaves out what the user's level may not use (Import/Delete Data: RouteDef.levels)
  const mctx = { ...ctx, modules, level: u.level };
  if (hasFullMenu(u.level)) return { menu: buildMenu(mctx, false), modules, fullMenu: true };
  const stored = Array.isArray(u.menu) && u.menu.length ? (u.menu as MenuNode[]) : buildMenu(mctx, true);
  return { menu: stored, modules, fullMenu: false };
}

export function createAuthService(db: Db, key: Uint8Array) {
  async function sign(sessionId: string, userId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALG })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_HOURS}h`)
      .sign(key);
  }

  const rights = new Map<string, Rights>();
  function rightsOf(r: SessionRow): Rights {
    const id = `${r.level}\u0000${r.kode_toko}\u0000${r.tipe_toko}\u0000${r.modules}\u0000${r.menu}`;
    let got = rights.get(id);
    if (!got) {
      const m = effectiveMenu(
        { level: r.level, menu: r.menu ? JSON.parse(r.menu) : null, modules: r.modules ? JSON.parse(r.modules) : null },
        r,
      );
      got = { ...m, granted: grantedPaths(m.menu), decided: new Map() };
      if (rights.size >= RIGHTS_KEPT) rights.clear();
      rights.set(id, got);
    }
    return got;
  }

  /** Resolves a token to its live session, or undefined (→ 401 `Invalid token.`). */
  async function authenticate(token: string | undefined): Promise<Auth | undefined> {
    if (!token) return undefined;
    const sid = verifyHs256(token, key)?.sid;
    if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid)) return undefined;
    const { rows } = await outsideRequest(db).$client.query<SessionRow>({
      name: statementName('auth-session'),
      text: SESSION_SQL,
      values: [sid],
      types: drizzleTypes,
    });
    const r = rows[0];
    if (!r) return undefined;
    const user: LoginUser = {
      user_id: r.user_id,
      user_name: r.user_name,
      level: r.level,
      kode_toko: r.kode_toko,
      nama_toko: r.nama_toko,
      alamat_toko: r.alamat_toko,
      tgl_system: r.tgl_system,
      tipe_toko: r.tipe_toko,
      time_zone: r.time_zone,
    };
    return { sessionId: sid, user, ...rightsOf(r), masterVersion: r.master_version };
  }

  async function login(userIdRaw: string, password: string, ip: string) {
    const userKey = userIdRaw.trim().toUpperCase();
    const row = await db.query.users.findFirst({ where: eq(users.user_id, userKey) });
    const ok = await guardPassword(db, userKey, ip, () => verifyPassword(row?.password_hash, password));
    if (!row || !ok) throw badRequest(MSG.wrongLogin);
    if (!row.status_aktif) throw badRequest(MSG.userInactive);
    const store = await db.query.stores.findFirst({ where: (s, { eq: e }) => e(s.kode_toko, row.kode_toko) });
    if (!store) throw badRequest(MSG.wrongLogin);
    const [s] = await db
      .insert(sessions)
      .values({
        user_id: row.user_id,
        kode_toko: row.kode_toko,
        ip,
        expires_at: sql`now() + make_interval(hours => ${SESSION_HOURS})`,
      })
      .returning({ id: sessions.id });
    if (!s) throw new Error('session insert failed');
    const token = await sign(s.id, row.user_id);
    const m = effectiveMenu(row, store);
    const user: LoginUser = {
      user_id: row.user_id,
      user_name: row.user_name,
      level: row.level,
      kode_toko: row.kode_toko,
      nama_toko: store.nama_toko,
      alamat_toko: store.alamat_toko,
      tgl_system: store.tgl_system,
      tipe_toko: store.tipe_toko,
      time_zone: store.time_zone as ZoneName,
    };
    return { token, user, menu: m.menu, modules: m.modules.map((key) => ({ key })) };
  }

  async function logout(sessionId: string) {
    await db
      .update(sessions)
      .set({ revoked_at: sql`now()`, revoked_reason: 'logout' })
      .where(eq(sessions.id, sessionId));
  }

  /** The old password is guessed under the same lockout as logins (per user and client address). */
  async function changePassword(auth: Auth, oldPassword: string, newPassword: string, ip: string) {
    const row = await db.query.users.findFirst({ where: eq(users.user_id, auth.user.user_id) });
    if (!row) throw badRequest(MSG.oldPasswordWrong);
    const ok = await guardPassword(
      db,
      row.user_id,
      ip,
      () => verify(row.password_hash, oldPassword),
      MSG.tooManyPasswords,
    );
    if (!ok) throw badRequest(MSG.oldPasswordWrong);
    const password_hash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ password_hash, updated_at: sql`now()` }).where(eq(users.user_id, row.user_id));
      await tx
        .update(sessions)
        .set({ revoked_at: sql`now()`, revoked_reason: 'password' })
        .where(and(eq(sessions.user_id, row.user_id), ne(sessions.id, auth.sessionId), isNull(sessions.revoked_at)));
    });
  }

  return { authenticate, login, logout, changePassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
