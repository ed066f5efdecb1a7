/** Request shapes of the stock calls, shared by server routes and web forms. */
import { z } from 'zod';
import { padBarcode } from '../rules/barcode.rules.ts';
import { rupiah, tanggal, upper, wajib } from '../schemas/fields.ts';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { isWeight } from './weight.rules.ts';

export const BARANG_STATUS = [
  'STOCK',
  'TERJUAL',
  'HANCUR',
  'TRANSIT',
  'TERKIRIM',
  'CUCI',
  'SERVICE',
  'HUTANG',
  'SORTIR',
  /** Lent from the showroom to a craftsman as the model of an order (pesanan): not saleable, not expected in its tray. */
  'CONTOH',
  /** Reserved for a customer by a down payment at the sales counter (Bayar DP, titipan): sellable only by the sale
   *  that draws that deposit, not expected in its tray. */
  'TITIP',
] as const;
export type BarangStatus = (typeof BARANG_STATUS)[number];
export const PEROLEHAN = ['FAKTUR', 'BELI_KEMBALI', 'TANPA_FAKTUR'] as const;

const code = (label: string, msg = `${label} Tidak Boleh Kosong`) => wajib(30, msg);
const text = upper;

/** A positive weight with at most 3 decimals; `label` names it in the message. */
export const weightField = (label: string, required = true) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
      z.string({ error: `${label} Harus Berupa Angka` }),
    )
    .transform((v) => v.trim())
    .refine((v) => v !== '' || !required, `${label} Tidak Boleh Kosong`)
    .transform((v) => (v === '' ? '0' : v))
    .refine(isWeight, `${label} Harus Berupa Angka Dengan Maksimal 3 Desimal`)
    .refine((v) => !required || Number(v) > 0, `${label} Harus Lebih Dari 0`);

const money = (label: string) => rupiah(label).default(0);

export const barangInputSchema = z.object({
  nama_barang: z
    .string({ error: 'Nama Barang Tidak Boleh Kosong' })
    .trim()
    .min(1, 'Nama Barang Tidak Boleh Kosong')
    .max(100)
    .transform((v) => v.toUpperCase()),
  kode_group: code('Kode Group'),
  kode_dept: code('Kode Jenis'),
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Kode Baki', 'Kode Baki Tidak Boleh Kosong.'),
  berat: weightField('Berat'),
  kadar: weightField('Kadar'),
  kadar_cetak: text(20),
  nama_atribut: text(),
  berat_atribut: weightField('Berat Atribut', false),
  harga_atribut: money('Harga Atribut'),
  ongkos: money('Ongkos'),
  harga_jual: money('Harga Jual'),
  harga_modal: money('Harga Modal'),
  supplier: text(),
  perolehan: z.enum(PEROLEHAN, { error: 'Perolehan Tidak Valid' }).default('FAKTUR'),
  no_sertifikat: text(50),
  jenis_batu: text(30),
  kode_shape: text(30),
  kode_color: text(30),
  kode_clarity: text(30),
  kode_cutgrade: text(30),
  /** Identical pieces to create, each with its own barcode. */
  jumlah: z.coerce
    .number()
    .int('Jumlah Harus Bilangan Bulat')
    .min(1, 'Jumlah Minimal 1')
    .max(200, 'Jumlah Maksimal 200')
    .default(1),
});
export type BarangInput = z.infer<typeof barangInputSchema>;

export const createBarangSchema = z.object({
  items: z.array(barangInputSchema).min(1, 'Data Barang Masih Kosong').max(500),
});

export const barcodeField = z
  .string({ error: 'Barcode Tidak Boleh Kosong' })
  .trim()
  .min(1, 'Barcode Tidak Boleh Kosong')
  .max(20)
  .regex(/^\d+$/, 'Barcode Hanya Boleh Angka')
  .transform(padBarcode);

const barcodes = z
  .array(barcodeField)
  .min(1, 'Belum Ada Barang Yang Di Scan')
  .max(1000, 'Maksimal 1000 Barang Sekali Proses');

export const pindahSchema = z.object({
  barcodes,
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Kode Baki', 'Kode Baki Tidak Boleh Kosong.'),
  keterangan: text(200),
});

export const pindahBakiSchema = z.object({
  dari_baki: code('Baki Asal'),
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Baki Tujuan'),
  keterangan: text(200),
});

/** Melting needs a supervisor (DOMAIN.md); the authorization's reason is the melt's reason. */
export const hancurSchema = z.object({ barcodes, otorisasi: otorisasiRefSchema });

export const searchBarangSchema = z.object({
  q: z.string().trim().max(100).optional(),
  kode_group: z.string().trim().max(30).optional(),
  kode_dept: z.string().trim().max(30).optional(),
  kode_gudang: z.string().trim().max(30).optional(),
  kode_baki: z.string().trim().max(30).optional(),
  status: z.enum(BARANG_STATUS).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
/** `GET barang/search`'s query as the web sends it (skip and limit may be left to their defaults). */
export type SearchBarangQuery = Partial<z.infer<typeof searchBarangSchema>>;

const upperText = (label: string, max = 100) => wajib(max, `${label} Tidak Boleh Kosong`);

export const kirimSchema = z.object({ kode_toko_tujuan: code('Toko Tujuan'), barcodes, keterangan: text(200) });

export const terimaKirimanSchema = z.object({
  no_kirim: upperText('No Kirim', 40),
  barcodes,
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Kode Baki', 'Kode Baki Tidak Boleh Kosong.'),
});

export const terimaSupplierSchema = z.object({
  supplier: upperText('Supplier'),
  no_faktur: text(50),
  items: z.array(barangInputSchema).min(1, 'Data Barang Masih Kosong').max(500),
});

export const penerimaanSchema = z.object({
  supplier: upperText('Supplier'),
  no_faktur: text(50),
  kode_group: code('Kode Group'),
  berat: weightField('Berat'),
  kadar: weightField('Kadar'),
  harga_gram: money('Harga / Gram'),
  keterangan: text(200),
});

export const timbangSchema = z.object({
  kode_baki: code('Kode Baki', 'Kode Baki Tidak Boleh Kosong.'),
  berat_timbang: weightField('Berat Timbang'),
});

export const timbangQuerySchema = z.object({
  tanggal: tanggal('Tanggal'),
  kode_gudang: code('Kode Gudang'),
  kode_toko: z.string().trim().max(20).toUpperCase().optional(),
});

export const opnameStartSchema = z
  .object({
    jenis: z.enum(['BAKI', 'PENERIMAAN'], { error: 'Jenis Stock Opname Tidak Valid' }).default('BAKI'),
    kode_baki: z.string().trim().max(30).toUpperCase().optional(),
    no_ref: z.string().trim().max(40).toUpperCase().optional(),
  })
  .refine((b) => (b.jenis === 'BAKI' ? !!b.kode_baki : !!b.no_ref), {
    message: 'Mohon Pilih Terlebih Dahulu',
    path: ['kode_baki'],
  });

export const scanSchema = z.object({ barcode: barcodeField });

export const cuciSchema = z.object({ barcodes, keterangan: text(200) });

export const kembaliSchema = z.object({
  barcodes,
  kode_gudang: code('Kode Gudang'),
  kode_baki: code('Kode Baki', 'Kode Baki Tidak Boleh Kosong.'),
  keterangan: text(200),
});

export const sortirSchema = z
  .object({
    barcodes,
    tujuan: z.enum(['CUCI', 'HANCUR'], { error: 'Tujuan Sortir Tidak Valid' }),
    keterangan: text(200),
    /** Melting needs a supervisor, as on /hancur-data-barang (DOMAIN.md). */
    otorisasi: otorisasiRefSchema.optional(),
  })
  .refine((b) => b.tujuan !== 'HANCUR' || !!b.otorisasi, {
    message: 'Hancur Barang Memerlukan Otorisasi Supervisor',
    path: ['otorisasi'],
  });
