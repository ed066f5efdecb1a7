import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batalJualRefusal, POIN_MSG, saldoPoinBerjalan, tukarRefusal } from './poin.rules.ts';

/** The server's rules over one member's ledger, applied in memory: what each event writes, or a refusal. */
type Event =
  | { kind: 'jual'; poin: number }
  | { kind: 'batal'; sale: number }
  | { kind: 'tukar'; qty: number; poin_satuan: number };

function play(events: readonly Event[], stock0: number) {
  const ledger: number[] = [];
  const sales: { poin: number; batal: boolean }[] = [];
  let stock = stock0;
  const saldo = () => ledger.reduce((a, b) => a + b, 0);
  const balances: number[] = [];
  for (const e of events) {
    if (e.kind === 'jual') {
      sales.push({ poin: e.poin, batal: false });
      if (e.poin > 0) ledger.push(e.poin);
    } else if (e.kind === 'batal') {
      const s = sales[e.sale % Math.max(1, sales.length)];
      // a cancellation takes back every earned point, or is refused when the member no longer has them
      if (s && !s.batal && !batalJualRefusal('X', saldo(), s.poin)) {
        s.batal = true;
        if (s.poin > 0) ledger.push(-s.poin);
      }
    } else {
      const refused = tukarRefusal({ saldo: saldo(), stock, qty: e.qty, poin_satuan: e.poin_satuan, nama_hadiah: 'X' });
      if (!refused) {
        ledger.push(-e.qty * e.poin_satuan);
        stock -= e.qty;
      }
    }
    balances.push(saldo());
  }
  return { balances, stock, ledger };
}

const event = fc.oneof(
  fc.record({ kind: fc.constant('jual' as const), poin: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('batal' as const), sale: fc.nat(50) }),
  fc.record({
    kind: fc.constant('tukar' as const),
    qty: fc.integer({ min: 0, max: 5 }),
    poin_satuan: fc.integer({ min: 0, max: 15 }),
  }),
);

describe('member points', () => {
  it('never go below zero, nor does a gift stock, for any sequence of sales, cancellations and exchanges', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), fc.nat(30), (events, stock0) => {
        const r = play(events, stock0);
        for (const b of r.balances) expect(b).toBeGreaterThanOrEqual(0);
        expect(r.stock).toBeGreaterThanOrEqual(0);
        // the running balance of the ledger is the same figure at every row
        const run = saldoPoinBerjalan(
          0,
          r.ledger.map((poin) => ({ poin })),
        );
        for (const row of run) expect(row.saldo).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('field 4: a cancellation takes back all it earned, or is refused naming the points when part was spent', () => {
    expect(batalJualRefusal('FJ1', 10, 3)).toBeUndefined();
    expect(batalJualRefusal('FJ1', 3, 3)).toBeUndefined();
    expect(batalJualRefusal('FJ1', 5, 0)).toBeUndefined();
    expect(batalJualRefusal('FJ1', 2, 3)).toBe(POIN_MSG.batalPoinTerpakai('FJ1', 3, 2));
    expect(batalJualRefusal('FJ1', 0, 105)).toBe(
      'Penjualan FJ1 Tidak Dapat Dibatalkan: 105 Poin Dari Penjualan Ini Sudah Ditukar Hadiah, Sisa Poin Member Hanya 0',
    );
  });

  it('an exchange is refused when the points or the stock do not cover it, with the figures', () => {
    const base = { saldo: 10, poin_satuan: 4, stock: 3, qty: 2, nama_hadiah: 'PAYUNG' };
    expect(tukarRefusal(base)).toBeUndefined();
    expect(tukarRefusal({ ...base, qty: 3 })).toBe(POIN_MSG.poinKurang(12, 10));
    expect(tukarRefusal({ ...base, stock: 1 })).toBe('Stock Hadiah PAYUNG Tidak Cukup, Sisa Stock 1');
    expect(tukarRefusal({ ...base, qty: 0 })).toBe(POIN_MSG.qty);
    expect(tukarRefusal({ ...base, poin_satuan: 0 })).toBe(POIN_MSG.hadiahTanpaPoin('PAYUNG'));
    expect(tukarRefusal({ ...base, saldo: 8 })).toBeUndefined();
  });

  it('the running balance adds each row to the one before', () => {
    expect(saldoPoinBerjalan(5, [{ poin: 2 }, { poin: -4 }, { poin: 1 }]).map((r) => r.saldo)).toEqual([7, 3, 4]);
  });
});

describe('field 14: points in messages', () => {
  it('field 14: point and stock counts in refusals are grouped as every other number (§2.3)', () => {
    expect(tukarRefusal({ saldo: 1_000, poin_satuan: 1_500, stock: 10, qty: 1, nama_hadiah: 'PAYUNG' })).toBe(
      'Poin Member Tidak Cukup: Dibutuhkan 1,500 Poin, Sisa Poin 1,000',
    );
    expect(batalJualRefusal('PST-FJ-261126-0001', 250, 1_250)).toBe(
      'Penjualan PST-FJ-261126-0001 Tidak Dapat Dibatalkan: 1,250 Poin Dari Penjualan Ini Sudah Ditukar Hadiah, Sisa Poin Member Hanya 250',
    );
    expect(POIN_MSG.stockKurang('PAYUNG', 1_200)).toBe('Stock Hadiah PAYUNG Tidak Cukup, Sisa Stock 1,200');
  });
});
