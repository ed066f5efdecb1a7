/**
 * The dashboard's bar chart, drawn as plain SVG (a chart library would be most of the dashboard's code, for two
 * bar charts): a value axis with round steps in short rupiah, one bar per category, the
 * category labels thinned to fit, and a tooltip with the full label and the amount on hover. The chart follows its
 * box's width.
 */
import { formatRupiah } from '@kilau/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { type ChartPoint, niceTicks, shortRupiah } from './chart-model.ts';

const GOLD = '#966712';
const GOLD_HOVER = '#b07d1c';
const AXIS = '#5b5e66';
const SPLIT = '#eeebe4';
const FONT = 11;
const CHAR_W = 6.6; // ~ width of a digit at 11 px in the app's font, to size the value axis
const PAD = { top: 16, right: 12, bottom: 8 + FONT + 6, left: 8 };

export type BarChartProps = {
  /** What the chart shows, for screen readers (the card's title). */
  label: string;
  points: readonly ChartPoint[];
  axisLabel: (label: string) => string;
  tipLabel: (label: string) => string;
  height?: number;
  testId?: string;
};

export function BarChart({ label, points, axisLabel, tipLabel, height = 260, testId }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<number | null>(null);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const labels = ticks.map(shortRupiah);
  const left = PAD.left + Math.max(...labels.map((l) => l.length)) * CHAR_W + 8;
  const plotW = Math.max(0, width - left - PAD.right);
  const plotH = Math.max(0, height - PAD.top - PAD.bottom);
  const band = points.length ? plotW / points.length : 0;
  const barW = Math.min(28, band * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  // every n-th category label, so that labels never overlap (about 3 digits + a gap each)
  const every = Math.max(1, Math.ceil((4 * CHAR_W) / Math.max(band, 1)));
  const tip = hover === null ? undefined : points[hover];

  return (
    <div ref={box} className="k-bar-chart" style={{ width: '100%', height }} data-testid={testId}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={label}
          onMouseMove={(e) => {
            const x = e.clientX - e.currentTarget.getBoundingClientRect().left - left;
            const i = Math.floor(x / Math.max(band, 1));
            setHover(x >= 0 && i < points.length ? i : null);
          }}
          onMouseLeave={() => setHover(null)}
        >
          {ticks.map((t, i) => (
            <g key={t}>
              <line x1={left} x2={left + plotW} y1={y(t)} y2={y(t)} stroke={i === 0 ? AXIS : SPLIT} />
              <text x={left - 8} y={y(t)} dy="0.32em" textAnchor="end" fontSize={FONT} fill={AXIS}>
                {labels[i]}
              </text>
            </g>
          ))}
          {points.map((p, i) => {
            const cx = left + band * (i + 0.5);
            const h = Math.max(0, PAD.top + plotH - y(p.value));
            return (
              <g key={p.label} data-bar={p.label} data-amount={p.value}>
                {hover === i && <rect x={cx - band / 2} y={PAD.top} width={band} height={plotH} fill="#00000010" />}
                {h > 0 && (
                  <path d={barPath(cx - barW / 2, y(p.value), barW, h)} fill={hover === i ? GOLD_HOVER : GOLD} />
                )}
                {i % every === 0 && (
                  <text x={cx} y={PAD.top + plotH + 6 + FONT} textAnchor="middle" fontSize={FONT} fill={AXIS}>
                    {axisLabel(p.label)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      {tip && hover !== null && (
        <div
          className="k-bar-tip"
          style={{ left: Math.min(left + band * (hover + 0.5) + 12, Math.max(0, width - 170)), top: PAD.top }}
        >
          {tipLabel(tip.label)}
          <br />
          <b>Rp {formatRupiah(tip.value)}</b>
        </div>
      )}
    </div>
  );
}

/** A bar with its two top corners rounded (radius 3, less for a very low bar). */
function barPath(x: number, y: number, w: number, h: number): string {
  const r = Math.min(3, w / 2, h);
  return `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
}
