/**
 * Response shapes of the stock calls (apps/server/src/modules/barang): the server declares them as its routes'
 * response schemas (a field not named here is not sent) and the web takes its types from them (`Wire<…>`).
 */
import { z } from 'zod';
import { paged, timestamp, type Wire, writeResult } from '../schemas/wire.schemas.ts';
import { BARANG_STATUS } from './barang.schemas.ts';

const status = z.enum(BARANG_STATUS);
const nullableText = z.string().nullable();

/** A piece as every stock call answers it (`barang/search`, `barang/scan`, `barang/detail`). */
export const barangSchema = z.object({
  _id: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  berat: z.number(),
  berat_asli: z.number(),
  kadar: z.number(),
  kadar_cetak: z.string(),
  nama_atribut: z.string(),
  berat_atribut: z.number(),
  harga_atribut: z.number(),
  ongkos: z.number(),
  harga_jual: z.number(),
  harga_modal: z.number(),
  supplier: z.string(),
  perolehan: z.string(),
  no_sertifikat: z.string(),
  jenis_batu: z.string(),
  kode_shape: z.string(),
  kode_color: z.string(),
  kode_clarity: z.string(),
  kode_cutgrade: z.string(),
  foto: z.string(),
  status,
  no_ref: z.string(),
  tgl_masuk: z.string(),
  input_by: z.string(),
  created_at: timestamp,
});
export type Barang = Wire<typeof barangSchema>;

/** `barang/search`: one page of pieces and how many the filter matches. */
export const barangPageSchema = paged(barangSchema);
/** `POST barang` (tambah data barang): the pieces created, each with its barcode. */
export const barangCreatedSchema = writeResult(z.array(barangSchema));

/** One row of a piece's history (barang_ledger), oldest first. */
export const ledgerRowSchema = z.object({
  _id: z.number(),
  tanggal: z.string(),
  at: timestamp,
  user_id: z.string(),
  jenis: z.string(),
  dari_gudang: nullableText,
  dari_baki: nullableText,
  ke_gudang: nullableText,
  ke_baki: nullableText,
  status_dari: nullableText,
  status_ke: z.string(),
  berat: z.number(),
  no_ref: z.string(),
  keterangan: z.string(),
});
export type LedgerRow = Wire<typeof ledgerRowSchema>;
/** `barang/riwayat/:barcode?skip&limit`: one page of a piece's history and its length. */
export const ledgerPageSchema = paged(ledgerRowSchema);

/** Pieces moved into one tray (pindah, cuci kembali, pindah sortir). */
export const trayMoveSchema = z.object({ jumlah: z.number(), kode_gudang: z.string(), kode_baki: z.string() });
export type TrayMove = Wire<typeof trayMoveSchema>;
export const trayMoveResultSchema = writeResult(trayMoveSchema);
/** `barang/pindah-baki`: every piece of one tray moved to another. */
export const pindahBakiResultSchema = writeResult(trayMoveSchema.extend({ dari_baki: z.string() }));
export type PindahBakiResult = Wire<typeof pindahBakiResultSchema>['data'];

/** `barang/hancur`: the melt's number, its pieces and weight, and who authorized it. */
export const hancurResultSchema = writeResult(
  z.object({
    no_hancur: z.string(),
    jumlah: z.number(),
    berat: z.number(),
    alasan: z.string(),
    otorisasi_by: z.string(),
  }),
);
export type HancurResult = Wire<typeof hancurResultSchema>['data'];

/** `barang/cuci`, `barang/sortir`: how many pieces went; a melt by sorting names its number. */
export const jumlahResultSchema = writeResult(z.object({ jumlah: z.number(), no_hancur: z.string().optional() }));
export type JumlahResult = Wire<typeof jumlahResultSchema>['data'];

/** `PUT barang/foto/:barcode`: where the photo is kept. */
export const fotoSavedSchema = writeResult(z.object({ kode_barcode: z.string(), foto: z.string() }));

// ---- kirim / terima barang ----
/** `GET kirimbarang/get/nokirim`: the next shipment number. */
export const noKirimSchema = z.object({ no_kirim: z.string() });
export type NoKirim = z.infer<typeof noKirimSchema>;

/** `POST kirimbarang`: the shipment sent. */
export const kirimSentSchema = writeResult(
  z.object({
    no_kirim: z.string(),
    tanggal: z.string(),
    kode_toko_tujuan: z.string(),
    jumlah: z.number(),
    berat: z.number(),
    status: z.string(),
  }),
);
export type KirimSent = Wire<typeof kirimSentSchema>['data'];

/** A shipment coming to this store (`kirimbarang/masuk`). */
export const kirimanHeadSchema = z.object({
  kode_toko: z.string(),
  no_kirim: z.string(),
  tanggal: z.string(),
  jumlah: z.number(),
  berat: z.number(),
  keterangan: z.string(),
});
export type KirimanHead = Wire<typeof kirimanHeadSchema>;

export const kirimanItemSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar_cetak: z.string(),
  berat: z.number(),
  status: z.string(),
});
export type KirimanItem = Wire<typeof kirimanItemSchema>;

/** `kirimbarang/get/by-no/:no_kirim`: a shipment and its pieces. */
export const kirimanSchema = kirimanHeadSchema.extend({
  kode_toko_tujuan: z.string(),
  status: z.string(),
  input_by: z.string(),
  diterima_by: nullableText,
  diterima_at: timestamp.nullable(),
  items: z.array(kirimanItemSchema),
});
export type Kiriman = Wire<typeof kirimanSchema>;

/** `terimabarang/kiriman`: pieces received and pieces missing from the shipment. */
export const kirimanDiterimaSchema = writeResult(
  z.object({ no_kirim: z.string(), diterima: z.number(), selisih: z.number() }),
);
export type KirimanDiterima = Wire<typeof kirimanDiterimaSchema>['data'];

/** `terimabarang/supplier`: the receipt number and the pieces created. */
export const terimaSupplierResultSchema = writeResult(z.object({ no_ref: z.string(), barang: z.array(barangSchema) }));
export type TerimaSupplierResult = Wire<typeof terimaSupplierResultSchema>['data'];

/** A bulk receipt by weight (`penerimaan-barang`), as stored. */
export const penerimaanRowSchema = z.object({
  no_penerimaan: z.string(),
  tanggal: z.string(),
  supplier: z.string(),
  no_faktur: z.string(),
  kode_group: z.string(),
  berat: z.number(),
  kadar: z.number(),
  harga_gram: z.number(),
  total: z.number(),
});
export type PenerimaanRow = Wire<typeof penerimaanRowSchema>;
export const penerimaanResultSchema = writeResult(penerimaanRowSchema);

// ---- timbang baki ----
const timbangStatus = z.enum(['SESUAI', 'SELISIH']);

/** `GET timbang-baki`: each active tray of a gudang, its expected weight and the day's weighing if any. */
export const timbangTraySchema = z.object({
  kode_baki: z.string(),
  nama_baki: z.string(),
  kode_gudang: z.string(),
  berat_baki: z.number(),
  jumlah_barang: z.number(),
  berat_barang: z.number(),
  berat_bandrol: z.number(),
  berat_seharusnya: z.number(),
  berat_timbang: z.number().nullable(),
  selisih: z.number().nullable(),
  status: timbangStatus.nullable(),
  input_by: nullableText,
  at: timestamp.nullable(),
});
export type TimbangTray = Wire<typeof timbangTraySchema>;
export const timbangTraysSchema = z.array(timbangTraySchema);

/** `POST timbang-baki`: the weighing recorded, with a warning beyond the tolerance. */
export const timbangSavedSchema = writeResult(
  z.object({
    tanggal: z.string(),
    kode_gudang: z.string(),
    kode_baki: z.string(),
    jumlah_barang: z.number(),
    berat_barang: z.number(),
    berat_seharusnya: z.number(),
    berat_timbang: z.number(),
    selisih: z.number(),
    status: timbangStatus,
    peringatan: nullableText,
  }),
);
export type TimbangSaved = Wire<typeof timbangSavedSchema>['data'];

// ---- stock opname ----
export const OPNAME_JENIS = ['BAKI', 'PENERIMAAN'] as const;
export type OpnameJenis = (typeof OPNAME_JENIS)[number];

export const opnameHeadSchema = z.object({
  _id: z.string(),
  tanggal: z.string(),
  jenis: z.enum(OPNAME_JENIS),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  no_ref: z.string(),
  status: z.enum(['PROSES', 'SELESAI']),
  hasil: z.string(),
  started_by: z.string(),
  started_at: timestamp,
  finished_by: nullableText,
  finished_at: timestamp.nullable(),
  jumlah_seharusnya: z.number(),
  jumlah_ditemukan: z.number(),
  jumlah_hilang: z.number(),
  jumlah_lebih: z.number(),
});
export type OpnameHead = Wire<typeof opnameHeadSchema>;

/** A scanned barcode and the piece it names (null fields: no piece of this store has it). */
export const opnameScanSchema = z.object({
  kode_barcode: z.string(),
  at: timestamp,
  user_id: z.string(),
  nama_barang: nullableText,
  berat: z.number().nullable(),
  kode_baki: nullableText,
  status: nullableText,
});
export type OpnameScan = Wire<typeof opnameScanSchema>;
/** A piece the count expects (in the tray, or from the receipt). */
export const opnameExpectedSchema = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat: z.number() });
export type OpnameExpected = Wire<typeof opnameExpectedSchema>;
/**
 * A piece of the tray (or receipt) that is out of it while reserved by a down payment (TITIP, no_ref = its
 * titipan) or lent as an order's model (CONTOH, no_ref = its pesanan): not expected, never missing, not counted.
 */
export const opnameDipesanSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  berat: z.number(),
  status: z.enum(['TITIP', 'CONTOH']),
  no_ref: z.string(),
});
export type OpnameDipesan = Wire<typeof opnameDipesanSchema>;

/** A count as it stands: found, missing, extra (`stock-opname/:id`, its scans, its start). */
export const opnameStateSchema = z.object({
  opname: opnameHeadSchema,
  ditemukan: z.array(opnameScanSchema),
  hilang: z.array(opnameExpectedSchema),
  lebih: z.array(opnameScanSchema),
  dipesan: z.array(opnameDipesanSchema),
  jumlah_seharusnya: z.number(),
});
export type OpnameState = Wire<typeof opnameStateSchema>;
export const opnameFinishedSchema = writeResult(opnameStateSchema);

/** `stock-opname/open`: the counts not finished yet. */
export const openOpnameSchema = opnameHeadSchema.pick({
  _id: true,
  tanggal: true,
  jenis: true,
  kode_gudang: true,
  kode_baki: true,
  no_ref: true,
  started_by: true,
  started_at: true,
});
export type OpenOpname = Wire<typeof openOpnameSchema>;
export const openOpnamesSchema = z.array(openOpnameSchema);
