import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerEvent, type LedgerKind, type SummaryRow, summarizeDay, summaryKey } from './ledger.rules.ts';
import { fromMg, toMg } from './weight.rules.ts';

type Piece = { dept: string; group: string; mg: number; gudang: string | null };

const GUDANG = ['ETL', 'BRK', 'SRT'];
const step = fc.record({
  piece: fc.nat(29),
  action: fc.constantFrom<'masuk' | 'pindah' | 'keluar'>('masuk', 'pindah', 'keluar'),
  gudang: fc.constantFrom(...GUDANG),
  inKind: fc.constantFrom<LedgerKind>('TAMBAH', 'TERIMA', 'BELI', 'BATAL_JUAL', 'KEMBALI'),
  outKind: fc.constantFrom<LedgerKind>('JUAL', 'HANCUR', 'KIRIM', 'CUCI'),
});
const pieces = fc.array(
  fc.record({
    dept: fc.constantFrom('CC', 'KL', 'GL'),
    group: fc.constantFrom('E75', 'E70'),
    mg: fc.integer({ min: 1, max: 99_999 }),
  }),
  { minLength: 30, maxLength: 30 },
);

/** Plays steps against real piece state, emitting only events that are possible, like the server does. */
type Step = {
  piece: number;
  action: 'masuk' | 'pindah' | 'keluar';
  gudang: string;
  inKind: LedgerKind;
  outKind: LedgerKind;
};
function play(ps: Piece[], steps: readonly Step[]) {
  const events: LedgerEvent[] = [];
  for (const s of steps) {
    const p = ps[s.piece] as Piece;
    const base = { kode_dept: p.dept, kode_group: p.group, mg: p.mg };
    if (s.action === 'masuk' && p.gudang === null) {
      events.push({ ...base, kind: s.inKind, dari_gudang: null, ke_gudang: s.gudang });
      p.gudang = s.gudang;
    } else if (s.action === 'pindah' && p.gudang !== null) {
      events.push({ ...base, kind: 'PINDAH', dari_gudang: p.gudang, ke_gudang: s.gudang });
      p.gudang = s.gudang;
    } else if (s.action === 'keluar' && p.gudang !== null) {
      events.push({ ...base, kind: s.outKind, dari_gudang: p.gudang, ke_gudang: null });
      p.gudang = null;
    }
  }
  return events;
}

function actual(ps: Piece[]): Map<string, { n: number; mg: number }> {
  const m = new Map<string, { n: number; mg: number }>();
  for (const p of ps) {
    if (p.gudang === null) continue;
    const k = summaryKey(p.dept, p.group, p.gudang);
    const v = m.get(k) ?? { n: 0, mg: 0 };
    v.n += 1;
    v.mg += p.mg;
    m.set(k, v);
  }
  return m;
}

describe('barang summary from the ledger', () => {
  it('balances: awal + in + tambah + beli − out − hancur − jual = akhir, and akhir is the real stock, day after day', () => {
    fc.assert(
      fc.property(pieces, fc.array(fc.array(step, { maxLength: 60 }), { minLength: 1, maxLength: 4 }), (defs, days) => {
        const ps: Piece[] = defs.map((d) => ({ ...d, gudang: null }));
        let prev: SummaryRow[] = [];
        for (const day of days) {
          const rows = summarizeDay(prev, play(ps, day));
          const real = actual(ps);
          for (const r of rows) {
            expect(
              r.stock_awal + r.stock_in + r.stock_tambah + r.stock_beli - r.stock_out - r.stock_hancur - r.stock_jual,
            ).toBe(r.stock_akhir);
            expect(
              r.berat_awal + r.berat_in + r.berat_tambah + r.berat_beli - r.berat_out - r.berat_hancur - r.berat_jual,
            ).toBe(r.berat_akhir);
            const v = real.get(summaryKey(r.kode_dept, r.kode_group, r.kode_gudang)) ?? { n: 0, mg: 0 };
            expect(r.stock_akhir).toBe(v.n);
            expect(r.berat_akhir).toBe(v.mg);
          }
          for (const [k, v] of real) {
            expect(rows.some((r) => summaryKey(r.kode_dept, r.kode_group, r.kode_gudang) === k) || v.n === 0).toBe(
              true,
            );
          }
          // akhir of a day is awal of the next
          const next = summarizeDay(rows, []);
          for (const r of rows) {
            const n = next.find(
              (x) =>
                summaryKey(x.kode_dept, x.kode_group, x.kode_gudang) ===
                summaryKey(r.kode_dept, r.kode_group, r.kode_gudang),
            );
            expect(n?.stock_awal).toBe(r.stock_akhir);
            expect(n?.berat_awal).toBe(r.berat_akhir);
          }
          prev = rows;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a move within one gudang changes no bucket; sale and melt land in their own buckets', () => {
    const base = { kode_dept: 'CC', kode_group: 'E75', mg: 1500 };
    const rows = summarizeDay(
      [],
      [
        { ...base, kind: 'TAMBAH', dari_gudang: null, ke_gudang: 'ETL' },
        { ...base, kind: 'PINDAH', dari_gudang: 'ETL', ke_gudang: 'ETL' },
        { ...base, kind: 'JUAL', dari_gudang: 'ETL', ke_gudang: null },
        { ...base, kind: 'BATAL_JUAL', dari_gudang: null, ke_gudang: 'ETL' },
        { ...base, kind: 'HANCUR', dari_gudang: 'ETL', ke_gudang: null },
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stock_tambah: 1,
      stock_jual: 1,
      stock_in: 1,
      stock_hancur: 1,
      stock_out: 0,
      stock_akhir: 0,
      berat_jual: 1500,
    });
  });
});

describe('exact weights', () => {
  it('round-trips through milligrams without float error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999 }), (g, mg) => {
        const s = `${g}.${String(mg).padStart(3, '0')}`;
        expect(fromMg(toMg(s))).toBe(s);
      }),
    );
    expect(toMg('0.1') + toMg('0.2')).toBe(toMg('0.3'));
    expect(toMg(12.5)).toBe(12500);
    expect(() => toMg('1.2345')).toThrow();
  });
});
