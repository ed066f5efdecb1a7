import { describe, expect, it } from 'vitest';
import { beratMurni, totalPenerimaan } from './penerimaan-model.ts';

describe('penerimaan barang total', () => {
  it('is berat × harga per gram, exact to the rupiah as the server computes it', () => {
    expect(totalPenerimaan('100.125', '950000')).toBe(95118750);
    expect(totalPenerimaan('0.001', '1500')).toBe(2);
    expect(totalPenerimaan('0.1', '3')).toBe(0);
    // 0.1 + 0.2 style float traps never appear: milligrams are integers
    expect(totalPenerimaan('0.3', '1000000')).toBe(300000);
  });

  it('is empty until both values are valid', () => {
    expect(totalPenerimaan('', '1000')).toBeNull();
    expect(totalPenerimaan('1.2345', '1000')).toBeNull();
    expect(totalPenerimaan('1', '10.5')).toBeNull();
  });

  it('gives the fine gold weight', () => {
    expect(beratMurni('100.125', '75')).toBe('75.094');
    expect(beratMurni('10', '99.9')).toBe('9.990');
    expect(beratMurni('10', '')).toBeNull();
  });
});
