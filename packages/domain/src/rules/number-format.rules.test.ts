import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupiah, toDecimalString } from './number-format.rules.ts';

const GROUPED = /^-?\d{1,3}(,\d{3})*\.\d{3}$/;
const finite = fc.double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true });

describe('formatNumber (3 decimals, comma thousands, spec §2.3 §9)', () => {
  it('formats known values', () => {
    expect(formatNumber(0)).toBe('0.000');
    expect(formatNumber(1234.5)).toBe('1,234.500');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(-1234.5)).toBe('-1,234.500');
    expect(formatNumber(999)).toBe('999.000');
    expect(formatNumber(1000)).toBe('1,000.000');
    expect(formatNumber('12.345')).toBe('12.345');
    expect(formatNumber('1234567.5')).toBe('1,234,567.500');
    expect(formatNumber('.5')).toBe('0.500');
    expect(formatNumber('12.3456')).toBe('12.346');
    expect(formatNumber(null)).toBe('0.000');
    expect(formatNumber(undefined)).toBe('0.000');
    expect(formatNumber('')).toBe('0.000');
    expect(formatNumber('abc')).toBe('0.000');
    expect(formatNumber(Number.NaN)).toBe('0.000');
    expect(formatNumber(-0.0001)).toBe('0.000');
  });

  it('numbers: 3 decimals, commas every 3 digits, and removing commas gives toFixed(3)', () => {
    fc.assert(
      fc.property(finite, (x) => {
        const s = formatNumber(x);
        expect(s).toMatch(GROUPED);
        // `+ 0` folds -0 into 0: `-0.000` and `0.000` are the same value.
        expect(Number(s.replace(/,/g, '')) + 0).toBe(Number(x.toFixed(3)) + 0);
      }),
    );
  });

  it('decimal strings of up to 3 decimals are formatted exactly, without float arithmetic', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,20}$|^0$/), fc.stringMatching(/^\d{0,3}$/))
      .map(([neg, ip, fp]) => `${neg ? '-' : ''}${ip}${fp ? `.${fp}` : ''}`);
    fc.assert(
      fc.property(decimal, (d) => {
        const s = formatNumber(d);
        expect(s).toMatch(GROUPED);
        const [ip, fp = ''] = d.replace('-', '').split('.');
        const plain = s.replace(/,/g, '').replace('-', '');
        expect(plain).toBe(`${ip}.${fp.padEnd(3, '0')}`);
        expect(s.startsWith('-')).toBe(d.startsWith('-') && /[1-9]/.test(d));
      }),
    );
  });

  it('rupiah: whole numbers, grouped', () => {
    expect(formatRupiah(1500000)).toBe('1,500,000');
    expect(formatRupiah('2500')).toBe('2,500');
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 52), max: 2 ** 52 }), (n) => {
        const s = formatRupiah(n);
        expect(s).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(Number(s.replace(/,/g, ''))).toBe(n);
      }),
    );
  });

  it('toDecimalString pads or rounds to the requested decimals', () => {
    expect(toDecimalString('1.2', 3)).toBe('1.200');
    expect(toDecimalString('1', 0)).toBe('1');
    expect(toDecimalString(2.5, 2)).toBe('2.50');
    expect(toDecimalString(Number.POSITIVE_INFINITY, 3)).toBe('0.000');
  });
});
