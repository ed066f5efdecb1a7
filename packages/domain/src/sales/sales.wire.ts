/**
 * Answers of the sales calls (server `penjualan` module: the counter, receipts, cancellation, validation and
 * deposits). Fastify uses them as the routes' response schemas; the web imports their types. A field not declared
 * here is not sent.
 */
import { z } from 'zod';
import { paged } from '../schemas/wire.schemas.ts';
import { PAYMENT_KINDS } from './payment.rules.ts';

const nullableText = z.string().nullable();
/** A point in time as PostgreSQL writes it (`2026-11-22 10:38:10.35+00`); `jamToko` reads it in the store's zone. */
const timestamp = z.string();

export const SALE_STATUS = ['AKTIF', 'BATAL'] as const;
export const VALID_STATUS = ['OPEN', 'DONE'] as const;
export const TITIPAN_STATUS = ['AKTIF', 'TERPAKAI', 'KEMBALI', 'HANGUS'] as const;
export type SaleStatus = (typeof SALE_STATUS)[number];
export type ValidStatus = (typeof VALID_STATUS)[number];
export type TitipanStatus = (typeof TITIPAN_STATUS)[number];

/** `GET penjualan/scan/:barcode`: the piece as in stock, with today's price per gram and its price now. */
export const scannedPieceSchema = z.object({
  _id: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  berat: z.number(),
  kadar: z.number(),
  kadar_cetak: z.string(),
  nama_atribut: z.string(),
  berat_atribut: z.number(),
  harga_atribut: z.number(),
  ongkos: z.number(),
  harga_jual: z.number(),
  harga_gram: z.number(),
  harga_total: z.number(),
  /** Reserved by this down payment (Bayar DP): sold only by a sale drawing it, at the price fixed with the DP. */
  no_titip: z.string().optional(),
});
export type ScannedPiece = z.infer<typeof scannedPieceSchema>;

/** A piece of a sale. */
export const saleItemRowSchema = z.object({
  no_faktur_jual: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  berat: z.number(),
  kadar: z.number(),
  kadar_cetak: z.string(),
  nama_atribut: z.string(),
  berat_atribut: z.number(),
  harga_gram: z.number(),
  ongkos: z.number(),
  harga_atribut: z.number(),
  harga_hitung: z.number(),
  harga_total: z.number(),
  status: z.enum(SALE_STATUS),
});
export type SaleItem = z.infer<typeof saleItemRowSchema>;

/** A payment line of a sale. */
export const salePaymentRowSchema = z.object({
  seq: z.number().int(),
  jenis: z.enum(PAYMENT_KINDS),
  jumlah: z.number(),
  no_rekening: z.string(),
  nama_rekening: nullableText,
  kode_bank: nullableText,
  no_kartu: z.string(),
  fee: z.number(),
  usd: z.number(),
  kurs: z.number(),
  no_titip: z.string(),
  no_ref: z.string(),
});
export type SalePayment = z.infer<typeof salePaymentRowSchema>;

/** A row of the sales list (`GET penjualan/paginated`). */
export const saleRowSchema = z.object({
  no_faktur_group: z.string(),
  tanggal: z.string(),
  created_at: timestamp,
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  kode_marketplace: z.string(),
  jumlah_barang: z.number().int(),
  total_berat: z.number(),
  total_harga: z.number(),
  total_bayar: z.number(),
  kembalian: z.number(),
  status: z.enum(SALE_STATUS),
  status_valid: z.enum(VALID_STATUS),
  valid_by: nullableText,
  input_by: z.string(),
  batal_alasan: nullableText,
});
export type SaleRow = z.infer<typeof saleRowSchema>;

/** `GET penjualan/get/by-no/:no`, and the record answered by `POST penjualan` / `POST penjualan/batal`. */
export const saleRecordSchema = saleRowSchema.extend({
  alamat_customer: z.string(),
  nama_sales: nullableText,
  nama_marketplace: nullableText,
  poin: z.number().int(),
  batal_by: nullableText,
  batal_otorisasi: nullableText,
  batal_at: timestamp.nullable(),
  items: z.array(saleItemRowSchema),
  payments: z.array(salePaymentRowSchema),
});
export type Sale = z.infer<typeof saleRecordSchema>;

/** One page of the sales list, with the totals of every row the filter matches (not only this page). */
export const salePageSchema = paged(saleRowSchema).extend({
  summary: z.object({
    /** Sales still AKTIF among the matches, their weight (grams) and their total (rupiah). */
    aktif: z.number().int(),
    berat: z.number(),
    harga: z.number(),
  }),
});
export type SalePage = z.infer<typeof salePageSchema>;

/** A deposit (`POST titipan`, `GET titipan/paginated`). */
export const titipanRowSchema = z.object({
  no_titip: z.string(),
  tanggal: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  jumlah: z.number(),
  terpakai: z.number(),
  /** Paid back to the customer (refund, or a cancelled sale's draw after the refund). */
  dikembalikan: z.number(),
  /** A cancelled down payment the shop kept (Bayar DP, supervisor's choice). */
  hangus: z.number(),
  sisa: z.number(),
  /** Bayar DP (jenis DP): the price of the reserved pieces; `kurang` = what is still to pay on them. */
  total_harga: z.number(),
  kurang: z.number(),
  jenis: z.enum(['CASH', 'TRANSFER', 'DP']),
  no_rekening: z.string(),
  keterangan: z.string(),
  status: z.enum(TITIPAN_STATUS),
  status_valid: z.enum(VALID_STATUS),
  valid_by: nullableText,
  input_by: z.string(),
  created_at: timestamp,
});
export type Titipan = z.infer<typeof titipanRowSchema>;

/** One page of the deposits, with what is left of every deposit the filter matches. */
export const titipanPageSchema = paged(titipanRowSchema).extend({
  summary: z.object({ sisa: z.number() }),
});
export type TitipanPage = z.infer<typeof titipanPageSchema>;

/** A deposit with the pieces its down payment reserves (`GET titipan/:no`, `POST titipan/dp`, NOTA TITIPAN). */
export const titipanDocSchema = titipanRowSchema.extend({
  alamat_customer: z.string(),
  items: z.array(
    z.object({
      kode_barcode: z.string(),
      nama_barang: z.string(),
      berat: z.string(),
      harga: z.number(),
      status: z.enum(['DIPESAN', 'TERJUAL', 'DILEPAS']),
      no_penjualan: z.string(),
    }),
  ),
});
export type TitipanDoc = z.infer<typeof titipanDocSchema>;

/** `POST titipan/kembali`: what was paid back (a down payment kept by the shop: `hangus`). */
export const titipanRefundSchema = z.object({ no_titip: z.string(), dikembalikan: z.number(), hangus: z.number() });
export type TitipanRefund = z.infer<typeof titipanRefundSchema>;

/** `PUT penjualan/validasi`, `PUT titipan/validasi`: how many were validated now. */
export const validateResultSchema = z.object({ jumlah: z.number().int() });
export type ValidateResult = z.infer<typeof validateResultSchema>;
