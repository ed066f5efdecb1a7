// Builds the web app only when its inputs changed (never serves a stale build): the build id is a hash of every
// input file, written to dist/build-id.txt, which also drives the new-version dialog.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'package-lock.json',
];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(path.join(p, f), out);
  else out.push(p);
}

const files = [];
for (const i of inputs) walk(path.join(root, i), files);
const h = createHash('sha256');
for (const f of files) h.update(path.relative(root, f)).update('\0').update(readFileSync(f));
const id = h.digest('hex').slice(0, 16);
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const idFile = path.join(dist, 'build-id.txt');
if (existsSync(idFile) && readFileSync(idFile, 'utf8').trim() === id && existsSync(path.join(dist, 'index.html'))) {
  console.log(`[build] web app up to date (${id})`);
} else {
  console.log(`[build] building web app (${id})...`);
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, KILAU_BUILD_ID: id, ...(process.env.WEB_DIST ? { WEB_DIST: dist } : {}) },
  });
  writeFileSync(idFile, `${id}\n`);
}
