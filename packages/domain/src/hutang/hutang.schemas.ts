/**
 * Wire shapes of loans against gold (hutang, issue 14): what `/transaksi-hutang`, `/lihat-hutang` and
 * `/validasi-hutang` send, and what the server answers (the loan document, one page of loans, the counter's
 * parameters, the margin alerts). Payment lines of repayments and renewals are the order's (pesanan.schemas.ts).
 */
import { z } from 'zod';
import { pesananBayarSchema } from '../pesanan/pesanan.schemas.ts';
import { rupiah, tanggal, upper, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { paged, pageQuery, writeResult } from '../schemas/wire.schemas.ts';
import { weightField } from '../stock/barang.schemas.ts';
import { HUTANG_STATUS } from './hutang.rules.ts';

const persenField = (label: string) =>
  z
    .string({ error: `${label} Harus Diisi` })
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,3})?$/, `${label} Harus Berupa Angka (Maks 3 Desimal)`)
    .transform((v) => v.replace(',', '.'))
    .refine((v) => Number(v) <= 100, `${label} Maksimal 100`);
const noHutang = wajib(40, 'No Hutang Harus Diisi');

/** One pledged piece: name, kadar (purity %), weight, quantity. */
export const jaminanItemSchema = z.object({
  nama_barang: wajib(100, 'Nama Barang Tidak Boleh Kosong'),
  kadar: persenField('Kadar').refine((v) => Number(v) > 0, 'Kadar Harus Lebih Dari 0'),
  berat: weightField('Berat'),
  jumlah: z.coerce
    .number({ error: 'Jumlah Harus Berupa Angka' })
    .int('Jumlah Harus Bilangan Bulat')
    .min(1, 'Jumlah Minimal 1')
    .max(999, 'Jumlah Terlalu Besar'),
});
export type JaminanItemInput = z.infer<typeof jaminanItemSchema>;

export const CARA_BAYAR_HUTANG = ['CASH', 'TRANSFER'] as const;

export const hutangSchema = z
  .object({
    kode_sales: wajib(30, 'Sales Harus Dipilih'),
    /** Empty = NONMEMBER. */
    kode_member: upper(30).transform((v) => v || 'NONMEMBER'),
    nama_customer: wajib(100, 'Nama Customer Harus Diisi'),
    no_hp: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9+\- ]*$/, 'No HP Hanya Boleh Angka')
      .default(''),
    alamat_customer: upper(200),
    keterangan: upper(300),
    items: z.array(jaminanItemSchema).min(1, 'Belum Ada Barang Jaminan').max(20, 'Maksimal 20 Barang Jaminan'),
    pokok: rupiah('Jumlah Pinjaman', 1e12).refine((v) => v > 0, 'Jumlah Pinjaman Harus Lebih Dari 0'),
    /** Term in days; empty = the term of the kondisi pinjaman. */
    lama_hari: z.coerce
      .number({ error: 'Lama Pinjam Harus Berupa Angka' })
      .int('Lama Pinjam Harus Bilangan Bulat')
      .min(1, 'Lama Pinjam Minimal 1 Hari')
      .max(3650, 'Lama Pinjam Terlalu Lama')
      .optional(),
    /** Monthly rate %; empty = the kondisi pinjaman's (another value only when the store allows it). */
    bunga_persen: persenField('Bunga').optional(),
    cara_bayar: z.enum(CARA_BAYAR_HUTANG, { error: 'Cara Bayar Tidak Valid' }).default('CASH'),
    no_rekening: upper(40),
  })
  .refine((h) => h.cara_bayar !== 'TRANSFER' || h.no_rekening !== '', {
    message: 'Rekening Harus Dipilih Untuk Transfer',
    path: ['no_rekening'],
  });
export type HutangInput = z.infer<typeof hutangSchema>;

const paymentsField = z.array(pesananBayarSchema).max(10).default([]);
export const pelunasanHutangSchema = z.object({ no_hutang: noHutang, payments: paymentsField });
export type PelunasanHutangInput = z.infer<typeof pelunasanHutangSchema>;
export const peremajaanHutangSchema = z.object({
  no_hutang: noHutang,
  lama_hari: z.coerce.number().int().min(1, 'Lama Pinjam Minimal 1 Hari').max(3650).optional(),
  payments: paymentsField,
});
export type PeremajaanHutangInput = z.infer<typeof peremajaanHutangSchema>;
export const batalLunasHutangSchema = z.object({ no_hutang: noHutang, otorisasi: otorisasiRefSchema });
/** Forfeit: the pieces go to sorting in a tray, each under a jenis (kode_dept) of the store. */
export const lelangHutangSchema = z.object({
  no_hutang: noHutang,
  kode_gudang: wajib(30, 'Gudang Harus Dipilih'),
  kode_baki: wajib(30, 'Baki Harus Dipilih'),
  kode_dept: wajib(30, 'Jenis Harus Dipilih'),
  otorisasi: otorisasiRefSchema,
});
export type LelangHutangInput = z.infer<typeof lelangHutangSchema>;

export const JENIS_TANGGAL_HUTANG = ['TANGGAL', 'JATUH_TEMPO'] as const;
/** `GET hutang/paginated`: a period by loan date or due date, status, customer, overdue only, validation state. */
export const hutangListQuery = pageQuery.extend({
  tgl_from: tanggal('Dari Tanggal', { format: 'Dari Tanggal Harus Diisi' }),
  tgl_to: tanggal('Sampai Tanggal', { format: 'Sampai Tanggal Harus Diisi' }),
  jenis_tanggal: z.enum(JENIS_TANGGAL_HUTANG).default('TANGGAL'),
  q: z.string().trim().max(100).optional(),
  status: z.enum(HUTANG_STATUS).optional(),
  terlambat: z.enum(['true', 'false']).optional(),
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
});
export type HutangListQuery = z.infer<typeof hutangListQuery>;

// ---- answers ----
const num = z.number();

export const jaminanRow = z.object({
  seq: num,
  nama_barang: z.string(),
  kadar: z.string(),
  berat: z.string(),
  jumlah: num,
  berat_murni: z.string(),
  nilai: num,
  ada_foto: z.boolean(),
  kode_barcode: z.string().nullable(),
});
export const hutangBayarRow = z.object({
  no_lunas: z.string(),
  seq: num,
  jenis: z.string(),
  jumlah: num,
  no_rekening: z.string(),
  nama_rekening: z.string().nullable(),
  no_kartu: z.string(),
  fee: num,
});
export const hutangLunasRow = z.object({
  no_lunas: z.string(),
  jenis: z.enum(['PELUNASAN', 'PEREMAJAAN']),
  tanggal: z.string(),
  hari: num,
  pokok: num,
  bunga: num,
  total: num,
  fee: num,
  kembalian: num,
  no_hutang_baru: z.string(),
  status: z.enum(['AKTIF', 'BATAL']),
  tgl_batal: z.string().nullable(),
  batal_alasan: z.string().nullable(),
  batal_otorisasi: z.string().nullable(),
});

export const hutangHeadRow = z.object({
  no_hutang: z.string(),
  tanggal: z.string(),
  lama_hari: num,
  tgl_jatuh_tempo: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string().nullable(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  no_hutang_lama: z.string(),
  kode_pinjaman: z.string(),
  bunga_persen: z.string(),
  harga_emas_gram: num,
  persen_max: z.string(),
  pembulatan: num,
  jumlah_barang: num,
  total_berat: z.string(),
  total_berat_murni: z.string(),
  nilai_jaminan: num,
  pokok: num,
  cara_bayar: z.string(),
  no_rekening: z.string(),
  keterangan: z.string(),
  status: z.enum(HUTANG_STATUS),
  status_valid: z.enum(['OPEN', 'DONE']),
  tgl_selesai: z.string().nullable(),
  tgl_lelang: z.string().nullable(),
  lelang_otorisasi: z.string().nullable(),
  input_by: z.string(),
  created_at: z.string(),
  /** Owed at the due date (principal + interest of the term, rounded). */
  tagihan_jatuh_tempo: num,
  /** Today (the store's day): days run, interest and what repaying costs (0 once closed). */
  hari_berjalan: num,
  bunga_hari_ini: num,
  tagihan_hari_ini: num,
  terlambat: z.boolean(),
  /** First day it may be forfeited (due date + grace + 1). */
  tgl_boleh_lelang: z.string(),
  /** Collateral at today's price, and whether it fell below what is owed today. */
  nilai_jaminan_kini: num,
  margin_alert: z.boolean(),
});
export type HutangRow = z.infer<typeof hutangHeadRow>;

export const hutangDocSchema = hutangHeadRow.extend({
  items: z.array(jaminanRow),
  lunas: z.array(hutangLunasRow),
  payments: z.array(hutangBayarRow),
});
export type HutangDoc = z.infer<typeof hutangDocSchema>;
export const hutangWriteSchema = writeResult(hutangDocSchema);
export const hutangPageSchema = paged(hutangHeadRow);
export const hutangAlertSchema = z.object({ data: z.array(hutangHeadRow) });

export const kondisiPinjamanRow = z.object({
  kode_pinjaman: z.string(),
  nominal_dari: num,
  nominal_sampai: num,
  bunga_persen: z.string(),
  lama_pinjam: num,
});
/** The counter's parameters: today, the fine gold price, the maximum %, rounding, grace, rate override, kondisi. */
export const parameterHutangSchema = z.object({
  tanggal: z.string(),
  harga_emas_gram: num.nullable(),
  persen_max: z.string(),
  pembulatan: num,
  tenggang: num,
  ubah_bunga: z.boolean(),
  kondisi: z.array(kondisiPinjamanRow),
});
export type ParameterHutang = z.infer<typeof parameterHutangSchema>;
export const hutangFotoSchema = writeResult(z.object({ no_hutang: z.string(), seq: num }));
