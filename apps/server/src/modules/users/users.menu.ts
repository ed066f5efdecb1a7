/**
 * Menu access (`/hak-akses-users`, `/hak-akses-news`): a user's menu and a level's template, read and saved. Changes
 * take effect at the user's next request (the menu is read per request).
 */
import { applyHidden, hasFullMenu, type MenuNode } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Auth } from '../auth/auth.service.ts';
import { audit, guardGrants, guardLevel, storeCtx, target, template } from './users.shared.ts';

export async function getMenu(db: Db, a: Auth, userId: string) {
  const u = await target(db, a, userId);
  const { rows } = await db.execute<{ menu: MenuNode[]; modules: string[] }>(
    sql`SELECT menu, modules FROM users WHERE user_id = ${u.user_id}`,
  );
  const modules = (rows[0]?.modules as string[]) ?? [];
  const ctx = { ...(await storeCtx(db, u.kode_toko)), modules };
  return {
    user_id: u.user_id,
    level: u.level,
    full_menu: hasFullMenu(u.level),
    menu: applyHidden(ctx, (rows[0]?.menu as MenuNode[]) ?? []),
  };
}

export async function saveMenu(db: Db, a: Auth, userId: string, menu: { path: string; hidden: boolean }[]) {
  return db.transaction(async (tx) => {
    const u = await target(db, a, userId, tx);
    if (u.user_id === a.user.user_id) throw forbidden('Tidak Dapat Mengubah Hak Akses Sendiri');
    guardLevel(a, u.level);
    const { rows } = await tx.execute(sql`SELECT menu, modules FROM users WHERE user_id = ${u.user_id}`);
    const ctx = { ...(await storeCtx(db, u.kode_toko)), modules: (rows[0]?.modules as string[]) ?? [] };
    const normalized = applyHidden(ctx, menu);
    guardGrants(a, applyHidden(ctx, (rows[0]?.menu as MenuNode[]) ?? []), normalized);
    await tx.execute(
      sql`UPDATE users SET menu = ${JSON.stringify(normalized)}, updated_at = now() WHERE user_id = ${u.user_id}`,
    );
    await audit(tx, a, 'UPDATE_MENU', u.user_id, normalized);
    return { user_id: u.user_id, menu: normalized };
  });
}

export async function getTemplate(db: Db, a: Auth, level: string) {
  return { level, menu: await template(db, a.user.kode_toko, level) };
}

export async function saveTemplate(db: Db, a: Auth, level: string, menu: { path: string; hidden: boolean }[]) {
  guardLevel(a, level);
  const ctx = { ...(await storeCtx(db, a.user.kode_toko)), modules: [] };
  const normalized = applyHidden(ctx, menu);
  guardGrants(a, await template(db, a.user.kode_toko, level), normalized);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO menu_templates (kode_toko, level, menu, updated_by)
          VALUES (${a.user.kode_toko}, ${level}, ${JSON.stringify(normalized)}, ${a.user.user_id})
          ON CONFLICT (kode_toko, level) DO UPDATE SET menu = EXCLUDED.menu, updated_by = EXCLUDED.updated_by,
             updated_at = now()`,
    );
    await audit(tx, a, 'UPDATE_TEMPLATE', level, normalized);
  });
  return { level, menu: normalized };
}
