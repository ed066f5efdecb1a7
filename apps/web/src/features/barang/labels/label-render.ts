/**
 * Label rendering, shared by cetak barcode and tambah data barang: CODE128 barcode (jsbarcode) and QR at error
 * level L (qrcode) of the barcode, laid out on 60 × 25 mm label paper — as HTML for the screen preview and the
 * print page (`@page` sized to the label, one label per page), and as a PDF (jspdf) of the same labels.
 */
import JsBarcode from 'jsbarcode';
import type { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { escapeHtml, LABEL_SIZE, type LabelData, type LabelPiece, labelOf } from './label-model.ts';

export type RenderedLabel = LabelData & { barcodePng: string; qrPng: string };

function barcodePng(code: string): string {
  const canvas = document.createElement('canvas');
  JsBarcode(canvas, code, { format: 'CODE128', displayValue: false, margin: 0, height: 60, width: 2 });
  return canvas.toDataURL('image/png');
}

const qrPng = (code: string): Promise<string> =>
  QRCode.toDataURL(code, { errorCorrectionLevel: 'L', margin: 1, width: 240 });

export async function renderLabels(pieces: readonly LabelPiece[]): Promise<RenderedLabel[]> {
  return Promise.all(
    pieces.map(async (p) => {
      const data = labelOf(p);
      return { ...data, barcodePng: barcodePng(data.barcode), qrPng: await qrPng(data.barcode) };
    }),
  );
}

const { width: W, height: H } = LABEL_SIZE;
/** Barcode width: narrower than its column, so both sides keep the quiet zone a scanner needs (≈ 10 modules). */
const BC_W = 31;

/** The label's look in millimetres: the same on screen (scaled by its container) and on paper. */
export const LABEL_CSS = `
.k-label{width:${W}mm;height:${H}mm;box-sizing:border-box;padding:1.2mm 1.5mm;display:flex;gap:1.2mm;overflow:hidden;
  font-family:Arial,Helvetica,sans-serif;color:#000;background:#fff}
.k-label-main{flex:1;min-width:0;display:flex;flex-direction:column}
.k-label-bc{display:block;width:${BC_W}mm;height:8mm;margin:0 auto;image-rendering:pixelated}
.k-label-code{font:bold 7pt/1.15 'Courier New',monospace;letter-spacing:.8pt;text-align:center;margin-top:.3mm}
.k-label-name{font:bold 6.5pt/1.2 Arial,Helvetica,sans-serif;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;margin-top:.3mm}
.k-label-row{display:flex;justify-content:space-between;gap:1mm;font:6.5pt/1.25 Arial,Helvetica,sans-serif}
.k-label-row b{font-size:7pt}
.k-label-price{font:bold 7.5pt/1.25 Arial,Helvetica,sans-serif}
.k-label-side{width:15mm;flex:none;display:flex;flex-direction:column;align-items:center}
.k-label-qr{display:block;width:15mm;height:15mm;image-rendering:pixelated}
.k-label-kadar{font:bold 9pt/1.2 Arial,Helvetica,sans-serif;margin-top:.6mm}
`;

export function labelHtml(l: RenderedLabel): string {
  const e = escapeHtml;
  return `<div class="k-label" data-testid="label-${e(l.barcode)}" data-barcode="${e(l.barcode)}">
<div class="k-label-main">
<img class="k-label-bc" data-testid="label-barcode-img" alt="${e(l.barcode)}" src="${l.barcodePng}">
<div class="k-label-code">${e(l.barcode)}</div>
<div class="k-label-name">${e(l.nama)}</div>
<div class="k-label-row"><b>${e(l.berat)}</b><span>${e(l.kode)}</span></div>
${l.harga ? `<div class="k-label-price">${e(l.harga)}</div>` : ''}
</div>
<div class="k-label-side">
<img class="k-label-qr" data-testid="label-qr-img" alt="QR ${e(l.barcode)}" src="${l.qrPng}">
<div class="k-label-kadar">${e(l.kadar)}</div>
</div>
</div>`;
}

/** A complete print-ready document: the page is the label, one label per page, no margins. */
export function printDocument(labels: readonly RenderedLabel[]): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Cetak Label (${labels.length})</title>
<style>
@page{size:${W}mm ${H}mm;margin:0}
html,body{margin:0;padding:0}
${LABEL_CSS}
.k-label{break-after:page;page-break-after:always}
.k-label:last-child{break-after:auto;page-break-after:auto}
@media screen{body{background:#e9e7e2;padding:6mm 0}.k-label{margin:0 auto 4mm;box-shadow:0 1px 4px rgba(0,0,0,.25)}}
</style></head><body data-testid="label-print-page">
${labels.map(labelHtml).join('\n')}
<script>window.addEventListener('load',function(){setTimeout(function(){window.focus();window.print();},150);});</script>
</body></html>`;
}

/**
 * Opens the print page in a new window (the browser's print dialog follows). Must run inside the click that
 * asked for it, or the browser blocks the window: returns false then.
 */
export function openPrintPage(labels: readonly RenderedLabel[]): boolean {
  const w = window.open('', '_blank');
  if (!w) return false;
  w.document.open();
  w.document.write(printDocument(labels));
  w.document.close();
  return true;
}

/** The same labels as a PDF, one 60 × 25 mm page each; jspdf loads on the first PDF, not with the screen. */
export async function labelsPdf(labels: readonly RenderedLabel[]): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: [W, H], compress: true });
  doc.setProperties({ title: 'Label Barcode', creator: 'Kilau' });
  labels.forEach((l, i) => {
    if (i > 0) doc.addPage([W, H], 'landscape');
    const left = 1.5;
    const mainW = W - 1.5 - 1.2 - 15 - 1.5;
    doc.addImage(l.barcodePng, 'PNG', left + (mainW - BC_W) / 2, 1.2, BC_W, 8);
    doc.setFont('courier', 'bold').setFontSize(7);
    doc.text(l.barcode, left + mainW / 2, 11.8, { align: 'center', charSpace: 0.3 });
    doc.setFont('helvetica', 'bold').setFontSize(6.5);
    const name = doc.splitTextToSize(l.nama.replace('…', '...'), mainW)[0] ?? '';
    doc.text(name, left, 14.8);
    doc.setFontSize(7);
    doc.text(l.berat, left, 17.9);
    doc.setFont('helvetica', 'normal').setFontSize(6.5);
    if (l.kode) doc.text(l.kode, left + mainW, 17.9, { align: 'right' });
    if (l.harga) {
      doc.setFont('helvetica', 'bold').setFontSize(7.5);
      doc.text(l.harga, left, 21.4);
    }
    const qrX = W - 1.5 - 15;
    doc.addImage(l.qrPng, 'PNG', qrX, 1.2, 15, 15);
    doc.setFont('helvetica', 'bold').setFontSize(9);
    if (l.kadar) doc.text(l.kadar, qrX + 7.5, 20.4, { align: 'center' });
  });
  return doc;
}

export async function downloadLabelsPdf(labels: readonly RenderedLabel[], name = 'label-barcode'): Promise<void> {
  (await labelsPdf(labels)).save(`${name}.pdf`);
}
