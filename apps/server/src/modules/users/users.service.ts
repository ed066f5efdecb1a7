/**
 * User management (`/data-users`) and menu access (`/hak-akses-users`, `/hak-akses-news`). A user manages the
 * users of their own store; head office (PUSAT) owners may manage any store's users. Nobody grants a level above
 * their own. Access changes take effect at the user's next request (the menu is read per request).
 */
import { applyHidden, findRoute, grantedPaths, hasFullMenu, levelRank, type MenuNode } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Auth } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/auth.service.ts';

type UserRow = { user_id: string; user_name: string; level: string; kode_toko: string; status_aktif: boolean };

const spansStores = (a: Auth) => a.user.tipe_toko === 'PUSAT' && a.user.level === 'OWN';

export function createUsersService(db: Db) {
  async function storeCtx(kodeToko: string) {
    const { rows } = await db.execute<{ kode_toko: string; tipe_toko: string }>(
      sql`SELECT kode_toko, tipe_toko FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    if (!rows[0]) throw badRequest('Toko Tidak Ditemukan');
    return rows[0];
  }

  /** The user a write is about; inside a write's transaction (`tx`) the row is locked until it commits. */
  async function target(a: Auth, userId: string, tx?: Tx): Promise<UserRow> {
    const { rows } = await (tx ?? db).execute(
      sql`SELECT user_id, user_name, level, kode_toko, status_aktif FROM users WHERE user_id = ${userId.toUpperCase()}
          ${tx ? sql`FOR UPDATE` : sql``}`,
    );
    const u = rows[0] as UserRow | undefined;
    if (!u || (u.kode_toko !== a.user.kode_toko && !spansStores(a))) throw notFound('User Tidak Ditemukan');
    return u;
  }

  function guardLevel(a: Auth, level: string) {
    if (levelRank(level) > levelRank(a.user.level)) throw forbidden('Tidak Dapat Memberi Level Di Atas Level Anda');
  }

  /**
   * Nobody grants a screen they do not hold (issue 9 item 15): a screen the new menu grants must be held by the
   * editor (OWN/SU/MU hold all) or have been granted before (an editor may leave alone what others gave).
   */
  function guardGrants(a: Auth, before: readonly MenuNode[], after: readonly MenuNode[]) {
    if (a.fullMenu) return;
    const had = grantedPaths(before);
    const extra = [...grantedPaths(after)].filter((p) => !had.has(p) && !a.granted.has(p));
    if (extra.length) {
      const names = extra.map((p) => findRoute(p)?.title ?? p).join(', ');
      throw forbidden(`Tidak Dapat Memberi Akses Menu Yang Tidak Anda Miliki: ${names}`);
    }
  }

  async function audit(a: Auth, action: string, id: string, after: unknown, tx?: Tx) {
    await (tx ?? db).execute(
      sql`INSERT INTO audit_log (kode_toko, user_id, action, entity, entity_id, after)
          VALUES (${a.user.kode_toko}, ${a.user.user_id}, ${action}, 'users', ${id}, ${JSON.stringify(after ?? null)})`,
    );
  }

  /** Ends every live session of a user (in the transaction that disabled the user or changed the password). */
  async function revokeSessions(tx: Tx, userId: string, reason: 'disabled' | 'reset') {
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason} WHERE user_id = ${userId} AND revoked_at IS NULL`,
    );
  }

  async function list(a: Auth) {
    const { rows } = await db.execute<UserRow & { _id: string }>(
      sql`SELECT user_id AS _id, user_id, user_name, level, kode_toko, status_aktif FROM users
           WHERE (${spansStores(a)} OR kode_toko = ${a.user.kode_toko}) ORDER BY kode_toko, user_id`,
    );
    return rows;
  }

  async function template(kodeToko: string, level: string): Promise<MenuNode[]> {
    const ctx = { ...(await storeCtx(kodeToko)), modules: [] };
    const { rows } = await db.execute<{ menu: MenuNode[] }>(
      sql`SELECT menu FROM menu_templates WHERE kode_toko = ${kodeToko} AND level = ${level}`,
    );
    return applyHidden(ctx, (rows[0]?.menu as MenuNode[] | undefined) ?? []);
  }

  async function create(
    a: Auth,
    body: {
      user_id: string;
      user_name: string;
      level: string;
      password: string;
      kode_toko?: string;
      status_aktif: boolean;
    },
  ) {
    guardLevel(a, body.level);
    const kode = body.kode_toko && spansStores(a) ? body.kode_toko : a.user.kode_toko;
    await storeCtx(kode);
    const menu = await template(kode, body.level);
    const hash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const { rowCount } = await tx.execute(
        sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, status_aktif, menu)
            VALUES (${body.user_id}, ${body.user_name}, ${hash}, ${body.level}, ${kode}, ${body.status_aktif},
                    ${JSON.stringify(menu)}) ON CONFLICT (user_id) DO NOTHING`,
      );
      if (!rowCount) throw conflict(`User ID ${body.user_id} Sudah Digunakan`);
      const out = {
        _id: body.user_id,
        user_id: body.user_id,
        user_name: body.user_name,
        level: body.level,
        kode_toko: kode,
        status_aktif: body.status_aktif,
      };
      await audit(a, 'CREATE', body.user_id, out, tx);
      return out;
    });
  }

  // A user's row, the revocation of their sessions and the audit row are one transaction (issue 9 item 10): a
  // crash in between never leaves a new password with the old tokens alive, or a disabled user still signed in.
  async function update(a: Auth, userId: string, body: { user_name: string; level: string; status_aktif: boolean }) {
    return db.transaction(async (tx) => {
      const u = await target(a, userId, tx);
      guardLevel(a, u.level);
      guardLevel(a, body.level);
      if (u.user_id === a.user.user_id && (!body.status_aktif || body.level !== u.level)) {
        throw badRequest('Tidak Dapat Mengubah Level Atau Menonaktifkan Akun Sendiri');
      }
      await tx.execute(
        sql`UPDATE users SET user_name = ${body.user_name}, level = ${body.level}, status_aktif = ${body.status_aktif},
                   updated_at = now() WHERE user_id = ${u.user_id}`,
      );
      // Disabling ends the user's sessions, so enabling again later does not revive old tokens.
      if (!body.status_aktif) await revokeSessions(tx, u.user_id, 'disabled');
      const out = { ...u, ...body, _id: u.user_id };
      await audit(a, 'UPDATE', u.user_id, out, tx);
      return out;
    });
  }

  async function deactivate(a: Auth, userId: string) {
    return db.transaction(async (tx) => {
      const u = await target(a, userId, tx);
      guardLevel(a, u.level);
      if (u.user_id === a.user.user_id) throw badRequest('Tidak Dapat Menonaktifkan Akun Sendiri');
      await tx.execute(sql`UPDATE users SET status_aktif = false, updated_at = now() WHERE user_id = ${u.user_id}`);
      await revokeSessions(tx, u.user_id, 'disabled');
      await audit(a, 'DEACTIVATE', u.user_id, null, tx);
      return { ...u, status_aktif: false, _id: u.user_id };
    });
  }

  async function resetPassword(a: Auth, userId: string, newPassword: string) {
    guardLevel(a, (await target(a, userId)).level); // refuse before spending a hash on a forbidden target
    const hash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const u = await target(a, userId, tx);
      guardLevel(a, u.level);
      await tx.execute(sql`UPDATE users SET password_hash = ${hash}, updated_at = now() WHERE user_id = ${u.user_id}`);
      await revokeSessions(tx, u.user_id, 'reset');
      await audit(a, 'RESET_PASSWORD', u.user_id, null, tx);
    });
  }

  async function getMenu(a: Auth, userId: string) {
    const u = await target(a, userId);
    const { rows } = await db.execute<{ menu: MenuNode[]; modules: string[] }>(
      sql`SELECT menu, modules FROM users WHERE user_id = ${u.user_id}`,
    );
    const modules = (rows[0]?.modules as string[]) ?? [];
    const ctx = { ...(await storeCtx(u.kode_toko)), modules };
    return {
      user_id: u.user_id,
      level: u.level,
      full_menu: hasFullMenu(u.level),
      menu: applyHidden(ctx, (rows[0]?.menu as MenuNode[]) ?? []),
    };
  }

  async function saveMenu(a: Auth, userId: string, menu: { path: string; hidden: boolean }[]) {
    return db.transaction(async (tx) => {
      const u = await target(a, userId, tx);
      if (u.user_id === a.user.user_id) throw forbidden('Tidak Dapat Mengubah Hak Akses Sendiri');
      guardLevel(a, u.level);
      const { rows } = await tx.execute(sql`SELECT menu, modules FROM users WHERE user_id = ${u.user_id}`);
      const ctx = { ...(await storeCtx(u.kode_toko)), modules: (rows[0]?.modules as string[]) ?? [] };
      const normalized = applyHidden(ctx, menu);
      guardGrants(a, applyHidden(ctx, (rows[0]?.menu as MenuNode[]) ?? []), normalized);
      await tx.execute(
        sql`UPDATE users SET menu = ${JSON.stringify(normalized)}, updated_at = now() WHERE user_id = ${u.user_id}`,
      );
      await audit(a, 'UPDATE_MENU', u.user_id, normalized, tx);
      return { user_id: u.user_id, menu: normalized };
    });
  }

  async function getTemplate(a: Auth, level: string) {
    return { level, menu: await template(a.user.kode_toko, level) };
  }

  async function saveTemplate(a: Auth, level: string, menu: { path: string; hidden: boolean }[]) {
    guardLevel(a, level);
    const ctx = { ...(await storeCtx(a.user.kode_toko)), modules: [] };
    const normalized = applyHidden(ctx, menu);
    guardGrants(a, await template(a.user.kode_toko, level), normalized);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO menu_templates (kode_toko, level, menu, updated_by)
            VALUES (${a.user.kode_toko}, ${level}, ${JSON.stringify(normalized)}, ${a.user.user_id})
            ON CONFLICT (kode_toko, level) DO UPDATE SET menu = EXCLUDED.menu, updated_by = EXCLUDED.updated_by,
               updated_at = now()`,
      );
      await audit(a, 'UPDATE_TEMPLATE', level, normalized, tx);
    });
    return { level, menu: normalized };
  }

  return { list, create, update, deactivate, resetPassword, getMenu, saveMenu, getTemplate, saveTemplate };
}
