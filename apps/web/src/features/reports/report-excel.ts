/**
 * A report as an Excel workbook (exceljs): the same title block as the PDF, a header row, typed cells (rupiah and
 * counts as whole numbers with thousands grouping, weights with 3 decimals, dates as dates) and a totals row of
 * SUM formulas carrying their computed results. Printed pages get `Printed By …` and `<page> of <pages>`.
 */

import type { ReportColumnKind } from '@kilau/domain';
import ExcelJS from 'exceljs';
import { clockParts } from '../../lib/shop-time.ts';
import type { ReportDoc } from './report-doc.ts';
import { formatCell, isNumericKind, kindOfColumn, toNumber } from './report-model.ts';
import { REPORT_TEXT } from './reports.texts.ts';

const NUM_FMT: Partial<Record<ReportColumnKind, string>> = {
  money: '#,##0',
  int: '#,##0',
  weight: '#,##0.000',
  percent: '0.00"%"',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
};

const GOLD = 'FF966712';
const SOFT = 'FFF6EDDC';

/** A value as the cell should hold it: numbers as numbers, dates as dates (wall clock of the shop). */
export function excelValue(kind: ReportColumnKind, v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return isNumericKind(kind) ? 0 : null;
  if (kind === 'money' || kind === 'int') return Math.round(toNumber(v) ?? 0);
  if (kind === 'weight') return Math.round((toNumber(v) ?? 0) * 1000) / 1000;
  if (kind === 'percent') return toNumber(v) ?? 0;
  if (kind === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(v);
  }
  if (kind === 'datetime') {
    const p = clockParts(String(v));
    if (!p) return String(v);
    const [y, mo, d] = p.ymd.split('-').map(Number);
    const [h, mi] = p.hm.split(':').map(Number);
    return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0));
  }
  return typeof v === 'boolean' ? (v ? 'Ya' : 'Tidak') : String(v);
}

const colLetter = (n: number): string => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

export function buildReportWorkbook(doc: ReportDoc): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kilau';
  wb.created = new Date();
  const ws = wb.addWorksheet(doc.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    pageSetup: {
      paperSize: 9,
      orientation: doc.orientation,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: `&L${doc.printedBy}&R&P of &N` },
  });
  const kinds = doc.columns.map(kindOfColumn);
  writeHeading(ws, doc);
  const head = writeRows(ws, doc, kinds);
  const foot = writeTotals(ws, doc, kinds, head.number + 1);
  sizeColumns(ws, doc, kinds);
  drawGrid(ws, head.number, foot.number);
  ws.views = [{ state: 'frozen', ySplit: head.number }];
  return wb;
}

/** The store, its address, the title, period, filters and who printed it, each a line across the table. */
function writeHeading(ws: ExcelJS.Worksheet, doc: ReportDoc): void {
  const width = doc.columns.length + 1;
  const line = (text: string, opts: { bold?: boolean; size?: number; center?: boolean } = {}) => {
    const row = ws.addRow([text]);
    ws.mergeCells(row.number, 1, row.number, width);
    row.getCell(1).font = { bold: !!opts.bold, size: opts.size ?? 10 };
    row.getCell(1).alignment = { horizontal: opts.center ? 'center' : 'left' };
  };
  line(doc.storeName, { bold: true, size: 13 });
  for (const a of doc.addressLines) line(a, { size: 9 });
  ws.addRow([]);
  line(doc.title, { bold: true, size: 12, center: true });
  line(doc.periode, { center: true });
  for (const f of doc.filters) line(f, { center: true, size: 9 });
  line(doc.printedBy, { size: 8 });
  ws.addRow([]);
}

/** The header row (gold) and one numbered row per report row; answers the header row. */
function writeRows(ws: ExcelJS.Worksheet, doc: ReportDoc, kinds: ReportColumnKind[]): ExcelJS.Row {
  const head = ws.addRow([REPORT_TEXT.rowNo, ...doc.columns.map((c) => c.label)]);
  head.eachCell((cell, i) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: GOLD } };
    cell.alignment = { horizontal: i === 1 || isNumericKind(kinds[i - 2] ?? 'text') ? 'right' : 'left' };
  });
  doc.rows.forEach((r, n) => {
    ws.addRow([n + 1, ...doc.columns.map((c, i) => excelValue(kinds[i] ?? 'text', r[c.field]))]);
  });
  return head;
}

/** The total row: a SUM formula (with its result) per summed column, or the row count when nothing sums. */
function writeTotals(ws: ExcelJS.Worksheet, doc: ReportDoc, kinds: ReportColumnKind[], firstData: number): ExcelJS.Row {
  const lastData = firstData + doc.rows.length - 1;
  const foot = ws.addRow([REPORT_TEXT.total]);
  doc.columns.forEach((c, i) => {
    if (!c.total) return;
    const col = colLetter(i + 2);
    const result = excelValue(kinds[i] ?? 'text', doc.totals[c.field] ?? 0) as number;
    // a stock level's total (opening/closing) is not the column's sum: its value, not a formula
    foot.getCell(i + 2).value =
      doc.rows.length > 0 && c.total === true
        ? { formula: `SUM(${col}${firstData}:${col}${lastData})`, result }
        : result;
  });
  if (!doc.columns.some((c) => c.total)) foot.getCell(2).value = `${doc.rows.length} DATA`;
  foot.eachCell({ includeEmpty: true }, (cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: SOFT } };
  });
  return foot;
}

/** Each column's number format, alignment and width. */
function sizeColumns(ws: ExcelJS.Worksheet, doc: ReportDoc, kinds: ReportColumnKind[]): void {
  ws.getColumn(1).width = 6;
  doc.columns.forEach((c, i) => {
    const col = ws.getColumn(i + 2);
    const fmt = NUM_FMT[kinds[i] ?? 'text'];
    if (fmt) col.numFmt = fmt;
    if (isNumericKind(kinds[i] ?? 'text')) col.alignment = { horizontal: 'right' };
    // Wide enough for the header and the longest shown value (sampled), within reason.
    const sample = doc.rows.slice(0, 500).map((r) => formatCell(kinds[i] ?? 'text', r[c.field]).length);
    const total = c.total ? formatCell(kinds[i] ?? 'text', doc.totals[c.field]).length : 0;
    col.width = Math.min(48, Math.max(c.label.length, total, ...sample, 8) + 2);
  });
}

/** Thin borders on every cell from the header row to the total row. */
function drawGrid(ws: ExcelJS.Worksheet, from: number, to: number): void {
  for (let r = from; r <= to; r++) {
    ws.getRow(r).eachCell({ includeEmpty: true }, (cell) => {
      cell.border = {
        top: { style: 'thin', color: { argb: 'FFD6D2C8' } },
        bottom: { style: 'thin', color: { argb: 'FFD6D2C8' } },
        left: { style: 'thin', color: { argb: 'FFD6D2C8' } },
        right: { style: 'thin', color: { argb: 'FFD6D2C8' } },
      };
    });
  }
}
