/**
 * The pure side of `/laporan-eod`: how a stored end-of-day report reads on the page and in its PDF — figures in
 * rupiah with thousand separators, weights in grams with three decimals, dates as on every receipt and report
 * (`23 November 2026`, instants with the time on the store's clock), never an empty or `undefined` cell — and what
 * the printed header says.
 */
import {
  type EodColumn,
  type EodFigure,
  type EodKind,
  type EodReport,
  type EodValue,
  formatRupiah,
  formatTanggal,
} from '@kilau/domain';
import { formatWaktu } from '../../lib/shop-time.ts';
import { formatCell } from '../reports/report-model.ts';

export const EOD_PAGE_TEXT = {
  title: 'LAPORAN EOD',
  tanggal: 'Tanggal',
  exportPdf: 'Export Pdf',
  noDays: 'Belum Ada Laporan EOD: Laporan Dibuat Saat Tutup Toko',
  pickDay: 'Pilih Tanggal Yang Sudah Ditutup',
  exportFail: 'Gagal Membuat File Laporan',
} as const;

export const isNumericEod = (k: EodKind) => k === 'int' || k === 'money' || k === 'weight';

/** A table cell as the page and the PDF show it. */
export function eodCellText(kind: EodKind, v: EodValue | undefined): string {
  if (kind === 'date') return formatTanggal(typeof v === 'string' ? v : null);
  if (kind === 'datetime') return formatWaktu(typeof v === 'string' ? v : null);
  return formatCell(kind, v);
}

/** A figure's value: money as `Rp 1,550,000` (negative `-Rp 50,000`), the rest as its table cell. */
export function eodFigureText(f: Pick<EodFigure, 'kind' | 'value'>): string {
  if (f.kind === 'money') {
    const n = typeof f.value === 'number' ? f.value : Number(f.value ?? 0);
    const safe = Number.isFinite(n) ? n : 0;
    return `${safe < 0 ? '-' : ''}Rp ${formatRupiah(Math.abs(safe))}`;
  }
  if (f.kind === 'weight') return `${eodCellText('weight', f.value)} gr`;
  return eodCellText(f.kind, f.value);
}

/** The totals row of a table, or null when no column is totalled. */
export function eodTotalsRow(columns: readonly EodColumn[], totals: Record<string, EodValue>): string[] | null {
  if (!columns.some((c) => c.total)) return null;
  return columns.map((c, i) => (c.total ? eodCellText(c.kind, totals[c.field] ?? 0) : i === 0 ? 'TOTAL' : ''));
}

export const eodTanggalText = (tanggal: string) => `TANGGAL : ${formatTanggal(tanggal)}`;
export const eodClosedText = (r: Pick<EodReport, 'created_by' | 'created_at'>) =>
  `Ditutup Oleh ${r.created_by} / ${formatWaktu(r.created_at as string)}`;
export const eodPrintedText = (user: string, at: Date) => `Printed By ${user} / ${formatWaktu(at)}`;
export const eodFileName = (tanggal: string) => `laporan-eod_${tanggal}.pdf`;
