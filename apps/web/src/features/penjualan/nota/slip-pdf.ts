/**
 * The frame of a one-slip document receipt as a PDF (titipan, pesanan, service): the store header, the title with
 * its number (and DIBATALKAN, and the copy's name), the two-column info, the payment and summary columns, the
 * status box, the signatures and the printed-by line. Each receipt draws only its own table between head and foot.
 */
import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';

export type SlipDoc = jsPDF & { lastAutoTable?: { finalY: number } };
export const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];
export const SLIP_MARGIN = 12;
type Pairs = readonly (readonly [string, string])[];

/** Draws the head; returns where the document's table starts. */
export function slipHead(
  doc: SlipDoc,
  h: { toko: { nama: string; alamat: string; telp: string }; judul: string; batal: boolean; no: string; info: Pairs },
  lembar?: string,
): number {
  const W = doc.internal.pageSize.getWidth();
  const mg = SLIP_MARGIN;
  let y = 12;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(h.toko.nama || '-', mg, y, { baseline: 'top' });
  if (lembar) {
    doc.setFontSize(9);
    doc.text(lembar, W - mg, y, { align: 'right', baseline: 'top' });
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  y += 6.5;
  for (const line of [h.toko.alamat, h.toko.telp ? `Telp. ${h.toko.telp}` : ''].filter(Boolean)) {
    const parts = doc.splitTextToSize(line, W - 2 * mg) as string[];
    doc.text(parts, mg, y, { baseline: 'top' });
    y += parts.length * 3.8;
  }
  y += 1;
  doc.setDrawColor(...GOLD);
  doc.setLineWidth(0.5);
  doc.line(mg, y, W - mg, y);
  y += 3;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(h.judul, mg, y, { baseline: 'top' });
  if (h.batal) {
    doc.setTextColor(200, 20, 30);
    doc.text('DIBATALKAN', W / 2, y, { align: 'center', baseline: 'top' });
    doc.setTextColor(...INK);
  }
  doc.setFont('courier', 'bold');
  doc.setFontSize(11);
  doc.text(h.no, W - mg, y, { align: 'right', baseline: 'top' });
  y += 7;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  const half = Math.ceil(h.info.length / 2);
  h.info.forEach(([l, v], i) => {
    const x = i < half ? mg : W / 2 + 2;
    const yy = y + (i % half) * 4.2;
    doc.text(l, x, yy, { baseline: 'top' });
    const value = doc.splitTextToSize(`: ${v}`, W / 2 - 34) as string[];
    doc.text(value[0] ?? ':', x + 27, yy, { baseline: 'top' });
  });
  return y + half * 4.2 + 2;
}

/** The grid table's look shared by the slips (autoTable options without head/body). */
export const slipTable = (startY: number): UserOptions => ({
  startY,
  margin: { left: SLIP_MARGIN, right: SLIP_MARGIN },
  theme: 'grid',
  styles: { fontSize: 8, cellPadding: 1.2, textColor: INK, lineColor: [200, 200, 200] },
  headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
  footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
});

/** Payments (left), summary (right, bold), the status box, the signatures and who printed it. */
export function slipFoot(
  doc: SlipDoc,
  y0: number,
  f: { bayar: Pairs; ringkasan: Pairs; status: string; printed: string },
): void {
  const W = doc.internal.pageSize.getWidth();
  const mg = SLIP_MARGIN;
  let y = y0;
  const rows = Math.max(f.bayar.length, f.ringkasan.length);
  f.bayar.forEach(([l, v], i) => {
    doc.text(l, mg, y + i * 4.2, { baseline: 'top' });
    doc.text(v, W / 2 - 6, y + i * 4.2, { align: 'right', baseline: 'top' });
  });
  doc.setFont('helvetica', 'bold');
  f.ringkasan.forEach(([l, v], i) => {
    doc.text(l, W / 2 + 6, y + i * 4.2, { baseline: 'top' });
    doc.text(v, W - mg, y + i * 4.2, { align: 'right', baseline: 'top' });
  });
  y += rows * 4.2 + 3;
  doc.setFontSize(11);
  doc.rect(mg, y, 34, 7);
  doc.text(f.status, mg + 17, y + 1.4, { align: 'center', baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.text('Customer', W / 2 + 10, y, { baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 26, y, { baseline: 'top' });
  doc.text('(................)', W / 2 + 8, y + 15, { baseline: 'top' });
  doc.text('(................)', W - mg - 27, y + 15, { baseline: 'top' });
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(f.printed, W / 2, y + 21, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
}

export const slipFileName = (kind: string, no: string) => `nota-${kind}-${no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
