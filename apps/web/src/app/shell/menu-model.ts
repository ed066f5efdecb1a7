/**
 * The sidebar's tree: the stored menu, visible nodes only, built screens only (spec §2.2, §6), and with the user's
 * level, only the screens that level may use (RouteDef.levels: the server refuses the others).
 */
import { findRoute, type MenuNode, visibleMenu } from '@kilau/domain';
import { isBuilt } from '../built-routes.ts';

export const sidebarTree = (menu: readonly MenuNode[], level?: string): MenuNode[] =>
  visibleMenu(menu, (p) => {
    const levels = findRoute(p)?.levels;
    return isBuilt(p) && !(levels && level !== undefined && !levels.includes(level));
  });

/** Keys of the groups that contain `path`, outermost first (to open them on load). */
export function ancestorKeys(tree: readonly MenuNode[], path: string): string[] {
  const target = path.toLowerCase();
  const walk = (nodes: readonly MenuNode[], trail: string[]): string[] | undefined => {
    for (const n of nodes) {
      if (n.path.toLowerCase() === target) return trail;
      if (n.children.length) {
        const hit = walk(n.children, [...trail, n.path]);
        if (hit) return hit;
      }
    }
    return undefined;
  };
  return walk(tree, []) ?? [];
}

/** Breadcrumb of a route: its menu groups then its title. */
export function breadcrumb(path: string): string[] {
  const r = findRoute(path);
  return r ? [...r.group, r.title] : [];
}
