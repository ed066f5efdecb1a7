/**
 * Selling price of a piece (DOMAIN.md): berat × price per gram of its group + ongkos + harga_atribut, rounded UP
 * to the store's PEMBULATAN. Fixed-price pieces (diamonds) carry their own price. Exact: weight in milligrams,
 * rupiah in integers; a fraction of a rupiah from the weight is rounded up before the store rounding.
 */
import { pembulatan } from '../rules/pembulatan.rules.ts';
import { toMg } from '../stock/weight.rules.ts';

export type PriceInput = {
  berat: string | number;
  harga_gram: number;
  ongkos: number;
  harga_atribut: number;
  harga_jual?: number;
};

export function hargaEmasGram(berat: string | number, hargaGram: number): number {
  const mg = toMg(berat);
  return Math.ceil((mg * hargaGram) / 1000);
}

export function hargaBarang(p: PriceInput, step: number): number {
  if (p.harga_jual && p.harga_jual > 0) return p.harga_jual;
  return pembulatan(hargaEmasGram(p.berat, p.harga_gram) + p.ongkos + p.harga_atribut, step);
}

/** Member points: every `nominal` rupiah spent earns `nilai_poin` points. */
export function poinDari(total: number, nominal: number, nilaiPoin: number): number {
  if (nominal <= 0 || total <= 0) return 0;
  return Math.floor(total / nominal) * nilaiPoin;
}

/** PPN "besaran tertentu" (PMK 48/2023): rate in percent (e.g. 1.1) of the price; whole rupiah, rounded half up. */
export function ppnDari(harga: number, ratePercent: string | number): number {
  const bp = Math.round(Number(ratePercent) * 1000); // rate in thousandths of a percent
  return Math.floor((harga * bp + 50_000) / 100_000);
}

/** The rupiah in words, for the receipt (terbilang). */
export function terbilang(n: number): string {
  const satuan = [
    '',
    'satu',
    'dua',
    'tiga',
    'empat',
    'lima',
    'enam',
    'tujuh',
    'delapan',
    'sembilan',
    'sepuluh',
    'sebelas',
  ];
  const f = (x: number): string => {
    if (x < 12) return satuan[x] as string;
    if (x < 20) return `${f(x - 10)} belas`;
    if (x < 100) return `${f(Math.floor(x / 10))} puluh ${f(x % 10)}`;
    if (x < 200) return `seratus ${f(x - 100)}`;
    if (x < 1000) return `${f(Math.floor(x / 100))} ratus ${f(x % 100)}`;
    if (x < 2000) return `seribu ${f(x - 1000)}`;
    if (x < 1e6) return `${f(Math.floor(x / 1000))} ribu ${f(x % 1000)}`;
    if (x < 1e9) return `${f(Math.floor(x / 1e6))} juta ${f(x % 1e6)}`;
    if (x < 1e12) return `${f(Math.floor(x / 1e9))} miliar ${f(x % 1e9)}`;
    return `${f(Math.floor(x / 1e12))} triliun ${f(x % 1e12)}`;
  };
  if (n === 0) return 'NOL RUPIAH';
  const words = f(Math.abs(Math.trunc(n)))
    .replace(/\s+/g, ' ')
    .trim();
  return `${n < 0 ? 'MINUS ' : ''}${words} rupiah`.toUpperCase();
}
