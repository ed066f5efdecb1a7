import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The build id ties the bundle to dist/build-id.txt, which the server reports in /config.js (new-version dialog).
const buildId = process.env.KILAU_BUILD_ID ?? 'dev';
// `vite` dev server: the API server to proxy to.
const apiTarget = process.env.KILAU_API ?? 'http://127.0.0.1:8080';
const outDir = process.env.WEB_DIST || 'dist';

const gz = promisify(gzip);
const br = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Every text asset gets a `.gz` and a `.br` sibling at build time, so the server sends the compressed
 * bytes (@fastify/static `preCompressed`) without compressing on each request. Files under 1 KB stay as they are
 * (the headers would cost more than the saving); the manifest under `.vite/` is not served.
 */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'kilau-precompress',
    apply: 'build',
    configResolved(c) {
      dir = path.resolve(c.root, c.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.includes('.vite'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (f) => {
          const buf = await readFile(f);
          if (buf.length < 1024) return;
          const [g, b] = await Promise.all([
            gz(buf, { level: 9 }),
            br(buf, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
          ]);
          await Promise.all([writeFile(`${f}.gz`, g), writeFile(`${f}.br`, b)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // WEB_DIST lets several builds live side by side (parallel test runs); the server reads the same variable.
  // The manifest (dist/.vite/manifest.json) is read by the size budgets (scripts/web-sizes.mjs).
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/config.js': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
