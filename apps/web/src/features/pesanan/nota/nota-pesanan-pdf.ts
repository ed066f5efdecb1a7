/** The order receipt as a PDF (jspdf + jspdf-autotable): one A5-wide slip on A4 — the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import { type SlipDoc, slipFileName, slipFoot, slipHead, slipTable } from '../../../components/receipt/slip-pdf.ts';
import type { NotaPesananModel } from './nota-pesanan-model.ts';

export function notaPesananPdf(m: NotaPesananModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  const W = doc.internal.pageSize.getWidth();
  const mg = 12;
  let y = slipHead(doc, { ...m, no: m.noPesanan });
  autoTable(doc, {
    ...slipTable(y),
    head: [['No', 'Kategori', 'Nama Barang', 'Deskripsi', 'Berat Estimasi', 'Harga']],
    body: m.items.map((i) => [i.no, i.kategori, i.nama, i.deskripsi, i.berat, i.harga]),
    foot: [['', '', '', 'TOTAL', m.totalBerat, m.ringkasan[0]?.[1] ?? '-']],
    columnStyles: { 0: { halign: 'center', cellWidth: 9 }, 4: { halign: 'right' }, 5: { halign: 'right' } },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 4;
  if (m.contoh.length) {
    const lines = doc.splitTextToSize(`Barang Contoh Dari Toko: ${m.contoh.join('; ')}`, W - 2 * mg) as string[];
    doc.text(lines, mg, y, { baseline: 'top' });
    y += lines.length * 3.8 + 2;
  }
  slipFoot(doc, y, m);
  return doc;
}

export const notaPesananFileName = (no: string) => slipFileName('pesanan', no);
