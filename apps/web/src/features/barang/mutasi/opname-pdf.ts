/**
 * The printable summary of a finished stock opname (A4 portrait PDF): store, what was counted, who and when,
 * the result with counts and weights, then the missing, unexpected and found pieces. Pure: returns the document.
 */

import { formatTanggal } from '@kilau/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatWaktu } from '../../../lib/shop-time.ts';
import { lebihReason, type OpnameState, opnameSummary, opnameTarget } from './opname-model.ts';
import { gram } from './piece.ts';

export type PdfMeta = { nama_toko: string; kode_toko: string; printed_by: string; printed_at: Date };

type Doc = jsPDF & { lastAutoTable?: { finalY: number } };

export function opnamePdf(s: OpnameState, meta: PdfMeta): jsPDF {
  const doc: Doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const o = s.opname;
  const sum = opnameSummary(s);
  const left = 14;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.text('RINGKASAN STOCK OPNAME', left, 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(`${meta.nama_toko} (${meta.kode_toko})`, left, 22);

  const info: [string, string][] = [
    ['Jenis', o.jenis === 'BAKI' ? 'STOCK OPNAME BAKI' : 'STOCK OPNAME PENERIMAAN'],
    ['Yang Dihitung', opnameTarget(o).toUpperCase()],
    ...(o.kode_gudang ? ([['Gudang', o.kode_gudang]] as [string, string][]) : []),
    ['Tanggal', formatTanggal(o.tanggal)],
    ['Dimulai', `${o.started_by} / ${formatWaktu(o.started_at)}`],
    ['Selesai', o.finished_by ? `${o.finished_by} / ${formatWaktu(o.finished_at)}` : '-'],
    ['Hasil', sum.hasil],
  ];
  autoTable(doc, {
    startY: 26,
    body: info,
    theme: 'plain',
    styles: { fontSize: 9, cellPadding: 0.8 },
    columnStyles: { 0: { cellWidth: 32, fontStyle: 'bold' } },
    margin: { left },
  });
  autoTable(doc, {
    startY: (doc.lastAutoTable?.finalY ?? 60) + 3,
    head: [['', 'Jumlah (Pcs)', 'Berat (Gram)']],
    body: [
      ['Seharusnya', String(sum.seharusnya), gram(sum.berat.seharusnya)],
      ['Ditemukan', String(sum.ditemukan), gram(sum.berat.ditemukan)],
      ['Hilang', String(sum.hilang), gram(sum.berat.hilang)],
      ['Lebih', String(sum.lebih), gram(sum.berat.lebih)],
    ],
    theme: 'grid',
    styles: { fontSize: 9 },
    headStyles: { fillColor: [150, 103, 18] },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' } },
    margin: { left },
    tableWidth: 110,
  });

  const section = (title: string, head: string[], body: string[][]) => {
    autoTable(doc, {
      startY: (doc.lastAutoTable?.finalY ?? 60) + 6,
      head: [[{ content: `${title} (${body.length})`, colSpan: head.length }], head],
      body: body.length ? body : [[{ content: 'Tidak Ada Data', colSpan: head.length, styles: { halign: 'center' } }]],
      theme: 'grid',
      styles: { fontSize: 8 },
      headStyles: { fillColor: [60, 60, 60] },
      columnStyles: { 0: { cellWidth: 10, halign: 'right' }, [head.length - 1]: { halign: 'right' } },
      margin: { left },
    } as Parameters<typeof autoTable>[1]);
  };
  section(
    'BARANG HILANG',
    ['No', 'Barcode', 'Nama Barang', 'Berat'],
    s.hilang.map((r, i) => [String(i + 1), r.kode_barcode, r.nama_barang, gram(r.berat)]),
  );
  section(
    'BARANG LEBIH',
    ['No', 'Barcode', 'Nama Barang', 'Keterangan', 'Berat'],
    s.lebih.map((r, i) => [String(i + 1), r.kode_barcode, r.nama_barang ?? '-', lebihReason(r, o), gram(r.berat)]),
  );
  section(
    'BARANG DITEMUKAN',
    ['No', 'Barcode', 'Nama Barang', 'Berat'],
    s.ditemukan.map((r, i) => [String(i + 1), r.kode_barcode, r.nama_barang ?? '-', gram(r.berat)]),
  );

  const pages = doc.getNumberOfPages();
  const printed = `Printed By ${meta.printed_by} / ${formatWaktu(meta.printed_at.toISOString())}`;
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setFontSize(8);
    doc.text(printed, left, 290);
    doc.text(`${p} of ${pages}`, 196, 290, { align: 'right' });
  }
  return doc;
}

export const opnamePdfName = (s: OpnameState): string =>
  `stock-opname-${(s.opname.jenis === 'BAKI' ? s.opname.kode_baki : s.opname.no_ref).toLowerCase()}-${s.opname.tanggal}.pdf`;
