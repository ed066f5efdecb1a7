/**
 * The rules of a loan against gold (hutang, issue 14), pure so the counter and the server agree:
 * - amount due on a day = principal + principal × monthly rate % × days / 30, rounded half up to the rupiah, then UP
 *   to the loan rounding step (system parameter PEMBULATAN_HUTANG): 250,000 at 4 % for 20 days → 256,667 → 257,000;
 * - the monthly rate comes from master kondisi pinjaman, a range table keyed on the amount (both edges inclusive);
 * - the loan is at most PERSEN_MAX_PINJAMAN % of the collateral's value (rounded down to the rupiah);
 * - each pledged piece is worth its fine weight (weight × kadar %) at today's buy price per gram of fine gold;
 * - numbers `<kode_toko>-PI<YY>-NNNNN`, one counter per store and year;
 * - the states AKTIF → LUNAS (repaid; a cancelled repayment brings it back to AKTIF), DIPERBARUI (renewed into a new
 *   loan), LELANG (forfeited after the due date and the grace period).
 * Exact: rupiah integers, weights in milligrams, percentages in thousandths, big products in BigInt.
 */
import { canTransition, defineTransitions, transitionRefusal } from '../document/transitions.ts';
import { addDays, formatTanggal } from '../rules/dates.rules.ts';
import { formatRupiah } from '../rules/number-format.rules.ts';
import { persenMilliOrThrow } from '../rules/persen.rules.ts';
import { toMg } from '../stock/weight.rules.ts';

export const HUTANG_STATUS = ['AKTIF', 'LUNAS', 'DIPERBARUI', 'LELANG'] as const;
export type HutangStatus = (typeof HUTANG_STATUS)[number];
export const HUTANG_STATUS_LABEL: Record<HutangStatus, string> = {
  AKTIF: 'Aktif',
  LUNAS: 'Lunas',
  DIPERBARUI: 'Diperbarui',
  LELANG: 'Lelang',
};
export const HUTANG_AKSI = ['LUNAS', 'PEREMAJAAN', 'LELANG', 'BATAL_LUNAS'] as const;
export type HutangAksi = (typeof HUTANG_AKSI)[number];

/** System parameters of loans (settings.ts SETTINGS_SYSTEM). */
export const HUTANG_PARAM = {
  pembulatan: 'PEMBULATAN_HUTANG',
  tenggang: 'MASA_TENGGANG_HUTANG',
  persenMax: 'PERSEN_MAX_PINJAMAN',
  ubahBunga: 'HUTANG_UBAH_BUNGA',
} as const;

export const MSG_HUTANG = {
  sudahLunas: (no: string) => `Hutang ${no} Sudah Lunas`,
  diperbarui: (no: string) => `Hutang ${no} Sudah Diperbarui`,
  dilelang: (no: string) => `Hutang ${no} Sudah Dilelang`,
  belumLunas: (no: string) => `Hutang ${no} Belum Lunas`,
  belumLewatTenggang: (ymd: string) =>
    `Hutang Belum Melewati Masa Tenggang, Dapat Dilelang Mulai ${formatTanggal(ymd)}`,
  melebihiMax: (max: number) => `Jumlah Pinjaman Melebihi Maksimal Pinjaman Rp ${formatRupiah(max)}`,
  tanpaKondisi: (nominal: number) => `Tidak Ada Kondisi Pinjaman Untuk Nominal Rp ${formatRupiah(nominal)}`,
  bungaTidakBoleh: 'Bunga Tidak Boleh Diubah, Ikuti Master Kondisi Pinjaman',
  hargaKosong: 'Harga Beli Emas Hari Ini Belum Diisi Di Master Parameter Harga Emas',
  perluOtorisasi: 'Memerlukan Otorisasi Supervisor',
  rekeningWajib: 'Rekening Harus Dipilih Untuk Transfer',
} as const;

/**
 * AKTIF → LUNAS (repaid) → AKTIF again (BATAL_LUNAS), DIPERBARUI (renewed), LELANG (forfeited); the grace period of
 * a forfeit is the service's check (it needs the store's day and setting).
 */
export const HUTANG_TRANSITIONS = defineTransitions({
  states: HUTANG_STATUS,
  initial: 'AKTIF',
  on: {
    LUNAS: { from: ['AKTIF'], to: 'LUNAS' },
    PEREMAJAAN: { from: ['AKTIF'], to: 'DIPERBARUI' },
    LELANG: { from: ['AKTIF'], to: 'LELANG' },
    BATAL_LUNAS: { from: ['LUNAS'], to: 'AKTIF' },
  },
  refusals: [
    { action: 'BATAL_LUNAS', pesan: MSG_HUTANG.belumLunas },
    { state: 'LUNAS', pesan: MSG_HUTANG.sudahLunas },
    { state: 'DIPERBARUI', pesan: MSG_HUTANG.diperbarui },
    { pesan: MSG_HUTANG.dilelang },
  ],
});

/** Why an action cannot be done in a state (undefined when it can). */
export const hutangAksiRefusal = (no: string, status: HutangStatus, aksi: HutangAksi): string | undefined =>
  transitionRefusal(HUTANG_TRANSITIONS, no, status, aksi);
export const bolehAksiHutang = (status: HutangStatus, aksi: HutangAksi) =>
  canTransition(HUTANG_TRANSITIONS, status, aksi);

/** Rounds UP to a multiple of `step` (a step ≤ 0 keeps the value). */
export function bulatAtasHutang(value: number, step: number): number {
  if (!Number.isSafeInteger(step) || step <= 0) return value;
  return Math.ceil(value / step) * step;
}

/** Interest of `days` days at `bungaPersen` % a month, exact, rounded half up to the rupiah. */
export function bungaHutang(pokok: number, bungaPersen: string | number, days: number): number {
  if (!Number.isSafeInteger(pokok) || pokok < 0) throw new RangeError('Pokok harus rupiah bulat');
  const d = Math.max(0, Math.trunc(days));
  const num = BigInt(pokok) * BigInt(persenMilliOrThrow(bungaPersen)) * BigInt(d);
  const den = 100_000n * 30n;
  return Number((2n * num + den) / (2n * den));
}

export type TagihanHutang = { hari: number; pokok: number; bunga: number; total: number; pembulatan: number };

/**
 * What the customer owes after `days` days: principal + interest rounded to the rupiah, then up to the loan rounding
 * step; `bunga` is everything above the principal (interest earned, including the rounding).
 */
export function tagihanHutang(pokok: number, bungaPersen: string | number, days: number, step = 0): TagihanHutang {
  const hari = Math.max(0, Math.trunc(days));
  const exact = pokok + bungaHutang(pokok, bungaPersen, hari);
  const total = bulatAtasHutang(exact, step);
  return { hari, pokok, bunga: total - pokok, total, pembulatan: total - exact };
}

export type KondisiPinjaman = {
  kode_pinjaman: string;
  nominal_dari: number | string | null;
  nominal_sampai: number | string;
  bunga_persen: string | number;
  lama_pinjam: number | string;
};

/** The range of master kondisi pinjaman holding `nominal` (edges inclusive; the lowest start wins on overlap). */
export function kondisiUntuk<K extends KondisiPinjaman>(list: readonly K[], nominal: number): K | undefined {
  return [...list]
    .sort((a, b) => Number(a.nominal_dari ?? 0) - Number(b.nominal_dari ?? 0))
    .find((k) => nominal >= Number(k.nominal_dari ?? 0) && nominal <= Number(k.nominal_sampai));
}

/** The largest loan: `persenMax` % of the collateral's value, rounded down to the rupiah. */
export function maxPinjaman(nilaiJaminan: number, persenMax: string | number): number {
  const m = persenMilliOrThrow(persenMax);
  return Number((BigInt(Math.max(0, nilaiJaminan)) * BigInt(m)) / 100_000n);
}

/** Fine weight (mg) of a pledged line: weight × kadar %, rounded down to the milligram. */
export function beratMurniMg(berat: string | number, kadar: string | number): number {
  return Math.floor((toMg(berat) * persenMilliOrThrow(kadar)) / 100_000);
}

/** Value of a pledged line: its fine weight at `hargaGram` (price per gram of fine gold), rounded down. */
export function nilaiJaminan(berat: string | number, kadar: string | number, hargaGram: number): number {
  return Math.floor((beratMurniMg(berat, kadar) * Math.max(0, Math.trunc(hargaGram))) / 1000);
}

/** Overdue: the day is past the due date. */
export const hutangTerlambat = (jatuhTempo: string, hariIni: string) => hariIni > jatuhTempo;
/** The first day a loan may be forfeited: due date + grace days + 1. */
export const tanggalBolehLelang = (jatuhTempo: string, tenggang: number) =>
  addDays(jatuhTempo, Math.max(0, Math.trunc(tenggang)) + 1);

/** `<kode_toko>-PI<YY>-NNNNN`: the loan number of the `n`th loan of the year of `tanggal`. */
export const formatNoHutang = (kodeToko: string, tanggal: string, n: number) =>
  `${kodeToko}-PI${tanggal.slice(2, 4)}-${String(n).padStart(5, '0')}`;
