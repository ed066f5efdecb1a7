/**
 * User management (`/data-users`) and menu access (`/hak-akses-users`, `/hak-akses-news`). A user manages the
 * users of their own store; head office (PUSAT) owners may manage any store's users. Nobody grants a level above
 * their own. Access changes take effect at the user's next request (the menu is read per request).
 */
import { applyHidden, findRoute, grantedPaths, hasFullMenu, levelRank, type MenuNode } from '@kilau/domain';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Auth } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/auth.service.ts';

type UserRow = { user_id: string; user_name: string; level: string; kode_toko: string; status_aktif: boolean };

const spansStores = (a: Auth) => a.user.tipe_toko === 'PUSAT' && a.user.level === 'OWN';

export function createUsersService(db: Db) {
  const q = db.$client;

  async function storeCtx(kodeToko: string) {
    const { rows } = await q.query('SELECT kode_toko, tipe_toko FROM stores WHERE kode_toko = $1', [kodeToko]);
    if (!rows[0]) throw badRequest('Toko Tidak Ditemukan');
    return rows[0] as { kode_toko: string; tipe_toko: string };
  }

  async function target(a: Auth, userId: string): Promise<UserRow> {
    const { rows } = await q.query(
      'SELECT user_id, user_name, level, kode_toko, status_aktif FROM users WHERE user_id = $1',
      [userId.toUpperCase()],
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

  async function audit(a: Auth, action: string, id: string, after: unknown) {
    await q.query(
      `INSERT INTO audit_log (kode_toko, user_id, action, entity, entity_id, after) VALUES ($1, $2, $3, 'users', $4, $5)`,
      [a.user.kode_toko, a.user.user_id, action, id, JSON.stringify(after ?? null)],
    );
  }

  async function list(a: Auth) {
    const { rows } = await q.query(
      `SELECT user_id AS _id, user_id, user_name, level, kode_toko, status_aktif FROM users
        WHERE ($2 OR kode_toko = $1) ORDER BY kode_toko, user_id`,
      [a.user.kode_toko, spansStores(a)],
    );
    return rows;
  }

  async function template(kodeToko: string, level: string): Promise<MenuNode[]> {
    const ctx = { ...(await storeCtx(kodeToko)), modules: [] };
    const { rows } = await q.query('SELECT menu FROM menu_templates WHERE kode_toko = $1 AND level = $2', [
      kodeToko,
      level,
    ]);
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
    const { rowCount } = await q.query(
      `INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, status_aktif, menu)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO NOTHING`,
      [body.user_id, body.user_name, hash, body.level, kode, body.status_aktif, JSON.stringify(menu)],
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
    await audit(a, 'CREATE', body.user_id, out);
    return out;
  }

  async function update(a: Auth, userId: string, body: { user_name: string; level: string; status_aktif: boolean }) {
    const u = await target(a, userId);
    guardLevel(a, u.level);
    guardLevel(a, body.level);
    if (u.user_id === a.user.user_id && (!body.status_aktif || body.level !== u.level)) {
      throw badRequest('Tidak Dapat Mengubah Level Atau Menonaktifkan Akun Sendiri');
    }
    await q.query(
      'UPDATE users SET user_name = $2, level = $3, status_aktif = $4, updated_at = now() WHERE user_id = $1',
      [u.user_id, body.user_name, body.level, body.status_aktif],
    );
    // Disabling ends the user's sessions, so enabling again later does not revive old tokens.
    if (!body.status_aktif) {
      await q.query(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = 'disabled' WHERE user_id = $1 AND revoked_at IS NULL`,
        [u.user_id],
      );
    }
    const out = { ...u, ...body, _id: u.user_id };
    await audit(a, 'UPDATE', u.user_id, out);
    return out;
  }

  async function deactivate(a: Auth, userId: string) {
    const u = await target(a, userId);
    guardLevel(a, u.level);
    if (u.user_id === a.user.user_id) throw badRequest('Tidak Dapat Menonaktifkan Akun Sendiri');
    await q.query('UPDATE users SET status_aktif = false, updated_at = now() WHERE user_id = $1', [u.user_id]);
    await q.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'disabled' WHERE user_id = $1 AND revoked_at IS NULL`,
      [u.user_id],
    );
    await audit(a, 'DEACTIVATE', u.user_id, null);
    return { ...u, status_aktif: false, _id: u.user_id };
  }

  async function resetPassword(a: Auth, userId: string, newPassword: string) {
    const u = await target(a, userId);
    guardLevel(a, u.level);
    await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1', [
      u.user_id,
      await hashPassword(newPassword),
    ]);
    await q.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'reset' WHERE user_id = $1 AND revoked_at IS NULL`,
      [u.user_id],
    );
    await audit(a, 'RESET_PASSWORD', u.user_id, null);
  }

  async function getMenu(a: Auth, userId: string) {
    const u = await target(a, userId);
    const { rows } = await q.query('SELECT menu, modules FROM users WHERE user_id = $1', [u.user_id]);
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
    const u = await target(a, userId);
    if (u.user_id === a.user.user_id) throw forbidden('Tidak Dapat Mengubah Hak Akses Sendiri');
    guardLevel(a, u.level);
    const { rows } = await q.query('SELECT menu, modules FROM users WHERE user_id = $1', [u.user_id]);
    const ctx = { ...(await storeCtx(u.kode_toko)), modules: (rows[0]?.modules as string[]) ?? [] };
    const normalized = applyHidden(ctx, menu);
    guardGrants(a, applyHidden(ctx, (rows[0]?.menu as MenuNode[]) ?? []), normalized);
    await q.query('UPDATE users SET menu = $2, updated_at = now() WHERE user_id = $1', [
      u.user_id,
      JSON.stringify(normalized),
    ]);
    await audit(a, 'UPDATE_MENU', u.user_id, normalized);
    return { user_id: u.user_id, menu: normalized };
  }

  async function getTemplate(a: Auth, level: string) {
    return { level, menu: await template(a.user.kode_toko, level) };
  }

  async function saveTemplate(a: Auth, level: string, menu: { path: string; hidden: boolean }[]) {
    guardLevel(a, level);
    const ctx = { ...(await storeCtx(a.user.kode_toko)), modules: [] };
    const normalized = applyHidden(ctx, menu);
    guardGrants(a, await template(a.user.kode_toko, level), normalized);
    await q.query(
      `INSERT INTO menu_templates (kode_toko, level, menu, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kode_toko, level) DO UPDATE SET menu = EXCLUDED.menu, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [a.user.kode_toko, level, JSON.stringify(normalized), a.user.user_id],
    );
    await audit(a, 'UPDATE_TEMPLATE', level, normalized);
    return { level, menu: normalized };
  }

  return { list, create, update, deactivate, resetPassword, getMenu, saveMenu, getTemplate, saveTemplate };
}
