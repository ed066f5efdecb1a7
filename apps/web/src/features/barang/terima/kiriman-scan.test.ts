import { describe, expect, it } from 'vitest';
import { loadScanned, saveScanned, scanInto, shipmentTally, strangerText } from './kiriman-scan.ts';

const items = [
  { kode_barcode: '00000001', berat: 2.5 },
  { kode_barcode: '00000002', berat: '0.1' },
  { kode_barcode: '00000003', berat: 0.2 },
];

describe('scanning a shipment', () => {
  it('tells a piece of the shipment, a repeat and a stranger apart', () => {
    expect(scanInto(items, [], '00000001')).toBe('found');
    expect(scanInto(items, ['00000001'], '00000001')).toBe('again');
    expect(scanInto(items, [], '99999999')).toBe('stranger');
    expect(strangerText('99999999', 'PST-KB-261122-0001')).toBe(
      'Barang 99999999 Tidak Termasuk Kiriman PST-KB-261122-0001',
    );
  });

  it('counts found and missing with exact weights', () => {
    expect(shipmentTally(items, ['00000002', '00000003'])).toEqual({
      found: 2,
      missing: 1,
      beratFound: '0.300',
      beratMissing: '2.500',
    });
  });

  it('keeps the scanned list per shipment', () => {
    const m = new Map<string, string>();
    const st = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
    saveScanned('A', ['1', '2'], st);
    expect(loadScanned('A', st)).toEqual(['1', '2']);
    expect(loadScanned('B', st)).toEqual([]);
    saveScanned('A', [], st);
    expect(m.size).toBe(0);
    m.set('kilau.terima-kiriman.C', 'rusak');
    expect(loadScanned('C', st)).toEqual([]);
  });
});
