/** The deposit receipt (NOTA TITIPAN) as a PDF (jspdf + jspdf-autotable): one A5-wide slip on A4 — the same words as the page. */
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import { type SlipDoc, slipFileName, slipFoot, slipHead, slipTable } from '../../../../components/receipt/slip-pdf.ts';
import type { NotaTitipanModel } from './nota-titipan-model.ts';

export function notaTitipanPdf(m: NotaTitipanModel): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' }) as SlipDoc;
  let y = slipHead(doc, { ...m, no: m.noTitip });
  if (m.items.length) {
    autoTable(doc, {
      ...slipTable(y),
      head: [['No', 'Barcode', 'Nama Barang', 'Berat', 'Harga']],
      body: m.items.map((i) => [i.no, i.barcode, i.nama, i.berat, i.harga]),
      foot: [['', '', 'TOTAL', m.totalBerat, m.ringkasan[0]?.[1] ?? '-']],
      columnStyles: { 0: { halign: 'center', cellWidth: 9 }, 3: { halign: 'right' }, 4: { halign: 'right' } },
    });
    y = (doc.lastAutoTable?.finalY ?? y) + 4;
  }
  slipFoot(doc, y, { ...m, bayar: [] });
  return doc;
}

export const notaTitipanFileName = (no: string) => slipFileName('titipan', no);
