/**
 * The import and delete utilities' contract (spec §2.5, §2.6, §5, §6, §7.3, §7.4; issue 15): the import types a
 * store may choose, the call and payload field of each, the client-side checks with their exact messages, and the
 * wire shapes of the preview/result and of the delete. Server and web both read this file.
 */
import { z } from 'zod';
import { formatTanggal } from '../rules/dates.rules.ts';

export const IMPORT_TYPES = [
  'master_sales',
  'master_group',
  'master_jenis',
  'master_gudang',
  'master_baki',
  'penjualan',
  'pembelian',
  'keuangan_cash',
  'keuangan_non_cash',
  'barang_summary',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const IMPORT_MSG = {
  typeMissing: 'Type Belum Di Pilih',
  fileMissing: 'File Belum Di Pilih',
  notCsv: 'File Harus Berformat .csv',
  notGroup: 'Data Di Import Bukan Group',
  notJenis: 'Data Di Import Bukan Jenis',
  notGudang: 'Data Di Import Bukan Gudang',
  unknownType: 'Data Gagal Di Import',
  ok: 'Data Berhasil Di import',
  fail: 'Terjadi Kesalahan Saat Import Data',
  /** Server: `kode_toko` of another store from a user who is not head office (spec /import-data-pusat). */
  pusatOnly: 'Hanya Kantor Pusat Yang Dapat Import Data Toko Lain',
  storeUnknown: 'Toko Tidak Ditemukan',
  /** Server (issue 25): a history file with a day the store has not closed yet (its open day or later). */
  openDay: (tanggal: string, tglSystem: string) =>
    `Data tanggal ${formatTanggal(tanggal)} tidak dapat diimport: hanya hari yang sudah ditutup (sebelum tanggal sistem toko ${formatTanggal(tglSystem)}) yang dapat diimport`,
} as const;

/** Who may import (issue 15): owners and super users (levels OWN and SU); MU (manager) may not. */
export const IMPORT_LEVELS = ['OWN', 'SU'] as const;
/** Who may delete (and restore) data (issue 15): owners only. */
export const DELETE_LEVELS = ['OWN'] as const;

/**
 * The query every import call takes (issue 15): `preview=true` checks and sums without writing; `kode_toko` imports
 * for another store (head office only); `progress_id` streams `import-progress` to the socket that sent
 * `start-import` with it; `tipe` chooses the cash book side on `cash/import-data-cash`.
 */
export const importQuery = z.object({
  preview: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  kode_toko: z.string().trim().min(1).max(20).toUpperCase().optional(),
  progress_id: z.string().min(1).max(100).optional(),
  tipe: z.enum(['keuangan_cash', 'keuangan_non_cash']).optional(),
});

export type ImportCall = {
  /** API path (spec §7.3), POST. */
  path: string;
  /** The payload field holding the list of rows (spec §7.3); also the multipart part name of the CSV file. */
  field: string;
  /** The word the file name must contain (spec §5), with the message when it does not. */
  word?: string;
  nameFail?: string;
};

export const IMPORT_CALLS: Record<ImportType, ImportCall> = {
  master_sales: { path: 'truncate/sales', field: 'data_sales' },
  master_group: { path: 'group/truncate', field: 'data_groups', word: 'group', nameFail: IMPORT_MSG.notGroup },
  master_jenis: { path: 'jenis/truncate', field: 'data_jenises', word: 'jenis', nameFail: IMPORT_MSG.notJenis },
  master_gudang: { path: 'gudang/truncate', field: 'data_gudangs', word: 'gudang', nameFail: IMPORT_MSG.notGudang },
  master_baki: { path: 'baki/truncate', field: 'data_bakis', word: 'baki', nameFail: IMPORT_MSG.notGudang },
  penjualan: {
    path: 'truncate/penjualan',
    field: 'data_penjualans',
    word: 'penjualan',
    nameFail: IMPORT_MSG.notGudang,
  },
  pembelian: {
    path: 'pembelian/truncate',
    field: 'data_pembelians',
    word: 'pembelian',
    nameFail: IMPORT_MSG.notGudang,
  },
  keuangan_cash: { path: 'cash/import-data-cash', field: 'data' },
  keuangan_non_cash: { path: 'cash/import-data-cash', field: 'data' },
  barang_summary: { path: 'truncate/barang-summary', field: 'barang_summary' },
};

/** Spec §6: store TRA gets only penjualan (preselected); every other store the ten types. */
export function importTypesFor(kodeToko: string): readonly ImportType[] {
  return kodeToko === 'TRA' ? ['penjualan'] : IMPORT_TYPES;
}

export function isImportType(t: string): t is ImportType {
  return (IMPORT_TYPES as readonly string[]).includes(t);
}

/** The checks before anything is sent (spec §5), in the spec's order; null when the choice may be imported. */
export function checkImportChoice(type: string | undefined | null, fileName: string | undefined | null): string | null {
  if (!type) return IMPORT_MSG.typeMissing;
  if (!fileName) return IMPORT_MSG.fileMissing;
  if (!isImportType(type)) return IMPORT_MSG.unknownType;
  if (!fileName.toLowerCase().endsWith('.csv')) return IMPORT_MSG.notCsv;
  const call = IMPORT_CALLS[type];
  if (call.word && !fileName.toLowerCase().includes(call.word)) return call.nameFail ?? IMPORT_MSG.unknownType;
  return null;
}

/** A row that breaks a rule: its line in the file (the header is line 1) and why, in Indonesian. */
export const importRowError = z.object({ line: z.number().int(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * What every import call answers (200), for a preview (`?preview=true`, nothing written) and for a commit alike.
 * `errors` lists at most the first 200 failing rows; `errors_total` counts them all. A commit with errors is refused
 * (422, message = IMPORT_MSG.fail, the same body under `detail`).
 */
export const importResult = z.object({
  type: z.enum(IMPORT_TYPES),
  kode_toko: z.string(),
  rows: z.number().int(),
  tgl_from: z.string().nullable(),
  tgl_to: z.string().nullable(),
  /** Sum of the weight column of the type (berat), exact decimal text; '0' for masters. */
  total_berat: z.string(),
  /** Sum of the rupiah column of the type (harga_total / harga / jumlah_in + jumlah_out), whole rupiah. */
  total_rupiah: z.number().int(),
  errors: z.array(importRowError),
  errors_total: z.number().int(),
  /** Rows of the store this import replaces (moved to the archive on commit). */
  replaced: z.number().int(),
  committed: z.boolean(),
  /** The archive batch holding the replaced rows (commit only). */
  arsip_id: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResult>;

/** Realtime progress of a long import or delete, socket event `import-progress` (like `closed-store-progress`). */
export const IMPORT_PROGRESS_EVENT = 'import-progress';
export const importProgress = z.object({
  progress_id: z.string(),
  percentage: z.number(),
  message: z.string(),
});
export type ImportProgress = z.infer<typeof importProgress>;

// ---------------------------------------------------------------------------------------------- delete (§2.6, §7.4)

export const DELETE_TYPES = ['PENJUALAN', 'PEMBELIAN', 'KEUANGAN'] as const;
export type DeleteType = (typeof DELETE_TYPES)[number];
export const DELETE_PATHS: Record<DeleteType, string> = {
  PENJUALAN: 'truncate/delete-penjualan',
  PEMBELIAN: 'truncate/delete-pembelian',
  KEUANGAN: 'truncate/delete-keuangan',
};
export const DELETE_MSG = {
  heading: 'Delete Data Penjualan',
  button: 'Hapus Data',
  ok: 'Data Berhasil Di Hapus',
} as const;
