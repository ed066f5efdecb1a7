/**
 * Backup and restore (issue 26): the wire shapes the server's backup API answers and the owner screen
 * "Cadangan Data" (/cadangan-data) reads. Owner only (BACKUP_LEVELS): the route table hides the screen from the
 * other levels and the server refuses them with the same list.
 */
import { z } from 'zod';
import { timestamp, writeResult } from './wire.schemas.ts';

/** Texts of the backup API and of the owner screen "Cadangan Data" and its dashboard card. */
export const BACKUP_MSG = {
  title: 'Cadangan Data',
  started: 'Pencadangan Dimulai',
  running: 'Pencadangan Sedang Berjalan',
  backupNow: 'Cadangkan Sekarang',
  verify: 'Verifikasi',
  verifyConfirm: 'Verifikasi Cadangan Ini? Cadangan Dipulihkan Ke Folder Sementara Lalu Diperiksa.',
  disabled: 'Pencadangan Tidak Aktif (BACKUP_DIR=off): Data Toko Tidak Dicadangkan',
  sameDisk: (dir: string) =>
    `Folder Cadangan ${dir} Berada Di Disk Yang Sama Dengan Data: Jika Disk Rusak, Cadangan Ikut Hilang`,
  readOnly: (dir: string) =>
    `Folder cadangan ${dir} tidak dapat ditulis (hanya-baca): perubahan data tidak dicadangkan.`,
  alertTitle: 'Cadangan Data Bermasalah',
  alertLink: 'Buka Cadangan Data',
  lastBase: 'Cadangan Dasar Terakhir',
  lastArchived: 'Perubahan Terakhir Diarsipkan',
  window: 'Jangka Simpan',
  windowDays: (n: number) => `${n} hari`,
  since: 'sejak',
  free: 'Ruang Kosong Tujuan',
  dir: 'Folder Cadangan',
  disk: 'Disk',
  diskSame: 'Sama Dengan Disk Data',
  diskOther: 'Terpisah Dari Disk Data',
  unknown: 'Tidak Diketahui',
  none: 'Belum Ada',
  empty: 'Belum Ada Cadangan',
  list: 'Daftar Cadangan',
  progress: 'Proses Pencadangan',
  notVerified: 'Belum Diverifikasi',
  fail: 'Terjadi Kesalahan Saat Mencadangkan Data',
  /** The server's answers and socket `backup-done` messages (B1). */
  done: 'Pencadangan Selesai',
  failed: 'Pencadangan Gagal',
  notFound: 'Cadangan Tidak Ditemukan',
  verifyOk: 'Cadangan Berhasil Diverifikasi',
  verifyFail: 'Verifikasi Cadangan Gagal',
} as const;

/** The levels that may see backups and start/verify one (issue 26: "owner only"). */
export const BACKUP_LEVELS = ['OWN'] as const;

export const BACKUP_STATUSES = ['BERJALAN', 'SELESAI', 'GAGAL'] as const;
export const BACKUP_VERIFY = ['OK', 'GAGAL'] as const;

/** One base backup: when it ran, its size and duration, the WAL range it needs, and its last verification. */
export const backupRowSchema = z.object({
  id: z.string(),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  bytes: z.number(),
  duration_ms: z.number(),
  wal_start: z.string(),
  wal_end: z.string().nullable(),
  status: z.enum(BACKUP_STATUSES),
  verify: z.enum(BACKUP_VERIFY).nullable(),
  verified_at: timestamp.nullable(),
  verify_message: z.string().nullable(),
});
export type BackupRow = z.input<typeof backupRowSchema>;

/** The base backup being taken now: its phase (e.g. `data`, `wal`) and how far it is. */
export const backupRunningSchema = z.object({ id: z.string(), phase: z.string(), percent: z.number() });
export type BackupRunning = z.infer<typeof backupRunningSchema>;

/**
 * `GET backup/status`: whether archiving is on, the destination (path, same disk as the data, free space), the
 * window kept, the last base backup and the last archived change, every problem as an Indonesian sentence naming
 * the path, `alert` (the owner's dashboard shows a red card), the backup running now and the backups, newest first.
 */
export const backupStatusSchema = z.object({
  enabled: z.boolean(),
  backup_dir: z.string(),
  same_disk: z.boolean(),
  free_bytes: z.number().nullable(),
  window_days: z.number(),
  last_base: backupRowSchema.nullable(),
  last_archived_at: timestamp.nullable(),
  last_archived_wal: z.string().nullable(),
  problems: z.array(z.string()),
  alert: z.boolean(),
  running: backupRunningSchema.nullable(),
  backups: z.array(backupRowSchema),
});
export type BackupStatus = z.input<typeof backupStatusSchema>;

/** `POST backup` (202): the base backup started; progress follows on the socket. */
export const backupStartedSchema = writeResult(z.object({ id: z.string() }));
export type BackupStarted = z.infer<typeof backupStartedSchema>;

/** `POST backup/:id/verify`: answered when the verification is done, with the row as it now stands. */
export const backupVerifyResultSchema = writeResult(backupRowSchema);
export type BackupVerifyResult = z.input<typeof backupVerifyResultSchema>;

export const backupIdParams = z.object({ id: z.string().min(1) });

/** Socket events to the store's owners while a base backup runs, and when it ends. */
export const BACKUP_EVENTS = { progress: 'backup-progress', done: 'backup-done' } as const;
export const backupProgressEventSchema = backupRunningSchema;
export type BackupProgressEvent = BackupRunning;
export const backupDoneEventSchema = z.object({
  id: z.string(),
  status: z.enum(BACKUP_STATUSES),
  message: z.string(),
});
export type BackupDoneEvent = z.infer<typeof backupDoneEventSchema>;
