import { buildMenu, grantedPaths, type MenuNode } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import {
  clampGrants,
  filterTree,
  groupKeys,
  highlightParts,
  nodeState,
  sameFlags,
  setAllShown,
  setShown,
  toPayload,
  treeCount,
} from './menu-tree-model.ts';

const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] as string[] };
const fresh = (): MenuNode[] => buildMenu(ctx, true);
const find = (tree: readonly MenuNode[], path: string): MenuNode | undefined => {
  for (const n of tree) {
    if (n.path === path) return n;
    const hit = find(n.children, path);
    if (hit) return hit;
  }
  return undefined;
};

describe('menu tree editor model', () => {
  it('an editor cannot switch on a screen he does not hold, but keeps one already granted', () => {
    const held = new Set(['/master-gudang']);
    const before = grantedPaths(setShown(fresh(), '/master-bank', true));
    const all = clampGrants(setAllShown(fresh(), true), before, (p) => held.has(p));
    expect([...grantedPaths(all)].sort()).toEqual(['/master-bank', '/master-gudang']);
    expect([...grantedPaths(clampGrants(setAllShown(fresh(), true), before, undefined))].length).toBeGreaterThan(50);
  });

  it('starts with nothing granted and counts every leaf', () => {
    const t = fresh();
    const c = treeCount(t);
    expect(c.shown).toBe(0);
    expect(c.total).toBeGreaterThan(50);
  });

  it('showing a leaf grants it, and only it', () => {
    const t = setShown(fresh(), '/master-group', true);
    expect([...grantedPaths(t)]).toEqual(['/master-group']);
  });

  it('showing a leaf under a hidden group also shows the group, so the grant is real', () => {
    const hiddenGroup = setShown(fresh(), '#data-master', false);
    expect(find(hiddenGroup, '#data-master')?.hidden).toBe(true);
    const t = setShown(hiddenGroup, '/master-batu-shape', true);
    expect(find(t, '#data-master')?.hidden).toBe(false);
    expect(find(t, '#data-master/data-batu')?.hidden).toBe(false);
    expect([...grantedPaths(t)]).toEqual(['/master-batu-shape']);
  });

  it('a group toggles its whole subtree', () => {
    const on = setShown(fresh(), '#laporan', true);
    const laporan = find(on, '#laporan') as MenuNode;
    const state = nodeState(laporan, grantedPaths(on));
    expect(state.shown).toBe(true);
    expect(state.shownLeaves).toBe(state.totalLeaves);
    expect(grantedPaths(on).has('/laporan-eod')).toBe(true);
    expect(grantedPaths(on).has('/master-group')).toBe(false);
    const off = setShown(on, '#laporan', false);
    expect(grantedPaths(off).size).toBe(0);
  });

  it('a group is on when some leaf below it is, with the count of shown leaves', () => {
    const t = setShown(fresh(), '/master-group', true);
    const s = nodeState(find(t, '#data-master') as MenuNode, grantedPaths(t));
    expect(s.shown).toBe(true);
    expect(s.shownLeaves).toBe(1);
  });

  it('show all / hide all', () => {
    const all = setAllShown(fresh(), true);
    expect(treeCount(all).shown).toBe(treeCount(all).total);
    expect(treeCount(setAllShown(all, false)).shown).toBe(0);
  });

  it('search keeps hits with their ancestors, a matching group with its subtree, and opens the way', () => {
    const { tree, expand } = filterTree(fresh(), 'shape');
    expect(tree.map((n) => n.path)).toEqual(['#data-master']);
    expect(find(tree, '/master-batu-shape')).toBeDefined();
    expect(find(tree, '/master-group')).toBeUndefined();
    expect(expand).toContain('#data-master');
    expect(expand).toContain('#data-master/data-batu');
    const group = filterTree(fresh(), 'manage users');
    expect(find(group.tree, '#manage-users')?.children.length).toBe(3);
    expect(group.expand).toEqual(['#manage-users']);
    expect(filterTree(fresh(), 'tidak-ada-menu-ini').tree).toEqual([]);
    expect(filterTree(fresh(), ' ').tree.length).toBe(fresh().length);
  });

  it('sends only path, hidden and children', () => {
    const p = toPayload(setShown(fresh(), '/master-group', true));
    const keys = new Set<string>();
    const walk = (ns: typeof p) => {
      for (const n of ns) {
        for (const k of Object.keys(n)) keys.add(k);
        walk(n.children);
      }
    };
    walk(p);
    expect([...keys].sort()).toEqual(['children', 'hidden', 'path']);
  });

  it('tells unsaved changes from none', () => {
    const a = fresh();
    expect(sameFlags(a, fresh())).toBe(true);
    const b = setShown(a, '/master-group', true);
    expect(sameFlags(a, b)).toBe(false);
    expect(sameFlags(a, setShown(b, '/master-group', false))).toBe(true);
  });

  it('lists every group for expand all', () => {
    const keys = groupKeys(fresh());
    expect(keys).toContain('#laporan');
    expect(keys).toContain('#laporan/barang');
    expect(keys.every((k) => k.startsWith('#'))).toBe(true);
  });

  it('splits a title around the search text for highlighting', () => {
    expect(highlightParts('Master Batu Shape', 'batu')).toEqual([
      { text: 'Master ', hit: false },
      { text: 'Batu', hit: true },
      { text: ' Shape', hit: false },
    ]);
    expect(highlightParts('Data', '')).toEqual([{ text: 'Data', hit: false }]);
  });
});
