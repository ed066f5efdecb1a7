/**
 * The field helpers every wire schema is written with (issue 27: each document's schema file carried its own copy of
 * these four). Messages follow the spec's style: `<Label> Harus Berupa Angka`, `<Label> Tidak Boleh Negatif`, …
 */
import { z } from 'zod';
import { isYmd } from '../rules/dates.rules.ts';

/** Whole rupiah, 0 up to `max` (1e13 for sales, 1e12 for repairs and loans); a numeric string is taken as its number. */
export const rupiah = (label: string, max = 1e13) =>
  z.coerce
    .number({ error: `${label} Harus Berupa Angka` })
    .int(`${label} Harus Bilangan Bulat`)
    .min(0, `${label} Tidak Boleh Negatif`)
    .max(max, `${label} Terlalu Besar`);

/** Optional free text, trimmed and upper-cased; absent is ''. */
export const upper = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .default('')
    .transform((v) => v.toUpperCase());

/** Required text, trimmed and upper-cased; absent or blank answers `msg`. */
export const wajib = (max: number, msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, msg)
    .max(max)
    .transform((v) => v.toUpperCase());

const YMD = /^\d{4}-\d{2}-\d{2}$/;

export type TanggalPesan = {
  /** A text that is not `YYYY-MM-DD`; default `<Label> Harus Berformat YYYY-MM-DD`. */
  format?: string;
  /** No value at all; default `<Label> Harus Diisi`, null leaves zod's own message. */
  kosong?: string | null;
};

/**
 * A calendar day `YYYY-MM-DD` that exists: `2026-02-30` (which PostgreSQL refuses and Date.parse rolls over) answers
 * `<Label> Tidak Valid`.
 */
export function tanggal(label: string, pesan: TanggalPesan = {}) {
  const format = pesan.format ?? `${label} Harus Berformat YYYY-MM-DD`;
  const kosong = pesan.kosong === undefined ? `${label} Harus Diisi` : pesan.kosong;
  return (kosong === null ? z.string() : z.string({ error: kosong }))
    .regex(YMD, format)
    .refine((v) => !YMD.test(v) || isYmd(v), `${label} Tidak Valid`);
}
