/**
 * The purchase receipt as a PDF (jspdf + jspdf-autotable): one A4 sheet, the store's copy on the top half and the
 * customer's on the bottom, with a cut line — the same words as the page (nota-beli-model.ts).
 */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import {
  HALF_SLIP,
  halfSheets,
  type SlipDoc,
  slipFileName,
  slipHead,
  slipSign,
  slipStatus,
  slipTable,
} from '../../../components/receipt/slip-pdf.ts';
import type { NotaBeliModel } from './nota-beli-model.ts';

function slip(doc: SlipDoc, m: NotaBeliModel, copy: string, top: number) {
  const W = doc.internal.pageSize.getWidth();
  const { mg } = HALF_SLIP;
  let y = slipHead(doc, { ...m, no: m.noFaktur, lembar: copy }, HALF_SLIP, top);
  autoTable(doc, {
    ...slipTable(y, HALF_SLIP),
    head: [['No', 'Jenis', 'Kondisi', 'Nama Barang', 'Berat', 'Harga/Gr', 'Harga']],
    body: m.items.map((i) => [
      i.no,
      i.jenis,
      i.kondisi,
      [i.barcode ? `${i.nama} (${i.barcode})` : i.nama, i.jual].filter(Boolean).join('\n'),
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
  slipStatus(doc, y, m.status, HALF_SLIP);
  slipSign(doc, y, 'Customer', 'middle', m.printed, HALF_SLIP);
}

export function notaBeliPdf(m: NotaBeliModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  halfSheets(doc, m.copies, (copy, top) => slip(doc, m, copy, top));
  return doc;
}

export const notaBeliFileName = (no: string) => slipFileName('pembelian', no);
