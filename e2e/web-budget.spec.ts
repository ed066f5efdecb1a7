/**
 * Issue 16, web budgets as plain size assertions on the build output (sizes are deterministic, unlike times):
 * the login page's first JS + CSS, the dashboard chunk, printing code (jspdf, html2canvas) only on print, every
 * asset precompressed, and the real server sending the compressed bytes with the cache headers. Figures from
 * scripts/web-sizes.mjs (Vite's manifest, gzip level 9); the build is the one the other browser tests drive.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chunk, webDist, webSizes } from '../scripts/web-sizes.mjs';
import { type ServerHandle, startServer } from './helpers/server.ts';

const KB = 1024;
const BUDGET = { firstPage: 250 * KB, dashboard: 100 * KB };
const DASHBOARD = 'src/app/pages/DashboardPage.tsx';
const COUNTER = 'src/features/penjualan/counter/TransaksiPenjualanPage.tsx';
const PRINTING = /jspdf|html2canvas/i;

const dist = webDist();
const w = webSizes(dist);
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const printing = (chunks: Chunk[]) =>
  chunks.filter((c) => PRINTING.test(`${c.name ?? ''} ${c.src ?? ''} ${c.key}`)).map((c) => c.file);

describe('web budgets (gzip, build output)', () => {
  it(`the login page loads ≤ ${kb(BUDGET.firstPage)} of JS + CSS`, () => {
    console.log(`first page ${kb(w.first.gzip)} gzip (${kb(w.first.raw)} raw, ${w.first.files.length} files)`);
    expect(w.first.files.some((f) => f.endsWith('.css'))).toBe(true);
    expect(w.first.gzip).toBeLessThanOrEqual(BUDGET.firstPage);
  });

  it('the login page carries neither the shell nor the screen list (they load after login)', () => {
    const names = w.initialChunks.map((c) => `${c.src ?? ''} ${c.name ?? ''}`).join('\n');
    expect(names).not.toMatch(/signed-in-routes|Shell|screens/);
    expect(w.shell.gzip).toBeGreaterThan(0);
  });

  it(`the dashboard chunk is ≤ ${kb(BUDGET.dashboard)}`, () => {
    const d = w.screen(DASHBOARD);
    console.log(`dashboard chunk ${kb(d.chunk.gzip)} gzip, opening it adds ${kb(d.added.gzip)}`);
    expect(d.chunk.gzip).toBeLessThanOrEqual(BUDGET.dashboard);
    expect(d.added.gzip).toBeLessThanOrEqual(BUDGET.dashboard);
  });

  it('printing code (jspdf, html2canvas) loads on print only: not with the first page, the shell or the counter', () => {
    expect(printing(w.initialChunks)).toEqual([]);
    expect(printing(w.screen('src/app/signed-in-routes.tsx').chunks)).toEqual([]);
    const counter = w.screen(COUNTER);
    console.log(`sales counter opens with ${kb(counter.added.gzip)} gzip`);
    expect(printing(counter.chunks)).toEqual([]);
    expect(printing(w.screen(DASHBOARD).chunks)).toEqual([]);
    // …and it is still in the build, reached by a dynamic import
    expect(Object.values(w.manifest).some((c) => c.isDynamicEntry && PRINTING.test(c.src ?? ''))).toBe(true);
  });

  it('every text asset over 1 KB has its .br and .gz beside it, holding the same bytes', () => {
    const files = [...new Set([...w.first.files, ...w.screen(DASHBOARD).chunk.files, 'index.html'])];
    for (const f of files) {
      const raw = readFileSync(path.join(dist, f));
      if (raw.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${f}.br`))).equals(raw), `${f}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dist, `${f}.gz`))).equals(raw), `${f}.gz`).toBe(true);
    }
  });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function rawGet(url: string, encoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('the server sends the build compressed, cached by name', () => {
  let server: ServerHandle;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the login page on the wire: brotli, or gzip, for each first-page file; index.html revalidated', async () => {
    let wire = 0;
    for (const f of w.first.files) {
      const plain = readFileSync(path.join(dist, f));
      const br = await rawGet(`${server.baseUrl}/${f}`, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      if (plain.length < 1024) continue;
      expect(br.headers['content-encoding'], f).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
      wire += br.body.length;
      const gz = await rawGet(`${server.baseUrl}/${f}`, 'gzip');
      expect(gz.headers['content-encoding'], f).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    }
    console.log(`first page on the wire (brotli): ${kb(wire)} of ${kb(w.first.raw)} raw`);
    expect(wire).toBeLessThan(w.first.gzip);

    const index = await rawGet(`${server.baseUrl}/`, 'br, gzip');
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.body).toString()).toContain(w.first.files.find((f) => f.endsWith('.js')) ?? '?');
  });
});
