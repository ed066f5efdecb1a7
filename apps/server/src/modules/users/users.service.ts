/**
 * User management (`/data-users`) and menu access (`/hak-akses-users`, `/hak-akses-news`). A user manages the
 * users of their own store; head office (PUSAT) owners may manage any store's users. Nobody grants a level above
 * their own. Access changes take effect at the user's next request (the menu is read per request).
 */
import type { Db } from '../../db/client.ts';
import { withDb } from '../../lib/with-db.ts';
import { create, deactivate, list, resetPassword, update } from './users.accounts.ts';
import { getMenu, getTemplate, saveMenu, saveTemplate } from './users.menu.ts';

export function createUsersService(db: Db) {
  return withDb(db, {
    list,
    create,
    update,
    deactivate,
    resetPassword,
    getMenu,
    saveMenu,
    getTemplate,
    saveTemplate,
  });
}
