// `npm test`: builds the web app if needed (browser tests drive the built app), then runs every vitest project.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NO_COLOR: '1' } });
process.exit(run.status ?? 1);
