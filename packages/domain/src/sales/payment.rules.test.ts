import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNonTunai,
  lineOtorisasi,
  lineRupiah,
  ownFields,
  PAYMENT_KINDS,
  PAYMENT_MSG,
  type PaidLine,
  paymentRefusal,
  paymentTotals,
  sisaUntuk,
  usdCents,
  usdToRupiah,
} from './payment.rules.ts';
import { paymentSchema } from './sales.schemas.ts';

const rupiah = fc.integer({ min: 0, max: 10_000_000_000 });
const kind = fc.constantFrom(...PAYMENT_KINDS);
const line = fc.record({ jenis: kind, jumlah: rupiah });
const lines = fc.array(line, { maxLength: 20 });
const sum = (ls: readonly PaidLine[]) => ls.reduce((n, p) => n + p.jumlah, 0);

describe('USD amounts are exact decimals', () => {
  it('reads dollars as whole cents, from the typed string or the JSON number', () => {
    expect(usdCents('100.5')).toBe(10_050);
    expect(usdCents('0.07')).toBe(7);
    expect(usdCents(100.5)).toBe(10_050);
    expect(usdCents(' 12 ')).toBe(1_200);
    for (const bad of ['', 'abc', '-1', '1.234', '1e3', '1.', '.5', Number.NaN, 1e-7, -3])
      expect(usdCents(bad)).toBeUndefined();
  });

  it('converts at the rate without float error, half up to the rupiah', () => {
    // 0.07 × 100 is 7.000000000000001 in floats; 1.005 × 1000 is 1004.9999999999999
    expect(usdToRupiah('0.07', 100)).toBe(7);
    expect(usdToRupiah('1.15', 10)).toBe(12); // 11.5 → 12 (float: 11.499999999999998)
    expect(usdToRupiah('100.5', 16_000)).toBe(1_608_000);
    expect(usdToRupiah('0.01', 50)).toBe(1); // 0.5 → 1
    expect(usdToRupiah('0.01', 49)).toBe(0);
    expect(usdToRupiah('999999999999.99', 99_999)).toBe(99_998_999_999_999_000);
    expect(usdToRupiah('10', 0)).toBe(0);
    expect(usdToRupiah('abc', 16_000)).toBe(0);
  });

  it('is cents × rate / 100 rounded half up, for every amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000 }), (cents, kurs) => {
        const s = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const r = usdToRupiah(s, kurs);
        // r is the nearest rupiah, halves up: 100·r − 50 ≤ cents·kurs < 100·r + 50
        expect(100 * r - 50).toBeLessThanOrEqual(cents * kurs);
        expect(cents * kurs).toBeLessThan(100 * r + 50);
      }),
    );
  });

  it('a line is its amount, a USD line its dollars at its rate; never NaN', () => {
    expect(lineRupiah({ jenis: 'CASH', jumlah: 5_000 })).toBe(5_000);
    expect(lineRupiah({ jenis: 'CASH', jumlah: Number.NaN })).toBe(0);
    expect(lineRupiah({ jenis: 'USD', jumlah: 1, usd: '2.5', kurs: 16_000 })).toBe(40_000);
    expect(lineRupiah({ jenis: 'USD', jumlah: 1, usd: 3, kurs: 0 })).toBe(0);
  });

  it('the sale schema refuses cents below a cent, which the database could not keep', () => {
    const usd = (v: number) => paymentSchema.safeParse({ jenis: 'USD', jumlah: 1, usd: v, kurs: 16_000 });
    expect(usd(100.25).success).toBe(true);
    expect(usd(100.255).error?.issues[0]?.message).toBe(PAYMENT_MSG.usdDesimal);
    expect(usd(0).error?.issues[0]?.message).toBe(PAYMENT_MSG.usdKosong);
  });
});

describe('payment totals', () => {
  it('sums the lines; dollars are cash, every other kind but CASH is not', () => {
    const t = paymentTotals(1_000_000, [
      { jenis: 'TRANSFER', jumlah: 400_000 },
      { jenis: 'USD', jumlah: 500_000 },
      { jenis: 'CASH', jumlah: 200_000 },
      { jenis: 'TITIPAN', jumlah: 50_000 },
    ]);
    expect(t).toEqual({ total: 1_000_000, paid: 1_150_000, nonCash: 450_000, sisa: 0, kembalian: 150_000 });
    expect(PAYMENT_KINDS.filter(isNonTunai)).toEqual(['TRANSFER', 'DEBIT', 'KREDIT', 'TITIPAN', 'TUKAR', 'PESANAN']);
  });

  it('paid − total is the change when paid enough, else what is still owed; neither is ever negative', () => {
    fc.assert(
      fc.property(rupiah, lines, (total, ls) => {
        const t = paymentTotals(total, ls);
        expect(t.paid).toBe(sum(ls));
        expect(t.sisa).toBeGreaterThanOrEqual(0);
        expect(t.kembalian).toBeGreaterThanOrEqual(0);
        expect(t.kembalian - t.sisa).toBe(t.paid - total);
        if (t.paid >= total) expect(t.kembalian).toBe(t.paid - total);
        expect(t.sisa === 0 || t.kembalian === 0).toBe(true);
        expect(t.nonCash).toBeLessThanOrEqual(t.paid);
      }),
    );
  });

  it('the "Sisa" of a line makes it and the other lines cover the bill exactly, unless they already do', () => {
    fc.assert(
      fc.property(rupiah, lines, (total, others) => {
        const s = sisaUntuk(total, others);
        expect(s).toBeGreaterThanOrEqual(0);
        const t = paymentTotals(total, [...others, { jenis: 'CASH', jumlah: s }]);
        expect(t.sisa).toBe(0);
        if (sum(others) <= total) expect(t.kembalian).toBe(0);
      }),
    );
  });
});

describe('payment refusals (the texts the counter and the server answer)', () => {
  it('underpaid names what is missing; non-cash over the bill is refused; else it may be saved', () => {
    expect(paymentRefusal(paymentTotals(500_000, [{ jenis: 'CASH', jumlah: 325_000 }]))).toEqual({
      message: 'Pembayaran Kurang Rp 175,000',
      kurang: 175_000,
    });
    expect(paymentRefusal(paymentTotals(500_000, [{ jenis: 'TRANSFER', jumlah: 500_001 }]))).toEqual({
      message: 'Pembayaran Non Tunai Melebihi Total Belanja',
    });
    expect(paymentRefusal(paymentTotals(500_000, [{ jenis: 'USD', jumlah: 900_000 }]))).toBeUndefined();
  });

  it('a saved payment covers the bill, its change is never negative and is all cash', () => {
    fc.assert(
      fc.property(rupiah, lines, (total, ls) => {
        const t = paymentTotals(total, ls);
        const r = paymentRefusal(t);
        expect(r === undefined).toBe(t.paid >= total && t.nonCash <= total);
        if (r?.kurang !== undefined) expect(r.message).toBe(PAYMENT_MSG.kurang(total - t.paid));
        if (!r) {
          expect(t.paid - t.kembalian).toBe(total);
          expect(t.kembalian).toBeLessThanOrEqual(t.paid - t.nonCash);
        }
      }),
    );
  });

  it('the texts of the server checks', () => {
    expect(PAYMENT_MSG.kursBeda(12_199_500, 15_500)).toBe(
      'Kurs USD Rp 12,199,500 Berbeda Dari Kurs Toko Rp 15,500, Memerlukan Otorisasi Supervisor',
    );
    expect(PAYMENT_MSG.tukarOtorisasi(1_000_000)).toBe('Pembayaran Tukar Rp 1,000,000 Memerlukan Otorisasi Supervisor');
    expect(PAYMENT_MSG.sisaTitipan('TT-1', 1_100_000)).toBe('Sisa Titipan TT-1 Hanya Rp 1,100,000');
  });
});

describe('line rules', () => {
  const full = {
    jumlah: 100,
    no_rekening: 'R',
    no_kartu: 'K',
    fee: 9,
    usd: 5,
    kurs: 16_000,
    no_titip: 'T',
    no_ref: 'F',
  };
  it('each kind keeps only its own fields: account and fee for non-cash, card for cards, dollars, deposit, ref', () => {
    const own = (jenis: (typeof PAYMENT_KINDS)[number]) => ownFields({ jenis, ...full });
    const blank = { no_rekening: '', no_kartu: '', fee: 0, usd: 0, kurs: 0, no_titip: '', no_ref: '' };
    expect(own('CASH')).toEqual({ jenis: 'CASH', jumlah: 100, ...blank });
    expect(own('TRANSFER')).toEqual({ jenis: 'TRANSFER', jumlah: 100, ...blank, no_rekening: 'R', fee: 9 });
    expect(own('KREDIT')).toEqual({ jenis: 'KREDIT', jumlah: 100, ...blank, no_rekening: 'R', no_kartu: 'K', fee: 9 });
    expect(own('USD')).toEqual({ jenis: 'USD', jumlah: 100, ...blank, usd: 5, kurs: 16_000 });
    expect(own('TITIPAN')).toEqual({ jenis: 'TITIPAN', jumlah: 100, ...blank, no_titip: 'T' });
    expect(own('TUKAR')).toEqual({ jenis: 'TUKAR', jumlah: 100, ...blank, no_ref: 'F' });
  });

  it('a supervisor approves a USD line at another rate and every trade-in; a line worth nothing needs none', () => {
    expect(lineOtorisasi({ jenis: 'USD', jumlah: 1_600_000, kurs: 16_000 }, 16_000)).toBeUndefined();
    expect(lineOtorisasi({ jenis: 'USD', jumlah: 1_650_000, kurs: 16_500 }, 16_000)).toBe('UBAH_KURS');
    expect(lineOtorisasi({ jenis: 'USD', jumlah: 0, kurs: 16_500 }, 16_000)).toBeUndefined();
    expect(lineOtorisasi({ jenis: 'TUKAR', jumlah: 300_000, kurs: 0 }, 16_000)).toBeUndefined();
    expect(lineOtorisasi({ jenis: 'CASH', jumlah: 300_000, kurs: 1 }, 16_000)).toBeUndefined();
  });
});
