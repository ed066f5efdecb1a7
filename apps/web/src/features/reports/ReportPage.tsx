/**
 * The one report page (STYLE.md §3): renders any declared report — its filters (dates default to the shop day, or
 * to the last closed day for a report written at the close; master pickers with active entries), `Cari Laporan` /
 * `Sedang Mencari` (spec §2.8), the formatted table with totals, and `Export Pdf` / `Export Excel` once there are
 * results.
 */
import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { addDays, formatTanggal, MSG, type ReportDef, reportMaxDays, reportQuerySchema } from '@kilau/domain';
import { Alert, Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { FilterControl } from '../../components/FilterControl.tsx';
import { notify } from '../../components/notify.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';
import { ReportTable } from './ReportTable.tsx';
import { fetchReport, useTokoLoader } from './report-data.ts';
import { buildReportDoc } from './report-doc.ts';
import { downloadReport } from './report-download.ts';
import {
  hasDateRange,
  openDayNote,
  prepareRows,
  type ReportRow,
  reportDefaultDay,
  reportFileName,
  reportQuery,
  reportTotals,
} from './report-model.ts';
import { periodeText, REPORT_TEXT } from './reports.texts.ts';
import './reports.css';

type Values = Record<string, string>;
type Result = {
  rows: ReportRow[];
  from: string;
  to: string;
  filters: { label: string; value: string }[];
};

export function ReportPage({ report: def }: { report: ReportDef }) {
  const user = useSession()?.user;
  const day = user?.tgl_system ?? '';
  const initial = useMemo(() => {
    const v: Values = {};
    const opensOn = reportDefaultDay(def, day);
    for (const f of def.filters) v[f.name] = f.kind === 'date' ? opensOn : '';
    return v;
  }, [def, day]);
  const [values, setValues] = useState<Values>(initial);
  const [labels, setLabels] = useState<Values>({});
  const [searching, setSearching] = useState(false);
  const [exporting, setExporting] = useState<'pdf' | 'xlsx' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const loadToko = useTokoLoader();

  const rows = useMemo(() => (result ? prepareRows(def, result.rows) : []), [def, result]);
  const totals = useMemo(() => reportTotals(def.columns, rows, def.levels), [def, rows]);
  const note = result ? openDayNote(def, result.to, day) : undefined;

  async function search() {
    const query = reportQuery(def, values);
    const check = reportQuerySchema(def).safeParse(query);
    if (!check.success) {
      notify.toast.error(check.error.issues[0]?.message ?? MSG.reportFail);
      return;
    }
    setSearching(true);
    try {
      const found = await fetchReport(def, query);
      const dated = hasDateRange(def);
      setResult({
        rows: found,
        from: dated ? (query.tgl_from ?? day) : day,
        to: dated ? (query.tgl_to ?? day) : day,
        filters: def.filters
          .filter((f) => f.kind !== 'date' && query[f.name])
          .map((f) => ({ label: f.label, value: labels[f.name] || (query[f.name] ?? '') })),
      });
      const note = openDayNote(def, dated ? (query.tgl_to ?? day) : day, day);
      if (found.length) notify.toast.success(MSG.reportOk);
      else notify.toast.warning(note ?? MSG.reportEmpty);
    } catch (e) {
      setResult(null);
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.reportFail));
    } finally {
      setSearching(false);
    }
  }

  async function exportAs(kind: 'pdf' | 'xlsx') {
    if (!result || !rows.length) return;
    setExporting(kind);
    try {
      const toko = await loadToko().catch(() => undefined);
      const doc = buildReportDoc({
        def,
        rows: result.rows,
        storeName: toko?.nama_toko ?? user?.nama_toko ?? '',
        address: toko?.alamat_toko ?? user?.alamat_toko ?? '',
        userId: user?.user_id ?? '',
        from: result.from,
        to: result.to,
        filters: result.filters,
        printedAt: new Date(),
      });
      const name = reportFileName(def, result.from, result.to, kind);
      await downloadReport(kind, doc, name);
    } catch {
      notify.toast.error(REPORT_TEXT.exportFail);
    } finally {
      setExporting(null);
    }
  }

  // Issue 16: the period cap of the report. The end date cannot go past it, and moving the start date pulls an end
  // date beyond the cap back to the last allowed day (the server refuses a longer period all the same).
  const maxDays = reportMaxDays(def);
  const lastDay = (from: string) => (maxDays && from ? addDays(from, maxDays - 1) : undefined);
  const set = (name: string, v: string) =>
    setValues((s) => {
      const next = { ...s, [name]: v };
      const last = name === 'tgl_from' ? lastDay(v) : undefined;
      if (last && next.tgl_to && next.tgl_to > last) next.tgl_to = last;
      return next;
    });
  const disabledDay = (name: string) => {
    if (name !== 'tgl_to' || !maxDays) return undefined;
    return (ymd: string) => {
      const last = lastDay(values.tgl_from ?? '');
      return last !== undefined && ymd > last;
    };
  };

  return (
    <Card className="k-card k-report" size="small" data-testid="report-page" data-report={def.key}>
      <div className="k-report-filters">
        {def.filters.map((f) => (
          <div key={f.name} className={`k-report-filter k-report-filter-${f.kind}`}>
            <label htmlFor={`report-f-${f.name}`} className="k-report-label">
              {f.label}
            </label>
            <FilterControl
              f={f}
              values={values}
              onChange={(v) => set(f.name, v)}
              onLabel={(l) => setLabels((s) => ({ ...s, [f.name]: l }))}
              id={`report-f-${f.name}`}
              testId={`report-filter-${f.name}`}
              disabledDay={disabledDay(f.name)}
            />
          </div>
        ))}
        <div className="k-report-actions">
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={searching}
            onClick={() => void search()}
            data-testid="report-search"
          >
            {searching ? REPORT_TEXT.searching : REPORT_TEXT.search}
          </Button>
          {rows.length > 0 && (
            <>
              <Button
                icon={<FilePdfOutlined />}
                loading={exporting === 'pdf'}
                disabled={exporting !== null || searching}
                onClick={() => void exportAs('pdf')}
                data-testid="report-export-pdf"
              >
                {REPORT_TEXT.exportPdf}
              </Button>
              <Button
                icon={<FileExcelOutlined />}
                loading={exporting === 'xlsx'}
                disabled={exporting !== null || searching}
                onClick={() => void exportAs('xlsx')}
                data-testid="report-export-excel"
              >
                {REPORT_TEXT.exportExcel}
              </Button>
            </>
          )}
        </div>
      </div>
      {result && (
        <div className="k-report-meta" data-testid="report-meta">
          <span data-testid="report-periode">{periodeText(formatTanggal(result.from), formatTanggal(result.to))}</span>
          {result.filters.map((f) => (
            <span key={f.label}>
              {f.label}: <b>{f.value}</b>
            </span>
          ))}
          <span data-testid="report-count">{REPORT_TEXT.rows(rows.length)}</span>
        </div>
      )}
      {note && <Alert className="k-report-note" type="info" showIcon title={note} data-testid="report-note" />}
      <ReportTable
        columns={def.columns}
        rows={rows}
        totals={totals}
        loading={searching}
        emptyText={result ? (note ?? MSG.reportEmpty) : REPORT_TEXT.pickFirst}
      />
    </Card>
  );
}

export default ReportPage;
