// The web build's sizes, read from Vite's manifest (dist/.vite/manifest.json): what the login page loads first
// (the entry and its static imports, JS + CSS), and what a lazily loaded screen adds on top (its chunk and the
// static imports it brings that the first page has not loaded yet). Gzip sizes are computed here with zlib level 9
// (deterministic: the same build gives the same figures), the same level the build's .gz files use.
// Used by the size-budget test (e2e/web-budget.spec.ts), the bench and `node scripts/web-sizes.mjs` (prints a table).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const webDist = () =>
  process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');

export function readManifest(dist = webDist()) {
  const f = path.join(dist, '.vite/manifest.json');
  if (!existsSync(f)) throw new Error(`no Vite manifest at ${f}: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(f, 'utf8'));
}

const gzCache = new Map();
function sizes(dist, file) {
  const key = path.join(dist, file);
  let s = gzCache.get(key);
  if (!s) {
    const buf = readFileSync(key);
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    gzCache.set(key, s);
  }
  return s;
}

/** Every manifest chunk reached from `keys` through static imports, with the CSS they link. */
function closure(manifest, keys) {
  const chunks = new Set();
  const files = new Set();
  const visit = (k) => {
    if (chunks.has(k)) return;
    const c = manifest[k];
    if (!c) throw new Error(`manifest has no chunk ${k}`);
    chunks.add(k);
    files.add(c.file);
    for (const css of c.css ?? []) files.add(css);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { chunks, files };
}

function total(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizes(dist, f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip, files: [...files].sort() };
}

/** The manifest key of a source file (`src/app/pages/DashboardPage.tsx`), or of the entry. */
export function chunkKey(manifest, src) {
  if (src === 'entry') {
    const k = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!k) throw new Error('manifest has no entry');
    return k;
  }
  if (!manifest[src]) throw new Error(`manifest has no chunk for ${src} (is it still lazily imported?)`);
  return src;
}

export const SHELL_SRC = 'src/app/signed-in-routes.tsx';

/**
 * The first page: index.html's entry with its static imports (the modulepreloads) and CSS.
 * The shell: what signing in adds (the signed-in routes: layout, menu, screen list).
 * A screen: its own chunk alone (`chunk`), everything it adds when opened after the shell (`added`), and the
 * chunks that brings (`chunks`: manifest entries with their `name` and `src`, to look for a library by name).
 */
export function webSizes(dist = webDist()) {
  const manifest = readManifest(dist);
  const entry = closure(manifest, [chunkKey(manifest, 'entry')]);
  const first = total(dist, entry.files);
  const signedIn = manifest[SHELL_SRC] ? closure(manifest, [SHELL_SRC]) : { chunks: new Set(), files: new Set() };
  const shell = total(
    dist,
    [...signedIn.files].filter((f) => !entry.files.has(f)),
  );
  const loaded = new Set([...entry.files, ...signedIn.files]);
  const screen = (src) => {
    const k = chunkKey(manifest, src);
    const own = manifest[k];
    const chunk = total(dist, [own.file, ...(own.css ?? [])]);
    const reach = closure(manifest, [k]);
    const added = total(
      dist,
      [...reach.files].filter((f) => !loaded.has(f)),
    );
    return { chunk, added, chunks: [...reach.chunks].map((c) => ({ key: c, ...manifest[c] })) };
  };
  const initialChunks = [...entry.chunks].map((c) => ({ key: c, ...manifest[c] }));
  return { manifest, first, shell, initialChunks, screen, sizeOf: (file) => sizes(dist, file) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const w = webSizes();
  console.log(
    `first page (login) JS+CSS: ${kb(w.first.gzip)} gzip, ${kb(w.first.raw)} raw, ${w.first.files.length} files`,
  );
  for (const f of w.first.files) console.log(`  ${f.padEnd(50)} ${kb(w.sizeOf(f).gzip).padStart(10)}`);
  console.log(`signing in adds (shell): ${kb(w.shell.gzip)} gzip`);
  for (const src of process.argv.slice(2)) {
    const s = w.screen(src);
    console.log(`${src}: chunk ${kb(s.chunk.gzip)} gzip; opening it adds ${kb(s.added.gzip)} gzip`);
    for (const f of s.added.files) console.log(`  ${f.padEnd(50)} ${kb(w.sizeOf(f).gzip).padStart(10)}`);
  }
}
