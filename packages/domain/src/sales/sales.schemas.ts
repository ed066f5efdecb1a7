/** Request shapes of the sales counter, deposits and their validation (shared by server and web). */
import { z } from 'zod';
import { rupiah, tanggal, upper } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { barcodeField } from '../stock/barang.schemas.ts';
import { isUsdAmount, NON_CASH, PAYMENT_KINDS, PAYMENT_MSG } from './payment.rules.ts';

export const paymentSchema = z
  .object({
    jenis: z.enum(PAYMENT_KINDS, { error: 'Jenis Pembayaran Tidak Valid' }),
    jumlah: rupiah('Jumlah Bayar').refine((v) => v > 0, 'Jumlah Bayar Harus Lebih Dari 0'),
    no_rekening: upper(40),
    no_kartu: upper(30),
    fee: rupiah('Fee').default(0),
    usd: z.coerce.number().min(0).max(1e9).default(0),
    /** The USD rate: 0 (or the store's KURS_USD) is the store's rate; any other needs a supervisor (UBAH_KURS). */
    kurs: rupiah('Kurs').default(0),
    no_titip: upper(40),
    no_ref: upper(40),
    /** The grant (POST /otorisasi) this line needs: UBAH_KURS for a USD line at another rate, TUKAR for a trade-in. */
    otorisasi: otorisasiRefSchema.optional(),
  })
  .refine((p) => !NON_CASH.includes(p.jenis) || p.no_rekening !== '', {
    message: PAYMENT_MSG.rekeningKosong,
    path: ['no_rekening'],
  })
  .refine((p) => p.jenis !== 'TITIPAN' || p.no_titip !== '', { message: PAYMENT_MSG.titipKosong, path: ['no_titip'] })
  .refine((p) => p.jenis !== 'TUKAR' || p.no_ref !== '', { message: PAYMENT_MSG.tukarKosong, path: ['no_ref'] })
  .refine((p) => p.jenis !== 'PESANAN' || p.no_ref !== '', { message: PAYMENT_MSG.pesananKosong, path: ['no_ref'] })
  .refine((p) => p.jenis !== 'USD' || p.usd > 0, {
    message: PAYMENT_MSG.usdKosong,
    path: ['usd'],
  })
  .refine((p) => p.jenis !== 'USD' || isUsdAmount(p.usd), { message: PAYMENT_MSG.usdDesimal, path: ['usd'] });

export const saleItemSchema = z.object({
  kode_barcode: barcodeField,
  /** A price typed at the counter instead of the computed one: needs a supervisor's otorisasi. */
  harga_total: rupiah('Harga').optional(),
});

export const saleSchema = z.object({
  kode_sales: z
    .string({ error: 'Sales Harus Dipilih' })
    .trim()
    .min(1, 'Sales Harus Dipilih')
    .max(30)
    .transform((v) => v.toUpperCase()),
  kode_member: upper(30),
  nama_customer: upper(100),
  no_hp: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\- ]*$/, 'No HP Hanya Boleh Angka')
    .default(''),
  alamat_customer: upper(200),
  kode_marketplace: upper(30),
  items: z
    .array(saleItemSchema)
    .min(1, 'Belum Ada Barang Yang Di Scan')
    .max(100, 'Maksimal 100 Barang Sekali Transaksi'),
  payments: z.array(paymentSchema).min(1, 'Pembayaran Belum Diisi').max(20),
  /** The grant (POST /otorisasi) approving the changed prices. */
  otorisasi: otorisasiRefSchema.optional(),
});
export type SaleInput = z.infer<typeof saleSchema>;

export const cancelSaleSchema = z.object({
  no_faktur_group: z
    .string({ error: 'No Faktur Harus Diisi' })
    .trim()
    .min(1, 'No Faktur Harus Diisi')
    .max(40)
    .transform((v) => v.toUpperCase()),
  otorisasi: otorisasiRefSchema,
});

export const validateSchema = z.object({
  nomor: z
    .array(
      z
        .string()
        .trim()
        .max(40)
        .transform((v) => v.toUpperCase()),
    )
    .min(1, 'Belum Ada Transaksi Yang Dipilih')
    .max(1000),
});

export const titipanSchema = z.object({
  kode_member: upper(30),
  nama_customer: z
    .string({ error: 'Nama Customer Harus Diisi' })
    .trim()
    .min(1, 'Nama Customer Harus Diisi')
    .max(100)
    .transform((v) => v.toUpperCase()),
  no_hp: z.string().trim().max(20).default(''),
  jumlah: rupiah('Jumlah Titipan').refine((v) => v > 0, 'Jumlah Titipan Harus Lebih Dari 0'),
  jenis: z.enum(['CASH', 'TRANSFER'], { error: 'Cara Bayar Tidak Valid' }).default('CASH'),
  no_rekening: upper(40),
  keterangan: upper(200),
});

export const refundTitipanSchema = z.object({
  no_titip: z
    .string({ error: 'No Titipan Harus Diisi' })
    .trim()
    .min(1)
    .max(40)
    .transform((v) => v.toUpperCase()),
  /** A down payment on pieces (Bayar DP): paid back (KEMBALI) or kept by the shop (HANGUS), the supervisor's choice. */
  batal_dp: z.enum(['KEMBALI', 'HANGUS'], { error: 'Pilih DP Dikembalikan Atau Hangus' }).default('KEMBALI'),
  otorisasi: otorisasiRefSchema,
});

/** Bayar DP at the sales counter: a down payment reserving the cart's pieces for the customer (a titipan, jenis DP). */
export const bayarDpSchema = z.object({
  kode_member: upper(30),
  nama_customer: z
    .string({ error: 'Nama Customer Harus Diisi' })
    .trim()
    .min(1, 'Nama Customer Harus Diisi')
    .max(100)
    .transform((v) => v.toUpperCase()),
  no_hp: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\- ]*$/, 'No HP Hanya Boleh Angka')
    .default(''),
  alamat_customer: upper(200),
  items: z
    .array(z.object({ kode_barcode: barcodeField }))
    .min(1, 'Belum Ada Barang Yang Di Scan')
    .max(100, 'Maksimal 100 Barang Sekali Transaksi'),
  dp: rupiah('Jumlah DP').refine((v) => v > 0, 'Jumlah DP Harus Lebih Dari 0'),
  payments: z.array(paymentSchema).min(1, 'Pembayaran Belum Diisi').max(20),
  keterangan: upper(200),
});
export type BayarDpInput = z.infer<typeof bayarDpSchema>;

export const salesListSchema = z.object({
  tgl_from: tanggal('Tanggal', { kosong: null }),
  tgl_to: tanggal('Tanggal', { kosong: null }),
  q: z.string().trim().max(100).optional(),
  kode_sales: z.string().trim().max(30).toUpperCase().optional(),
  status: z.enum(['AKTIF', 'BATAL']).optional(),
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
});
/** The filter of `GET penjualan/paginated` (its page window apart). */
export type SalesListQuery = z.infer<typeof salesListSchema>;

/** The filter of `GET titipan/paginated` (its page window apart). */
export const titipanListSchema = z.object({
  status: z.enum(['AKTIF', 'TERPAKAI', 'KEMBALI', 'HANGUS']).optional(),
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
  tgl_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  tgl_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: z.string().max(100).optional(),
});
export type TitipanListQuery = z.infer<typeof titipanListSchema>;
