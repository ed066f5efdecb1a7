import { describe, expect, it } from 'vitest';
import { capitalize, initials } from './text.ts';

describe('text helpers', () => {
  it('capitalises the user id', () => {
    expect(capitalize('ADMIN')).toBe('ADMIN');
    expect(capitalize('kasir01')).toBe('Kasir01');
    expect(capitalize('  siti ')).toBe('Siti');
    expect(capitalize(undefined)).toBe('');
  });
  it('builds initials', () => {
    expect(initials('SITI AMINAH RAHAYU')).toBe('SA');
    expect(initials('ADMINISTRATOR')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
