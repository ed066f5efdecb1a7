/**
 * What every user-management action shares: the store's context, the user a write is about (locked inside the
 * write), the level and menu-grant guards, the audit row, the end of a user's sessions and a level's menu template.
 */
import { applyHidden, findRoute, grantedPaths, levelRank, type MenuNode } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Auth } from '../auth/auth.service.ts';

export type UserRow = { user_id: string; user_name: string; level: string; kode_toko: string; status_aktif: boolean };

export const spansStores = (a: Auth) => a.user.tipe_toko === 'PUSAT' && a.user.level === 'OWN';

export async function storeCtx(db: Db, kodeToko: string) {
  const { rows } = await db.execute<{ kode_toko: string; tipe_toko: string }>(
    sql`SELECT kode_toko, tipe_toko FROM stores WHERE kode_toko = ${kodeToko}`,
  );
  if (!rows[0]) throw badRequest('Toko Tidak Ditemukan');
  return rows[0];
}

/** The user a write is about; inside a write's transaction (`tx`) the row is locked until it commits. */
export async function target(db: Db, a: Auth, userId: string, tx?: Tx): Promise<UserRow> {
  const { rows } = await (tx ?? db).execute(
    sql`SELECT user_id, user_name, level, kode_toko, status_aktif FROM users WHERE user_id = ${userId.toUpperCase()}
        ${tx ? sql`FOR UPDATE` : sql``}`,
  );
  const u = rows[0] as UserRow | undefined;
  if (!u || (u.kode_toko !== a.user.kode_toko && !spansStores(a))) throw notFound('User Tidak Ditemukan');
  return u;
}

export function guardLevel(a: Auth, level: string) {
  if (levelRank(level) > levelRank(a.user.level)) throw forbidden('Tidak Dapat Memberi Level Di Atas Level Anda');
}

/**
 * Nobody grants a screen they do not hold (issue 9 item 15): a screen the new menu grants must be held by the
 * editor (OWN/SU/MU hold all) or have been granted before (an editor may leave alone what others gave).
 */
export function guardGrants(a: Auth, before: readonly MenuNode[], after: readonly MenuNode[]) {
  if (a.fullMenu) return;
  const had = grantedPaths(before);
  const extra = [...grantedPaths(after)].filter((p) => !had.has(p) && !a.granted.has(p));
  if (extra.length) {
    const names = extra.map((p) => findRoute(p)?.title ?? p).join(', ');
    throw forbidden(`Tidak Dapat Memberi Akses Menu Yang Tidak Anda Miliki: ${names}`);
  }
}

export async function audit(tx: Tx, a: Auth, action: string, id: string, after: unknown) {
  await tx.execute(
    sql`INSERT INTO audit_log (kode_toko, user_id, action, entity, entity_id, after)
        VALUES (${a.user.kode_toko}, ${a.user.user_id}, ${action}, 'users', ${id}, ${JSON.stringify(after ?? null)})`,
  );
}

/** Ends every live session of a user (in the transaction that disabled the user or changed the password). */
export async function revokeSessions(tx: Tx, userId: string, reason: 'disabled' | 'reset') {
  await tx.execute(
    sql`UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason} WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
}

export async function template(db: Db, kodeToko: string, level: string): Promise<MenuNode[]> {
  const ctx = { ...(await storeCtx(db, kodeToko)), modules: [] };
  const { rows } = await db.execute<{ menu: MenuNode[] }>(
    sql`SELECT menu FROM menu_templates WHERE kode_toko = ${kodeToko} AND level = ${level}`,
  );
  return applyHidden(ctx, (rows[0]?.menu as MenuNode[] | undefined) ?? []);
}
