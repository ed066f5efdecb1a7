/**
 * `/laporan-eod` (issue 12): the end-of-day report of a closed day, as the close stored it — a date picker over the
 * days that have one (the latest first), every section's figures, notes and tables, and `Export Pdf`.
 */
import { FilePdfOutlined } from '@ant-design/icons';
import type { EodDays, EodReport, EodSection, EodTable } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Spin, Table } from 'antd';
import { useMemo, useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { useSession } from '../../lib/session.ts';
import { useTokoLoader } from '../reports/report-data.ts';
import { downloadBlob } from '../reports/report-download.ts';
import { splitAddress } from '../reports/split-address.ts';
import {
  EOD_PAGE_TEXT,
  eodCellText,
  eodClosedText,
  eodFigureText,
  eodFileName,
  eodPrintedText,
  eodTanggalText,
  eodTotalsRow,
  isNumericEod,
} from './eod-model.ts';
import './eod.css';

function SectionTable({ section, table }: { section: string; table: EodTable }) {
  const totals = eodTotalsRow(table.columns, table.totals);
  return (
    <div className="k-eod-table" data-testid={`eod-table-${section}-${table.key}`}>
      <div className="k-eod-table-title">{table.title}</div>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={table.rows}
        locale={{ emptyText: table.empty }}
        scroll={{ x: 'max-content' }}
        columns={table.columns.map((c) => ({
          key: c.field,
          title: c.label,
          dataIndex: c.field,
          align: isNumericEod(c.kind) ? ('right' as const) : ('left' as const),
          render: (v: unknown) => eodCellText(c.kind, v as never),
        }))}
        summary={() =>
          totals && table.rows.length ? (
            <Table.Summary.Row className="k-eod-total">
              {totals.map((v, i) => (
                <Table.Summary.Cell
                  key={table.columns[i]?.field ?? i}
                  index={i}
                  align={table.columns[i] && isNumericEod(table.columns[i].kind) ? 'right' : 'left'}
                >
                  {v}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}

function Section({ s }: { s: EodSection }) {
  return (
    <section className="k-eod-section" data-testid={`eod-section-${s.key}`}>
      <h3 className="k-eod-section-title">{s.title}</h3>
      {s.figures.length > 0 && (
        <div className="k-eod-figures">
          {s.figures.map((f) => (
            <div key={f.key} className="k-eod-figure">
              <span className="k-eod-figure-label">{f.label}</span>
              <span
                className={`k-eod-figure-value${f.kind === 'money' && typeof f.value === 'number' && f.value < 0 ? ' k-eod-neg' : ''}`}
                data-testid={`eod-fig-${s.key}-${f.key}`}
              >
                {eodFigureText(f)}
              </span>
            </div>
          ))}
        </div>
      )}
      {s.notes.map((n) => (
        <Alert key={n} type="info" showIcon className="k-eod-note" title={n} />
      ))}
      {s.tables.map((t) => (
        <SectionTable key={t.key} section={s.key} table={t} />
      ))}
    </section>
  );
}

export function LaporanEodPage() {
  const user = useSession()?.user;
  const loadToko = useTokoLoader();
  const [picked, setPicked] = useState('');
  const [exporting, setExporting] = useState(false);
  const days = useQuery({ queryKey: queryKeys.eod('days'), queryFn: () => api.get<EodDays>('eod/days') });
  const closed = useMemo(() => new Set((days.data ?? []).map((d) => d.tanggal)), [days.data]);
  const tanggal = picked || days.data?.[0]?.tanggal || '';
  const report = useQuery({
    queryKey: queryKeys.eod('report', tanggal),
    queryFn: () => api.get<EodReport>(`eod/by-date/${tanggal}`),
    enabled: closed.has(tanggal),
    staleTime: Number.POSITIVE_INFINITY,
  });

  async function exportPdf() {
    if (!report.data) return;
    setExporting(true);
    try {
      const toko = await loadToko().catch(() => undefined);
      const { buildEodPdf } = await import('./eod-pdf.ts');
      const pdf = buildEodPdf({
        report: report.data,
        storeName: toko?.nama_toko || report.data.data.nama_toko,
        addressLines: splitAddress(toko?.alamat_toko ?? user?.alamat_toko),
        printedBy: eodPrintedText(user?.user_id ?? '', new Date()),
      });
      downloadBlob(
        new Blob([pdf.output('arraybuffer')], { type: 'application/pdf' }),
        eodFileName(report.data.tanggal),
      );
    } catch {
      notify.toast.error(EOD_PAGE_TEXT.exportFail);
    } finally {
      setExporting(false);
    }
  }

  const none = days.isSuccess && !days.data.length;
  return (
    <Card className="k-card k-eod" size="small" data-testid="eod-page">
      <LoadError query={days} />
      <div className="k-eod-bar">
        <div className="k-report-filter">
          <label htmlFor="eod-tanggal" className="k-report-label">
            {EOD_PAGE_TEXT.tanggal}
          </label>
          <DateField
            id="eod-tanggal"
            testId="eod-tanggal"
            value={tanggal}
            onChange={(v) => setPicked(v)}
            disabled={none || days.isLoading}
            disabledDate={(d) => !closed.has(d.format('YYYY-MM-DD'))}
            allowClear={false}
          />
        </div>
        <Button
          icon={<FilePdfOutlined />}
          onClick={() => void exportPdf()}
          loading={exporting}
          disabled={!report.data || exporting}
          data-testid="eod-export-pdf"
        >
          {EOD_PAGE_TEXT.exportPdf}
        </Button>
      </div>
      {none && <Empty description={EOD_PAGE_TEXT.noDays} data-testid="eod-empty" />}
      {!none && tanggal && !closed.has(tanggal) && days.isSuccess && (
        <Alert type="warning" showIcon title={EOD_PAGE_TEXT.pickDay} data-testid="eod-not-closed" />
      )}
      {(days.isLoading || report.isLoading) && (
        <div className="k-eod-loading">
          <Spin />
        </div>
      )}
      <LoadError query={report} />
      {report.data && (
        <div className="k-eod-doc" data-testid="eod-doc">
          <header className="k-eod-head">
            <div className="k-eod-store">{report.data.data.nama_toko}</div>
            <div className="k-eod-title">{EOD_PAGE_TEXT.title}</div>
            <div className="k-eod-date" data-testid="eod-date">
              {eodTanggalText(report.data.tanggal)}
            </div>
            <div className="k-eod-closed">{eodClosedText(report.data)}</div>
          </header>
          {report.data.data.sections.map((s) => (
            <Section key={s.key} s={s} />
          ))}
        </div>
      )}
    </Card>
  );
}

export default LaporanEodPage;
