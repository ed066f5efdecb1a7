/**
 * Fixtures of scripts/test-exit.test.ts (never part of `npm test`'s includes): one tiny run per fixture, named by
 * KILAU_FIXTURE, through the same summary reporter as the real suite.
 */
import { defineConfig } from 'vitest/config';

const fixture = process.env.KILAU_FIXTURE ?? 'pass';
export default defineConfig({
  test: {
    root: import.meta.dirname,
    reporters: ['default', '../summary-reporter.ts'],
    projects: [
      { test: { name: 'fixture-ok', root: import.meta.dirname, include: ['pass.fixture.ts'] } },
      {
        test: {
          name: 'fixture',
          root: import.meta.dirname,
          include: [`${fixture}.fixture.ts`],
          pool: 'forks',
          globalSetup: fixture === 'setup-fails' || fixture === 'exit-zero' ? [`./${fixture}.setup.ts`] : [],
        },
      },
    ],
  },
});
