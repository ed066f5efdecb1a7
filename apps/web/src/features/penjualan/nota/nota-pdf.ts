/**
 * The receipt as a PDF (jspdf + jspdf-autotable): the paper of NOTA_UKURAN — A5 or A4 sheet, or an 80 mm roll
 * whose length follows the content. Same words as the printable page (nota-model.ts).
 */
import { jsPDF } from 'jspdf';
import autoTable, { type CellHookData, type RowInput } from 'jspdf-autotable';
import type { Img, NotaAssets } from '../../../components/receipt/nota-assets.ts';
import type { NotaModel } from './nota-model.ts';

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };
const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];

const finalY = (doc: Doc, fallback: number) => doc.lastAutoTable?.finalY ?? fallback;

/** Fits an image into a w×h box, centred; returns nothing. */
function fit(doc: Doc, img: Img, x: number, y: number, w: number, h: number) {
  const k = Math.min(w / img.w, h / img.h);
  const iw = img.w * k;
  const ih = img.h * k;
  const fmt = img.url.startsWith('data:image/png') ? 'PNG' : 'JPEG';
  doc.addImage(img.url, fmt, x + (w - iw) / 2, y + (h - ih) / 2, iw, ih, undefined, 'FAST');
}

function paragraph(doc: Doc, text: string, x: number, y: number, w: number, size: number, align: 'left' | 'center') {
  if (!text) return y;
  doc.setFontSize(size);
  const lines = doc.splitTextToSize(text, w) as string[];
  const lh = size * 0.42;
  lines.forEach((l, i) => {
    doc.text(l, align === 'center' ? x + w / 2 : x, y + i * lh, { align, baseline: 'top' });
  });
  return y + lines.length * lh;
}

function sheet(m: NotaModel, a: NotaAssets, format: 'a5' | 'a4'): Doc {
  const doc = new jsPDF({ unit: 'mm', format, orientation: 'portrait' }) as Doc;
  const W = doc.internal.pageSize.getWidth();
  const mg = format === 'a5' ? 8 : 12;
  const cw = W - 2 * mg;
  const fs = format === 'a5' ? 8 : 9;
  doc.setTextColor(...INK);

  // store header | QR
  const q = format === 'a5' ? 20 : 24;
  fit(doc, a.qr, W - mg - q, mg, q, q);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(fs + 5);
  doc.text(m.toko.nama || '-', mg, mg, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  let y = paragraph(doc, m.toko.alamat, mg, mg + 6, cw - q - 4, fs, 'left');
  if (m.toko.telp) y = paragraph(doc, `Telp. ${m.toko.telp}`, mg, y, cw - q - 4, fs, 'left');
  y = Math.max(y, mg + q) + 2;
  doc.setDrawColor(...GOLD);
  doc.setLineWidth(0.5);
  doc.line(mg, y, W - mg, y);
  y += 3;

  // title and headline text | invoice barcode
  const bw = format === 'a5' ? 52 : 64;
  fit(doc, a.barcode, W - mg - bw, y, bw, 9);
  doc.setFontSize(fs);
  doc.text(m.noFaktur, W - mg - bw / 2, y + 10, { align: 'center', baseline: 'top' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(fs + 4);
  doc.text(m.judul, mg, y, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  let ty = paragraph(doc, m.headerText, mg, y + 6, cw - bw - 4, fs - 1, 'left');
  if (m.batal) {
    doc.setTextColor(200, 20, 30);
    doc.setFont('helvetica', 'bold');
    ty = paragraph(doc, 'DIBATALKAN', mg, ty + 1, cw - bw - 4, fs + 2, 'left');
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...INK);
  }
  y = Math.max(ty, y + 14) + 2;

  // info: two label/value pairs per row
  const pairs = m.info;
  const half = Math.ceil(pairs.length / 2);
  const infoRows: RowInput[] = [];
  for (let i = 0; i < half; i++) {
    const l = pairs[i] ?? ['', ''];
    const r = pairs[i + half] ?? ['', ''];
    infoRows.push([l[0], `: ${l[1]}`, r[0], r[1] ? `: ${r[1]}` : '']);
  }
  autoTable(doc, {
    startY: y,
    margin: { left: mg, right: mg },
    theme: 'plain',
    body: infoRows,
    styles: { fontSize: fs, cellPadding: 0.6, textColor: INK },
    columnStyles: {
      0: { cellWidth: 20, textColor: [110, 110, 110] },
      2: { cellWidth: 20, textColor: [110, 110, 110] },
    },
  });
  y = finalY(doc, y) + 3;

  // items
  const photo = m.tampilFoto && a.photos.size > 0;
  const head = ['No', ...(photo ? ['Foto'] : []), 'Barcode', 'Nama Barang', 'Berat', 'Kadar', 'Harga (Rp)'];
  const body: RowInput[] = m.items.map((it) => [
    it.no,
    ...(photo ? [''] : []),
    it.kode_barcode,
    it.atribut ? `${it.nama}\n${it.atribut}` : it.nama,
    it.berat,
    it.kadar,
    it.harga,
  ]);
  const off = photo ? 1 : 0;
  const photoW = format === 'a5' ? 14 : 18;
  autoTable(doc, {
    startY: y,
    margin: { left: mg, right: mg },
    theme: 'grid',
    head: [head],
    body,
    foot: [[{ content: 'TOTAL', colSpan: 3 + off, styles: { halign: 'right' } }, m.totalBerat, '', m.total]],
    showFoot: 'lastPage',
    styles: { fontSize: fs, cellPadding: 1.2, textColor: INK, lineColor: [200, 200, 200], valign: 'middle' },
    headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    columnStyles: {
      0: { cellWidth: 7, halign: 'right' },
      ...(photo ? { 1: { cellWidth: photoW, minCellHeight: photoW } } : {}),
      [1 + off]: { cellWidth: 18 },
      [3 + off]: { halign: 'right', cellWidth: 21 },
      [4 + off]: { halign: 'center', cellWidth: 13 },
      [5 + off]: { halign: 'right', cellWidth: 25 },
    },
    didDrawCell: (d: CellHookData) => {
      if (!photo || d.section !== 'body' || d.column.index !== 1) return;
      const code = m.items[d.row.index]?.kode_barcode ?? '';
      const img = a.photos.get(code);
      if (img) fit(doc, img, d.cell.x + 0.8, d.cell.y + 0.8, d.cell.width - 1.6, d.cell.height - 1.6);
    },
  });
  y = finalY(doc, y) + 1;
  // the total in words, full width under the items
  doc.setFont('helvetica', 'italic');
  y = paragraph(doc, `Terbilang : # ${m.terbilang} #`, mg, y + 1, cw, fs, 'left') + 2;
  doc.setFont('helvetica', 'normal');

  // payments (right) | buy-back terms (left)
  const rw = cw * 0.48;
  autoTable(doc, {
    startY: y,
    margin: { left: W - mg - rw, right: mg },
    theme: 'plain',
    body: m.rows.map(([l, v]) => [l, v]),
    styles: { fontSize: fs, cellPadding: 0.7, textColor: INK },
    columnStyles: { 1: { halign: 'right', cellWidth: 26, fontStyle: 'bold' } },
  });
  const payEnd = finalY(doc, y);
  let ly = y;
  if (m.syarat) {
    doc.setFont('helvetica', 'bold');
    ly = paragraph(doc, 'Syarat Pembelian Kembali', mg, ly + 1, cw - rw - 4, fs - 1, 'left');
    doc.setFont('helvetica', 'normal');
    ly = paragraph(doc, m.syarat, mg, ly + 0.5, cw - rw - 4, fs - 1.5, 'left');
  }
  y = Math.max(ly, payEnd) + 4;

  // signatures, footer, printed by
  doc.setFontSize(fs);
  doc.text('Customer', mg + 20, y, { align: 'center', baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 20, y, { align: 'center', baseline: 'top' });
  doc.text('(                          )', mg + 20, y + 14, { align: 'center', baseline: 'top' });
  doc.text('(                          )', W - mg - 20, y + 14, { align: 'center', baseline: 'top' });
  y = paragraph(doc, m.footer, mg, y + 20, cw, fs, 'center');
  doc.setTextColor(120, 120, 120);
  paragraph(doc, m.printed, mg, y + 1, cw, fs - 2, 'center');
  return doc;
}

/** The 80 mm roll: one column, everything centred or as label/value lines. */
function roll(m: NotaModel, a: NotaAssets): Doc {
  const W = 80;
  const mg = 4;
  const cw = W - 2 * mg;
  const height = 150 + m.items.length * 16 + m.rows.length * 5 + (m.syarat.length / 45) * 3.5;
  const doc = new jsPDF({ unit: 'mm', format: [W, Math.max(200, height)], orientation: 'portrait' }) as Doc;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  let y = paragraph(doc, m.toko.nama || '-', mg, mg, cw, 11, 'center');
  doc.setFont('helvetica', 'normal');
  y = paragraph(doc, m.toko.alamat, mg, y + 0.5, cw, 7, 'center');
  if (m.toko.telp) y = paragraph(doc, `Telp. ${m.toko.telp}`, mg, y, cw, 7, 'center');
  doc.setFont('helvetica', 'bold');
  y = paragraph(doc, m.judul, mg, y + 2, cw, 9, 'center');
  doc.setFont('helvetica', 'normal');
  y = paragraph(doc, m.headerText, mg, y, cw, 7, 'center');
  if (m.batal) y = paragraph(doc, 'DIBATALKAN', mg, y + 1, cw, 10, 'center');
  fit(doc, a.barcode, mg + 6, y + 2, cw - 12, 10);
  y = paragraph(doc, m.noFaktur, mg, y + 13, cw, 8, 'center');
  fit(doc, a.qr, W / 2 - 10, y + 1, 20, 20);
  y += 23;
  const line = (rows: RowInput[], bold = false) => {
    autoTable(doc, {
      startY: y,
      margin: { left: mg, right: mg },
      theme: 'plain',
      body: rows,
      styles: { fontSize: 7, cellPadding: 0.4, textColor: INK, fontStyle: bold ? 'bold' : 'normal' },
      columnStyles: { 1: { halign: 'right' } },
    });
    y = finalY(doc, y) + 1;
  };
  line(m.info.map(([l, v]) => [l, v]));
  doc.setLineDashPattern([1, 1], 0);
  doc.line(mg, y, W - mg, y);
  y += 1;
  line(
    m.items.map((it) => [
      `${it.no}. ${it.nama}\n${it.kode_barcode} | ${it.berat} | ${it.kadar}${it.atribut ? `\n${it.atribut}` : ''}`,
      it.harga,
    ]),
  );
  doc.line(mg, y, W - mg, y);
  y += 1;
  line([['TOTAL', m.total]], true);
  line(m.rows.map(([l, v]) => [l, v]));
  doc.setFont('helvetica', 'italic');
  y = paragraph(doc, `Terbilang : # ${m.terbilang} #`, mg, y + 1, cw, 7, 'left');
  doc.setFont('helvetica', 'normal');
  if (m.syarat) y = paragraph(doc, m.syarat, mg, y + 2, cw, 6, 'left');
  y = paragraph(doc, m.footer, mg, y + 3, cw, 7, 'center');
  paragraph(doc, m.printed, mg, y + 1, cw, 5.5, 'center');
  return doc;
}

export function notaPdf(m: NotaModel, a: NotaAssets): jsPDF {
  const doc = m.ukuran === 'THERMAL80' ? roll(m, a) : sheet(m, a, m.ukuran === 'A4' ? 'a4' : 'a5');
  doc.setProperties({ title: `${m.judul} ${m.noFaktur}`, subject: m.noFaktur, creator: 'Kilau' });
  return doc;
}

export const notaFileName = (no: string) => `nota-${no}.pdf`;
