/** The stored menu tree (DESIGN.md: `{ path, title, icon, hidden, children }`) built from the route table. */
import { ROUTES, type RouteDef } from './routes.ts';

export type MenuNode = {
  path: string;
  title: string;
  icon?: string;
  hidden: boolean;
  children: MenuNode[];
};

/** The store's context; with `level`, the routes of other levels (RouteDef.levels) are left out too. */
export type MenuContext = { kode_toko: string; tipe_toko: string; modules: readonly string[]; level?: string };

/** Group nodes get a synthetic path so the tree editor and the sidebar can key them. */
export function groupPath(group: readonly string[]): string {
  return `#${group.map((g) => g.toLowerCase().replace(/[^a-z0-9]+/g, '-')).join('/')}`;
}

export function routeAllowedFor(r: RouteDef, ctx: MenuContext): boolean {
  if (r.module && !ctx.modules.includes(r.module)) return false;
  if (r.stores && !r.stores.includes(ctx.kode_toko)) return false;
  if (r.pusatOnly && ctx.tipe_toko !== 'PUSAT') return false;
  if (r.levels && ctx.level !== undefined && !r.levels.includes(ctx.level)) return false;
  return true;
}

/**
 * Builds the menu tree for a store context. `hidden` is the default for leaves (spec §2.1: every item starts
 * hidden); the full-menu levels get `hidden: false`.
 */
export function buildMenu(ctx: MenuContext, hidden: boolean, routes: readonly RouteDef[] = ROUTES): MenuNode[] {
  const root: MenuNode[] = [];
  for (const r of routes) {
    if (r.group.length === 0 || !routeAllowedFor(r, ctx)) continue;
    let level = root;
    for (let i = 0; i < r.group.length; i++) {
      const p = groupPath(r.group.slice(0, i + 1));
      let node = level.find((n) => n.path === p);
      if (!node) {
        node = { path: p, title: r.group[i] as string, hidden: false, children: [] };
        level.push(node);
      }
      level = node.children;
    }
    level.push({ path: r.path, title: r.title, icon: r.icon, hidden, children: [] });
  }
  return root;
}

/** Leaf paths the tree grants (not hidden, and no hidden ancestor). */
export function grantedPaths(tree: readonly MenuNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (n.hidden) continue;
      if (n.children.length) walk(n.children);
      else if (!n.path.startsWith('#')) out.add(n.path.toLowerCase());
    }
  };
  walk(tree);
  return out;
}

/** Drops hidden nodes and empty groups: what the sidebar shows. */
export function visibleMenu(tree: readonly MenuNode[], keep?: (path: string) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of tree) {
    if (n.hidden) continue;
    if (n.path.startsWith('#')) {
      const children = visibleMenu(n.children, keep);
      if (children.length) out.push({ ...n, children });
    } else if (!keep || keep(n.path)) out.push({ ...n, children: [] });
  }
  return out;
}

/** The canonical tree for a store, with the `hidden` flags of `chosen` applied by path (unknown paths ignored). */
export function applyHidden(
  ctx: MenuContext,
  chosen: readonly { path: string; hidden: boolean; children?: readonly unknown[] }[],
): MenuNode[] {
  const flags = new Map<string, boolean>();
  const walk = (nodes: readonly { path: string; hidden: boolean; children?: readonly unknown[] }[]) => {
    for (const n of nodes) {
      flags.set(n.path.toLowerCase(), n.hidden);
      if (n.children) walk(n.children as typeof nodes);
    }
  };
  walk(chosen);
  const apply = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => ({ ...n, hidden: flags.get(n.path.toLowerCase()) ?? n.hidden, children: apply(n.children) }));
  return apply(buildMenu(ctx, true));
}
