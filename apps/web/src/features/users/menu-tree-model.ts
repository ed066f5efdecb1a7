/**
 * Pure model of the menu permission editor (spec §2.7): toggling nodes, what a toggle means for the tree, search,
 * and the body `PUT users/:id/menu` / `PUT hak-akses/template/:level` expect. A leaf counts as shown only when no
 * ancestor group is hidden — the rule `grantedPaths` applies on the server and in the sidebar.
 */
import { grantedPaths, type MenuNode } from '@kilau/domain';

export type MenuPayloadNode = { path: string; hidden: boolean; children: MenuPayloadNode[] };

export const isGroup = (n: MenuNode): boolean => n.children.length > 0 || n.path.startsWith('#');

const mapAll = (nodes: readonly MenuNode[], f: (n: MenuNode) => MenuNode): MenuNode[] =>
  nodes.map((n) => f({ ...n, children: mapAll(n.children, f) }));

/** Path of ancestors of `path` (outermost first), or undefined when the tree has no such node. */
export function ancestorsOf(tree: readonly MenuNode[], path: string): string[] | undefined {
  for (const n of tree) {
    if (n.path === path) return [];
    const below = ancestorsOf(n.children, path);
    if (below) return [n.path, ...below];
  }
  return undefined;
}

/**
 * Shows or hides one node. A group takes its whole subtree with it; showing a node also shows its ancestors,
 * since a leaf under a hidden group would stay refused whatever its own flag says.
 */
export function setShown(tree: readonly MenuNode[], path: string, shown: boolean): MenuNode[] {
  const up = new Set(shown ? (ancestorsOf(tree, path) ?? []) : []);
  const walk = (nodes: readonly MenuNode[], inside: boolean): MenuNode[] =>
    nodes.map((n) => {
      const hit = inside || n.path === path;
      return {
        ...n,
        hidden: hit ? !shown : up.has(n.path) ? false : n.hidden,
        children: walk(n.children, hit),
      };
    });
  return walk(tree, false);
}

/**
 * Keeps off what the editor may not grant (issue 9 item 15): a leaf `allowed` refuses stays hidden unless `before`
 * (what the edited menu granted when loaded) already had it — the server applies the same rule.
 */
export function clampGrants(
  tree: readonly MenuNode[],
  before: ReadonlySet<string>,
  allowed: ((path: string) => boolean) | undefined,
): MenuNode[] {
  if (!allowed) return [...tree];
  return mapAll(tree, (n) =>
    isGroup(n) || n.hidden || allowed(n.path) || before.has(n.path.toLowerCase()) ? n : { ...n, hidden: true },
  );
}

/** Shows or hides everything. */
export const setAllShown = (tree: readonly MenuNode[], shown: boolean): MenuNode[] =>
  mapAll(tree, (n) => ({ ...n, hidden: !shown }));

/** Leaves under `node` (itself when it is one). */
export function leafPaths(node: MenuNode): string[] {
  if (!isGroup(node)) return [node.path];
  return node.children.flatMap(leafPaths);
}

/** Leaves that are shown, per path (lower-case), for the whole tree. */
export const shownLeaves = (tree: readonly MenuNode[]): Set<string> => grantedPaths(tree);

export type NodeState = { shown: boolean; shownLeaves: number; totalLeaves: number };

/** What a node's toggle shows: a leaf is on when granted; a group is on when any leaf below it is. */
export function nodeState(node: MenuNode, granted: ReadonlySet<string>): NodeState {
  const leaves = leafPaths(node);
  const on = leaves.filter((p) => granted.has(p.toLowerCase())).length;
  return { shown: on > 0, shownLeaves: on, totalLeaves: leaves.length };
}

/** Counts for the whole tree: shown leaves of all leaves. */
export function treeCount(tree: readonly MenuNode[]): { shown: number; total: number } {
  const total = tree.flatMap(leafPaths).length;
  return { shown: shownLeaves(tree).size, total };
}

/** Keys of every group node (for "expand all"). */
export function groupKeys(tree: readonly MenuNode[]): string[] {
  return tree.flatMap((n) => (isGroup(n) ? [n.path, ...groupKeys(n.children)] : []));
}

const norm = (s: string) => s.toLowerCase().trim();

export const matches = (n: MenuNode, q: string): boolean => {
  const k = norm(q);
  return !!k && (n.title.toLowerCase().includes(k) || n.path.toLowerCase().includes(k));
};

/**
 * The nodes a search keeps: those whose title or path contains the text, with their ancestors; a matching group
 * keeps its whole subtree. `expand` lists the groups to open so every hit (and a matching group's content) shows.
 */
export function filterTree(tree: readonly MenuNode[], q: string): { tree: MenuNode[]; expand: string[] } {
  if (!norm(q)) return { tree: [...tree], expand: [] };
  const expand: string[] = [];
  const walk = (nodes: readonly MenuNode[]): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const n of nodes) {
      const kids = walk(n.children);
      if (matches(n, q)) {
        if (isGroup(n)) expand.push(n.path);
        out.push(n);
      } else if (kids.length) {
        expand.push(n.path);
        out.push({ ...n, children: kids });
      }
    }
    return out;
  };
  return { tree: walk(tree), expand };
}

/** The body of a menu save: `{ path, hidden, children }` for every node (titles and icons are the server's). */
export function toPayload(tree: readonly MenuNode[]): MenuPayloadNode[] {
  return tree.map((n) => ({ path: n.path, hidden: n.hidden, children: toPayload(n.children) }));
}

/** True when two trees grant the same thing node by node (the editor's "unsaved changes"). */
export const sameFlags = (a: readonly MenuNode[], b: readonly MenuNode[]): boolean =>
  JSON.stringify(toPayload(a)) === JSON.stringify(toPayload(b));

/** Splits `text` around each case-insensitive occurrence of `q`, for highlighting. */
export function highlightParts(text: string, q: string): { text: string; hit: boolean }[] {
  const k = norm(q);
  if (!k) return [{ text, hit: false }];
  const out: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  let i = 0;
  while (i < text.length) {
    const j = lower.indexOf(k, i);
    if (j < 0) {
      out.push({ text: text.slice(i), hit: false });
      break;
    }
    if (j > i) out.push({ text: text.slice(i, j), hit: false });
    out.push({ text: text.slice(j, j + k.length), hit: true });
    i = j + k.length;
  }
  return out;
}
