/**
 * Live figures of the shop day and its month (spec §7.1 charts): stat cards, sales per hour today and per day
 * this month, purchases, repairs (services taken in) and orders taken (value at the estimated weight). Only real
 * figures: loans made (issue 14) too, counted from their documents, never a zero stand-in. Refreshed every minute and on focus.
 * Only the cards of the reports the user may open (CHART_RIGHTS): a cashier without reports sees none.
 */

import { ReloadOutlined } from '@ant-design/icons';
import { formatRupiah, formatTanggal } from '@kilau/domain';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { formatWaktu } from '../../lib/shop-time.ts';
import { BackupAlertDashboard } from '../backup/BackupAlertDashboard.tsx';
import { MarginAlertDashboard } from '../hutang/view/MarginAlertDashboard.tsx';

import { BarChart } from './BarChart.tsx';
import { fillDaily, fillHourly } from './chart-model.ts';
import { type ChartDomain, DASH_TEXT } from './dashboard.texts.ts';
import { type ChartState, useChartDomains, useCharts } from './use-charts.ts';
import './dashboard.css';

function Stat(p: { id: string; label: string; value: number; money?: boolean; hint?: string; state: ChartState }) {
  return (
    <Card size="small" className="k-stat k-dash-stat">
      <div className="k-stat-label">{p.label}</div>
      {p.state.loading ? (
        <Skeleton.Input active size="small" />
      ) : (
        <div className="k-dash-figure" data-testid={p.id} data-value={p.value}>
          {p.money ? `Rp ${formatRupiah(p.value)}` : formatRupiah(p.value)}
        </div>
      )}
      {p.hint && <div className="k-muted">{p.hint}</div>}
    </Card>
  );
}

/** The documents whose day and month totals show as a card with their count, in this order. */
const DOC_CARDS: readonly { id: string; domain: ChartDomain; today: string; month: string }[] = [
  { id: 'buy', domain: 'pembelian', today: DASH_TEXT.buyToday, month: DASH_TEXT.buyMonth },
  { id: 'svc', domain: 'service', today: DASH_TEXT.svcToday, month: DASH_TEXT.svcMonth },
  { id: 'ord', domain: 'pesanan', today: DASH_TEXT.ordToday, month: DASH_TEXT.ordMonth },
  { id: 'htg', domain: 'hutang', today: DASH_TEXT.htgToday, month: DASH_TEXT.htgMonth },
];

/** A document's total (rupiah) with its count beneath. */
function DocStat(p: { id: string; label: string; state: ChartState }) {
  return (
    <Stat
      id={p.id}
      label={p.label}
      value={p.state.data.value}
      money
      state={p.state}
      hint={DASH_TEXT.trx(p.state.data.jumlah)}
    />
  );
}

export function SalesDashboard({ day }: { day: string }) {
  // only the figures of the reports the user may open (a cashier sees no store revenue)
  const domains = useChartDomains();
  const charts = useCharts(domains);
  const sales = domains.includes('penjualan');
  const docCards = DOC_CARDS.filter((c) => domains.includes(c.domain));
  const today = charts.get('penjualan', 'today');
  const month = charts.get('penjualan', 'monthly');
  const hourly = useMemo(() => fillHourly(today.data.series), [today.data.series]);
  const daily = useMemo(() => fillDaily(month.data.series, day), [month.data.series, day]);
  const anyError = domains.some((d) => charts.get(d, 'today').error || charts.get(d, 'monthly').error);

  if (!domains.length)
    return (
      <div className="k-dash" data-testid="dash">
        <BackupAlertDashboard />
        <MarginAlertDashboard />
      </div>
    );
  return (
    <div className="k-dash" data-testid="dash">
      <div className="k-dash-head">
        <span className="k-muted" data-testid="dash-updated">
          {charts.updatedAt ? `${DASH_TEXT.updated} ${formatWaktu(new Date(charts.updatedAt))}` : ''}
        </span>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={charts.fetching}
          onClick={() => void charts.refetch()}
          data-testid="dash-refresh"
        >
          {DASH_TEXT.refresh}
        </Button>
      </div>
      {anyError && <Alert type="warning" showIcon className="k-mb" title={DASH_TEXT.loadFail} />}
      <BackupAlertDashboard />
      <MarginAlertDashboard />
      <div className="k-dash-stats">
        {sales && (
          <>
            <Stat id="dash-sales-today" label={DASH_TEXT.salesToday} value={today.data.value} money state={today} />
            <Stat id="dash-trx-today" label={DASH_TEXT.trxToday} value={today.data.jumlah} state={today} />
          </>
        )}
        {docCards.map((c) => (
          <DocStat key={c.id} id={`dash-${c.id}-today`} label={c.today} state={charts.get(c.domain, 'today')} />
        ))}
        {sales && (
          <>
            <Stat id="dash-sales-month" label={DASH_TEXT.salesMonth} value={month.data.value} money state={month} />
            <Stat id="dash-trx-month" label={DASH_TEXT.trxMonth} value={month.data.jumlah} state={month} />
          </>
        )}
        {docCards.map((c) => (
          <DocStat key={c.id} id={`dash-${c.id}-month`} label={c.month} state={charts.get(c.domain, 'monthly')} />
        ))}
      </div>
      {sales && (
        <div className="k-dash-charts">
          <Card size="small" title={DASH_TEXT.perHour} className="k-card k-dash-chart">
            <BarChart
              label={DASH_TEXT.perHour}
              points={hourly}
              axisLabel={(l) => l.slice(0, 2)}
              tipLabel={(l) => `${formatTanggal(day)} ${l}`}
              testId="dash-chart-today"
            />
            {!today.loading && today.data.jumlah === 0 && <div className="k-dash-none">{DASH_TEXT.noSalesToday}</div>}
          </Card>
          <Card size="small" title={DASH_TEXT.perDay} className="k-card k-dash-chart">
            <BarChart
              label={DASH_TEXT.perDay}
              points={daily}
              axisLabel={(l) => String(Number(l.slice(8, 10)))}
              tipLabel={(l) => formatTanggal(l)}
              testId="dash-chart-monthly"
            />
          </Card>
        </div>
      )}
    </div>
  );
}
