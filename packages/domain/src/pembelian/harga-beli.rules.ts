/**
 * Buy-back price of one piece (DOMAIN.md "pembelian", issue 11): today's buy price per gram of the piece's group
 * (master parameter harga emas, `harga_beli`), less the kondisi pembelian deduction — PERSENTASE (a % of that
 * price) or RP (rupiah per gram), the no-nota deduction when the customer brings no receipt (the larger of the
 * two) — and less the group's rugi nota (PERSENTASE or RP per gram). That gives `harga_rata` per gram; the
 * price is `harga_rata × berat`, rounded DOWN to the rupiah and then down to the store's rounding step: the
 * shop never pays a fraction it did not compute. Exact: weight in milligrams, rupiah in integers, percentages
 * with at most 3 decimals. Staff may pay less; paying more than this policy price needs a supervisor.
 */
import { toMg } from '../stock/weight.rules.ts';

export const JENIS_POTONGAN = ['PERSENTASE', 'RP'] as const;
export type JenisPotongan = (typeof JENIS_POTONGAN)[number];

export type KondisiBeli = {
  kode_kondisi: string;
  type_kondisi: JenisPotongan;
  potongan_nota: string | number;
  potongan_tanpa_nota: string | number;
};
export type RugiNotaParam = { type: JenisPotongan; nilai: string | number };

export type HargaBeliInput = {
  berat: string | number;
  /** Today's buy price per gram of the group (whole rupiah). */
  harga_beli_gram: number;
  kondisi?: KondisiBeli | null;
  /** The customer brought the receipt (nota) of the piece. */
  ada_nota: boolean;
  rugi_nota?: RugiNotaParam | null;
  /** The store's rounding step (PEMBULATAN); the price is rounded down to it. */
  pembulatan?: number;
};

export type HargaBeliHitung = {
  harga_beli_gram: number;
  potongan_kondisi: number;
  potongan_rugi_nota: number;
  /** Price per gram after the deductions (never below 0). */
  harga_rata: number;
  /** The policy price of the piece. */
  harga: number;
};

/** A deduction per gram: a percentage of `base` (rounded up: the shop's side) or rupiah (rounded up). */
export function potonganPerGram(type: JenisPotongan, nilai: string | number, base: number): number {
  // percentages and rupiah values carry at most 3 decimals: reuse the exact milli-unit parser of weights
  return potonganMilli(type, toMg(nilai), base);
}

function potonganMilli(type: JenisPotongan, milli: number, base: number): number {
  if (milli <= 0) return 0;
  if (type === 'PERSENTASE') return Math.ceil((base * milli) / 100_000);
  return Math.ceil(milli / 1000);
}

/** Rounds a rupiah amount DOWN to a multiple of `step` (a step ≤ 0 keeps it). */
export function bulatBawah(value: number, step = 0): number {
  if (!Number.isSafeInteger(value)) throw new RangeError('Nilai harus bilangan bulat rupiah');
  if (!Number.isSafeInteger(step) || step <= 0) return value;
  return value - (((value % step) + step) % step);
}

export function hargaBeli(p: HargaBeliInput): HargaBeliHitung {
  const base = Math.max(0, Math.trunc(p.harga_beli_gram));
  const k = p.kondisi;
  const nilaiKondisi = !k
    ? 0
    : p.ada_nota
      ? toMg(k.potongan_nota)
      : Math.max(toMg(k.potongan_nota), toMg(k.potongan_tanpa_nota));
  const potongan_kondisi = k ? potonganMilli(k.type_kondisi, nilaiKondisi, base) : 0;
  const potongan_rugi_nota = p.rugi_nota ? potonganMilli(p.rugi_nota.type, toMg(p.rugi_nota.nilai), base) : 0;
  const harga_rata = Math.max(0, base - potongan_kondisi - potongan_rugi_nota);
  const mg = Math.max(0, toMg(p.berat));
  const harga = bulatBawah(Math.floor((mg * harga_rata) / 1000), p.pembulatan ?? 0);
  return { harga_beli_gram: base, potongan_kondisi, potongan_rugi_nota, harga_rata, harga };
}

/** Paying more than the policy price needs a supervisor (otorisasi HARGA_BELI); paying less never does. */
export const perluOtorisasiHarga = (harga: number, policy: number): boolean => harga > policy;
