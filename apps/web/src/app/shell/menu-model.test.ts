import { buildMenu, findRoute, RESOURCES, ROUTES } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { testSlug } from '../../lib/test-id.ts';
import { BUILT_PATHS, isBuilt } from '../built-routes.ts';
import { ancestorKeys, breadcrumb, sidebarTree } from './menu-model.ts';

const full = buildMenu({ kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }, false);

describe('built routes', () => {
  it('are all in the route table, and every declared master has one', () => {
    for (const p of BUILT_PATHS) expect(findRoute(p), p).toBeDefined();
    for (const r of RESOURCES) expect(isBuilt(r.route)).toBe(true);
    // only a path with a screen is built (every route of the table has one since issue 15)
    expect(isBuilt('/tidak-ada')).toBe(false);
    expect(isBuilt('/import-data')).toBe(true);
    expect(isBuilt('/transaksi-hutang')).toBe(true);
  });
});

describe('sidebar tree', () => {
  it('shows only built screens, keeping their groups (3 levels)', () => {
    const tree = sidebarTree(full);
    // every menu group that holds a built screen, in route-table order
    const inMenu = BUILT_PATHS.filter((p) => (findRoute(p)?.group.length ?? 0) > 0 && full.length);
    const groups = [...new Set(ROUTES.filter((r) => inMenu.includes(r.path) && r.group.length).map((r) => r.group[0]))];
    expect(tree.map((n) => n.title)).toEqual(groups);
    const leaves: string[] = [];
    const walk = (nodes: typeof tree, depth: number) => {
      for (const n of nodes) {
        expect(depth).toBeLessThan(3);
        if (n.children.length) walk(n.children, depth + 1);
        else leaves.push(n.path);
      }
    };
    walk(tree, 0);
    const visible = (p: string) => !!full.length && JSON.stringify(full).includes(`"${p}"`);
    expect(leaves.sort()).toEqual(
      BUILT_PATHS.filter((p) => (findRoute(p)?.group.length ?? 0) > 0 && visible(p)).sort(),
    );
    expect(tree[0]?.children.find((n) => n.title === 'Data Batu')?.children.map((n) => n.path)).toContain(
      '/jenis-batu',
    );
  });

  it('drops hidden items and the groups they leave empty', () => {
    const hidden = buildMenu({ kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }, true);
    expect(sidebarTree(hidden)).toEqual([]);
  });

  it('finds the groups to open for a route', () => {
    const tree = sidebarTree(full);
    expect(ancestorKeys(tree, '/master-batu-shape')).toEqual(['#data-master', '#data-master/data-batu']);
    expect(ancestorKeys(tree, '/dashboard')).toEqual([]);
  });

  it('builds breadcrumbs and test slugs', () => {
    expect(breadcrumb('/jenis-batu')).toEqual(['Data Master', 'Data Batu', 'Jenis Batu']);
    expect(testSlug('#data-master/data-batu')).toBe('data-master-data-batu');
    expect(testSlug('/master-batu-shape')).toBe('master-batu-shape');
  });
});
