/**
 * Serves the built web app with an SPA fallback, and `/config.js`, the runtime configuration the client reads
 * (spec §7: the base host comes from a global runtime configuration) including the build id that drives the
 * new-version dialog.
 * Issue 16: the build writes a `.br` and a `.gz` beside each text asset; the file the client's Accept-Encoding
 * allows is sent as is (`Content-Encoding`, `Vary: Accept-Encoding`), never compressed per request. Hashed
 * assets are cached for a year (`immutable`); index.html is revalidated every time (`no-cache`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@kilau/domain';
import type { FastifyInstance } from 'fastify';

function buildId(dist: string): string {
  const f = path.join(dist, 'build-id.txt');
  return existsSync(f) ? readFileSync(f, 'utf8').trim() : 'dev';
}

export async function registerWeb(app: FastifyInstance, dist: string): Promise<void> {
  const hasDist = existsSync(path.join(dist, 'index.html'));
  let cached = { mtime: 0, id: 'dev' };
  app.get('/config.js', { config: { permission: 'public' } }, async (_req, reply) => {
    const f = path.join(dist, 'build-id.txt');
    const mtime = existsSync(f) ? statSync(f).mtimeMs : 0;
    if (mtime !== cached.mtime) cached = { mtime, id: buildId(dist) };
    reply.header('cache-control', 'no-store').type('application/javascript');
    return `window.__KILAU_CONFIG__ = ${JSON.stringify({ apiBase: '/api', version: cached.id })};\n`;
  });
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, p) => {
        reply.header(
          'cache-control',
          p.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (hasDist) {
    // The login page lives at `/`; the static plugin would answer a directory request with 403.
    app.get('/', { config: { permission: 'public' } }, (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !hasDist) {
      return reply.status(404).send({ message: MSG.notFound });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
