import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText, onlyDigits, onlyDigitsAndDots, onlyDigitsDotsAndK } from './input-filter.rules.ts';

const anyText = fc.string({ maxLength: 40, unit: 'grapheme' });

describe('numeric input helpers (spec §2.3)', () => {
  it('keep only the allowed characters', () => {
    expect(onlyDigits('Rp 1.500.000,-')).toBe('1500000');
    expect(onlyDigitsAndDots('12,5 gr.3')).toBe('125.3');
    expect(onlyDigitsDotsAndK('24k 99.9%')).toBe('24K99.9');
  });

  it.each([
    ['onlyDigits', onlyDigits, /^[0-9]*$/],
    ['onlyDigitsAndDots', onlyDigitsAndDots, /^[0-9.]*$/],
    ['onlyDigitsDotsAndK', onlyDigitsDotsAndK, /^[0-9.K]*$/],
  ] as const)('%s: output allowed chars only, idempotent, allowed input kept in order', (_n, f, allowed) => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = f(s);
        expect(out).toMatch(allowed);
        expect(f(out)).toBe(out);
        const kept = [...s.toUpperCase()].filter((c) => allowed.test(c)).join('');
        expect(out).toBe(kept);
      }),
    );
  });
});

describe('decimal fields (weights, kadar): the comma is a decimal mark too', () => {
  const decimal = fc
    .tuple(fc.nat({ max: 999_999_999 }), fc.option(fc.stringMatching(/^[0-9]{1,3}$/), { nil: undefined }))
    .map(([int, frac]) => (frac === undefined ? String(int) : `${int}.${frac}`));
  const grouped = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

  it('the reported case: "8904,155" is 8904.155, not 8904155', () => {
    expect(decimalText('8904,155')).toBe('8904.155');
    expect(decimalText('8.904,155')).toBe('8904.155');
    expect(decimalText('8904.155')).toBe('8904.155');
  });

  it('comma and dot give the same exact decimal string; dots grouping thousands before a comma are dropped', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        const [int = '', frac] = d.split('.');
        expect(decimalText(d)).toBe(d);
        expect(decimalText(d.replace('.', ','))).toBe(d);
        if (frac !== undefined) expect(decimalText(`${grouped(int)},${frac}`)).toBe(d);
      }),
    );
  });

  it('keeps digits and dots only, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = decimalText(s);
        expect(out).toMatch(/^[0-9.]*$/);
        expect(decimalText(out)).toBe(out);
      }),
    );
  });
});
