/**
 * Every document list declared on the kit: its route is in the menu table, each declared filter is a query field of
 * the server's list (so a filter kept in the URL reaches the read), its columns are distinct, and the test ids the
 * browser tests use come out of the one derivation unchanged.
 */
import {
  hutangListQuery,
  pembelianListQuery,
  pesananListQuery,
  ROUTES,
  salesListSchema,
  serviceListQuery,
  titipanListSchema,
} from '@kilau/domain';
import { describe, expect, it, vi } from 'vitest';
import { hutangList } from '../../features/hutang/view/LihatHutangPage.tsx';
import { pembelianList } from '../../features/pembelian/view/LihatPembelianPage.tsx';
import { titipanList } from '../../features/penjualan/titipan/LihatTitipanPage.tsx';
import { penjualanList } from '../../features/penjualan/view/LihatPenjualanPage.tsx';
import { pesananList } from '../../features/pesanan/view/LihatPesananPage.tsx';
import { serviceList } from '../../features/service/view/LihatServicePage.tsx';
import type { DocumentListSpec } from './DocumentListPage.tsx';
import { listTestIds } from './list-ids.ts';

// the pages read the session from the browser's storage when loaded; a memory one stands in (node test run)
vi.hoisted(() => {
  const kept = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  };
  Object.assign(globalThis, { window: { localStorage, addEventListener: () => undefined } });
});

const none = () => undefined;
type Any = DocumentListSpec<Record<string, unknown>, unknown>;

/** Each declaration with the server's list query and the ids the browser tests name (bar, table, inputs, a row). */
const LISTS = [
  { spec: serviceList, query: serviceListQuery, ids: ['ls-filter', 'ls-table', 'lp', 'ls-detail-sv-1'] },
  { spec: pesananList, query: pesananListQuery, ids: ['lp-filter', 'lp-table', 'lp', 'lp-detail-sv-1'] },
  { spec: hutangList(none), query: hutangListQuery, ids: ['lh-filter', 'lh-table', 'lh', 'lh-detail-sv-1'] },
  { spec: pembelianList, query: pembelianListQuery, ids: ['lb-filter', 'lb-table', 'lb', 'lb-detail-sv-1'] },
  {
    spec: titipanList({ create: none, cancel: none }),
    query: titipanListSchema,
    ids: ['lt-filter', 'lt-table', 'lt', 'lt-detail-sv-1'],
  },
  { spec: penjualanList, query: salesListSchema, ids: ['lp-filter', 'lp-table', 'lp', 'lp-detail-sv-1'] },
].map((l) => ({ ...l, spec: l.spec as unknown as Any, route: l.spec.route }));

describe.each(LISTS)('document list $route', ({ spec, query, ids }) => {
  it('is a route of the menu table', () => {
    expect(ROUTES.map((r) => r.path)).toContain(spec.route);
  });

  it('every declared filter is a query field of the server list', () => {
    expect(spec.filters.length).toBeGreaterThan(0);
    for (const f of spec.filters) expect(Object.keys(query.shape)).toContain(f.name);
  });

  it('declares distinct, titled columns', () => {
    const keys = spec.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of spec.columns) expect(c.title).toBeTruthy();
  });

  it('keeps the test ids of its screen', () => {
    const t = listTestIds(spec.ids);
    expect([t.bar, t.table, t.inputs, t.detail('SV/1')]).toEqual(ids);
  });
});

it('no two document lists share a test-id prefix (the order and the sale kept theirs, `lp`, on two routes)', () => {
  const prefixes = LISTS.filter((l) => l.route !== '/lihat-penjualan').map((l) => l.spec.ids.list);
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

it('the sale keeps the filter test ids it had before its filters were declared', () => {
  expect(penjualanList.inputIds).toEqual({
    tgl_from: 'lp-from',
    tgl_to: 'lp-to',
    q: 'lp-q',
    kode_sales: 'lp-sales',
    status: 'lp-status',
    status_valid: 'lp-valid',
  });
});
