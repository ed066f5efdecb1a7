import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARCODE_LENGTH, padBarcode } from './barcode.rules.ts';

describe('padBarcode (8 characters, zero-padded, spec §3 §9)', () => {
  it('pads short codes on the left', () => {
    expect(BARCODE_LENGTH).toBe(8);
    expect(padBarcode(1)).toBe('00000001');
    expect(padBarcode('123')).toBe('00000123');
    expect(padBarcode(' 42 ')).toBe('00000042');
    expect(padBarcode('12345678')).toBe('12345678');
    expect(padBarcode('1234567890')).toBe('1234567890');
    expect(padBarcode('')).toBe('00000000');
  });

  it('length ≥ 8 and the numeric value is preserved', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
        const b = padBarcode(n);
        expect(b.length).toBeGreaterThanOrEqual(8);
        expect(b).toMatch(/^\d+$/);
        expect(Number(b)).toBe(n);
        expect(padBarcode(String(n))).toBe(b);
      }),
    );
  });

  it('is idempotent, and never changes a code of 8 or more characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const once = padBarcode(s);
        expect(padBarcode(once)).toBe(once);
        expect(once.length).toBeGreaterThanOrEqual(8);
        const trimmed = s.trim();
        if (trimmed.length >= 8) expect(once).toBe(trimmed);
        else expect(once.endsWith(trimmed)).toBe(true);
      }),
    );
  });
});
