// Runs vitest (`node scripts/run-vitest.mjs [vitest run args…]`); `npm test` (test-all.mjs) runs it after the
// builds. A failing test always fails the command (issue 25 item 30): the exit status is vitest's, and also
// non-zero when the summary reporter (scripts/summary-reporter.ts, through KILAU_RUN_SUMMARY_FILE) counted a
// failure or never wrote its counts — whatever ended vitest's process with status 0 (code in the main process
// calling process.exit(0) after the run, a reporter, a teardown).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The exit status of `vitest run …args`, made non-zero when its summary counts a failure or is missing. */
export function runVitest(args) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kilau-run-summary-'));
  const summaryFile = path.join(dir, 'summary.jsonl');
  try {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', KILAU_RUN_SUMMARY_FILE: summaryFile },
    });
    const status = run.status ?? 1;
    let counts;
    try {
      const lines = readFileSync(summaryFile, 'utf8').trim().split('\n').filter(Boolean);
      counts = lines.length ? JSON.parse(lines[lines.length - 1]) : undefined;
    } catch {
      counts = undefined;
    }
    if (status !== 0) return status;
    if (!counts) {
      process.stderr.write('[test] vitest exited 0 but wrote no summary: counted as failed\n');
      return 1;
    }
    if (counts.failed > 0) {
      process.stderr.write(`[test] vitest exited 0 but ${counts.failed} failed: the run fails\n`);
      return 1;
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(runVitest(process.argv.slice(2)));
