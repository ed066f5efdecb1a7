/**
 * The gift-exchange receipt as a PDF (jspdf + jspdf-autotable): one A4 sheet, the store's copy on the top half and
 * the member's on the bottom, with a cut line — the same words as the page (nota-tukar-model.ts).
 */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import type { NotaTukarModel } from './nota-tukar-model.ts';

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };
const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];

function slip(doc: Doc, m: NotaTukarModel, copy: string, top: number) {
  const W = doc.internal.pageSize.getWidth();
  const mg = 10;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(m.toko.nama || '-', mg, top, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  let y = top + 6;
  for (const line of [m.toko.alamat, m.toko.telp ? `Telp. ${m.toko.telp}` : ''].filter(Boolean)) {
    const parts = doc.splitTextToSize(line, W - 2 * mg - 50) as string[];
    doc.text(parts, mg, y, { baseline: 'top' });
    y += parts.length * 3.4;
  }
  doc.setFont('helvetica', 'bold');
  doc.setTextColor(...GOLD);
  doc.text(copy, W - mg, top, { align: 'right', baseline: 'top' });
  doc.setTextColor(...INK);
  y = Math.max(y, top + 10) + 1;
  doc.setDrawColor(...GOLD);
  doc.setLineWidth(0.5);
  doc.line(mg, y, W - mg, y);
  y += 3;
  doc.setFontSize(12);
  doc.text(m.judul, mg, y, { baseline: 'top' });
  doc.setFont('courier', 'bold');
  doc.setFontSize(10);
  doc.text(m.noTukar, W - mg, y, { align: 'right', baseline: 'top' });
  y += 6;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const half = Math.ceil(m.info.length / 2);
  m.info.forEach(([l, v], i) => {
    const x = i < half ? mg : W / 2;
    const yy = y + (i % half) * 3.6;
    doc.text(l, x, yy, { baseline: 'top' });
    doc.text(`: ${v}`, x + 20, yy, { baseline: 'top' });
  });
  y += half * 3.6 + 1;
  autoTable(doc, {
    startY: y,
    margin: { left: mg, right: mg },
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 1.2, textColor: INK, lineColor: [200, 200, 200] },
    headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    head: [
      [
        'Kode Hadiah',
        'Nama Hadiah',
        ...['Qty', 'Poin / Hadiah', 'Total Poin'].map((content) => ({ content, styles: { halign: 'right' as const } })),
      ],
    ],
    body: [[m.hadiah.kode, m.hadiah.nama, m.hadiah.qty, m.hadiah.poinSatuan, m.hadiah.totalPoin]],
    columnStyles: { 2: { halign: 'right' }, 3: { halign: 'right' }, 4: { halign: 'right' } },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 3;
  m.poin.forEach(([l, v], i) => {
    doc.setFont('helvetica', i === m.poin.length - 1 ? 'bold' : 'normal');
    doc.text(l, W / 2 + 4, y + i * 4, { baseline: 'top' });
    doc.text(v, W - mg, y + i * 4, { align: 'right', baseline: 'top' });
  });
  y += m.poin.length * 4 + 3;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text('Member', mg + 10, y, { baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 25, y, { baseline: 'top' });
  doc.text('(................)', mg + 8, y + 13, { baseline: 'top' });
  doc.text('(................)', W - mg - 26, y + 13, { baseline: 'top' });
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(m.printed, W / 2, y + 18, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
}

export function notaTukarPdf(m: NotaTukarModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as Doc;
  const H = doc.internal.pageSize.getHeight();
  const W = doc.internal.pageSize.getWidth();
  m.copies.forEach((copy, i) => {
    if (i > 0 && i % 2 === 0) doc.addPage();
    const top = i % 2 === 0 ? 10 : H / 2 + 6;
    if (i % 2 === 1) {
      doc.setDrawColor(150, 150, 150);
      doc.setLineDashPattern([1.5, 1.5], 0);
      doc.line(6, H / 2, W - 6, H / 2);
      doc.setLineDashPattern([], 0);
    }
    slip(doc, m, copy, top);
  });
  return doc;
}
