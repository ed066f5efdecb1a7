import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMg } from '../stock/weight.rules.ts';
import { hargaBarang, hargaEmasGram, poinDari, ppnDari, terbilang } from './pricing.rules.ts';

describe('harga barang', () => {
  it('is weight × price per gram + ongkos + atribut, rounded up to the store rounding', () => {
    expect(hargaBarang({ berat: '2.125', harga_gram: 1_000_000, ongkos: 50_000, harga_atribut: 0 }, 500)).toBe(
      2_175_000,
    );
    expect(hargaBarang({ berat: '1.001', harga_gram: 1_050_000, ongkos: 0, harga_atribut: 0 }, 500)).toBe(1_051_500);
    expect(hargaBarang({ berat: '3', harga_gram: 1, ongkos: 0, harga_atribut: 0, harga_jual: 25_000_000 }, 500)).toBe(
      25_000_000,
    );
  });
  it('never undercharges the gold, is a multiple of the rounding, and less than one rounding step above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(1, 100, 500, 1000),
        (mg, gram, ongkos, step) => {
          const berat = fromMg(mg);
          const exact = (mg * gram) / 1000 + ongkos;
          const h = hargaBarang({ berat, harga_gram: gram, ongkos, harga_atribut: 0 }, step);
          expect(h).toBeGreaterThanOrEqual(exact);
          expect(h % step).toBe(0);
          expect(h - exact).toBeLessThan(step + 1);
          expect(Number.isSafeInteger(h)).toBe(true);
          expect(hargaEmasGram(berat, gram)).toBe(Math.ceil((mg * gram) / 1000));
        },
      ),
    );
  });
});

describe('poin, ppn, terbilang', () => {
  it('earns points per nominal', () => {
    expect(poinDari(2_500_000, 1_000_000, 1)).toBe(2);
    expect(poinDari(999_999, 1_000_000, 1)).toBe(0);
    expect(poinDari(5_000_000, 0, 1)).toBe(0);
  });
  it('computes PPN in whole rupiah', () => {
    expect(ppnDari(10_000_000, '1.1')).toBe(110_000);
    expect(ppnDari(10_000_000, '1.65')).toBe(165_000);
    expect(ppnDari(1_234_567, 1.1)).toBe(13_580);
  });
  it('spells rupiah in Indonesian words', () => {
    expect(terbilang(2_175_000)).toBe('DUA JUTA SERATUS TUJUH PULUH LIMA RIBU RUPIAH');
    expect(terbilang(1_011_500)).toBe('SATU JUTA SEBELAS RIBU LIMA RATUS RUPIAH');
    expect(terbilang(0)).toBe('NOL RUPIAH');
  });
});
