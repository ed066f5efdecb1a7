/** The deposit receipt (NOTA TITIPAN) as a PDF (jspdf + jspdf-autotable): one A5-wide slip on A4 — the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import type { NotaTitipanModel } from './nota-titipan-model.ts';

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };
const INK: [number, number, number] = [23, 24, 28];
const GOLD: [number, number, number] = [150, 103, 18];

export function notaTitipanPdf(m: NotaTitipanModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as Doc;
  const W = doc.internal.pageSize.getWidth();
  const mg = 12;
  let y = 12;
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text(m.toko.nama || '-', mg, y, { baseline: 'top' });
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
  if (m.batal) {
    doc.setTextColor(200, 20, 30);
    doc.text('DIBATALKAN', W / 2, y, { align: 'center', baseline: 'top' });
    doc.setTextColor(...INK);
  }
  doc.setFont('courier', 'bold');
  doc.setFontSize(11);
  doc.text(m.noTitip, W - mg, y, { align: 'right', baseline: 'top' });
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
  if (m.items.length) {
    autoTable(doc, {
      startY: y,
      margin: { left: mg, right: mg },
      theme: 'grid',
      styles: { fontSize: 8, cellPadding: 1.2, textColor: INK, lineColor: [200, 200, 200] },
      headStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
      footStyles: { fillColor: [246, 237, 220], textColor: INK, fontStyle: 'bold' },
      head: [['No', 'Barcode', 'Nama Barang', 'Berat', 'Harga']],
      body: m.items.map((i) => [i.no, i.barcode, i.nama, i.berat, i.harga]),
      foot: [['', '', 'TOTAL', m.totalBerat, m.ringkasan[0]?.[1] ?? '-']],
      columnStyles: { 0: { halign: 'center', cellWidth: 9 }, 3: { halign: 'right' }, 4: { halign: 'right' } },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 4;
  }
  const rows = m.ringkasan.length;
  doc.setFont('helvetica', 'bold');
  m.ringkasan.forEach(([l, v], i) => {
    doc.text(l, W / 2 + 6, y + i * 4.2, { baseline: 'top' });
    doc.text(v, W - mg, y + i * 4.2, { align: 'right', baseline: 'top' });
  });
  y += rows * 4.2 + 3;
  doc.setFontSize(11);
  doc.rect(mg, y, 34, 7);
  doc.text(m.status, mg + 17, y + 1.4, { align: 'center', baseline: 'top' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.text('Customer', W / 2 + 10, y, { baseline: 'top' });
  doc.text('Hormat Kami', W - mg - 26, y, { baseline: 'top' });
  doc.text('(................)', W / 2 + 8, y + 15, { baseline: 'top' });
  doc.text('(................)', W - mg - 27, y + 15, { baseline: 'top' });
  doc.setTextColor(136, 136, 136);
  doc.setFontSize(7);
  doc.text(m.printed, W / 2, y + 21, { align: 'center', baseline: 'top' });
  doc.setTextColor(...INK);
  return doc;
}

export const notaTitipanFileName = (no: string) => `nota-titipan-${no.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
