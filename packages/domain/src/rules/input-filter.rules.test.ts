import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits, onlyDigitsAndDots, onlyDigitsDotsAndK } from './input-filter.rules.ts';

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
