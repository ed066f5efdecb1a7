/**
 * The frame of a document receipt as a PDF, drawn by receipt-pdf.ts: the store header, the title with its number (and
 * DIBATALKAN, and the copy's name), the two-column info, the table's look, the status box, the signatures and the
 * printed-by line. Two sizes: SLIP, one A5-wide slip a page (titipan, pesanan, service, hutang), and HALF_SLIP, half
 * an A4 sheet with two copies a sheet (pembelian, tukar poin; through halfSheets).
 */
import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';

export type SlipDoc = jsPDF & { lastAutoTable?: { finalY: number } };
export const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];
type Pairs = readonly (readonly [string, string])[];
const TOP = { baseline: 'top' } as const;

/** The measures of a slip (mm, font points). */
export type SlipSize = {
  mg: number;
  font: { toko: number; lembar: number; body: number; judul: number; no: number };
  /** The copy's name (top right): its colour. */
  lembarColor: [number, number, number];
  /** The address lines: below the store name by gap, line height, width kept free at the right, header height at least. */
  alamat: { gap: number; line: number; reserve: number; min: number };
  /** From the title to the info rows. */
  judulGap: number;
  /** Info rows: height, the right column's offset from the middle, the value's offset, the value cut to one line
   *  (width: half the page less clip) or not, the space after. */
  info: { row: number; x2: number; value: number; clip?: number; after: number };
  table: { fontSize: number; cellPadding: number };
  box: { w: number; h: number; dy: number };
  /** Signatures: the store's label from the right margin, the dotted line below it, the printed-by line below it. */
  sign: { right: number; dy: number; printed: number };
};

export const SLIP: SlipSize = {
  mg: 12,
  font: { toko: 14, lembar: 9, body: 8.5, judul: 13, no: 11 },
  lembarColor: INK,
  alamat: { gap: 6.5, line: 3.8, reserve: 0, min: 0 },
  judulGap: 7,
  info: { row: 4.2, x2: 2, value: 27, clip: 34, after: 2 },
  table: { fontSize: 8, cellPadding: 1.2 },
  box: { w: 34, h: 7, dy: 1.4 },
  sign: { right: 26, dy: 15, printed: 21 },
};

export const HALF_SLIP: SlipSize = {
  mg: 10,
  font: { toko: 13, lembar: 8, body: 8, judul: 12, no: 10 },
  lembarColor: GOLD,
  alamat: { gap: 6, line: 3.4, reserve: 50, min: 10 },
  judulGap: 6,
  info: { row: 3.6, x2: 0, value: 20, after: 1 },
  table: { fontSize: 7.5, cellPadding: 1 },
  box: { w: 24, h: 6.5, dy: 1.2 },
  sign: { right: 25, dy: 13, printed: 18 },
};

/** Draws the head from top; returns where the document's table starts. */
export function slipHead(
  doc: SlipDoc,
  h: {
    toko: { nama: string; alamat: string; telp: string };
    judul: string;
    batal: boolean;
    no: string;
    info: Pairs;
    lembar?: string;
  },
  s: SlipSize = SLIP,
  top = 12,
): number {
  const W = doc.internal.pageSize.getWidth();
  const { mg, font } = s;
  let y = top;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(font.toko);
  doc.text(h.toko.nama || '-', mg, y, TOP);
  if (h.lembar) {
    doc.setFontSize(font.lembar);
    doc.setTextColor(...s.lembarColor);
    doc.text(h.lembar, W - mg, y, { align: 'right', baseline: 'top' });
    doc.setTextColor(...INK);
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(font.body);
  y += s.alamat.gap;
  for (const line of [h.toko.alamat, h.toko.telp ? `Telp. ${h.toko.telp}` : ''].filter(Boolean)) {
    const parts = doc.splitTextToSize(line, W - 2 * mg - s.alamat.reserve) as string[];
    doc.text(parts, mg, y, TOP);
    y += parts.length * s.alamat.line;
  }
  y = Math.max(y, top + s.alamat.min) + 1;
  doc.setDrawColor(...GOLD);
  doc.setLineWidth(0.5);
  doc.line(mg, y, W - mg, y);
  y += 3;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(font.judul);
  doc.text(h.judul, mg, y, TOP);
  if (h.batal) {
    doc.setTextColor(200, 20, 30);
    doc.text('DIBATALKAN', W / 2, y, { align: 'center', baseline: 'top' });
    doc.setTextColor(...INK);
  }
  doc.setFont('courier', 'bold');
  doc.setFontSize(font.no);
  doc.text(h.no, W - mg, y, { align: 'right', baseline: 'top' });
  y += s.judulGap;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(font.body);
  const { row, x2, value, clip } = s.info;
  const half = Math.ceil(h.info.length / 2);
  h.info.forEach(([l, v], i) => {
    const x = i < half ? mg : W / 2 + x2;
    const yy = y + (i % half) * row;
    doc.text(l, x, yy, TOP);
    const shown = clip === undefined ? `: ${v}` : ((doc.splitTextToSize(`: ${v}`, W / 2 - clip) as string[])[0] ?? ':');
    doc.text(shown, x + value, yy, TOP);
  });
  return y + half * row + s.info.after;
}

/** The grid table's look shared by the slips (autoTable options without head/body). */
export const slipTable = (startY: number, s: SlipSize = SLIP): UserOptions => ({
  startY,
  margin: { left: s.mg, right: s.mg },
  theme: 'grid',
  styles: { ...s.table, textColor: INK, lineColor: [200, 200, 200] },
  headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
  footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
});

/** The status in a box at the left margin (bold). */
export function slipStatus(doc: SlipDoc, y: number, status: string, s: SlipSize = SLIP): void {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.rect(s.mg, y, s.box.w, s.box.h);
  doc.text(status, s.mg + s.box.w / 2, y + s.box.dy, { align: 'center', baseline: 'top' });
}

/** The two signatures — the customer's (who) at the left margin or the middle, the store's at the right — and
 *  who printed it below them. */
export function slipSign(
  doc: SlipDoc,
  y: number,
  who: string,
  at: 'margin' | 'middle',
  printed: string,
  s: SlipSize = SLIP,
): void {
  const W = doc.internal.pageSize.getWidth();
  const { mg, sign } = s;
  const x = at === 'margin' ? mg : W / 2;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(s.font.body);
  doc.text(who, x + 10, y, TOP);
  doc.text('Hormat Kami', W - mg - sign.right, y, TOP);
  doc.text('(................)', x + 8, y + sign.dy, TOP);
  doc.text('(................)', W - mg - sign.right - 1, y + sign.dy, TOP);
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(printed, W / 2, y + sign.printed, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
}

/** Half-sheet slips: each copy drawn by draw(copy, top), two a sheet — the second below a dashed cut line across the
 *  middle — a third on a new sheet. */
export function halfSheets<C>(doc: SlipDoc, copies: readonly C[], draw: (copy: C, top: number) => void): void {
  const H = doc.internal.pageSize.getHeight();
  const W = doc.internal.pageSize.getWidth();
  copies.forEach((copy, i) => {
    if (i > 0 && i % 2 === 0) doc.addPage();
    const top = i % 2 === 0 ? 10 : H / 2 + 6;
    if (i % 2 === 1) {
      doc.setDrawColor(150, 150, 150);
      doc.setLineDashPattern([1.5, 1.5], 0);
      doc.line(6, H / 2, W - 6, H / 2);
      doc.setLineDashPattern([], 0);
    }
    draw(copy, top);
  });
}
