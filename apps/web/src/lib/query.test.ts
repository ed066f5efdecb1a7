import { describe, expect, it } from 'vitest';
import { queryKeys } from './query.ts';

describe('queryKeys', () => {
  it('nests lists and items under their resource so one invalidation covers both', () => {
    const res = queryKeys.resource('batu-shape');
    expect(queryKeys.resourceList('batu-shape').slice(0, res.length)).toEqual([...res]);
    expect(queryKeys.resourceItem('batu-shape', 'x').slice(0, res.length)).toEqual([...res]);
    expect(queryKeys.resourceList('batu-color')).not.toEqual(queryKeys.resourceList('batu-shape'));
  });
});

describe('one key per server resource', () => {
  const startsWith = (key: readonly unknown[], root: readonly unknown[]) =>
    JSON.stringify(key.slice(0, root.length)) === JSON.stringify(root);
  it('a para-system save (invalidating paraSystem()) reaches one-key reads too', () => {
    expect(startsWith(queryKeys.paraSystem('TOLERANSI_TIMBANG'), queryKeys.paraSystem())).toBe(true);
  });
  it('a baki write reaches the trays-by-gudang read', () => {
    expect(startsWith(queryKeys.bakiByGudang('G1'), queryKeys.resource('baki'))).toBe(true);
  });
  it('reads of stock and stock-operation screens share the barang root', () => {
    expect(startsWith(queryKeys.barang('opname', 'x'), queryKeys.barang())).toBe(true);
    expect(queryKeys.barang('detail', undefined)).toEqual([...queryKeys.barang(), 'detail', '']);
  });
  it('filters are part of a list key', () => {
    expect(queryKeys.sales('list', { q: 'a' })).not.toEqual(queryKeys.sales('list', { q: 'b' }));
    expect(startsWith(queryKeys.sales('list', { q: 'a' }), queryKeys.sales())).toBe(true);
  });
});
