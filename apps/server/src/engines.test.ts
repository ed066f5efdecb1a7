/**
 * field 29: `npm ci` printed two EBADENGINE warnings — content-disposition 3 (via @fastify/static) and cookie 2 (via
 * light-my-request, fastify's inject) want Node ≥ 22 while the project declares Node ≥ 20.19. Every package the lock
 * installs must accept the lowest Node the project declares, so a shop PC on Node 20 installs without a warning.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const json = (f: string) => JSON.parse(readFileSync(path.join(root, f), 'utf8'));

describe('field 29: every installed package accepts the declared Node', () => {
  it('field 29: no package in package-lock.json wants a newer Node than package.json engines allows', () => {
    const declared: string = json('package.json').engines.node;
    const lowest = semver.minVersion(declared)?.version;
    expect(lowest).toBe('20.19.0');
    const lock = json('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing: string[] = [];
    for (const [where, p] of Object.entries(lock.packages)) {
      const node = Array.isArray(p.engines) ? undefined : p.engines?.node;
      if (!where || !node) continue;
      if (!semver.satisfies(lowest as string, node)) refusing.push(`${where}@${p.version} wants node ${node}`);
    }
    expect(refusing).toEqual([]);
  });
});
