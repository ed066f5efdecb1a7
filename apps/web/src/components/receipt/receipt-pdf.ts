/**
 * A document's receipt (receipt.ts) as a PDF (jspdf + jspdf-autotable) — the same words as ReceiptPaper: the head of
 * slip-pdf.ts, the declared table (header cells aligned as their column, sub lines under a cell's value, the totals
 * row), the notes, the words and payment lines (left) beside the figures (right, bold), the terms, the status box and
 * the signatures. `slip` size: one A5-wide slip a page, each copy on its own page; `half`: two copies a sheet.
 */
import { jsPDF } from 'jspdf';
import autoTable, { type UserOptions } from 'jspdf-autotable';
import type { Receipt, ReceiptColumn, ReceiptCopy } from './receipt.ts';
import { cellLines, receiptFileName } from './receipt.ts';
import {
  HALF_SLIP,
  halfSheets,
  SLIP,
  type SlipDoc,
  type SlipSize,
  slipHead,
  slipSign,
  slipStatus,
  slipTable,
} from './slip-pdf.ts';

const TOP = { baseline: 'top' } as const;

/** The declared table as autoTable input: header cells aligned as their column, a cell's sub lines under its value,
 *  the totals row. */
export function tableInput(r: Receipt) {
  const styles = (c: ReceiptColumn) =>
    ({ halign: c.align ?? 'left', ...(c.width ? { cellWidth: c.width } : {}) }) as const;
  // columnStyles reach the body only: the header and totals cells take their column's alignment themselves
  const cell = (c: ReceiptColumn, content: string) => ({ content, styles: { halign: c.align ?? 'left' } });
  return {
    head: [r.columns.map((c) => cell(c, c.label))],
    body: r.items.map((row) => r.columns.map((c) => cellLines(c, row).join('\n'))),
    foot: r.total ? [r.columns.map((c) => cell(c, r.total?.[c.key] ?? ''))] : undefined,
    columnStyles: Object.fromEntries(r.columns.map((c, i) => [i, styles(c)])),
  } satisfies UserOptions;
}

function table(doc: SlipDoc, r: Receipt, y: number, s: SlipSize): number {
  if (!r.items.length) return y;
  autoTable(doc, { ...slipTable(y, s), ...tableInput(r) });
  return (doc.lastAutoTable?.finalY ?? y) + (s === SLIP ? 4 : 3);
}

/** Notes (full width), then the words and payments (left) beside the figures (right); returns the y below them. */
function middle(doc: SlipDoc, r: Receipt, y0: number, s: SlipSize): number {
  const W = doc.internal.pageSize.getWidth();
  const { mg } = s;
  const row = s.info.row;
  let y = y0;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(s.font.body);
  if (r.catatan.length) {
    const lines = doc.splitTextToSize(r.catatan.join('; '), W - 2 * mg) as string[];
    doc.text(lines, mg, y, TOP);
    y += lines.length * s.alamat.line + 2;
  }
  let left = y;
  if (r.terbilang) {
    doc.setFont('helvetica', 'italic');
    const words = doc.splitTextToSize(r.terbilang, W / 2 - mg) as string[];
    doc.text(words, mg, left, TOP);
    left += words.length * row;
    doc.setFont('helvetica', 'normal');
  }
  r.bayar.forEach(([l, v], i) => {
    doc.text(l, mg, left + i * row, TOP);
    doc.text(v, W / 2 - 6, left + i * row, { align: 'right', baseline: 'top' });
  });
  left += r.bayar.length * row;
  doc.setFont('helvetica', 'bold');
  // a long label (a due date in words) moves the figures left rather than over their values
  const widest = Math.max(0, ...r.ringkasan.map(([l, v]) => doc.getTextWidth(l) + doc.getTextWidth(v)));
  const x = Math.min(W / 2 + 6, W - mg - widest - 4);
  r.ringkasan.forEach(([l, v], i) => {
    doc.text(l, x, y + i * row, TOP);
    doc.text(v, W - mg, y + i * row, { align: 'right', baseline: 'top' });
  });
  doc.setFont('helvetica', 'normal');
  return Math.max(left, y + r.ringkasan.length * row) + 3;
}

function slip(doc: SlipDoc, r: Receipt, copy: ReceiptCopy, s: SlipSize, top: number) {
  const W = doc.internal.pageSize.getWidth();
  let y = slipHead(doc, { ...r, lembar: copy.tag }, s, top);
  y = middle(doc, r, table(doc, r, y, s), s);
  if (r.syarat) {
    doc.setFont('helvetica', 'bold');
    doc.text(r.syarat.judul, s.mg, y, TOP);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(r.syarat.text, W - 2 * s.mg) as string[];
    doc.text(lines, s.mg, y + s.info.row, TOP);
    y += s.info.row + lines.length * s.alamat.line + 4;
  }
  if (r.status) slipStatus(doc, y, r.status, s);
  slipSign(doc, y, r.penanda, r.status ? 'middle' : 'margin', r.printed, s);
}

export function receiptPdf(r: Receipt): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  if (r.size === 'half') {
    halfSheets(doc, r.copies, (copy, top) => slip(doc, r, copy, HALF_SLIP, top));
  } else {
    r.copies.forEach((copy, i) => {
      if (i > 0) doc.addPage();
      slip(doc, r, copy, SLIP, 12);
    });
  }
  doc.setProperties({ title: `${r.judul} ${r.no}`, subject: r.no, creator: 'Kilau' });
  return doc;
}

/** Builds the receipt's PDF and saves it under its file name. */
export function saveReceiptPdf(r: Receipt): void {
  receiptPdf(r).save(receiptFileName(r));
}
