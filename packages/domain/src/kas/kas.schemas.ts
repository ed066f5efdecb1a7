/**
 * Wire shapes of the cash and bank book (issue 12): the day's book of the drawer or an account (`cash/paginated`),
 * manual cash in / out, its reversal, the moves between the drawer and a store account, the balances per account,
 * and the drawer count. One schema per shape: the server validates and answers with them, the web types with them.
 */
import { z } from 'zod';
import { formatRupiah } from '../rules/number-format.rules.ts';
import { tanggal, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { paged, pageQuery, timestamp, writeResult } from '../schemas/wire.schemas.ts';
import { KODE_PECAHAN } from './kas.rules.ts';

export const MSG_KAS = {
  alasanKosong: 'Alasan Harus Diisi',
  keteranganKosong: 'Keterangan Harus Diisi',
  kategoriKosong: 'Kategori Harus Dipilih',
  jumlahKosong: 'Jumlah Harus Lebih Dari 0',
  rekeningKosong: 'Rekening Harus Dipilih',
  kategoriTidakAda: (k: string) => `Kategori ${k} Tidak Ditemukan Di Master Kategori`,
  kategoriSalahJenis: (k: string, jenis: 'MASUK' | 'KELUAR') =>
    `Kategori ${k} Bukan Kategori Kas ${jenis === 'MASUK' ? 'Masuk' : 'Keluar'}`,
  rekeningTidakAda: (r: string) => `Rekening ${r} Tidak Ditemukan`,
  laciKurang: (saldo: number, jumlah: number) =>
    `Saldo Kas Di Laci Tidak Cukup: Saldo Rp ${formatRupiah(saldo)}, Diminta Rp ${formatRupiah(jumlah)}`,
  rekeningKurang: (rekening: string, saldo: number, jumlah: number) =>
    `Saldo Rekening ${rekening} Tidak Cukup: Saldo Rp ${formatRupiah(saldo)}, Diminta Rp ${formatRupiah(jumlah)}`,
  bukanManual: 'Hanya Kas Masuk / Keluar Manual Dan Pindah Uang Bank Yang Dapat Dibatalkan Di Sini',
  sudahBatal: (no: string) => `Kas ${no} Sudah Dibatalkan`,
  barisTidakAda: 'Data Kas Tidak Ditemukan',
  perluOtorisasiSelisih: (batas: number) =>
    `Selisih Hitung Kas Melebihi Rp ${formatRupiah(batas)}: Perlu Catatan Dan Otorisasi Supervisor`,
  catatanKosong: 'Catatan Selisih Harus Diisi',
} as const;

const hari = tanggal('Tanggal', { kosong: null });
const teks = (msg: string, max = 200) => wajib(max, msg);
const jumlah = z.coerce
  .number({ error: 'Jumlah Harus Berupa Angka' })
  .int('Jumlah Harus Bilangan Bulat')
  .positive(MSG_KAS.jumlahKosong)
  .max(1e13, 'Jumlah Terlalu Besar');
const noRekening = z
  .string()
  .trim()
  .max(40)
  .default('')
  .transform((v) => v.toUpperCase());

/** `GET cash/paginated`: one page of a day's book — the drawer (no_rekening '') unless an account is named. */
export const kasListQuery = pageQuery.extend({ tanggal: hari.optional(), no_rekening: noRekening });
export type KasListQuery = z.input<typeof kasListQuery>;

/** One row of the book, with the balance after it (over the whole day, whatever the page). */
export const kasRowSchema = z.object({
  id: z.number().int(),
  tanggal: z.string(),
  input_date: timestamp,
  no_reff: z.string(),
  jenis: z.enum(['MASUK', 'KELUAR']),
  kategori: z.string(),
  nama_kategori: z.string().nullable(),
  deskripsi: z.string(),
  keterangan: z.string(),
  alasan: z.string(),
  no_rekening: z.string(),
  jumlah_in: z.number().int(),
  jumlah_out: z.number().int(),
  fee: z.number().int(),
  saldo: z.number().int(),
  /** A reversing row: the id of the row it cancels. */
  batal_of: z.number().int().nullable(),
  /** Cancelled by a reversing row already. */
  dibatalkan: z.boolean(),
  /** Written by hand here (cash in / out, bank move): a supervisor may reverse it. */
  manual: z.boolean(),
  input_by: z.string(),
});
export type KasBukuRow = z.infer<typeof kasRowSchema>;

/** A page of the book plus the day's frame: opening (every row before the day), in, out, closing. */
export const kasPageSchema = paged(kasRowSchema).extend({
  tanggal: z.string(),
  no_rekening: z.string(),
  saldo_awal: z.number().int(),
  total_in: z.number().int(),
  total_out: z.number().int(),
  saldo_akhir: z.number().int(),
});
export type KasPage = z.infer<typeof kasPageSchema>;

/** Manual cash in / out of the drawer: a kategori of the same jenis, the amount, what and why. */
export const kasManualSchema = z.object({
  jenis: z.enum(['MASUK', 'KELUAR'], { error: 'Jenis Kas Harus MASUK Atau KELUAR' }),
  kode_kategori: teks(MSG_KAS.kategoriKosong, 50),
  jumlah,
  keterangan: teks(MSG_KAS.keteranganKosong),
  alasan: teks(MSG_KAS.alasanKosong),
});
export type KasManualInput = z.input<typeof kasManualSchema>;

/** Reversal of a manual document (its no_reff): every row of it gets one reversing row. */
export const batalKasSchema = z.object({
  no_reff: teks('No Referensi Harus Diisi', 40),
  alasan: teks(MSG_KAS.alasanKosong),
  otorisasi: otorisasiRefSchema,
});
export type BatalKasInput = z.input<typeof batalKasSchema>;

/** Tambah uang bank (drawer → account) / ambil uang bank (account → drawer). */
export const pindahBankSchema = z.object({
  no_rekening: teks(MSG_KAS.rekeningKosong, 40),
  jumlah,
  keterangan: teks(MSG_KAS.keteranganKosong),
  alasan: teks(MSG_KAS.alasanKosong),
});
export type PindahBankInput = z.input<typeof pindahBankSchema>;

/** The rows a manual write stored (one document number). */
export const kasDocSchema = z.object({ no_reff: z.string(), tanggal: z.string(), rows: z.array(kasRowSchema) });
export type KasDoc = z.infer<typeof kasDocSchema>;
export const kasWriteSchema = writeResult(kasDocSchema);

/** `GET cash/saldo-rekening?tanggal`: the drawer (first, no_rekening '') and each store account on a day. */
export const saldoRekeningQuery = z.object({ tanggal: hari.optional() });
export const saldoRekeningRow = z.object({
  no_rekening: z.string(),
  nama_rekening: z.string(),
  nama_bank: z.string(),
  saldo_awal: z.number().int(),
  masuk: z.number().int(),
  keluar: z.number().int(),
  saldo_akhir: z.number().int(),
});
export type SaldoRekening = z.infer<typeof saldoRekeningRow>;
export const saldoRekeningSchema = z.object({ tanggal: z.string(), data: z.array(saldoRekeningRow) });
export type SaldoRekeningList = z.infer<typeof saldoRekeningSchema>;

/** A drawer count: how many of each note / coin; a note and a grant when the difference is beyond the limit. */
export const hitungKasSchema = z.object({
  pecahan: z
    .array(
      z.object({
        kode: z.enum(KODE_PECAHAN, { error: 'Pecahan Tidak Dikenal' }),
        jumlah: z.coerce
          .number({ error: 'Jumlah Lembar Harus Berupa Angka' })
          .int('Jumlah Lembar Harus Bilangan Bulat')
          .min(0, 'Jumlah Lembar Tidak Boleh Negatif')
          .max(1_000_000, 'Jumlah Lembar Terlalu Besar'),
      }),
    )
    .max(50),
  catatan: z
    .string()
    .trim()
    .max(300)
    .default('')
    .transform((v) => v.toUpperCase()),
  otorisasi: otorisasiRefSchema.optional(),
});
export type HitungKasInput = z.input<typeof hitungKasSchema>;

export const pecahanHitungSchema = z.object({
  kode: z.string(),
  jenis: z.string(),
  nominal: z.number().int(),
  jumlah: z.number().int(),
});
export const hitungKasRow = z.object({
  id: z.number().int(),
  tanggal: z.string(),
  pecahan: z.array(pecahanHitungSchema),
  total_hitung: z.number().int(),
  saldo_buku: z.number().int(),
  selisih: z.number().int(),
  catatan: z.string(),
  otorisasi_by: z.string(),
  input_by: z.string(),
  input_date: timestamp,
});
export type HitungKas = z.infer<typeof hitungKasRow>;
export const hitungKasWriteSchema = writeResult(hitungKasRow);

/** `GET cash/hitung?tanggal`: the day's counts (newest first), the drawer's book balance now, the store's limit. */
export const hitungKasListSchema = z.object({
  tanggal: z.string(),
  /** null when the store counts blind (HITUNG_LACI_BUTA): the book is seen only in the saved count. */
  saldo_buku: z.number().int().nullable(),
  batas_selisih: z.number().int(),
  /** HITUNG_LACI_BUTA: the count screen shows neither the book nor the difference before saving. */
  buta: z.boolean(),
  data: z.array(hitungKasRow),
});
export type HitungKasList = z.infer<typeof hitungKasListSchema>;
