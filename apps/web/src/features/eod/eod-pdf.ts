/**
 * The end-of-day report as PDF (jspdf + jspdf-autotable, A4 portrait), laid out like the other reports: store
 * header, title, the day and who closed it; then every section — its figures two by two, its notes, its tables
 * with their totals — and on every page `Printed By <user> / <date>` and `<page> of <pages>`.
 */
import type { EodReport } from '@kilau/domain';
import { jsPDF } from 'jspdf';
import { autoTable, type RowInput, type Styles } from 'jspdf-autotable';
import { pageOfText } from '../reports/reports.texts.ts';
import {
  EOD_PAGE_TEXT,
  eodCellText,
  eodClosedText,
  eodFigureText,
  eodTanggalText,
  eodTotalsRow,
  isNumericEod,
} from './eod-model.ts';

const MARGIN = 10;
const GOLD: [number, number, number] = [150, 103, 18];
const INK: [number, number, number] = [23, 24, 28];
const SOFT: [number, number, number] = [246, 237, 220];

export type EodPdfInput = {
  report: EodReport;
  storeName: string;
  addressLines: string[];
  printedBy: string;
};

type WithLastTable = jsPDF & { lastAutoTable?: { finalY: number } };

/** `compress: false` keeps the page text readable in the raw file (tests). */
export function buildEodPdf(i: EodPdfInput, { compress = true } = {}): jsPDF {
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress }) as WithLastTable;
  const { report } = i;
  pdf.setProperties({ title: `${EOD_PAGE_TEXT.title} ${report.tanggal}`, creator: 'Kilau' });
  const w = pdf.internal.pageSize.getWidth();
  const h = pdf.internal.pageSize.getHeight();
  let y = MARGIN + 4;
  pdf.setTextColor(...INK);
  pdf.setFont('helvetica', 'bold').setFontSize(13);
  pdf.text(i.storeName.toUpperCase(), MARGIN, y);
  pdf.setFont('helvetica', 'normal').setFontSize(8.5);
  for (const line of i.addressLines) {
    y += 4;
    pdf.text(line, MARGIN, y);
  }
  y += 3;
  pdf.setDrawColor(...GOLD).setLineWidth(0.5);
  pdf.line(MARGIN, y, w - MARGIN, y);
  y += 7;
  pdf.setFont('helvetica', 'bold').setFontSize(12);
  pdf.text(EOD_PAGE_TEXT.title, w / 2, y, { align: 'center' });
  y += 5;
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  pdf.text(eodTanggalText(report.tanggal), w / 2, y, { align: 'center' });
  y += 4.5;
  pdf.setFontSize(8);
  pdf.text(eodClosedText(report), w / 2, y, { align: 'center' });
  y += 4;

  const base: Partial<Styles> = {
    font: 'helvetica',
    fontSize: 7.5,
    cellPadding: { top: 0.9, bottom: 0.9, left: 1.2, right: 1.2 },
    textColor: INK,
    overflow: 'linebreak',
  };
  const margin = { left: MARGIN, right: MARGIN, top: MARGIN + 4, bottom: 14 };
  const after = () => (pdf.lastAutoTable?.finalY ?? y) + 2;

  for (const s of report.data.sections) {
    // a section title never sits alone at the foot of a page
    if (y > h - 40) {
      pdf.addPage();
      y = MARGIN + 4;
    }
    y += 4;
    pdf
      .setFont('helvetica', 'bold')
      .setFontSize(10)
      .setTextColor(...GOLD);
    pdf.text(s.title.toUpperCase(), MARGIN, y);
    pdf.setDrawColor(...GOLD).setLineWidth(0.2);
    pdf.line(MARGIN, y + 1, w - MARGIN, y + 1);
    pdf.setTextColor(...INK);
    y += 2;
    if (s.figures.length) {
      const body: RowInput[] = [];
      for (let k = 0; k < s.figures.length; k += 2) {
        const a = s.figures[k];
        const b = s.figures[k + 1];
        body.push([a?.label ?? '', a ? eodFigureText(a) : '', b?.label ?? '', b ? eodFigureText(b) : '']);
      }
      autoTable(pdf, {
        startY: y,
        margin,
        theme: 'plain',
        body,
        styles: { ...base, fontSize: 8 },
        columnStyles: {
          0: { textColor: [90, 90, 90], cellWidth: 42 },
          1: { halign: 'right', fontStyle: 'bold', cellWidth: 48 },
          2: { textColor: [90, 90, 90], cellWidth: 42 },
          3: { halign: 'right', fontStyle: 'bold' },
        },
      });
      y = after();
    }
    for (const note of s.notes) {
      y += 3.5;
      pdf.setFont('helvetica', 'italic').setFontSize(8);
      pdf.text(note, MARGIN, y);
      y += 1;
    }
    for (const t of s.tables) {
      y += 3.5;
      if (y > h - 30) {
        pdf.addPage();
        y = MARGIN + 8;
      }
      pdf.setFont('helvetica', 'bold').setFontSize(8.5);
      pdf.text(t.title, MARGIN, y);
      y += 1;
      const numeric = t.columns.map((c) => isNumericEod(c.kind));
      const columnStyles: Record<string, Partial<Styles>> = {};
      numeric.forEach((n, k) => {
        if (n) columnStyles[k] = { halign: 'right' };
      });
      const totals = eodTotalsRow(t.columns, t.totals);
      autoTable(pdf, {
        startY: y,
        margin,
        theme: 'grid',
        head: [
          t.columns.map((c, k) => ({
            content: c.label,
            styles: { halign: numeric[k] ? 'right' : 'left' } as Partial<Styles>,
          })),
        ],
        body: t.rows.length
          ? t.rows.map((r) => t.columns.map((c) => eodCellText(c.kind, r[c.field])))
          : [[{ content: t.empty, colSpan: t.columns.length, styles: { halign: 'center', fontStyle: 'italic' } }]],
        foot:
          totals && t.rows.length
            ? [
                totals.map((v, k) => ({
                  content: v,
                  styles: { halign: numeric[k] ? 'right' : 'left' } as Partial<Styles>,
                })),
              ]
            : undefined,
        showHead: 'everyPage',
        showFoot: 'lastPage',
        styles: { ...base, lineColor: [214, 210, 200], lineWidth: 0.15 },
        headStyles: { fillColor: GOLD, textColor: 255, fontStyle: 'bold' },
        footStyles: { fillColor: SOFT, textColor: INK, fontStyle: 'bold' },
        alternateRowStyles: { fillColor: [250, 249, 246] },
        columnStyles,
      });
      y = after();
    }
  }

  const pages = pdf.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    pdf.setPage(p);
    pdf.setDrawColor(200, 200, 200).setLineWidth(0.2);
    pdf.line(MARGIN, h - 9, w - MARGIN, h - 9);
    pdf.setFont('helvetica', 'normal').setFontSize(7.5).setTextColor(90, 90, 90);
    pdf.text(i.printedBy, MARGIN, h - 5);
    pdf.text(pageOfText(p, pages), w - MARGIN, h - 5, { align: 'right' });
  }
  return pdf;
}
