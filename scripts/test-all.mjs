// `npm test`: builds the web app and the server bundle if needed (browser tests drive both), then runs every vitest
// project (scripts/run-vitest.mjs: a failing test always fails the command).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runVitest } from './run-vitest.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
  const build = spawnSync(process.execPath, [path.join(root, script)], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.exit(runVitest(process.argv.slice(2)));
