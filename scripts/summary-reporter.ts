/**
 * Prints the plain closing line CI reads (`N passed, N failed[, N skipped]`) and, when KILAU_SUMMARY_FILE is
 * set, appends the counts as JSON so `.ci/run` can add up several runs; KILAU_RUN_SUMMARY_FILE (set by
 * scripts/run-vitest.mjs) gets the same counts for `npm test`'s own exit status.
 * Every way a run can fail is a failure here, so the line and the exit status never disagree (issue 25 item 30):
 * a failed test; a module failed without a failed test (its file did not load, a hook failed); each error outside
 * any test (an unhandled rejection, a worker that died, a global setup that threw); a run that failed or was
 * interrupted without any of these.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

export type SummaryCounts = { passed: number; failed: number; skipped: number };

export function countRun(
  modules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<unknown>,
  reason: TestRunEndReason,
): SummaryCounts {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const m of modules) {
    let failedHere = 0;
    for (const t of m.children.allTests()) {
      const s = t.result().state;
      if (s === 'passed') passed++;
      else if (s === 'failed') failedHere++;
      else skipped++;
    }
    if (failedHere === 0 && (m.state() === 'failed' || !m.ok())) failedHere = 1;
    failed += failedHere;
  }
  failed += unhandledErrors.length;
  if (failed === 0 && reason !== 'passed') failed = 1;
  return { passed, failed, skipped };
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>, reason: TestRunEndReason) {
    const counts = countRun(modules, unhandledErrors, reason);
    const json = `${JSON.stringify(counts)}\n`;
    for (const file of [process.env.KILAU_SUMMARY_FILE, process.env.KILAU_RUN_SUMMARY_FILE]) {
      if (file) appendFileSync(file, json);
    }
    const { passed, failed, skipped } = counts;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
