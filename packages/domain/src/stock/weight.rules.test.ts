import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMg, toMg } from './weight.rules.ts';

describe('exact weights', () => {
  it('round-trips through milligrams without float error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999 }), (g, mg) => {
        const s = `${g}.${String(mg).padStart(3, '0')}`;
        expect(fromMg(toMg(s))).toBe(s);
      }),
    );
    expect(toMg('0.1') + toMg('0.2')).toBe(toMg('0.3'));
    expect(toMg(12.5)).toBe(12500);
    expect(() => toMg('1.2345')).toThrow();
  });
});
