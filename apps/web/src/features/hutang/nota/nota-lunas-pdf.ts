/** A loan's repayment or renewal receipt as a PDF (jspdf + jspdf-autotable): one A5-wide slip, the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import { type SlipDoc, slipFileName, slipFoot, slipHead, slipTable } from '../../../components/receipt/slip-pdf.ts';
import type { NotaLunasModel } from './nota-lunas-model.ts';

export function notaLunasPdf(m: NotaLunasModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  let y = slipHead(doc, { ...m, no: m.noLunas });
  autoTable(doc, {
    ...slipTable(y),
    head: [['No', m.jaminan, 'Kadar', 'Berat', 'Berat Murni', 'Qty']],
    body: m.items.map((i) => [i.no, i.nama, i.kadar, i.berat, i.murni, i.qty]),
    foot: [['', 'TOTAL', '', m.total.berat, m.total.murni, m.total.qty]],
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
    },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 4;
  slipFoot(doc, y, { ...m, who: 'Peminjam' });
  return doc;
}

export const notaLunasFileName = (m: NotaLunasModel) =>
  slipFileName(m.judul === 'NOTA PELUNASAN' ? 'pelunasan' : 'peremajaan', m.noLunas);
