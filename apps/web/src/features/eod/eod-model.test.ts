import { type EodColumn, eodTotals } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { eodCellText, eodFigureText, eodPrintedText, eodTanggalText, eodTotalsRow } from './eod-model.ts';

describe('laporan EOD texts', () => {
  it('field 39: money in rupiah with thousand separators (negative too), weights in grams, dates as every receipt (23 November 2026), empty as a dash', () => {
    expect(eodFigureText({ kind: 'money', value: 1_550_000 })).toBe('Rp 1,550,000');
    expect(eodFigureText({ kind: 'money', value: -50_000 })).toBe('-Rp 50,000');
    expect(eodFigureText({ kind: 'money', value: null })).toBe('Rp 0');
    expect(eodFigureText({ kind: 'weight', value: '3.950' })).toBe('3.950 gr');
    expect(eodFigureText({ kind: 'int', value: 12_345 })).toBe('12,345');
    expect(eodFigureText({ kind: 'text', value: null })).toBe('-');
    expect(eodCellText('date', '2026-11-23')).toBe('23 November 2026');
    expect(eodCellText('date', null)).toBe('-');
    // instants on the store's clock (WIB unless the session says otherwise)
    expect(eodCellText('datetime', '2026-01-01T11:00:00.000Z')).toBe('1 Januari 2026 18:00');
    expect(eodCellText('datetime', undefined)).toBe('-');
    expect(eodPrintedText('ADMIN', new Date('2026-11-23T05:00:00Z'))).toBe('Printed By ADMIN / 23 November 2026 12:00');
    expect(eodCellText('money', undefined)).toBe('0');
    expect(eodTanggalText('2026-01-05')).toBe('TANGGAL : 5 Januari 2026');
  });

  it('the totals row: TOTAL under the first column, totals under totalled columns, never undefined', () => {
    const cols: EodColumn[] = [
      { field: 'jenis', label: 'Jenis', kind: 'text' },
      { field: 'masuk', label: 'Masuk', kind: 'money', total: true },
      { field: 'berat', label: 'Berat', kind: 'weight', total: true },
      { field: 'x', label: 'X', kind: 'text' },
    ];
    const rows = [
      { jenis: 'CASH', masuk: 1_000_000, berat: '1.005', x: null },
      { jenis: 'DEBIT', masuk: 2_500, berat: '0.995', x: 'a' },
    ];
    expect(eodTotalsRow(cols, eodTotals(cols, rows))).toEqual(['TOTAL', '1,002,500', '2.000', '']);
    expect(eodTotalsRow([{ field: 'a', label: 'A', kind: 'text' }], {})).toBeNull();
  });
});
