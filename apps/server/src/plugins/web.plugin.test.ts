/**
 * Issue 16: the built web app goes out compressed. The build writes `.br` and `.gz` beside each asset; the server
 * sends the one the client accepts (brotli first) with Content-Encoding and `Vary: Accept-Encoding`, the plain
 * file to a client that accepts neither, a year of `immutable` caching for hashed assets and `no-cache` for
 * index.html (also at `/` and for an SPA path). A dist made here, so the test needs no web build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.plugin.ts';

const JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"baris ${i}"`).join(',')}];\n`;
const HTML = `<!doctype html><html lang="id"><head><title>Kilau</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
let dist: string;
let app: FastifyInstance;

function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kilau-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  writeWithSiblings(path.join(dist, 'assets/index-Ab12Cd34.js'), JS);
  writeWithSiblings(path.join(dist, 'index.html'), HTML);
  writeFileSync(path.join(dist, 'build-id.txt'), 'abc123\n');
  app = Fastify();
  await registerWeb(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static web app: precompressed, cached by name', () => {
  it('brotli when accepted (preferred over gzip), with the asset headers', async () => {
    const r = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(JS.length / 3);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
  });

  it('gzip when only gzip is accepted', async () => {
    const r = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.rawPayload.length).toBeLessThan(JS.length / 3);
    expect(gunzipSync(r.rawPayload).toString()).toBe(JS);
  });

  it('the plain file to a client that accepts no encoding, still marked as varying', async () => {
    const r = await get('/assets/index-Ab12Cd34.js');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.payload).toBe(JS);
  });

  it('index.html — at `/` and for an SPA path — compressed and never cached without revalidation', async () => {
    for (const url of ['/', '/dashboard']) {
      const r = await get(url, 'br, gzip');
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(HTML);
    }
  });
});
