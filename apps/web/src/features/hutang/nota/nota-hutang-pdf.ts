/** The loan receipt as a PDF (jspdf + jspdf-autotable): one A5-wide slip on A4 — the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import {
  SLIP,
  type SlipDoc,
  slipFileName,
  slipHead,
  slipSign,
  slipTable,
} from '../../../components/receipt/slip-pdf.ts';
import type { NotaHutangModel } from './nota-hutang-model.ts';

export function notaHutangPdf(m: NotaHutangModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  const W = doc.internal.pageSize.getWidth();
  const { mg } = SLIP;
  let y = slipHead(doc, { ...m, no: m.noHutang, batal: false, lembar: m.status });
  autoTable(doc, {
    ...slipTable(y),
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
  slipSign(doc, y, 'Peminjam', 'margin', m.printed);
  return doc;
}

export const notaHutangFileName = (no: string) => slipFileName('hutang', no);
