/**
 * Prints the plain closing line CI reads (`N passed, N failed[, N skipped]`) and, when KILAU_SUMMARY_FILE is
 * set, appends the counts as JSON so `.ci/run` can add up several runs.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
      if (m.state() === 'failed' && ![...m.children.allTests()].some((t) => t.result().state === 'failed')) failed++;
    }
    const file = process.env.KILAU_SUMMARY_FILE;
    if (file) appendFileSync(file, `${JSON.stringify({ passed, failed, skipped })}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
