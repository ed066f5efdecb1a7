import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillDaily, fillHourly, niceTicks, readChart, shortRupiah } from './chart-model.ts';

describe('dashboard chart axes', () => {
  it('reads an answer defensively', () => {
    expect(readChart({ value: '2000000', jumlah: 2, series: [{ label: '10:00', value: '5' }] })).toEqual({
      value: 2_000_000,
      jumlah: 2,
      series: [{ label: '10:00', value: 5 }],
    });
    expect(readChart(undefined)).toEqual({ value: 0, jumlah: 0, series: [] });
  });
  it('fills every opening hour, widened to hours with sales', () => {
    const h = fillHourly([{ label: '10:00', value: 5 }]);
    expect(h[0]).toEqual({ label: '08:00', value: 0 });
    expect(h.at(-1)).toEqual({ label: '21:00', value: 0 });
    expect(h.find((p) => p.label === '10:00')?.value).toBe(5);
    const late = fillHourly([
      { label: '06:00', value: 1 },
      { label: '23:00', value: 2 },
    ]);
    expect(late[0]?.label).toBe('06:00');
    expect(late.at(-1)?.label).toBe('23:00');
  });
  it('fills the month up to the shop day', () => {
    const d = fillDaily([{ label: '2026-02-03', value: 7 }], '2026-02-05');
    expect(d.map((p) => p.label)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05']);
    expect(d[2]?.value).toBe(7);
    expect(fillDaily([], '2026-03-01')).toHaveLength(1);
  });
  it('field 14: shortens rupiah for axis labels with the §2.3 decimal point and grouping', () => {
    expect(shortRupiah(12_500_000)).toBe('12.5 jt');
    expect(shortRupiah(1_200_000_000)).toBe('1.2 M');
    expect(shortRupiah(2_000_000)).toBe('2 jt');
    expect(shortRupiah(1_234_500_000_000)).toBe('1,234.5 M');
    expect(shortRupiah(500)).toBe('500');
  });
  it('value axis: round steps from 0 to the first step at or above the highest bar', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(12_500_000)).toEqual([0, 5_000_000, 10_000_000, 15_000_000]);
    expect(niceTicks(40_000_000)).toEqual([0, 10_000_000, 20_000_000, 30_000_000, 40_000_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (max) => {
        const t = niceTicks(max);
        const step = t[1]! - t[0]!;
        expect(t[0]).toBe(0);
        expect(t.at(-1)!).toBeGreaterThanOrEqual(max);
        expect(t.at(-1)! - step).toBeLessThan(max);
        expect(t.length).toBeGreaterThanOrEqual(2);
        expect(t.length).toBeLessThanOrEqual(11);
        expect(Number.isInteger(step) && /^[125]0*$/.test(String(step))).toBe(true);
      }),
    );
  });
});
