import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PEMBULATAN, pembulatan } from './pembulatan.rules.ts';

const LIMIT = 2 ** 50;
const rupiah = fc.integer({ min: -LIMIT, max: LIMIT });
const step = fc.integer({ min: 1, max: 1_000_000 });

describe('pembulatan (round up to the next multiple of PEMBULATAN)', () => {
  it('rounds up to the next multiple of 500 by default (spec §5, §9)', () => {
    expect(DEFAULT_PEMBULATAN).toBe(500);
    expect(pembulatan(1)).toBe(500);
    expect(pembulatan(499)).toBe(500);
    expect(pembulatan(500)).toBe(500);
    expect(pembulatan(501)).toBe(1000);
    expect(pembulatan(1_234_567)).toBe(1_234_500 + 500);
    expect(pembulatan(0)).toBe(0);
    expect(pembulatan(-1)).toBe(0);
    expect(pembulatan(-501)).toBe(-500);
  });

  it('result ≥ input, a multiple of the step, less than input + step', () => {
    fc.assert(
      fc.property(rupiah, step, (v, s) => {
        const r = pembulatan(v, s);
        expect(r).toBeGreaterThanOrEqual(v);
        expect(r - v).toBeLessThan(s);
        expect(Math.abs(r % s)).toBe(0);
      }),
    );
  });

  it('is idempotent and leaves exact multiples unchanged', () => {
    fc.assert(
      fc.property(rupiah, step, (v, s) => {
        expect(pembulatan(pembulatan(v, s), s)).toBe(pembulatan(v, s));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), step, (k, s) => {
        expect(pembulatan(k * s, s)).toBe(k * s);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(rupiah, rupiah, step, (a, b, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(pembulatan(lo, s)).toBeLessThanOrEqual(pembulatan(hi, s));
      }),
    );
  });

  it('a step that is not a positive whole number leaves the value as is', () => {
    fc.assert(
      fc.property(rupiah, fc.constantFrom(0, -500, 0.5, Number.NaN, Number.POSITIVE_INFINITY), (v, s) => {
        expect(pembulatan(v, s)).toBe(v);
      }),
    );
  });

  it('refuses non-integer rupiah instead of rounding floats', () => {
    expect(() => pembulatan(10.5)).toThrow(RangeError);
    expect(() => pembulatan(Number.NaN)).toThrow(RangeError);
    expect(() => pembulatan(2 ** 60)).toThrow(RangeError);
  });
});
