/**
 * Supervisor authorization (otorisasi, DOMAIN.md), shared by every sensitive action. The supervisor's user id,
 * password and reason are typed into the otorisasi modal, which asks the server for a GRANT (`POST /otorisasi`):
 * a single-use approval of one action — its kind, its document or the pieces and prices it changes — for the
 * cashier who asked, valid a few minutes. The action then carries only `otorisasi: { otorisasi_id }`.
 */
import { z } from 'zod';

/** The actions that need a supervisor, and how reports and screens name them. */
export const OTORISASI_JENIS = [
  'UBAH_HARGA',
  'BATAL_JUAL',
  'KEMBALI_TITIPAN',
  'HANCUR',
  'UBAH_KURS',
  'TUKAR',
  'HARGA_BELI',
  'BATAL_BELI',
  'BATAL_KAS',
  'SELISIH_KAS',
  'BATAL_PESANAN',
  'BATAL_SERVICE',
  'BATAL_LUNAS_HUTANG',
  'LELANG_HUTANG',
  'HAPUS_DATA',
  'PULIH_ARSIP',
] as const;
export type OtorisasiJenis = (typeof OTORISASI_JENIS)[number];
export const OTORISASI_LABEL: Record<OtorisasiJenis, string> = {
  UBAH_HARGA: 'Ubah Harga',
  BATAL_JUAL: 'Batal Penjualan',
  KEMBALI_TITIPAN: 'Kembali Titipan',
  HANCUR: 'Hancur Barang',
  UBAH_KURS: 'Ubah Kurs USD',
  TUKAR: 'Pembayaran Tukar',
  HARGA_BELI: 'Harga Beli Di Atas Ketentuan',
  BATAL_BELI: 'Batal Pembelian',
  BATAL_KAS: 'Batal Kas Manual',
  SELISIH_KAS: 'Selisih Hitung Kas',
  BATAL_PESANAN: 'Batal Pesanan',
  BATAL_SERVICE: 'Batal Service',
  BATAL_LUNAS_HUTANG: 'Batal Pelunasan Hutang',
  LELANG_HUTANG: 'Lelang Hutang',
  HAPUS_DATA: 'Hapus Data',
  PULIH_ARSIP: 'Pulihkan Arsip',
};
/** The screens whose actions each kind approves: asking for a grant needs one of them. */
export const OTORISASI_ROUTES: Record<OtorisasiJenis, readonly string[]> = {
  UBAH_HARGA: ['/transaksi-penjualan'],
  BATAL_JUAL: ['/batal-penjualan'],
  KEMBALI_TITIPAN: ['/lihat-titipan'],
  HANCUR: ['/hancur-data-barang', '/sortir-pembelian'],
  UBAH_KURS: ['/transaksi-penjualan'],
  TUKAR: ['/transaksi-penjualan'],
  HARGA_BELI: ['/transaksi-pembelian'],
  BATAL_BELI: ['/batal-pembelian', '/lihat-pembelian'],
  BATAL_KAS: ['/uang-kas', '/tambah-uang-bank', '/ambil-uang-bank'],
  SELISIH_KAS: ['/uang-kas'],
  BATAL_PESANAN: ['/lihat-pesanan'],
  BATAL_SERVICE: ['/lihat-services'],
  BATAL_LUNAS_HUTANG: ['/lihat-hutang'],
  LELANG_HUTANG: ['/lihat-hutang'],
  HAPUS_DATA: ['/delete-data'],
  PULIH_ARSIP: ['/delete-data'],
};

/** A supervisor's user id, password and reason, typed into the authorization modal (otorisasi). */
export const otorisasiSchema = z.object({
  user_id: z
    .string({ error: 'User ID Supervisor Harus Diisi' })
    .trim()
    .min(1, 'User ID Supervisor Harus Diisi')
    .max(50),
  password: z.string({ error: 'Password Supervisor Harus Diisi' }).min(1, 'Password Supervisor Harus Diisi').max(200),
  alasan: z
    .string({ error: 'Alasan Harus Diisi' })
    .trim()
    .min(3, 'Alasan Harus Diisi')
    .max(200)
    .transform((v) => v.toUpperCase()),
});
export type OtorisasiInput = z.infer<typeof otorisasiSchema>;

const code = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .transform((v) => v.toUpperCase());
const rupiah = z.coerce.number().int().min(0).max(1e13);

/** What the supervisor approves beyond the document: the pieces, and for a price change their old and new price. */
export const otorisasiDetailSchema = z.object({
  items: z
    .array(z.object({ kode_barcode: code, harga_lama: rupiah.optional(), harga_baru: rupiah }))
    .max(100)
    .optional(),
  barcodes: z.array(code).max(1000).optional(),
  /** A USD rate other than the store's (UBAH_KURS): the store's rate and the one approved. */
  kurs_lama: rupiah.optional(),
  kurs_baru: rupiah.optional(),
  /** An amount approved (e.g. a TUKAR payment line). */
  jumlah: rupiah.optional(),
});
export type OtorisasiDetail = z.infer<typeof otorisasiDetailSchema>;

/** `POST /otorisasi`: the supervisor's credentials plus the one action they approve. */
export const otorisasiGrantRequestSchema = otorisasiSchema.extend({
  jenis: z.enum(OTORISASI_JENIS, { error: 'Jenis Otorisasi Tidak Valid' }),
  /** The document when it exists before the action (the sale to cancel, the deposit to refund). */
  no_ref: z
    .string()
    .trim()
    .max(40)
    .default('')
    .transform((v) => v.toUpperCase()),
  detail: otorisasiDetailSchema.default({}),
});
export type OtorisasiGrantRequest = z.input<typeof otorisasiGrantRequestSchema>;

export const otorisasiGrantSchema = z.object({ otorisasi_id: z.uuid() });
export type OtorisasiGrant = z.infer<typeof otorisasiGrantSchema>;

/** What an action's body carries: the grant it consumes. */
export const otorisasiRefSchema = z.object(
  { otorisasi_id: z.uuid({ error: 'Otorisasi Tidak Berlaku' }) },
  { error: 'Otorisasi Supervisor Harus Diisi' },
);
export type OtorisasiRef = z.infer<typeof otorisasiRefSchema>;
