import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barisPindahBank,
  PECAHAN,
  pecahanLengkap,
  perluOtorisasiSelisih,
  saldoAkhir,
  saldoBerjalan,
  selisihKas,
  totalPecahan,
} from './kas.rules.ts';

const row = fc.record({ jumlah_in: fc.nat(1e9), jumlah_out: fc.nat(1e9) });

describe('cash book rules', () => {
  it('the running balance adds in and subtracts out row by row', () => {
    const r = saldoBerjalan(100_000, [
      { jumlah_in: 50_000, jumlah_out: 0 },
      { jumlah_in: 0, jumlah_out: 30_000 },
      { jumlah_in: 5_000, jumlah_out: 5_000 },
    ]);
    expect(r.map((x) => x.saldo)).toEqual([150_000, 120_000, 120_000]);
  });

  it('property: the last running balance = opening + Σ in − Σ out, and each step moves by in − out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.array(row, { maxLength: 60 }), (awal, rows) => {
        const r = saldoBerjalan(awal, rows);
        const sumIn = rows.reduce((s, x) => s + x.jumlah_in, 0);
        const sumOut = rows.reduce((s, x) => s + x.jumlah_out, 0);
        expect(r.at(-1)?.saldo ?? awal).toBe(awal + sumIn - sumOut);
        expect(saldoAkhir(awal, rows)).toBe(awal + sumIn - sumOut);
        r.forEach((x, i) => {
          const before = i === 0 ? awal : (r[i - 1]?.saldo ?? 0);
          expect(x.saldo - before).toBe(x.jumlah_in - x.jumlah_out);
        });
      }),
    );
  });

  it('property: a page cut anywhere continues from the balance before it', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.array(row, { maxLength: 40 }), fc.nat(40), (awal, rows, cut) => {
        const whole = saldoBerjalan(awal, rows);
        const k = Math.min(cut, rows.length);
        const head = saldoBerjalan(awal, rows.slice(0, k));
        const tail = saldoBerjalan(saldoAkhir(awal, rows.slice(0, k)), rows.slice(k));
        expect([...head, ...tail].map((x) => x.saldo)).toEqual(whole.map((x) => x.saldo));
      }),
    );
  });

  it('the drawer count: eleven denominations from 100.000 notes to 100 coins, summed', () => {
    expect(PECAHAN.map((p) => p.nominal)).toEqual([
      100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 1_000, 500, 200, 100,
    ]);
    expect(
      totalPecahan([
        { kode: 'K100000', jumlah: 3 },
        { kode: 'K1000', jumlah: 2 },
        { kode: 'L1000', jumlah: 1 },
        { kode: 'L100', jumlah: 7 },
      ]),
    ).toBe(303_700);
    expect(pecahanLengkap([{ kode: 'L500', jumlah: 2 }]).find((p) => p.kode === 'L500')?.jumlah).toBe(2);
    expect(pecahanLengkap([]).every((p) => p.jumlah === 0)).toBe(true);
    expect(totalPecahan([{ kode: 'X999', jumlah: 5 }])).toBe(0);
  });

  it('property: the total is linear in the counts; the difference is counted − book', () => {
    const counts = fc.array(
      fc.record({ kode: fc.constantFrom(...PECAHAN.map((p) => p.kode)), jumlah: fc.nat(10_000) }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(counts, counts, fc.nat(1e10), (a, b, buku) => {
        expect(totalPecahan([...a, ...b])).toBe(totalPecahan(a) + totalPecahan(b));
        const t = totalPecahan(a);
        expect(selisihKas(t, buku) + buku).toBe(t);
      }),
    );
  });

  it('a difference needs a supervisor only beyond the limit, short or over', () => {
    expect(perluOtorisasiSelisih(10_000, 10_000)).toBe(false);
    expect(perluOtorisasiSelisih(-10_001, 10_000)).toBe(true);
    expect(perluOtorisasiSelisih(10_001, 10_000)).toBe(true);
    expect(perluOtorisasiSelisih(1, 0)).toBe(true);
    expect(perluOtorisasiSelisih(0, 0)).toBe(false);
  });

  it('property: a drawer↔bank move changes the two books by the same amount, opposite ways', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TAMBAH' as const, 'AMBIL' as const),
        fc.integer({ min: 1, max: 1e12 }),
        fc.nat(1e12),
        fc.nat(1e12),
        (arah, jumlah, laci, bank) => {
          const rows = barisPindahBank(arah, '123', jumlah);
          const laciRows = rows.filter((r) => r.no_rekening === '');
          const bankRows = rows.filter((r) => r.no_rekening === '123');
          const dLaci = saldoAkhir(laci, laciRows) - laci;
          const dBank = saldoAkhir(bank, bankRows) - bank;
          expect(dLaci + dBank).toBe(0);
          expect(Math.abs(dLaci)).toBe(jumlah);
          expect(dLaci).toBe(arah === 'TAMBAH' ? -jumlah : jumlah);
        },
      ),
    );
  });
});
