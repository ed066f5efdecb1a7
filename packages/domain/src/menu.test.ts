import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  grantedPaths,
  groupPath,
  type MenuContext,
  type MenuNode,
  routeAllowedFor,
  visibleMenu,
} from './menu.ts';
import { findRoute, hasFullMenu, pageTitle, ROUTES } from './routes.ts';

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  kode_toko: 'PST',
  tipe_toko: 'PUSAT',
  modules: [],
  ...over,
});
const leaves = (tree: readonly MenuNode[]): MenuNode[] =>
  tree.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
const leafPaths = (tree: readonly MenuNode[]) => leaves(tree).map((n) => n.path);
const findNode = (tree: readonly MenuNode[], path: string): MenuNode | undefined => {
  for (const n of tree) {
    if (n.path === path) return n;
    const c = findNode(n.children, path);
    if (c) return c;
  }
  return undefined;
};
/** Copy of a tree with some nodes' `hidden` set. */
const withHidden = (tree: readonly MenuNode[], hide: Set<string>, show: Set<string> = new Set()): MenuNode[] =>
  tree.map((n) => ({
    ...n,
    hidden: hide.has(n.path) ? true : show.has(n.path) ? false : n.hidden,
    children: withHidden(n.children, hide, show),
  }));

describe('route table (spec §2.1)', () => {
  it('has unique paths, and finds them case-insensitively', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(findRoute('/SETTINGNOTA')?.path).toBe('/settingNota');
    expect(findRoute('/jenis-batu')?.title).toBe('Jenis Batu');
    expect(findRoute('/tidak-ada')).toBeUndefined();
  });

  it('names the stone masters with the spec spelling', () => {
    for (const p of ['/master-batu-fluorencence', '/master-batu-symetry', '/master-batu-berlian', '/jenis-batu']) {
      expect(findRoute(p), p).toBeDefined();
    }
  });

  it('page title is `<nama_toko> | <ROUTE TITLE>`', () => {
    expect(pageTitle('KILAU PUSAT', '/jenis-batu')).toBe('KILAU PUSAT | JENIS BATU');
    expect(pageTitle('KILAU PUSAT', '/tidak-ada')).toBe('KILAU PUSAT');
  });

  it('OWN, SU and MU have the full menu; other levels do not', () => {
    for (const l of ['OWN', 'SU', 'MU']) expect(hasFullMenu(l)).toBe(true);
    for (const l of ['KASIR', 'ADMIN', 'own', '']) expect(hasFullMenu(l)).toBe(false);
  });
});

describe('buildMenu', () => {
  it('groups leaves under their menu groups, up to three levels, every leaf with the given hidden flag', () => {
    const tree = buildMenu(ctx(), true);
    const batu = findNode(tree, groupPath(['Data Master', 'Data Batu']));
    expect(batu?.title).toBe('Data Batu');
    expect(batu?.children.map((c) => c.path)).toContain('/jenis-batu');
    expect(findNode(tree, groupPath(['Data Master']))?.children).toContain(batu);
    expect(leaves(tree).every((n) => n.hidden)).toBe(true);
    expect(leaves(buildMenu(ctx(), false)).every((n) => !n.hidden)).toBe(true);
    const depth = (nodes: readonly MenuNode[]): number => Math.max(0, ...nodes.map((n) => 1 + depth(n.children)));
    expect(depth(tree)).toBeLessThanOrEqual(3);
    // Routes without a group (dashboard, privacy policy…) are not menu entries.
    expect(leafPaths(tree)).not.toContain('/dashboard');
    expect(leafPaths(tree)).not.toContain('/laporan-authorization');
  });

  it('node shape is {path, title, icon, hidden, children}', () => {
    for (const n of leaves(buildMenu(ctx(), false))) {
      expect(Object.keys(n).sort()).toEqual(['children', 'hidden', 'icon', 'path', 'title']);
      expect(n.title).toBe(findRoute(n.path)?.title);
    }
  });

  it('module-gated routes appear only with the module key (spec §6)', () => {
    const none = leafPaths(buildMenu(ctx(), false));
    expect(none).not.toContain('/sortir-pembelian');
    expect(none).not.toContain('/penerimaan-barang');
    expect(none).not.toContain('/laporan-terima-barang-supplier');
    const sepuhan = leafPaths(buildMenu(ctx({ modules: ['SEPUHAN_MODULE'] }), false));
    expect(sepuhan).toContain('/sortir-pembelian');
    expect(sepuhan).not.toContain('/penerimaan-barang');
    const grosir = leafPaths(buildMenu(ctx({ modules: ['SEMI_GROSIR_MODULE'] }), false));
    expect(grosir).toContain('/penerimaan-barang');
    expect(grosir).toContain('/laporan-terima-barang-supplier');
  });

  it('only stores MLT and NQC get /laporan-penjualan-rekap', () => {
    fc.assert(
      fc.property(fc.constantFrom('MLT', 'NQC', 'PST', 'T3', 'PG', 'T2', 'TK', 'KG', 'TTK', 'TRA', 'mlt'), (kode) => {
        const has = leafPaths(buildMenu(ctx({ kode_toko: kode }), false)).includes('/laporan-penjualan-rekap');
        expect(has).toBe(kode === 'MLT' || kode === 'NQC');
      }),
    );
  });

  it('head-office-only routes appear only for PUSAT stores', () => {
    expect(leafPaths(buildMenu(ctx(), false))).toContain('/kirim-barang-kecabang');
    expect(leafPaths(buildMenu(ctx({ tipe_toko: 'CABANG' }), false))).not.toContain('/kirim-barang-kecabang');
  });

  it('every leaf is a route allowed for the context, and every allowed grouped route is a leaf', () => {
    const contexts = fc.record({
      kode_toko: fc.constantFrom('PST', 'MLT', 'NQC', 'T3'),
      tipe_toko: fc.constantFrom('PUSAT', 'CABANG'),
      modules: fc.subarray(['SEPUHAN_MODULE', 'SEMI_GROSIR_MODULE']),
    });
    fc.assert(
      fc.property(contexts, (c) => {
        const got = leafPaths(buildMenu(c, true)).sort();
        const want = ROUTES.filter((r) => r.group.length && routeAllowedFor(r, c))
          .map((r) => r.path)
          .sort();
        expect(got).toEqual(want);
      }),
    );
  });
});

describe('grantedPaths and visibleMenu', () => {
  const full = buildMenu(ctx(), false);

  it('an all-hidden menu grants nothing and shows nothing', () => {
    const hidden = buildMenu(ctx(), true);
    expect(grantedPaths(hidden).size).toBe(0);
    expect(visibleMenu(hidden)).toEqual([]);
  });

  it('a full menu grants every leaf, lower-cased, and never a group', () => {
    const g = grantedPaths(full);
    expect(g.size).toBe(leaves(full).length);
    expect(g.has('/settingnota')).toBe(true);
    expect([...g].some((p) => p.startsWith('#'))).toBe(false);
  });

  it('a hidden ancestor hides its children', () => {
    const batu = groupPath(['Data Master', 'Data Batu']);
    const tree = withHidden(full, new Set([batu]));
    const g = grantedPaths(tree);
    expect(g.has('/jenis-batu')).toBe(false);
    expect(g.has('/master-batu-shape')).toBe(false);
    expect(g.has('/master-group')).toBe(true);
    expect(findNode(visibleMenu(tree), batu)).toBeUndefined();
    const dm = withHidden(full, new Set([groupPath(['Data Master'])]));
    expect(grantedPaths(dm).has('/jenis-batu')).toBe(false);
    expect(findNode(visibleMenu(dm), '/jenis-batu')).toBeUndefined();
  });

  it('granted = exactly the shown leaves with no hidden ancestor (property)', () => {
    const all = leafPaths(buildMenu(ctx(), true));
    fc.assert(
      fc.property(fc.subarray(all), (shown) => {
        const tree = withHidden(buildMenu(ctx(), true), new Set(), new Set(shown));
        expect([...grantedPaths(tree)].sort()).toEqual(shown.map((p) => p.toLowerCase()).sort());
        const visible = visibleMenu(tree);
        expect(leafPaths(visible).sort()).toEqual([...shown].sort());
        // Groups without a visible leaf are dropped.
        const emptyGroup = (nodes: readonly MenuNode[]): boolean =>
          nodes.some((n) => (n.path.startsWith('#') && n.children.length === 0) || emptyGroup(n.children));
        expect(emptyGroup(visible)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('visibleMenu applies the keep filter to leaves', () => {
    const v = visibleMenu(full, (p) => p.startsWith('/master-batu'));
    expect(leafPaths(v).every((p) => p.startsWith('/master-batu'))).toBe(true);
    expect(leafPaths(v)).toHaveLength(8);
  });
});
