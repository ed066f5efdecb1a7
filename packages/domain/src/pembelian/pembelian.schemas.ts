/**
 * Wire shapes of the buy-back counter (issue 11): what `/transaksi-pembelian` sends, and what the server answers
 * (the purchase document, the lookup of a piece this chain sold, the day's buy-back parameters). One schema per
 * shape, used by the server's validation and response schemas and by the web as its types.
 */
import { z } from 'zod';
import { padBarcode } from '../rules/barcode.rules.ts';
import { formatRupiah } from '../rules/number-format.rules.ts';
import { rupiah, tanggal, upper, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { paged, pageQuery, writeResult } from '../schemas/wire.schemas.ts';
import { weightField } from '../stock/barang.schemas.ts';
import { JENIS_POTONGAN } from './harga-beli.rules.ts';

export const MSG_BELI = {
  hargaKosong: 'Harga Tidak Boleh Kosong.',
  belumAdaBarang: 'Belum Ada Barang Yang Dibeli',
  perluOtorisasi: 'Harga Beli Di Atas Ketentuan Memerlukan Otorisasi Supervisor',
  bayarTidakSama: (total: number, bayar: number) =>
    `Jumlah Pembayaran Rp ${formatRupiah(bayar)} Harus Sama Dengan Total Pembelian Rp ${formatRupiah(total)}`,
} as const;

/** One piece bought: a piece this chain sold (its barcode) or a manual piece (no barcode, typed by hand). */
export const pembelianItemSchema = z.object({
  /** The barcode of a piece this store sold; '' for a manual piece. */
  kode_barcode: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d*$/, 'Barcode Hanya Boleh Angka')
    .default('')
    .transform((v) => (v ? padBarcode(v) : '')),
  kode_dept: wajib(30, 'Jenis Tidak Boleh Kosong'),
  nama_barang: wajib(100, 'Nama Barang Tidak Boleh Kosong'),
  kadar: weightField('Kadar', false),
  berat: weightField('Berat'),
  kode_kondisi: wajib(30, 'Kondisi Tidak Boleh Kosong'),
  /** The customer brought the piece's receipt (nota): the smaller deduction applies. */
  ada_nota: z.boolean().default(false),
  harga: rupiah('Harga').refine((v) => v > 0, MSG_BELI.hargaKosong),
});
export type PembelianItemInput = z.infer<typeof pembelianItemSchema>;

export const BAYAR_BELI = ['CASH', 'TRANSFER'] as const;

/** How the shop pays the customer: cash from the drawer, or a transfer from a store account. */
export const pembelianBayarSchema = z
  .object({
    jenis: z.enum(BAYAR_BELI, { error: 'Jenis Pembayaran Tidak Valid' }),
    jumlah: rupiah('Jumlah Bayar').refine((v) => v > 0, 'Jumlah Bayar Harus Lebih Dari 0'),
    /** The store account (master rekening) a transfer leaves from. */
    no_rekening: upper(40),
    /** The customer's bank account the transfer goes to. */
    no_rekening_customer: upper(40),
    nama_bank_customer: upper(60),
  })
  .refine((p) => p.jenis !== 'TRANSFER' || p.no_rekening !== '', {
    message: 'Rekening Toko Harus Dipilih',
    path: ['no_rekening'],
  })
  .refine((p) => p.jenis !== 'TRANSFER' || p.no_rekening_customer !== '', {
    message: 'No Rekening Customer Harus Diisi',
    path: ['no_rekening_customer'],
  });

export const pembelianSchema = z
  .object({
    kode_sales: wajib(30, 'Sales Harus Dipilih'),
    kode_member: upper(30),
    nama_customer: upper(100).transform((v) => v || 'REGULER'),
    no_hp: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9+\- ]*$/, 'No HP Hanya Boleh Angka')
      .default(''),
    alamat_customer: upper(200),
    /** Where the bought pieces wait for sorting. */
    kode_gudang: wajib(30, 'Gudang Harus Dipilih'),
    kode_baki: wajib(30, 'Baki Harus Dipilih'),
    items: z
      .array(pembelianItemSchema)
      .min(1, MSG_BELI.belumAdaBarang)
      .max(100, 'Maksimal 100 Barang Sekali Transaksi'),
    payments: z.array(pembelianBayarSchema).max(10).default([]),
    /**
     * Bought as a trade-in at the sales counter (tukar tambah): the customer gets no money now — the purchase's value
     * pays a sale of the same day (its TUKAR line), so it carries no payment lines.
     */
    tukar: z.boolean().default(false),
    /** The grant (POST /otorisasi, HARGA_BELI) approving prices above the policy price. */
    otorisasi: otorisasiRefSchema.optional(),
  })
  .refine((b) => b.tukar || b.payments.length > 0, { message: 'Pembayaran Belum Diisi', path: ['payments'] })
  .refine((b) => !b.tukar || b.payments.length === 0, {
    message: 'Pembelian Tukar Tidak Dibayar Ke Customer',
    path: ['payments'],
  });
export type PembelianInput = z.infer<typeof pembelianSchema>;

/** The key a priced-up piece has in a HARGA_BELI grant: its barcode, or `MANUAL-<n>` (n = its line, from 1). */
export const kunciBarisBeli = (item: { kode_barcode: string }, index: number) =>
  item.kode_barcode || `MANUAL-${index + 1}`;

export const ALASAN_BATAL_BELI = ['PATAH', 'SALAH INPUT', 'CUSTOMER BATAL', 'LAINNYA'] as const;

export const batalPembelianSchema = z.object({
  no_faktur_group: wajib(40, 'No Faktur Harus Diisi'),
  alasan: z.enum(ALASAN_BATAL_BELI, { error: 'Alasan Batal Harus Dipilih' }),
  otorisasi: otorisasiRefSchema,
});

const tanggalQuery = tanggal('Tanggal', { kosong: null });
/** `GET pembelian/paginated`: a period, an optional search (number, customer, barcode, name) and status. */
export const pembelianListQuery = pageQuery.extend({
  tgl_from: tanggalQuery,
  tgl_to: tanggalQuery,
  q: z.string().trim().max(100).optional(),
  status: z.enum(['AKTIF', 'BATAL']).optional(),
  status_valid: z.enum(['OPEN', 'DONE']).optional(),
});
export type PembelianListQuery = z.infer<typeof pembelianListQuery>;

// ---- answers ----
const num = z.number();
const weight = z.string();

export const pembelianDetailRow = z.object({
  no_faktur_beli: z.string(),
  kode_barcode: z.string(),
  no_faktur_ext: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar: weight,
  berat_nota: weight,
  berat: weight,
  kode_kondisi: z.string(),
  type_kondisi: z.string(),
  ada_nota: z.boolean(),
  harga_nota: num,
  harga_beli_gram: num,
  harga_rata: num,
  harga_policy: num,
  harga: num,
});

export const pembelianBayarRow = z.object({
  seq: num,
  jenis: z.string(),
  jumlah: num,
  no_rekening: z.string(),
  nama_rekening: z.string().nullable(),
  no_rekening_customer: z.string(),
  nama_bank_customer: z.string(),
});

export const pembelianHeadRow = z.object({
  no_faktur_group: z.string(),
  tanggal: z.string(),
  kode_sales: z.string(),
  nama_sales: z.string().nullable(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  jumlah_barang: num,
  total_berat: weight,
  total_harga: num,
  status: z.enum(['AKTIF', 'BATAL']),
  status_valid: z.enum(['OPEN', 'DONE']),
  batal_alasan: z.string().nullable(),
  batal_by: z.string().nullable(),
  no_penjualan: z.string().nullable(),
  tukar: z.boolean(),
  input_by: z.string(),
  created_at: z.string(),
});
export type PembelianRow = z.infer<typeof pembelianHeadRow>;

export const pembelianDocSchema = pembelianHeadRow.extend({
  items: z.array(pembelianDetailRow),
  payments: z.array(pembelianBayarRow),
});
export type PembelianDoc = z.infer<typeof pembelianDocSchema>;
export const pembelianWriteSchema = writeResult(pembelianDocSchema);
export const pembelianPageSchema = paged(pembelianHeadRow);
export const pembelianValidasiSchema = writeResult(z.object({ jumlah: num }));

/** A piece this store sold, found by its barcode or invoice number: what the counter prefills. */
export const pieceTerjualSchema = z.object({
  kode_barcode: z.string(),
  no_faktur_ext: z.string(),
  tanggal_jual: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar: weight,
  berat_nota: weight,
  harga_nota: num,
});
export type PieceTerjual = z.infer<typeof pieceTerjualSchema>;
export const pieceTerjualListSchema = z.array(pieceTerjualSchema);

/** The day's buy-back parameters: the counter computes the policy price with them as the server does. */
export const parameterBeliSchema = z.object({
  tanggal: z.string(),
  pembulatan: num,
  groups: z.array(
    z.object({
      kode_group: z.string(),
      nama_group: z.string(),
      harga_beli_gram: num.nullable(),
      rugi_nota: z.object({ type: z.enum(JENIS_POTONGAN), nilai: z.string() }).nullable(),
    }),
  ),
  jenis: z.array(z.object({ kode_dept: z.string(), nama_dept: z.string(), kode_group: z.string() })),
  kondisi: z.array(
    z.object({
      kode_kondisi: z.string(),
      type_kondisi: z.enum(JENIS_POTONGAN),
      potongan_nota: z.string(),
      potongan_tanpa_nota: z.string(),
    }),
  ),
});
export type ParameterBeli = z.infer<typeof parameterBeliSchema>;
