/**
 * The shipment document (surat kirim barang) as a PDF: A4, store header, shipment number, date, from and to,
 * every piece with its weight, totals, signatures of sender and receiver, `Printed By` and `<page> of <pages>`.
 */

import type { Kiriman, StoreRow } from '@kilau/domain';
import { formatNumber, formatTanggal, fromMg, toMg } from '@kilau/domain';
import { jsPDF } from 'jspdf';
import autoTable from 'jspdf-autotable';
import { formatWaktu } from '../../../lib/shop-time.ts';

export type KirimPdfContext = {
  toko: { nama_toko: string; alamat_toko: string };
  tujuan?: StoreRow;
  printedBy: string;
  printedAt?: Date;
};

export function kirimPdf(k: Kiriman, c: KirimPdfContext): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const W = doc.internal.pageSize.getWidth();
  doc.setProperties({ title: `Surat Kirim Barang ${k.no_kirim}`, creator: 'Kilau' });
  doc.setFont('helvetica', 'bold').setFontSize(13);
  doc.text(c.toko.nama_toko, 14, 16);
  doc.setFont('helvetica', 'normal').setFontSize(9);
  doc.text(doc.splitTextToSize(c.toko.alamat_toko || '-', 110), 14, 21);
  doc.setFont('helvetica', 'bold').setFontSize(14);
  doc.text('SURAT KIRIM BARANG', W - 14, 16, { align: 'right' });
  doc.setFont('courier', 'bold').setFontSize(11);
  doc.text(k.no_kirim, W - 14, 22, { align: 'right' });
  doc.setDrawColor(150).line(14, 27, W - 14, 27);

  const mg = k.items.reduce((n, i) => n + toMg(i.berat), 0);
  const info: [string, string][] = [
    ['Tanggal', formatTanggal(k.tanggal)],
    ['Dari Toko', k.kode_toko],
    ['Toko Tujuan', c.tujuan ? `${c.tujuan.kode_toko} - ${c.tujuan.nama_toko}` : k.kode_toko_tujuan],
    ['Keterangan', k.keterangan || '-'],
  ];
  doc.setFontSize(9.5);
  info.forEach(([l, v], i) => {
    doc.setFont('helvetica', 'normal').text(l, 14, 34 + i * 5.5);
    doc.setFont('helvetica', 'bold').text(`: ${v}`, 42, 34 + i * 5.5);
  });

  autoTable(doc, {
    startY: 34 + info.length * 5.5 + 2,
    head: [
      [
        'No',
        'Barcode',
        'Nama Barang',
        'Group',
        'Jenis',
        { content: 'Kadar', styles: { halign: 'center' } },
        { content: 'Berat (gr)', styles: { halign: 'right' } },
      ],
    ],
    body: k.items.map((i, n) => [
      String(n + 1),
      i.kode_barcode,
      i.nama_barang,
      i.kode_group,
      i.kode_dept,
      i.kadar_cetak || '-',
      formatNumber(i.berat),
    ]),
    foot: [
      [
        { content: `TOTAL ${k.items.length} BARANG`, colSpan: 6 },
        { content: formatNumber(fromMg(mg)), styles: { halign: 'right' } },
      ],
    ],
    theme: 'grid',
    styles: { fontSize: 8.5, cellPadding: 1.4, lineColor: 180, lineWidth: 0.1 },
    headStyles: { fillColor: [150, 103, 18], textColor: 255, fontStyle: 'bold' },
    footStyles: { fillColor: [246, 237, 220], textColor: 20, fontStyle: 'bold' },
    columnStyles: {
      0: { halign: 'right', cellWidth: 10 },
      1: { font: 'courier', cellWidth: 24 },
      5: { halign: 'center', cellWidth: 16 },
      6: { halign: 'right', cellWidth: 24 },
    },
    margin: { left: 14, right: 14, bottom: 20 },
  });

  const last = (doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 100;
  let y = last + 14;
  if (y + 30 > doc.internal.pageSize.getHeight() - 20) {
    doc.addPage();
    y = 24;
  }
  doc.setFont('helvetica', 'normal').setFontSize(9.5);
  const cols = [
    ['Dikirim Oleh', k.input_by],
    ['Diterima Oleh', ''],
  ] as const;
  cols.forEach(([t, name], i) => {
    const x = 14 + i * ((W - 28) / 2);
    doc.text(t, x + 30, y, { align: 'center' });
    doc.line(x + 5, y + 22, x + 55, y + 22);
    if (name) doc.text(name, x + 30, y + 20.5, { align: 'center' });
  });

  const pages = doc.getNumberOfPages();
  const at = formatWaktu((c.printedAt ?? new Date()).toISOString());
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(110);
    const h = doc.internal.pageSize.getHeight();
    doc.text(`Printed By ${c.printedBy} / ${at}`, 14, h - 10);
    doc.text(`${p} of ${pages}`, W - 14, h - 10, { align: 'right' });
    doc.setTextColor(0);
  }
  return doc;
}
