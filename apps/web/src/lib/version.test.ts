import { describe, expect, it } from 'vitest';
import { isNewVersion, parseConfigVersion } from './version.ts';

describe('version check', () => {
  it('reads the version from /config.js', () => {
    expect(parseConfigVersion('window.__KILAU_CONFIG__ = {"apiBase":"/api","version":"ab12cd34"};\n')).toBe('ab12cd34');
    expect(parseConfigVersion('garbage')).toBeUndefined();
  });
  it('announces only a real, different build', () => {
    expect(isNewVersion('aaa', 'bbb')).toBe(true);
    expect(isNewVersion('aaa', 'aaa')).toBe(false);
    expect(isNewVersion('dev', 'bbb')).toBe(false);
    expect(isNewVersion('aaa', 'dev')).toBe(false);
    expect(isNewVersion('aaa', undefined)).toBe(false);
  });
});
