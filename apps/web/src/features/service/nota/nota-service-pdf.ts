/** The repair receipt as a PDF (jspdf + jspdf-autotable): the store copy and the customer copy, one page each — the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import { type SlipDoc, slipFileName, slipFoot, slipHead, slipTable } from '../../../components/receipt/slip-pdf.ts';
import type { NotaServiceModel } from './nota-service-model.ts';

function slip(doc: SlipDoc, m: NotaServiceModel, lembar: string) {
  let y = slipHead(doc, { ...m, no: m.noService, lembar });
  autoTable(doc, {
    ...slipTable(y),
    head: [['No', 'Nama Barang', 'Deskripsi', 'Berat', 'Qty', 'Ongkos', 'Subtotal']],
    body: m.items.map((i) => [i.no, i.nama, i.deskripsi, i.berat, i.qty, i.ongkos, i.subtotal]),
    foot: [['', '', 'TOTAL', m.totalBerat, m.totalQty, '', m.ringkasan[0]?.[1] ?? '-']],
    columnStyles: {
      0: { halign: 'center', cellWidth: 9 },
      3: { halign: 'right' },
      4: { halign: 'right' },
      5: { halign: 'right' },
      6: { halign: 'right' },
    },
  });
  y = (doc.lastAutoTable?.finalY ?? y) + 4;
  slipFoot(doc, y, m);
}

export function notaServicePdf(m: NotaServiceModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  m.lembar.forEach((l, i) => {
    if (i > 0) doc.addPage();
    slip(doc, m, l);
  });
  return doc;
}

export const notaServiceFileName = (no: string) => slipFileName('service', no);
