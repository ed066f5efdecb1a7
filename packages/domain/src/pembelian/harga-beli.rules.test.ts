import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMg } from '../stock/weight.rules.ts';
import { bulatBawah, hargaBeli, type KondisiBeli, perluOtorisasiHarga, potonganPerGram } from './harga-beli.rules.ts';

const MULUS: KondisiBeli = {
  kode_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  potongan_nota: '2',
  potongan_tanpa_nota: '5',
};
const PATAH: KondisiBeli = {
  kode_kondisi: 'PATAH',
  type_kondisi: 'RP',
  potongan_nota: '15000',
  potongan_tanpa_nota: '25000',
};

describe('hargaBeli', () => {
  it('PERSENTASE with nota: 1,000,000/g less 2 % = 980,000/g; 3.456 g → 3,386,880', () => {
    const r = hargaBeli({ berat: '3.456', harga_beli_gram: 1_000_000, kondisi: MULUS, ada_nota: true });
    expect(r).toEqual({
      harga_beli_gram: 1_000_000,
      potongan_kondisi: 20_000,
      potongan_rugi_nota: 0,
      harga_rata: 980_000,
      harga: 3_386_880,
    });
  });
  it('without nota the larger deduction applies (5 %), also when the master lists it first', () => {
    expect(hargaBeli({ berat: '1', harga_beli_gram: 1_000_000, kondisi: MULUS, ada_nota: false }).harga_rata).toBe(
      950_000,
    );
    const swapped = { ...MULUS, potongan_nota: '5', potongan_tanpa_nota: '2' };
    expect(hargaBeli({ berat: '1', harga_beli_gram: 1_000_000, kondisi: swapped, ada_nota: false }).harga_rata).toBe(
      950_000,
    );
  });
  it('RP deducts rupiah per gram; rugi nota is deducted on top; rounding is down to the store step', () => {
    const r = hargaBeli({
      berat: '2.5',
      harga_beli_gram: 900_000,
      kondisi: PATAH,
      ada_nota: true,
      rugi_nota: { type: 'PERSENTASE', nilai: '1.5' },
      pembulatan: 1000,
    });
    expect(r.potongan_kondisi).toBe(15_000);
    expect(r.potongan_rugi_nota).toBe(13_500);
    expect(r.harga_rata).toBe(871_500);
    expect(r.harga).toBe(2_178_000); // 2,178,750 down to 1,000
  });
  it('a deduction above the price gives 0, never a negative price', () => {
    const r = hargaBeli({ berat: '1', harga_beli_gram: 10_000, kondisi: PATAH, ada_nota: false });
    expect(r).toMatchObject({ harga_rata: 0, harga: 0 });
  });
  it('a percentage deduction is rounded up (the shop side), to the rupiah', () => {
    expect(potonganPerGram('PERSENTASE', '1.234', 999_999)).toBe(12_340);
    expect(potonganPerGram('RP', '0.5', 1)).toBe(1);
    expect(potonganPerGram('RP', '0', 1)).toBe(0);
  });
  it('bulatBawah rounds down to the step', () => {
    expect(bulatBawah(1_234_567, 500)).toBe(1_234_500);
    expect(bulatBawah(1_234_500, 500)).toBe(1_234_500);
    expect(bulatBawah(7, 0)).toBe(7);
  });

  const arb = fc.record({
    mg: fc.integer({ min: 0, max: 5_000_000 }),
    gram: fc.integer({ min: 0, max: 5_000_000 }),
    type: fc.constantFrom('PERSENTASE' as const, 'RP' as const),
    nota: fc.integer({ min: 0, max: 100_000 }),
    tanpa: fc.integer({ min: 0, max: 100_000 }),
    ada: fc.boolean(),
    step: fc.constantFrom(0, 100, 500, 1000),
  });
  type Arb = typeof arb extends fc.Arbitrary<infer T> ? T : never;
  const run = (a: Arb, ada = a.ada) =>
    hargaBeli({
      berat: fromMg(a.mg),
      harga_beli_gram: a.gram,
      kondisi: {
        kode_kondisi: 'K',
        type_kondisi: a.type,
        potongan_nota: fromMg(a.type === 'PERSENTASE' ? a.nota % 100_001 : a.nota * 1000),
        potongan_tanpa_nota: fromMg(a.type === 'PERSENTASE' ? a.tanpa % 100_001 : a.tanpa * 1000),
      },
      ada_nota: ada,
      pembulatan: a.step,
    });

  it('property: the price is a whole, non-negative rupiah, never above weight × today’s buy price', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const r = run(a);
        expect(Number.isSafeInteger(r.harga)).toBe(true);
        expect(r.harga).toBeGreaterThanOrEqual(0);
        expect(r.harga_rata).toBeLessThanOrEqual(a.gram);
        expect(r.harga * 1000).toBeLessThanOrEqual(a.mg * a.gram);
        if (a.step > 0) expect(r.harga % a.step).toBe(0);
      }),
    );
  });
  it('property: without nota the price is never higher than with nota', () => {
    fc.assert(
      fc.property(arb, (a) => {
        expect(run(a, false).harga).toBeLessThanOrEqual(run(a, true).harga);
      }),
    );
  });
  it('property: any price above policy needs a supervisor, any price at or below does not', () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: -1_000_000, max: 1_000_000 }), (a, d) => {
        const policy = run(a).harga;
        const typed = Math.max(0, policy + d);
        expect(perluOtorisasiHarga(typed, policy)).toBe(typed > policy);
      }),
    );
  });
});
