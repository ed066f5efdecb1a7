/**
 * The purchase receipt as a PDF (jspdf + jspdf-autotable): one A4 sheet, the store's copy on the top half and the
 * customer's on the bottom, with a cut line — the same words as the page (nota-beli-model.ts).
 */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import type { NotaBeliModel } from './nota-beli-model.ts';

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };
const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];

function slip(doc: Doc, m: NotaBeliModel, copy: string, top: number) {
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
  if (m.batal) {
    doc.setTextColor(200, 20, 30);
    doc.text('DIBATALKAN', W / 2, y, { align: 'center', baseline: 'top' });
    doc.setTextColor(...INK);
  }
  doc.setFont('courier', 'bold');
  doc.setFontSize(10);
  doc.text(m.noFaktur, W - mg, y, { align: 'right', baseline: 'top' });
  y += 6;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const half = Math.ceil(m.info.length / 2);
  m.info.forEach(([l, v], i) => {
    const x = i < half ? mg : W / 2;
    const yy = y + (i % half) * 3.6;
    doc.text(`${l}`, x, yy, { baseline: 'top' });
    doc.text(`: ${v}`, x + 20, yy, { baseline: 'top' });
  });
  y += half * 3.6 + 1;
  autoTable(doc, {
    startY: y,
    margin: { left: mg, right: mg },
    theme: 'grid',
    styles: { fontSize: 7.5, cellPadding: 1, textColor: INK, lineColor: [200, 200, 200] },
    headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    head: [['No', 'Jenis', 'Kondisi', 'Nama Barang', 'Berat', 'Harga/Gr', 'Harga']],
    body: m.items.map((i) => [
      i.no,
      i.jenis,
      i.kondisi,
      i.barcode ? `${i.nama} (${i.barcode})` : i.nama,
      i.berat,
      i.hargaGram,
      i.harga,
    ]),
    foot: [['', '', '', 'TOTAL', m.totalBerat, '', m.total]],
    columnStyles: {
      0: { halign: 'center', cellWidth: 8 },
      4: { halign: 'right' },
      5: { halign: 'right' },
      6: { halign: 'right' },
    },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 3;
  doc.setFont('helvetica', 'italic');
  const words = doc.splitTextToSize(m.terbilang, W / 2 - mg) as string[];
  doc.text(words, mg, y, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  m.bayar.forEach(([l, v], i) => {
    doc.text(l, W / 2 + 4, y + i * 3.6, { baseline: 'top' });
    doc.text(v, W - mg, y + i * 3.6, { align: 'right', baseline: 'top' });
  });
  y += Math.max(words.length, m.bayar.length) * 3.6 + 2;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.rect(mg, y, 24, 6.5);
  doc.text(m.status, mg + 12, y + 1.2, { align: 'center', baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text('Customer', W / 2 + 10, y, { baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 25, y, { baseline: 'top' });
  doc.text('(................)', W / 2 + 8, y + 13, { baseline: 'top' });
  doc.text('(................)', W - mg - 26, y + 13, { baseline: 'top' });
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(m.printed, W / 2, y + 18, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
}

export function notaBeliPdf(m: NotaBeliModel): jsPDF {
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

export const notaBeliFileName = (no: string) => `nota-pembelian-${no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
