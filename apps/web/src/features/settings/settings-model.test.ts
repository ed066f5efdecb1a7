import { SETTINGS_NOTA, SETTINGS_SYSTEM } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { changedValues, currentValues, normalise, validate } from './settings-model.ts';

describe('settings model', () => {
  it('reads stored values and falls back to the declared defaults', () => {
    const v = currentValues(SETTINGS_SYSTEM, [
      { key: 'PEMBULATAN', value: '1000' },
      { key: 'NOTA_JUDUL', value: 'X' },
    ]);
    expect(v.PEMBULATAN).toBe('1000');
    expect(v.PPN_EMAS).toBe('1.1');
    expect(Object.keys(v)).toEqual(SETTINGS_SYSTEM.fields.map((f) => f.key));
    expect(currentValues(SETTINGS_NOTA, undefined).NOTA_UKURAN).toBe('A5');
  });

  it('sends only what changed, normalised as stored', () => {
    const initial = currentValues(SETTINGS_SYSTEM, []);
    expect(changedValues(SETTINGS_SYSTEM, initial, { ...initial })).toEqual({});
    expect(changedValues(SETTINGS_SYSTEM, initial, { ...initial, PEMBULATAN: ' 1000 ', KURS_USD: '16000' })).toEqual({
      PEMBULATAN: '1000',
    });
    const nota = currentValues(SETTINGS_NOTA, []);
    expect(changedValues(SETTINGS_NOTA, nota, { ...nota, NOTA_JUDUL: 'nota jual', NOTA_TAMPIL_FOTO: 'false' })).toEqual(
      { NOTA_JUDUL: 'NOTA JUAL', NOTA_TAMPIL_FOTO: 'false' },
    );
  });

  it('validates with the domain rule and its Indonesian messages', () => {
    const v = { ...currentValues(SETTINGS_SYSTEM, []), PEMBULATAN: 'abc', PPN_EMAS: '1.1234' };
    expect(validate(SETTINGS_SYSTEM, v)).toEqual({
      PEMBULATAN: 'Pembulatan Harga (Rp) Harus Bilangan Bulat',
      PPN_EMAS: 'PPN Perhiasan Emas (%) Harus Berupa Angka',
    });
    expect(validate(SETTINGS_NOTA, currentValues(SETTINGS_NOTA, []))).toEqual({});
  });

  it('stores switches as true/false', () => {
    const f = SETTINGS_NOTA.fields.find((x) => x.kind === 'bool');
    expect(f && normalise(f, true)).toBe('true');
    expect(f && normalise(f, 'false')).toBe('false');
    expect(f && normalise(f, undefined)).toBe('false');
  });
});
