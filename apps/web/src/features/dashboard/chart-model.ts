/**
 * The dashboard's pure side: chart answers (`<domain>/chart?type=today|monthly` → `{value, jumlah, series}`) made
 * into full axes — every opening hour of the day, every day of the month so far — with zero where nothing sold.
 */
import { addDays, type ChartAnswer, type ChartPoint, formatNumber } from '@kilau/domain';

export type { ChartAnswer, ChartPoint };

export const EMPTY_CHART: ChartAnswer = { value: 0, jumlah: 0, series: [] };

/** A response read defensively: numbers as numbers, a missing series as none. */
export function readChart(raw: unknown): ChartAnswer {
  const r = (raw ?? {}) as Partial<Record<keyof ChartAnswer, unknown>>;
  const num = (v: unknown) => {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : 0;
  };
  const series = Array.isArray(r.series)
    ? r.series.map((p) => ({ label: String((p as ChartPoint)?.label ?? ''), value: num((p as ChartPoint)?.value) }))
    : [];
  return { value: num(r.value), jumlah: num(r.jumlah), series };
}

const OPEN_HOUR = 8;
const CLOSE_HOUR = 21;

/** `HH:00` buckets from 08:00 to 21:00, widened to any hour that has sales. */
export function fillHourly(series: readonly ChartPoint[]): ChartPoint[] {
  const by = new Map<number, number>();
  for (const p of series) {
    const h = Number.parseInt(p.label, 10);
    if (Number.isInteger(h) && h >= 0 && h < 24) by.set(h, (by.get(h) ?? 0) + p.value);
  }
  const hours = [...by.keys()];
  const from = Math.min(OPEN_HOUR, ...hours);
  const to = Math.max(CLOSE_HOUR, ...hours);
  const out: ChartPoint[] = [];
  for (let h = from; h <= to; h++) out.push({ label: `${String(h).padStart(2, '0')}:00`, value: by.get(h) ?? 0 });
  return out;
}

/** One point per day from the first of the shop day's month to the shop day itself (`YYYY-MM-DD` labels). */
export function fillDaily(series: readonly ChartPoint[], day: string): ChartPoint[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return [...series];
  const by = new Map(series.map((p) => [p.label.slice(0, 10), p.value]));
  const out: ChartPoint[] = [];
  for (let d = `${day.slice(0, 7)}-01`; d <= day; d = addDays(d, 1)) out.push({ label: d, value: by.get(d) ?? 0 });
  return out;
}

/** Axis labels in millions/thousands so a chart of rupiah stays readable: 12,500,000 → `12.5 jt` (§2.3 style). */
export function shortRupiah(v: number): string {
  const abs = Math.abs(v);
  const fmt = (n: number, unit: string) => `${formatNumber(n, 1).replace(/\.0$/, '')} ${unit}`;
  if (abs >= 1e9) return fmt(v / 1e9, 'M');
  if (abs >= 1e6) return fmt(v / 1e6, 'jt');
  if (abs >= 1e3) return fmt(v / 1e3, 'rb');
  return String(v);
}

/**
 * The value axis of a bar chart: 0 up to the first round step (1, 2 or 5 × 10ⁿ, whole numbers) at or above `max`,
 * in about four steps; `[0, 1]` when there is nothing to show.
 */
export function niceTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const r = rough / mag;
  const step = Math.max(1, (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * mag);
  const top = Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = 0; v <= top; v += step) out.push(v);
  return out;
}
