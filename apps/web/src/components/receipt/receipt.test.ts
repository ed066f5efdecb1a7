/**
 * Every document's receipt through both renderers: what the Receipt declares is what the page (ReceiptPaper) and the
 * PDF (receipt-pdf.ts, read back with pdftotext) say — every column, row, total, info pair, figure and payment — and a
 * right-aligned column is right-aligned on both, its total too. One row per document declaration.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { doc as hutang } from '../../features/hutang/nota/nota-hutang.fixture.ts';
import { buildNotaHutang } from '../../features/hutang/nota/nota-hutang-model.ts';
import { doc as lunas } from '../../features/hutang/nota/nota-lunas.fixture.ts';
import { buildNotaLunas } from '../../features/hutang/nota/nota-lunas-model.ts';
import { doc as tukar } from '../../features/member/nota/nota-tukar.fixture.ts';
import { buildNotaTukar } from '../../features/member/nota/nota-tukar-model.ts';
import { doc as pembelian } from '../../features/pembelian/nota/nota-beli.fixture.ts';
import { buildNotaBeli } from '../../features/pembelian/nota/nota-beli-model.ts';
import { dp } from '../../features/penjualan/titipan/nota/nota-titipan.fixture.ts';
import { buildNotaTitipan } from '../../features/penjualan/titipan/nota/nota-titipan-model.ts';
import { doc as pesanan } from '../../features/pesanan/nota/nota-pesanan.fixture.ts';
import { buildNotaPesanan } from '../../features/pesanan/nota/nota-pesanan-model.ts';
import { doc as service } from '../../features/service/nota/nota-service.fixture.ts';
import { buildNotaService } from '../../features/service/nota/nota-service-model.ts';
import { ReceiptPaper } from './ReceiptPaper.tsx';
import type { Receipt } from './receipt.ts';
import { cellLines } from './receipt.ts';
import { receiptPdf, tableInput } from './receipt-pdf.ts';

const now = new Date('2026-11-25T05:00:00Z');
const toko = { nama_toko: 'KILAU PUSAT', alamat_toko: 'JL EMAS 1', no_hp: '021' } as never;

const RECEIPTS: [name: string, id: string, r: Receipt][] = [
  ['titipan', 'tt', buildNotaTitipan(dp, toko, 'ADMIN', now, 'WIB')],
  ['pesanan', 'ps', buildNotaPesanan(pesanan, toko, 'ADMIN', now, 'WIB')],
  ['service', 'sv', buildNotaService(service, toko, 'ADMIN', now, 'WIB')],
  ['hutang', 'ht', buildNotaHutang(hutang, toko, new Map(), 'ADMIN', now, 'WIB')],
  ['tukar poin', 'tukar', buildNotaTukar(tukar, toko, 'ADMIN', now, 'WIB')],
  ['pembelian', 'beli', buildNotaBeli(pembelian, toko, 'ADMIN', now, 'WIB')],
  ['lunas', 'lunas', buildNotaLunas(lunas, 'PST-PI26-00001-L1', toko, 'ADMIN', now, 'WIB') as Receipt],
];

const tmp = mkdtempSync(path.join(tmpdir(), 'kilau-receipt-'));
const flat = (s: string) => s.replace(/\s+/g, ' ');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function pdfText(name: string, r: Receipt): string {
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, Buffer.from(receiptPdf(r).output('arraybuffer')));
  return flat(execFileSync('pdftotext', ['-layout', file, '-']).toString());
}

/** The page's cells (th/td) as [class, text]. */
function cells(html: string, tag: 'th' | 'td'): [cls: string, text: string][] {
  const re = new RegExp(`<${tag}(?: class="([^"]*)")?[^>]*>(.*?)</${tag}>`, 'g');
  return [...html.matchAll(re)].map((m) => [m[1] ?? '', decode((m[2] ?? '').replace(/<[^>]+>/g, ' ')).trim()]);
}

describe.each(RECEIPTS)('the %s receipt', (name, id, r) => {
  const html = renderToStaticMarkup(createElement(ReceiptPaper, { r, id }));
  const page = flat(decode(html.replace(/<[^>]+>/g, ' ')));
  const pdf = pdfText(name, r);

  it('the page: on every copy, every declared column heads the table, aligned as declared; every row and total under it', () => {
    expect(html.split('class="k-nota-items"').length - 1).toBe(r.copies.length);
    const start = html.indexOf('<table class="k-nota-items"');
    const table = html.slice(start, html.indexOf('</table>', start));
    const heads = cells(table, 'th');
    expect(heads.map(([, t]) => t)).toEqual(r.columns.map((c) => c.label));
    r.columns.forEach((c, i) => {
      expect(heads[i]?.[0].split(' ').includes('r')).toBe(c.align === 'right');
    });
    const tds = cells(table, 'td');
    const body = r.items.flatMap((row) => r.columns.map((c) => cellLines(c, row).join(' ')));
    expect(tds.slice(0, body.length).map(([, t]) => flat(t))).toEqual(body);
    if (r.total) {
      const foot = tds.slice(body.length, body.length + r.columns.length);
      expect(foot.map(([, t]) => t)).toEqual(r.columns.map((c) => r.total?.[c.key] ?? ''));
      r.columns.forEach((c, i) => {
        expect(foot[i]?.[0].split(' ').includes('r')).toBe(c.align === 'right');
      });
    }
  });

  it('the hidden print copy carries no test ids (they stay unique on the page)', () => {
    expect(html).toContain(`data-testid="nota-${id}-no`);
    expect(renderToStaticMarkup(createElement(ReceiptPaper, { r, id, inner: false }))).not.toContain('data-testid');
  });

  it('the page and the PDF say the head, the info, the figures, the payments, the signatures', () => {
    const words = [
      r.judul,
      r.no,
      r.toko.nama,
      ...r.info.flat(),
      ...r.ringkasan.map((p) => p.join(' ')),
      ...r.bayar.map((p) => p.join(' ')),
      ...(r.status ? [r.status] : []),
      r.penanda,
      'Hormat Kami',
      r.printed,
    ];
    for (const w of words) {
      expect(page).toContain(w);
      expect(pdf).toContain(w);
    }
    for (const c of r.copies) if (c.tag) expect(pdf).toContain(c.tag);
    expect(pdf.includes('DIBATALKAN')).toBe(r.batal);
  });

  it('the PDF: every declared column, row value and total, right-aligned columns (and their headers) to the right', () => {
    for (const c of r.columns) expect(pdf).toContain(c.label);
    for (const row of r.items) for (const c of r.columns) for (const l of cellLines(c, row)) expect(pdf).toContain(l);
    for (const v of Object.values(r.total ?? {})) expect(pdf).toContain(v);
    const t = tableInput(r);
    r.columns.forEach((c, i) => {
      const right = c.align === 'right';
      expect(t.columnStyles[i]?.halign === 'right').toBe(right);
      expect(t.head[0]?.[i]?.styles.halign === 'right').toBe(right);
      if (t.foot) expect(t.foot[0]?.[i]?.styles.halign === 'right').toBe(right);
    });
  });
});
