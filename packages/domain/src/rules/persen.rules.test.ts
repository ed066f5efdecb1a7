import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persenMilli, persenMilliOrThrow } from './persen.rules.ts';

describe('persenMilli', () => {
  it('reads every percentage with up to 3 decimals exactly, dot or comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), (i, f) => {
        const frac = String(f).padStart(3, '0');
        expect(persenMilli(`${i}.${frac}`)).toBe(i * 1000 + f);
        expect(persenMilli(` ${i},${frac} `)).toBe(i * 1000 + f);
        expect(persenMilli(i)).toBe(i * 1000);
      }),
    );
    expect(persenMilli('2.5')).toBe(2500);
    expect(persenMilli(0.1 + 0.2)).toBeUndefined();
  });
  it('refuses what is not a non-negative percentage of at most 3 decimals', () => {
    for (const bad of ['', '-1', '1.2345', '1000', 'abc', '1e2', '.5']) expect(persenMilli(bad)).toBeUndefined();
    expect(() => persenMilliOrThrow('x')).toThrow(RangeError);
    expect(persenMilliOrThrow('80')).toBe(80_000);
  });
});
