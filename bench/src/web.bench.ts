/**
 * Issue 16, the web rows of the bench: sizes read from the build output (gzip level 9, deterministic — the budgets
 * themselves are asserted in e2e/web-budget.spec.ts), each beside its budget; the first page's bytes on the wire
 * are the brotli files the server sends. The web app is built first when its inputs changed (scripts/build-web.mjs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { webDist, webSizes } from '../../scripts/web-sizes.mjs';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const PRINTING = /jspdf|html2canvas/i;

export function webRows(): { name: string; note: string }[] {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/build-web.mjs')], {
    stdio: 'inherit',
  });
  const dist = webDist();
  let w: ReturnType<typeof webSizes>;
  try {
    w = webSizes(dist);
  } catch {
    return [{ name: 'web sizes', note: 'no build with a manifest: run `npm run build` first' }];
  }
  const wire = w.first.files.reduce((sum, f) => {
    const br = path.join(dist, `${f}.br`);
    return sum + (existsSync(br) ? statSync(br).size : w.sizeOf(f).raw);
  }, 0);
  const dash = w.screen('src/app/pages/DashboardPage.tsx');
  const counter = w.screen('src/features/penjualan/counter/TransaksiPenjualanPage.tsx');
  const printing = counter.chunks.filter((c) => PRINTING.test(`${c.name ?? ''} ${c.src ?? ''}`)).length;
  return [
    {
      name: 'web: login page JS+CSS',
      note: `${kb(w.first.gzip)} gzip (budget ≤ 250 KB), ${kb(wire)} on the wire (brotli), ${kb(w.first.raw)} raw`,
    },
    { name: 'web: signing in (shell) adds', note: `${kb(w.shell.gzip)} gzip` },
    { name: 'web: dashboard chunk', note: `${kb(dash.chunk.gzip)} gzip (budget ≤ 100 KB)` },
    {
      name: 'web: sales counter adds',
      note: `${kb(counter.added.gzip)} gzip; printing chunks loaded with it: ${printing} (budget 0)`,
    },
  ];
}
