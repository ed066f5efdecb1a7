/**
 * Wire shapes of repairs (service, issue 13): what `/transaksi-services` and `/lihat-services` send, and what the
 * server answers (the service document, one page of services, the counter's parameters). One schema per shape; the
 * customer fields and payment lines are the order's (pesanan.schemas.ts).
 */
import { z } from 'zod';
import { pesananBayarSchema } from '../pesanan/pesanan.schemas.ts';
import { rupiah, tanggal, upper, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { paged, pageQuery, writeResult } from '../schemas/wire.schemas.ts';
import { weightField } from '../stock/barang.schemas.ts';
import { SERVICE_STATUS } from './service.rules.ts';

const noService = wajib(40, 'No Service Harus Diisi');

/** One received item: name, weight, quantity, fee per item, description. */
export const serviceItemSchema = z.object({
  nama_barang: wajib(100, 'Nama Barang Tidak Boleh Kosong'),
  berat: weightField('Berat'),
  jumlah: z.coerce
    .number({ error: 'Jumlah Harus Berupa Angka' })
    .int('Jumlah Harus Bilangan Bulat')
    .min(1, 'Jumlah Minimal 1')
    .max(999, 'Jumlah Terlalu Besar'),
  ongkos: rupiah('Ongkos', 1e12),
  deskripsi: upper(300),
});
export type ServiceItemInput = z.infer<typeof serviceItemSchema>;

/** Payment lines: the order's (CASH / TRANSFER / DEBIT / KREDIT with account, card number and fee). */
export const serviceBayarSchema = pesananBayarSchema;

const paymentsField = z.array(serviceBayarSchema).max(10).default([]);

export const serviceSchema = z.object({
  kode_sales: wajib(30, 'Sales Harus Dipilih'),
  kode_member: upper(30),
  nama_customer: wajib(100, 'Nama Customer Harus Diisi'),
  no_hp: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\- ]*$/, 'No HP Hanya Boleh Angka')
    .default(''),
  alamat_customer: upper(200),
  kode_tukang: upper(30),
  keterangan: upper(300),
  items: z
    .array(serviceItemSchema)
    .min(1, 'Belum Ada Barang Yang Diservice')
    .max(20, 'Maksimal 20 Barang Sekali Service'),
  /** Paid now: 0 up to the whole total; the payment lines must cover it (the rest in cash is change). */
  dp: rupiah('DP', 1e12),
  payments: paymentsField,
});
export type ServiceInput = z.infer<typeof serviceSchema>;

export const selesaiServiceSchema = z.object({ no_service: noService, kode_tukang: upper(30) });
/** Hand-over: the rest paid with payment lines (none when nothing is left). */
export const ambilServiceSchema = z.object({ no_service: noService, payments: paymentsField });
export type AmbilServiceInput = z.infer<typeof ambilServiceSchema>;
export const batalServiceSchema = z.object({ no_service: noService, otorisasi: otorisasiRefSchema });

/** `GET service/paginated`: a period, an optional search (number, customer, phone), status and validation state. */
export const serviceListQuery = pageQuery.extend({
  tgl_from: tanggal('Dari Tanggal', { format: 'Dari Tanggal Harus Diisi' }),
  tgl_to: tanggal('Sampai Tanggal', { format: 'Sampai Tanggal Harus Diisi' }),
  q: z.string().trim().max(100).optional(),
  status: z.enum(SERVICE_STATUS).optional(),
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

// ---- answers ----
const num = z.number();

export const serviceDetailRow = z.object({
  seq: num,
  nama_barang: z.string(),
  berat: z.string(),
  jumlah: num,
  ongkos: num,
  subtotal: num,
  deskripsi: z.string(),
  /** Whether the item has a photo (GET service/foto/:no/:seq). */
  ada_foto: z.boolean(),
});
export const serviceBayarRow = z.object({
  seq: num,
  /** MASUK = paid at intake (DP), AMBIL = paid at pick-up. */
  tahap: z.enum(['MASUK', 'AMBIL']),
  tanggal: z.string(),
  jenis: z.string(),
  jumlah: num,
  no_rekening: z.string(),
  nama_rekening: z.string().nullable(),
  no_kartu: z.string(),
  fee: num,
});

export const serviceHeadRow = z.object({
  no_service: z.string(),
  tanggal: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string().nullable(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_tukang: z.string(),
  nama_tukang: z.string().nullable(),
  keterangan: z.string(),
  jumlah_barang: num,
  total_berat: z.string(),
  subtotal: num,
  persen_tambahan: z.string(),
  biaya_tambahan: num,
  total: num,
  dp: num,
  kembalian: num,
  pelunasan: num,
  kembalian_ambil: num,
  /** Still owed: total − DP − what the pick-up paid (0 once picked up or cancelled). */
  sisa: num,
  uang_kembali: num,
  status: z.enum(SERVICE_STATUS),
  status_valid: z.enum(['OPEN', 'DONE']),
  tgl_selesai: z.string().nullable(),
  tgl_ambil: z.string().nullable(),
  batal_alasan: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_otorisasi: z.string().nullable(),
  input_by: z.string(),
  created_at: z.string(),
});
export type ServiceRow = z.infer<typeof serviceHeadRow>;

export const serviceDocSchema = serviceHeadRow.extend({
  items: z.array(serviceDetailRow),
  payments: z.array(serviceBayarRow),
});
export type ServiceDoc = z.infer<typeof serviceDocSchema>;
export const serviceWriteSchema = writeResult(serviceDocSchema);
export const servicePageSchema = paged(serviceHeadRow);

/** The counter's parameters: the surcharge percentage of the store. */
export const parameterServiceSchema = z.object({ tanggal: z.string(), persen_tambahan: z.string() });
export type ParameterService = z.infer<typeof parameterServiceSchema>;

export const serviceFotoSchema = writeResult(z.object({ no_service: z.string(), seq: num }));
