/**
 * What a signed-in user sees on a route (spec §2.2, §4, §6): the screen, the date-mismatch screen (the shop day
 * is behind today and the route is not one of §4's privileged ones), or the access-denied screen (the stored
 * menu does not grant it; OWN/SU/MU have the full menu).
 */
import {
  findRoute,
  grantedPaths,
  hasFullMenu,
  type MenuNode,
  OWNER_ONLY_ON_DATE_MISMATCH,
  PRIVILEGED_ON_DATE_MISMATCH,
  routeAllowedFor,
} from '@kilau/domain';

export type Gate = 'ok' | 'denied' | 'date-mismatch';

export type GateUser = {
  level: string;
  kode_toko: string;
  tipe_toko: string;
  tgl_system: string;
  menu: readonly MenuNode[];
  modules: readonly string[];
};

/** Routes outside the menu tree that every signed-in user may open. */
export const OPEN_PATHS = ['/dashboard', '/blank', '/privacy-policy', '/terms-and-conditions'] as const;

const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));
const PRIVILEGED = lower(PRIVILEGED_ON_DATE_MISMATCH);
const OWNER_ONLY = lower(OWNER_ONLY_ON_DATE_MISMATCH);
const OPEN = lower(OPEN_PATHS);

/** Shop day behind today (`YYYY-MM-DD` strings compare in date order). */
export const isDateBehind = (tglSystem: string, today: string): boolean => !!tglSystem && tglSystem < today;

export function reachableOnDateMismatch(path: string, level: string): boolean {
  const p = path.toLowerCase();
  return PRIVILEGED.has(p) || (level === 'OWN' && OWNER_ONLY.has(p));
}

export function menuGrants(path: string, u: GateUser): boolean {
  const p = path.toLowerCase();
  if (OPEN.has(p)) return true;
  const r = findRoute(p);
  if (!r) return false;
  // Module- or store-gated routes do not exist for other stores, whatever the level (the server agrees).
  // Nor for other levels than the route's (Import/Delete Data): refused by the server, so never offered.
  if (!routeAllowedFor(r, { kode_toko: u.kode_toko, tipe_toko: u.tipe_toko, modules: u.modules, level: u.level }))
    return false;
  return hasFullMenu(u.level) || grantedPaths(u.menu).has(p);
}

export function gateFor(path: string, u: GateUser, today: string): Gate {
  if (isDateBehind(u.tgl_system, today) && !reachableOnDateMismatch(path, u.level)) return 'date-mismatch';
  return menuGrants(path, u) ? 'ok' : 'denied';
}
