/**
 * `npm test` fails whenever a test failed (issue 25 item 30): tiny fixtures (scripts/test-fixtures, outside every
 * suite's includes) run in a child process through the same runner and summary reporter as `npm test`; the exit
 * status and the closing `N passed, N failed` line CI reads must both say so.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function run(fixture: string): { status: number | null; summary: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, KILAU_FIXTURE: fixture };
  // the fixture's counts are not the suite's: never added to CI's totals
  delete env.KILAU_SUMMARY_FILE;
  for (const k of Object.keys(env)) if (k.startsWith('VITEST')) delete env[k];
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/run-vitest.mjs'), '--config', 'scripts/test-fixtures/vitest.config.ts'],
    { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
  );
  const lines = `${r.stdout}`.trim().split('\n');
  const summary = lines.filter((l) => /^\d+ passed, \d+ failed/.test(l)).at(-1) ?? '(no summary line)';
  return { status: r.status, summary };
}

describe('field 30: a failing test always fails npm test, and the summary line says so', () => {
  it('field 30: a passing run exits 0 with "2 passed, 0 failed"', () => {
    expect(run('pass')).toEqual({ status: 0, summary: '2 passed, 0 failed' });
  }, 60_000);

  it.each([
    ['fail', 'a failing test', '2 passed, 1 failed'],
    ['unhandled', 'an error outside any test (an unhandled rejection)', '2 passed, 1 failed'],
    ['crash', 'a worker that dies in the middle of a file', '1 passed, 1 failed, 2 skipped'],
    ['setup-fails', 'a project whose global setup fails', '0 passed, 1 failed'],
    ['exit-zero', 'a failing test, then main-process code exiting 0', '2 passed, 1 failed'],
  ])(
    'field 30: %s (%s) exits non-zero with the failure counted',
    (fixture, _what, summary) => {
      const r = run(fixture);
      expect(r.status).not.toBe(0);
      expect(r.summary).toBe(summary);
    },
    60_000,
  );
});
