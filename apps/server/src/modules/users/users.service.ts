/**
 * User management (`/data-users`) and menu access (`/hak-akses-users`, `/hak-akses-news`). A user manages the
 * users of their own store; head office (PUSAT) owners may manage any store's users. Nobody grants a level above
 * their own. Access changes take effect at the user's next request (the menu is read per request).
 */
import type { Db } from '../../db/client.ts';
import { create, deactivate, list, resetPassword, update } from './users.accounts.ts';
import { getMenu, getTemplate, saveMenu, saveTemplate } from './users.menu.ts';

/** An action with the database given: what the routes call. */
const bind =
  <A extends unknown[], R>(db: Db, f: (db: Db, ...args: A) => R) =>
  (...args: A): R =>
    f(db, ...args);

export function createUsersService(db: Db) {
  return {
    list: bind(db, list),
    create: bind(db, create),
    update: bind(db, update),
    deactivate: bind(db, deactivate),
    resetPassword: bind(db, resetPassword),
    getMenu: bind(db, getMenu),
    saveMenu: bind(db, saveMenu),
    getTemplate: bind(db, getTemplate),
    saveTemplate: bind(db, saveTemplate),
  };
}
