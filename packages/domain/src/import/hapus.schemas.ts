/**
 * The delete utility (spec §2.6, §7.4; issue 15) and the archive it writes: the request, the preview/result, the
 * archive log rows and the restore. Beyond the spec (issue 15): owner only, a supervisor's authorization bound to
 * the type and range, closed days only, documents moved to the archive (restorable, exportable) — never destroyed.
 */
import { z } from 'zod';
import { otorisasiRefSchema } from '../schemas/otorisasi.schemas.ts';
import { timestamp, wireDate, writeResult } from '../schemas/wire.schemas.ts';
import { DELETE_TYPES, type DeleteType } from './import.contract.ts';

export const HAPUS_MSG = {
  notOwner: 'Hanya Owner Yang Dapat Menghapus Data',
  range: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
  openDay: (tglSystem: string) =>
    `Hanya Hari Yang Sudah Ditutup Yang Dapat Dihapus (Sebelum Tanggal Sistem ${tglSystem})`,
  empty: 'Tidak Ada Data Pada Tanggal Tersebut',
  referenced: (what: string, list: string) => `Data Tidak Dapat Dihapus, Masih Dipakai ${what}: ${list}`,
  poinMinus: (list: string) => `Data Tidak Dapat Dihapus, Poin Member Akan Minus: ${list}`,
  kasBatal: (list: string) => `Data Tidak Dapat Dihapus, Kas Dan Pembatalannya Berbeda Rentang Tanggal: ${list}`,
  fail: 'Terjadi kesalahan saat mengirim data',
  confirm: 'Yakin Hapus Data Ini?',
  restoreOk: 'Arsip Berhasil Dipulihkan',
  restoreConfirm: 'Pulihkan Arsip Ini?',
} as const;

/** The label of each delete type, and the supervisor's grant reference binding type and range. */
export const hapusRef = (type: DeleteType, from: string, to: string) => `${type}:${from}:${to}`;

/** `POST truncate/delete-…` body (spec §7.4: tgl_from, tgl_to as YYYY-MM-DD) plus the grant (commit only). */
export const hapusRequest = z
  .object({
    tgl_from: wireDate,
    tgl_to: wireDate,
    otorisasi: otorisasiRefSchema.optional(),
  })
  .refine((b) => b.tgl_from <= b.tgl_to, { message: HAPUS_MSG.range, path: ['tgl_to'] });
export type HapusRequest = z.input<typeof hapusRequest>;

/** `?preview=true`: count only, nothing written. */
export const hapusQuery = z.object({
  preview: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** What a delete removes (or, for a preview, would remove). */
export const hapusResult = z.object({
  type: z.enum(DELETE_TYPES),
  kode_toko: z.string(),
  tgl_from: z.string(),
  tgl_to: z.string(),
  /** Documents: sales / purchases (with the trade-ins that go with them), or cash-book rows. */
  documents: z.number().int(),
  /** Item lines of those documents (0 for KEUANGAN). */
  lines: z.number().int(),
  /** Every row moved to the archive (headers, lines, payments, cash-book and point rows). */
  rows: z.number().int(),
  /** Sum of the active documents' totals (KEUANGAN: jumlah_in + jumlah_out), whole rupiah. */
  total_rupiah: z.number().int(),
  /** Sum of the active documents' weight, exact decimal text. */
  total_berat: z.string(),
  committed: z.boolean(),
  /** The archive batch holding the deleted rows (commit only). */
  arsip_id: z.string().nullable(),
});
export type HapusResult = z.infer<typeof hapusResult>;
export const hapusWrite = writeResult(hapusResult);

export const ARSIP_STATUS = { archived: 'DIARSIPKAN', restored: 'DIPULIHKAN' } as const;

/** One archive batch: the deletion/import log row. */
export const arsipBatch = z.object({
  _id: z.string(),
  sumber: z.enum(['IMPORT', 'DELETE']),
  tipe: z.string(),
  tgl_from: z.string().nullable(),
  tgl_to: z.string().nullable(),
  documents: z.number().int(),
  rows: z.number().int(),
  total_rupiah: z.number().int(),
  total_berat: z.string(),
  created_by: z.string(),
  created_at: timestamp,
  otorisasi: z.string().nullable(),
  restored_at: timestamp.nullable(),
  restored_by: z.string().nullable(),
  status: z.enum([ARSIP_STATUS.archived, ARSIP_STATUS.restored]),
});
export type ArsipBatch = z.infer<typeof arsipBatch>;
export const arsipList = z.array(arsipBatch);

/** `POST arsip/:id/restore`: the grant (jenis PULIH_ARSIP, ref = the batch id). */
export const arsipRestoreRequest = z.object({ otorisasi: otorisasiRefSchema });
export const arsipRestoreResult = writeResult(
  z.object({ batch_id: z.string(), rows: z.number().int(), tables: z.record(z.string(), z.number().int()) }),
);
