/**
 * A report as PDF (jspdf + jspdf-autotable), A4 in the report's orientation (the tax recap: landscape 297×210 mm,
 * spec §2.8): store header, title, period, filters, the table with a totals row repeated nowhere but the end,
 * and on every page `Printed By <user> / <date>` and `<page> of <pages>`.
 */
import { jsPDF } from 'jspdf';
import { autoTable, type CellDef, type RowInput, type Styles } from 'jspdf-autotable';
import type { ReportDoc } from './report-doc.ts';
import { formatCell, isNumericKind, kindOfColumn } from './report-model.ts';
import { pageOfText, REPORT_TEXT } from './reports.texts.ts';

const MARGIN = 10;
const GOLD: [number, number, number] = [150, 103, 18];
const INK: [number, number, number] = [23, 24, 28];
const SOFT: [number, number, number] = [246, 237, 220];

/** Index (in the printed columns, `No` first) of the first total column, or -1. */
function firstTotalIndex(doc: ReportDoc): number {
  const i = doc.columns.findIndex((c) => c.total);
  return i < 0 ? -1 : i + 1;
}

function footRow(doc: ReportDoc): CellDef[] {
  const first = firstTotalIndex(doc);
  const width = doc.columns.length + 1;
  if (first <= 0) return [{ content: `${REPORT_TEXT.total} : ${doc.rows.length} DATA`, colSpan: width }];
  const cells: CellDef[] = [{ content: REPORT_TEXT.total, colSpan: first }];
  for (const c of doc.columns.slice(first - 1)) {
    const t = doc.totals[c.field];
    cells.push({
      content: c.total && t !== undefined ? formatCell(kindOfColumn(c), t) : '',
      styles: { halign: isNumericKind(kindOfColumn(c)) ? 'right' : 'left' },
    });
  }
  return cells;
}

/** Draws the header block; answers the y where the table starts. */
function drawHeader(pdf: jsPDF, doc: ReportDoc): number {
  const w = pdf.internal.pageSize.getWidth();
  let y = MARGIN + 4;
  pdf.setTextColor(...INK);
  pdf.setFont('helvetica', 'bold').setFontSize(13);
  pdf.text(doc.storeName, MARGIN, y);
  pdf.setFont('helvetica', 'normal').setFontSize(8.5);
  for (const line of doc.addressLines) {
    y += 4;
    pdf.text(line, MARGIN, y);
  }
  y += 3;
  pdf.setDrawColor(...GOLD).setLineWidth(0.5);
  pdf.line(MARGIN, y, w - MARGIN, y);
  y += 7;
  pdf.setFont('helvetica', 'bold').setFontSize(12);
  pdf.text(doc.title, w / 2, y, { align: 'center' });
  y += 5;
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  pdf.text(doc.periode, w / 2, y, { align: 'center' });
  if (doc.filters.length) {
    y += 4.5;
    pdf.setFontSize(8);
    pdf.text(doc.filters.join('   |   '), w / 2, y, { align: 'center' });
  }
  return y + 4;
}

function drawFooters(pdf: jsPDF, doc: ReportDoc): void {
  const pages = pdf.getNumberOfPages();
  const w = pdf.internal.pageSize.getWidth();
  const h = pdf.internal.pageSize.getHeight();
  for (let p = 1; p <= pages; p++) {
    pdf.setPage(p);
    pdf.setDrawColor(200, 200, 200).setLineWidth(0.2);
    pdf.line(MARGIN, h - 9, w - MARGIN, h - 9);
    pdf.setFont('helvetica', 'normal').setFontSize(7.5).setTextColor(90, 90, 90);
    pdf.text(doc.printedBy, MARGIN, h - 5);
    pdf.text(pageOfText(p, pages), w - MARGIN, h - 5, { align: 'right' });
  }
}

/** `compress: false` keeps the page text readable in the raw file (tests). */
export function buildReportPdf(doc: ReportDoc, { compress = true } = {}): jsPDF {
  const pdf = new jsPDF({ orientation: doc.orientation, unit: 'mm', format: 'a4', compress });
  pdf.setProperties({ title: doc.title, subject: doc.periode, creator: 'Kilau' });
  const startY = drawHeader(pdf, doc);
  const kinds = doc.columns.map(kindOfColumn);
  const columnStyles: Record<string, Partial<Styles>> = { 0: { halign: 'right', cellWidth: 9 } };
  kinds.forEach((k, i) => {
    if (isNumericKind(k)) columnStyles[i + 1] = { halign: 'right' };
  });
  const head: RowInput[] = [
    [
      REPORT_TEXT.rowNo,
      ...doc.columns.map((c, i) => ({
        content: c.label,
        styles: { halign: isNumericKind(kinds[i] ?? 'text') ? 'right' : 'left' } as Partial<Styles>,
      })),
    ],
  ];
  const body: RowInput[] = doc.rows.map((r, n) => [
    String(n + 1),
    ...doc.columns.map((c, i) => formatCell(kinds[i] ?? 'text', r[c.field])),
  ]);
  autoTable(pdf, {
    startY,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: 14 },
    theme: 'grid',
    head,
    body,
    foot: [footRow(doc)],
    showHead: 'everyPage',
    showFoot: 'lastPage',
    styles: {
      font: 'helvetica',
      fontSize: doc.orientation === 'landscape' ? 8 : 7.5,
      cellPadding: { top: 1, bottom: 1, left: 1.2, right: 1.2 },
      lineColor: [214, 210, 200],
      lineWidth: 0.15,
      textColor: INK,
      overflow: 'linebreak',
    },
    headStyles: { fillColor: GOLD, textColor: 255, fontStyle: 'bold' },
    footStyles: { fillColor: SOFT, textColor: INK, fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [250, 249, 246] },
    columnStyles,
  });
  drawFooters(pdf, doc);
  return pdf;
}
