import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMg } from '../stock/weight.rules.ts';
import { type EodColumn, eodDataSchema, eodFigure, eodTable, eodTotals, eodValueFits } from './eod.schemas.ts';

const cols: EodColumn[] = [
  { field: 'nama', label: 'Nama', kind: 'text' },
  { field: 'qty', label: 'Qty', kind: 'int', total: true },
  { field: 'berat', label: 'Berat', kind: 'weight', total: true },
  { field: 'total', label: 'Total', kind: 'money', total: true },
];

describe('end-of-day report shape', () => {
  it('totals are exact for any rows: counts and rupiah as integers, weights to the milligram', () => {
    const row = fc.record({
      nama: fc.string(),
      qty: fc.integer({ min: -1000, max: 1000 }),
      mg: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      total: fc.integer({ min: -1e12, max: 1e12 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const t = eodTotals(
          cols,
          rows.map((r) => ({ nama: r.nama, qty: r.qty, berat: fromMg(r.mg), total: r.total })),
        );
        expect(t).toEqual({
          qty: rows.reduce((s, r) => s + r.qty, 0),
          berat: fromMg(rows.reduce((s, r) => s + r.mg, 0)),
          total: rows.reduce((s, r) => s + r.total, 0),
        });
        expect(Object.keys(t)).not.toContain('nama');
      }),
    );
  });

  it('a value must fit its kind; empty fits every kind', () => {
    expect(eodValueFits('money', 1_500_000)).toBe(true);
    expect(eodValueFits('money', 1.5)).toBe(false);
    expect(eodValueFits('money', '1500')).toBe(false);
    expect(eodValueFits('weight', '3.950')).toBe(true);
    expect(eodValueFits('weight', 3.95)).toBe(false);
    expect(eodValueFits('date', '2026-11-24')).toBe(true);
    expect(eodValueFits('date', '24-11-2026')).toBe(false);
    expect(eodValueFits('text', null)).toBe(true);
  });

  it('the stored document refuses a figure or a cell of the wrong kind, and finds figures and tables by key', () => {
    const doc = {
      versi: 1,
      kode_toko: 'PST',
      nama_toko: 'KILAU',
      tanggal: '2026-11-24',
      ditutup_oleh: 'ADMIN',
      sections: [
        {
          key: 'kas',
          title: 'Buku Kas',
          figures: [{ key: 'saldo_akhir', label: 'Saldo Akhir', kind: 'money', value: 1_550_000 }],
          tables: [
            {
              key: 't',
              title: 'T',
              columns: cols,
              rows: [{ nama: 'A', qty: 1, berat: '1.000', total: 5 }],
              totals: {},
              empty: '-',
            },
          ],
          notes: [],
        },
      ],
    };
    const ok = eodDataSchema.parse(doc);
    expect(eodFigure(ok, 'kas', 'saldo_akhir')).toBe(1_550_000);
    expect(eodFigure(ok, 'kas', 'x')).toBeUndefined();
    expect(eodTable(ok, 'kas', 't')?.rows).toHaveLength(1);
    const badFigure = structuredClone(doc);
    (badFigure.sections[0]?.figures[0] as { value: unknown }).value = '1,550,000';
    expect(eodDataSchema.safeParse(badFigure).success).toBe(false);
    const badCell = structuredClone(doc);
    (badCell.sections[0]?.tables[0]?.rows[0] as { berat: unknown }).berat = 1;
    expect(eodDataSchema.safeParse(badCell).success).toBe(false);
  });
});
