import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The build id ties the bundle to dist/build-id.txt, which the server reports in /config.js (new-version dialog).
const buildId = process.env.KILAU_BUILD_ID ?? 'dev';
// `vite` dev server: the API server to proxy to.
const apiTarget = process.env.KILAU_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // WEB_DIST lets several builds live side by side (parallel test runs); the server reads the same variable.
  build: { outDir: process.env.WEB_DIST ?? 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': apiTarget,
      '/config.js': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
