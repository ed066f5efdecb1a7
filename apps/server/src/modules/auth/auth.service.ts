/**
 * Sessions and passwords: argon2 hashes, HS256 JWTs carrying a session id, sessions in the database so logout,
 * a password change, a disabled user or a shop close revoke them for every server instance.
 */
import { randomBytes } from 'node:crypto';
import { buildMenu, grantedPaths, hasFullMenu, type LoginUser, type MenuNode, MSG, type ZoneName } from '@kilau/domain';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
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
};

export const hashPassword = (p: string) => hash(p);

export async function loadJwtKey(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(row?.value ?? fresh);
}

/** A live session's user and store, as `authenticate` reads them. */
type SessionRow = LoginUser & { menu: unknown; modules: unknown };

/** The menu a user sees: the full built-in menu for OWN/SU/MU, else the stored one (all hidden if none). */
export function effectiveMenu(
  u: { level: string; menu: unknown; modules: unknown },
  ctx: { kode_toko: string; tipe_toko: string },
) {
  const modules = (Array.isArray(u.modules) ? u.modules : []).map(String);
  const mctx = { ...ctx, modules };
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

  /** Resolves a token to its live session, or undefined (→ 401 `Invalid token.`). */
  async function authenticate(token: string | undefined): Promise<Auth | undefined> {
    if (!token) return undefined;
    let sid: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALG] });
      sid = payload.sid;
    } catch {
      return undefined;
    }
    if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid)) return undefined;
    const { rows } = await db.execute<SessionRow>(
      sql`SELECT u.user_id, u.user_name, u.level, u.kode_toko, u.menu, u.modules, st.nama_toko, st.alamat_toko,
                 st.tgl_system, st.tipe_toko, st.time_zone
            FROM sessions s JOIN users u ON u.user_id = s.user_id JOIN stores st ON st.kode_toko = u.kode_toko
           WHERE s.id = ${sid} AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status_aktif`,
    );
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
    const m = effectiveMenu(r, r);
    return { sessionId: sid, user, ...m, granted: grantedPaths(m.menu) };
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
