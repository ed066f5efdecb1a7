/** The loan receipt as a PDF (jspdf + jspdf-autotable): the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import type { NotaHutangModel } from './nota-hutang-model.ts';

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };
const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];

export function notaHutangPdf(m: NotaHutangModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as Doc;
  const W = doc.internal.pageSize.getWidth();
  const mg = 12;
  let y = 12;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(m.toko.nama || '-', mg, y, { baseline: 'top' });
  doc.setFontSize(9);
  doc.text(m.status, W - mg, y, { align: 'right', baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  y += 6.5;
  for (const line of [m.toko.alamat, m.toko.telp ? `Telp. ${m.toko.telp}` : ''].filter(Boolean)) {
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
  doc.text(m.judul, mg, y, { baseline: 'top' });
  doc.setFont('courier', 'bold');
  doc.setFontSize(11);
  doc.text(m.noHutang, W - mg, y, { align: 'right', baseline: 'top' });
  y += 7;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  const half = Math.ceil(m.info.length / 2);
  m.info.forEach(([l, v], i) => {
    const x = i < half ? mg : W / 2 + 2;
    const yy = y + (i % half) * 4.2;
    doc.text(l, x, yy, { baseline: 'top' });
    const value = doc.splitTextToSize(`: ${v}`, W / 2 - 34) as string[];
    doc.text(value[0] ?? ':', x + 27, yy, { baseline: 'top' });
  });
  y += half * 4.2 + 2;
  autoTable(doc, {
    startY: y,
    margin: { left: mg, right: mg },
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 1.2, textColor: INK, lineColor: [200, 200, 200] },
    headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
    head: [['No', 'Barang Jaminan', 'Kadar', 'Berat', 'Berat Murni', 'Qty', 'Nilai']],
    body: m.items.map((i) => [i.no, i.nama, i.kadar, i.berat, i.murni, i.qty, i.nilai]),
    foot: [['', 'TOTAL', '', m.total.berat, m.total.murni, m.total.qty, m.total.nilai]],
    // the header cells of the number columns line up with their values
    didParseCell: (c) => {
      if (c.section === 'head' && c.column.index >= 2) c.cell.styles.halign = 'right';
    },
    columnStyles: {
      0: { halign: 'center', cellWidth: 9 },
      2: { halign: 'right' },
      3: { halign: 'right' },
      4: { halign: 'right' },
      5: { halign: 'right' },
      6: { halign: 'right' },
    },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 4;
  doc.setFont('helvetica', 'bold');
  m.ringkasan.forEach(([l, v], i) => {
    doc.text(l, W / 2 - 10, y + i * 4.4, { baseline: 'top' });
    doc.text(v, W - mg, y + i * 4.4, { align: 'right', baseline: 'top' });
  });
  y += m.ringkasan.length * 4.4 + 3;
  doc.setFontSize(8.5);
  doc.text('Syarat Perjanjian:', mg, y, { baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  const syarat = doc.splitTextToSize(m.syarat, W - 2 * mg) as string[];
  doc.text(syarat, mg, y + 4.2, { baseline: 'top' });
  y += 4.2 + syarat.length * 3.8 + 4;
  doc.text('Peminjam', mg + 10, y, { baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 26, y, { baseline: 'top' });
  doc.text('(................)', mg + 8, y + 15, { baseline: 'top' });
  doc.text('(................)', W - mg - 27, y + 15, { baseline: 'top' });
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(m.printed, W / 2, y + 21, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
  return doc;
}

export const notaHutangFileName = (no: string) => `nota-hutang-${no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
