// `npm test`: builds the web app and the server bundle if needed (browser tests drive both), then runs every vitest project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
  const build = spawnSync(process.execPath, [path.join(root, script)], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NO_COLOR: '1' } });
process.exit(run.status ?? 1);
