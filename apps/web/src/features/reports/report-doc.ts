/**
 * What an exported report holds, whatever the format (DOMAIN.md house rules): store name and address (split at
 * 48 and 90 characters), title, `PERIODE : <from> s/d <to>`, the chosen filters, `Printed By <user> / <date>`,
 * the declared columns, the rows and their totals. The PDF and Excel builders only lay this out.
 */

import { formatTanggal, type ReportColumn, type ReportDef } from '@kilau/domain';
import { formatWaktu } from '../../lib/shop-time.ts';
import { prepareRows, type ReportRow, reportTotals } from './report-model.ts';
import { periodeText, printedByText } from './reports.texts.ts';
import { splitAddress } from './split-address.ts';

export type ReportDoc = {
  key: string;
  title: string;
  orientation: 'portrait' | 'landscape';
  storeName: string;
  addressLines: string[];
  periode: string;
  /** `GUDANG : ETALASE` per chosen filter. */
  filters: string[];
  printedBy: string;
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, number>;
};

export type ReportDocInput = {
  def: ReportDef;
  rows: readonly ReportRow[];
  storeName: string;
  address: string | null | undefined;
  userId: string;
  /** The period searched (a snapshot report without dates passes the shop day for both). */
  from: string;
  to: string;
  /** Chosen select/text filters as label → shown value. */
  filters?: readonly { label: string; value: string }[];
  printedAt: Date;
};

export function buildReportDoc(i: ReportDocInput): ReportDoc {
  const rows = prepareRows(i.def, i.rows);
  return {
    key: i.def.key,
    title: i.def.title.toUpperCase(),
    orientation: i.def.orientation ?? 'portrait',
    storeName: i.storeName.toUpperCase(),
    addressLines: splitAddress(i.address),
    periode: periodeText(formatTanggal(i.from), formatTanggal(i.to)),
    filters: (i.filters ?? []).map((f) => `${f.label.toUpperCase()} : ${f.value}`),
    printedBy: printedByText(i.userId, formatWaktu(i.printedAt)),
    columns: i.def.columns,
    rows,
    totals: reportTotals(i.def.columns, rows, i.def.levels),
  };
}
