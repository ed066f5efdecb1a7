import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from './obfuscate.ts';

describe('obfuscate', () => {
  it('round-trips any text, including non-ASCII', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => deobfuscate(obfuscate(s)) === s));
  });

  it('never stores the plain JSON', () => {
    const v = obfuscate(JSON.stringify({ token: 'abc', user: { user_id: 'ADMIN' } }));
    expect(v).not.toContain('ADMIN');
    expect(v).not.toContain('token');
    expect(() => JSON.parse(v)).toThrow();
  });

  it('refuses values it did not write', () => {
    expect(deobfuscate('%%%not-base64')).toBeUndefined();
  });
});
