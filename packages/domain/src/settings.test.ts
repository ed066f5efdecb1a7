import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonZero, SETTING_DEFAULTS, SETTINGS_SYSTEM, settingValue, validateSetting } from './settings.ts';

describe.each(SETTINGS_SYSTEM.fields.map((f) => [f.key, f] as const))('setting %s', (key, field) => {
  it('reads its default when never saved, and the default is a valid value of its kind', () => {
    expect(validateSetting(field, field.default)).toBeUndefined();
    expect(SETTING_DEFAULTS[key]).toBe(field.default);
    const d = settingValue(key, undefined);
    if (field.kind === 'int') expect(d).toBe(Number(field.default));
    else if (field.kind === 'bool') expect(d).toBe((field.default as string) === 'true');
    else expect(d).toBe(field.default);
    expect(settingValue(key, null)).toEqual(d);
  });
  it('reads a valid stored value as its kind, an invalid one as the default', () => {
    expect(settingValue(key, 'bukan angka')).toEqual(settingValue(key, undefined));
    if (field.kind === 'int')
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
          expect(settingValue(key, ` ${n} `)).toBe(n);
        }),
      );
    if (field.kind === 'decimal')
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), (i, f) => {
          const frac = String(f).padStart(3, '0');
          expect(settingValue(key, `${i}.${frac}`)).toBe(`${i}.${frac}`);
          expect(settingValue(key, `${i},${frac}`)).toBe(`${i}.${frac}`);
        }),
      );
    if (field.kind === 'bool') {
      expect(settingValue(key, 'true')).toBe(true);
      expect(settingValue(key, 'false')).toBe(false);
    }
  });
});

describe.each(SETTINGS_SYSTEM.fields.filter((f) => f.kind === 'int').map((f) => [f.key, f] as const))(
  'nonZero %s',
  (key, field) => {
    it('reads 0 as the declared default and any other amount as itself', () => {
      expect(nonZero(key, 0)).toBe(Number(field.default));
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (n) => {
          expect(nonZero(key, n)).toBe(n);
        }),
      );
    });
  },
);
