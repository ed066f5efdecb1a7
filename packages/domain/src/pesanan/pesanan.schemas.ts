/**
 * Wire shapes of orders (pesanan, issue 13): what `/transaksi-pesanan` and `/lihat-pesanan` send, and what the
 * server answers (the order document, one page of orders, the day's kategori prices). One schema per shape.
 */
import { z } from 'zod';
import { NON_CASH, PAYMENT_MSG } from '../sales/payment.rules.ts';
import { rupiah, tanggal, upper, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { paged, pageQuery, writeResult } from '../schemas/wire.schemas.ts';
import { barcodeField, weightField } from '../stock/barang.schemas.ts';
import { BATAL_DP, PESANAN_STATUS } from './pesanan.rules.ts';

const noPesanan = wajib(40, 'No Pesanan Harus Diisi');

/** One ordered piece: kategori (a master group), name, estimated weight, description. */
export const pesananItemSchema = z.object({
  kode_group: wajib(30, 'Kategori Harus Dipilih'),
  nama_barang: wajib(100, 'Nama Barang Tidak Boleh Kosong'),
  berat_estimasi: weightField('Berat Estimasi'),
  deskripsi: upper(300),
});
export type PesananItemInput = z.infer<typeof pesananItemSchema>;

export const BAYAR_PESANAN = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'] as const;

/** A down-payment line: the sales counter's kinds of money (no deposit, dollars or trade-in). */
export const pesananBayarSchema = z
  .object({
    jenis: z.enum(BAYAR_PESANAN, { error: 'Jenis Pembayaran Tidak Valid' }),
    jumlah: rupiah('Jumlah Bayar').refine((v) => v > 0, 'Jumlah Bayar Harus Lebih Dari 0'),
    no_rekening: upper(40),
    no_kartu: upper(30),
    fee: rupiah('Fee').default(0),
  })
  .refine((p) => !NON_CASH.includes(p.jenis) || p.no_rekening !== '', {
    message: PAYMENT_MSG.rekeningKosong,
    path: ['no_rekening'],
  });
export type PesananBayarInput = z.infer<typeof pesananBayarSchema>;

export const pesananSchema = z.object({
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
  tgl_estimasi: tanggal('Tanggal Estimasi Selesai', { format: 'Tanggal Estimasi Selesai Harus Diisi' }),
  keterangan: upper(300),
  items: z.array(pesananItemSchema).min(1, 'Belum Ada Barang Yang Dipesan').max(20, 'Maksimal 20 Barang Sekali Pesan'),
  /** Showroom pieces lent to the craftsman as the model ("Dari Toko"): their barcodes. */
  contoh: z.array(barcodeField).max(10, 'Maksimal 10 Barang Contoh').default([]),
  /** The down payment; the payment lines must cover it (the rest in cash is change). */
  dp: rupiah('DP'),
  payments: z.array(pesananBayarSchema).max(10).default([]),
});
export type PesananInput = z.infer<typeof pesananSchema>;

export const kerjakanPesananSchema = z.object({
  no_pesanan: noPesanan,
  kode_tukang: wajib(30, 'Tukang Harus Dipilih'),
});
export const selesaiPesananSchema = z.object({
  no_pesanan: noPesanan,
  /** Where the finished pieces wait for the customer (they enter stock with a barcode, reserved for this order). */
  kode_gudang: wajib(30, 'Gudang Harus Dipilih'),
  kode_baki: wajib(30, 'Baki Harus Dipilih'),
  /** The real weight and the jenis of each finished piece, by line number. */
  items: z
    .array(
      z.object({
        seq: z.number().int().min(1),
        berat_asli: weightField('Berat Asli'),
        kode_dept: wajib(30, 'Jenis Barang Harus Dipilih'),
      }),
    )
    .min(1, 'Berat Asli Harus Diisi'),
});
export const batalPesananSchema = z.object({
  no_pesanan: noPesanan,
  batal_dp: z.enum(BATAL_DP, { error: 'Pilih DP Dikembalikan Atau Tidak' }),
  otorisasi: otorisasiRefSchema,
});
export const kembaliContohSchema = z.object({ no_pesanan: noPesanan, kode_barcode: barcodeField });

/** `GET pesanan/paginated`: a period, an optional search (number, customer, phone) and status. */
export const pesananListQuery = pageQuery.extend({
  tgl_from: tanggal('Dari Tanggal', { format: 'Dari Tanggal Harus Diisi' }),
  tgl_to: tanggal('Sampai Tanggal', { format: 'Sampai Tanggal Harus Diisi' }),
  q: z.string().trim().max(100).optional(),
  status: z.enum(PESANAN_STATUS).optional(),
  /** OPEN: the orders still waiting for validation (a cancelled one waits for nothing); DONE: validated. */
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
});
export type PesananListQuery = z.infer<typeof pesananListQuery>;

// ---- answers ----
const num = z.number();

export const pesananDetailRow = z.object({
  seq: num,
  kode_group: z.string(),
  nama_group: z.string().nullable(),
  nama_barang: z.string(),
  deskripsi: z.string(),
  berat_estimasi: z.string(),
  harga_gram: num,
  harga: num,
  berat_asli: z.string(),
  harga_akhir: num,
  /** The finished piece's barcode once SELESAI ('' before). */
  kode_barcode: z.string(),
  kode_dept: z.string(),
});
export const pesananBayarRow = z.object({
  seq: num,
  jenis: z.string(),
  jumlah: num,
  no_rekening: z.string(),
  nama_rekening: z.string().nullable(),
  no_kartu: z.string(),
  fee: num,
});
export const pesananContohRow = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  status: z.enum(['DIPINJAM', 'KEMBALI']),
});

export const pesananHeadRow = z.object({
  no_pesanan: z.string(),
  tanggal: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string().nullable(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_tukang: z.string(),
  nama_tukang: z.string().nullable(),
  tgl_estimasi: z.string(),
  keterangan: z.string(),
  jumlah_barang: num,
  total_berat: z.string(),
  total_harga: num,
  total_akhir: num,
  dp: num,
  total_bayar: num,
  kembalian: num,
  /** What the customer still owes: the final price once weighed (else the estimate) less the DP; 0 once picked up or cancelled. */
  sisa: num,
  status: z.enum(PESANAN_STATUS),
  status_valid: z.enum(['OPEN', 'DONE']),
  tgl_kerjakan: z.string().nullable(),
  tgl_selesai: z.string().nullable(),
  tgl_ambil: z.string().nullable(),
  no_penjualan: z.string().nullable(),
  batal_alasan: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_otorisasi: z.string().nullable(),
  batal_dp: z.enum(BATAL_DP).nullable(),
  dp_kembali: num,
  /** Sample pieces still lent out. */
  contoh_dipinjam: num,
  input_by: z.string(),
  created_at: z.string(),
});
export type PesananRow = z.infer<typeof pesananHeadRow>;

export const pesananDocSchema = pesananHeadRow.extend({
  items: z.array(pesananDetailRow),
  payments: z.array(pesananBayarRow),
  contoh: z.array(pesananContohRow),
});
export type PesananDoc = z.infer<typeof pesananDocSchema>;
export const pesananWriteSchema = writeResult(pesananDocSchema);
export const pesananPageSchema = paged(pesananHeadRow);

/** The day's order parameters: the kategori (group) prices per gram and the rounding step. */
export const parameterPesananSchema = z.object({
  tanggal: z.string(),
  pembulatan: num,
  kategori: z.array(z.object({ kode_group: z.string(), nama_group: z.string(), harga_gram: num })),
});
export type ParameterPesanan = z.infer<typeof parameterPesananSchema>;
