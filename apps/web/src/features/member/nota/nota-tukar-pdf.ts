/**
 * The gift-exchange receipt as a PDF (jspdf + jspdf-autotable): one A4 sheet, the store's copy on the top half and
 * the member's on the bottom, with a cut line — the same words as the page (nota-tukar-model.ts).
 */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import {
  HALF_SLIP,
  halfSheets,
  SLIP,
  type SlipDoc,
  slipHead,
  slipSign,
  slipTable,
} from '../../../components/receipt/slip-pdf.ts';
import type { NotaTukarModel } from './nota-tukar-model.ts';

function slip(doc: SlipDoc, m: NotaTukarModel, copy: string, top: number) {
  const W = doc.internal.pageSize.getWidth();
  const { mg } = HALF_SLIP;
  let y = slipHead(doc, { ...m, no: m.noTukar, batal: false, lembar: copy }, HALF_SLIP, top);
  autoTable(doc, {
    ...slipTable(y, { ...HALF_SLIP, table: SLIP.table }),
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
  slipSign(doc, y, 'Member', 'margin', m.printed, HALF_SLIP);
}

export function notaTukarPdf(m: NotaTukarModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  halfSheets(doc, m.copies, (copy, top) => slip(doc, m, copy, top));
  return doc;
}
