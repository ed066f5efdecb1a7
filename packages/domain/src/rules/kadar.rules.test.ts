import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kadarDariCetak } from './kadar.rules.ts';

describe('field 24: the kadar of a printed kadar (kadar_cetak)', () => {
  it('reads karat, millesimal fineness and percent; anything else is null', () => {
    const cases: [string, string | null][] = [
      ['750', '75'],
      ['999', '99.9'],
      ['375', '37.5'],
      ['916', '91.6'],
      ['17K', '70'],
      ['22 kt', '91.6'],
      ['24K', '99.9'],
      ['18 Karat', '75'],
      ['20K', '83.3'],
      ['75', '75'],
      ['75%', '75'],
      ['70,5', '70.5'],
      ['99.9', '99.9'],
      ['100', '100'],
      ['-', null],
      ['', null],
      ['EMAS MUDA', null],
      ['25K', null],
      ['0', null],
      ['1000', null],
      ['101%', null],
    ];
    for (const [cetak, kadar] of cases) expect(kadarDariCetak(cetak), cetak).toBe(kadar);
  });

  it('property: three digits above 100 are a tenth of the fineness, a whole percent is itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 999 }), (n) => {
        expect(kadarDariCetak(String(n))).toBe(String(n / 10));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        expect(kadarDariCetak(`${n}%`)).toBe(String(n));
        expect(kadarDariCetak(String(n))).toBe(String(n));
      }),
    );
  });
});
