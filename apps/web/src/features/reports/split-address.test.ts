import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAddress } from './split-address.ts';

describe('splitAddress (spec §9: address split at 48 and 90 characters)', () => {
  it('keeps a short address on one line and drops empty input', () => {
    expect(splitAddress('JL. MALIOBORO NO. 45, YOGYAKARTA')).toEqual(['JL. MALIOBORO NO. 45, YOGYAKARTA']);
    expect(splitAddress('')).toEqual([]);
    expect(splitAddress(null)).toEqual([]);
    expect(splitAddress('   ')).toEqual([]);
  });

  it('cuts a text without spaces exactly at 48 and 90', () => {
    const s = 'A'.repeat(48) + 'B'.repeat(42) + 'C'.repeat(10);
    expect(splitAddress(s)).toEqual(['A'.repeat(48), 'B'.repeat(42), 'C'.repeat(10)]);
    expect(splitAddress('A'.repeat(48))).toEqual(['A'.repeat(48)]);
    expect(splitAddress('A'.repeat(49))).toEqual(['A'.repeat(48), 'A']);
  });

  it('moves a cut inside a word back to the space before it', () => {
    const addr =
      'JL. PASAR BARU NO. 12 BLOK A LANTAI DASAR LOS 15 KELURAHAN PASAR BARU KECAMATAN SAWAH BESAR JAKARTA PUSAT 10710';
    const lines = splitAddress(addr);
    expect(lines).toEqual([
      'JL. PASAR BARU NO. 12 BLOK A LANTAI DASAR LOS 15',
      'KELURAHAN PASAR BARU KECAMATAN SAWAH', // "BESAR" would pass character 90
      'BESAR JAKARTA PUSAT 10710',
    ]);
    expect(lines[0]?.length).toBeLessThanOrEqual(48);
  });

  it('a cut right before a space keeps the word on its line', () => {
    const first = `${'X'.repeat(43)} YYYY`; // 48 characters, then a space
    expect(splitAddress(`${first} ZZZ`)).toEqual([first, 'ZZZ']);
  });

  it('loses no word, keeps the order, and no line passes its mark', () => {
    const word = fc.stringMatching(/^[A-Z0-9.,]{1,20}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 25 }), (words) => {
        const addr = words.join(' ');
        const lines = splitAddress(addr);
        expect(lines.join(' ').replace(/\s+/g, '')).toBe(addr.replace(/\s+/g, ''));
        expect(lines.length).toBeLessThanOrEqual(3);
        expect(lines[0]?.length ?? 0).toBeLessThanOrEqual(48);
        if (lines.length > 1) expect((lines[0]?.length ?? 0) + 1 + (lines[1]?.length ?? 0)).toBeLessThanOrEqual(91);
      }),
    );
  });
});
