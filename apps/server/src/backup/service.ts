/**
 * The running server's backups (issue 26): one base backup at a time (on demand, on the first start without one,
 * after each Tutup Toko, and once a day when none was taken in 24 hours), pruning after each, verification, and
 * the status the owner's screen and dashboard read — with every problem as an Indonesian sentence naming the path.
 */
import { accessSync, constants, existsSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_MSG, type BackupRow, type BackupStatus } from '@kilau/domain';
import type pg from 'pg';
import { archivedWal, type BackupMeta, isSegment, listBackups, newBackupId, prune } from './catalog.ts';
import { verifyBackup } from './restore.ts';
import { stopBackupChild, takeBaseBackupInChild } from './run-child.ts';
import type { BackupSettings } from './settings.ts';
import { walDir } from './settings.ts';

/** Free space below this at the destination is reported as full. */
export const LOW_SPACE_BYTES = 256 * 1024 * 1024;
export const ARCHIVE_STALE_MS = 10 * 60_000;
export const BASE_STALE_MS = 48 * 3600_000;
const DAILY_MS = 24 * 3600_000;
const WAL_SEGMENT = 16n * 1024n * 1024n;

export type BackupEvents = {
  progress: (p: { id: string; phase: string; percent: number }) => void;
  done: (p: { id: string; status: 'SELESAI' | 'GAGAL'; message: string }) => void;
};

export type BackupService = ReturnType<typeof createBackupService>;

/** The device of a path, or of its nearest existing parent. */
function deviceOf(p: string): number | undefined {
  let cur = p;
  while (true) {
    try {
      return statSync(cur).dev;
    } catch {
      const parent = path.dirname(cur);
      if (parent === cur) return undefined;
      cur = parent;
    }
  }
}

const row = (m: BackupMeta): BackupRow => ({
  id: m.id,
  started_at: m.started_at,
  finished_at: m.finished_at,
  bytes: m.bytes,
  duration_ms: m.duration_ms,
  wal_start: m.wal_start,
  wal_end: m.wal_end,
  status: m.status,
  verify: m.verify,
  verified_at: m.verified_at,
  verify_message: m.verify_message,
});

/** Byte position where a WAL segment file ends (16 MB segments). */
function segmentEnd(walFile: string): bigint {
  const log = BigInt(`0x${walFile.slice(8, 16)}`);
  const seg = BigInt(`0x${walFile.slice(16, 24)}`);
  return (log << 32n) + (seg + 1n) * WAL_SEGMENT;
}

function lsnBytes(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

export function createBackupService(o: {
  settings: BackupSettings;
  dataDir: string;
  url?: string;
  pool?: pg.Pool;
  log: (m: string) => void;
  /** The clock of the daily trigger (tests move it; default Date.now). */
  now?: () => number;
  /** How often the daily trigger looks (default hourly). */
  dailyCheckMs?: number;
}) {
  const dir = o.settings.dir;
  const now = o.now ?? Date.now;
  const pgDir = path.join(o.dataDir, 'pg');
  const listeners = new Set<BackupEvents>();
  let running: { id: string; phase: string; percent: number } | null = null;
  let runningStarted = '';
  let lastFailure: { id: string; at: string; message: string } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let watch: NodeJS.Timeout | undefined;
  const logged = new Set<string>();
  const enabled = !!dir && !!o.url;

  const sameDisk = () => !!dir && deviceOf(dir) === deviceOf(o.dataDir);

  /** Starts a base backup now; refused while one runs. Resolves when it ends (the caller need not wait). */
  function start(): { id: string; done: Promise<BackupMeta | undefined> } {
    if (!enabled || !dir || !o.url) throw new Error(BACKUP_MSG.disabled);
    if (running) throw new Error(BACKUP_MSG.running);
    const id = newBackupId();
    running = { id, phase: 'mulai', percent: 0 };
    runningStarted = new Date().toISOString();
    const emit = (p: { id: string; phase: string; percent: number }) => {
      for (const l of listeners) l.progress(p);
    };
    const done = takeBaseBackupInChild({
      url: o.url,
      pgDir,
      backupDir: dir,
      id,
      onProgress: (phase, percent) => {
        running = { id, phase, percent };
        emit(running);
      },
    }).then(
      async (meta) => {
        running = null;
        lastFailure = undefined;
        o.log(`Cadangan dasar ${id} selesai (${meta.bytes} byte, ${meta.duration_ms} ms) di ${dir}.`);
        const pruned = await prune(dir, o.settings.keepDays).catch(() => ({ backups: [], wal: [] }));
        if (pruned.backups.length || pruned.wal.length)
          o.log(`Cadangan lama dibuang: ${pruned.backups.length} cadangan dasar, ${pruned.wal.length} berkas WAL.`);
        for (const l of listeners) l.done({ id, status: 'SELESAI', message: BACKUP_MSG.done });
        return meta;
      },
      (e: unknown) => {
        running = null;
        const message = `${BACKUP_MSG.failed}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
        lastFailure = { id, at: runningStarted, message };
        o.log(message);
        for (const l of listeners) l.done({ id, status: 'GAGAL', message });
        return undefined;
      },
    );
    return { id, done };
  }

  /** A backup unless one runs (automatic triggers). */
  function startQuietly(why: string): Promise<BackupMeta | undefined> | undefined {
    if (!enabled || running) return undefined;
    o.log(`Cadangan dasar dimulai (${why}).`);
    return start().done;
  }

  async function archiver(): Promise<
    | {
        last_archived_wal: string | null;
        last_archived_time: Date | null;
        last_failed_wal: string | null;
        last_failed_time: Date | null;
        insert_lsn: string;
      }
    | undefined
  > {
    if (!o.pool) return undefined;
    try {
      const r = await o.pool.query(
        `SELECT last_archived_wal, last_archived_time, last_failed_wal, last_failed_time,
                pg_current_wal_insert_lsn()::text AS insert_lsn FROM pg_stat_archiver`,
      );
      return r.rows[0];
    } catch {
      return undefined;
    }
  }

  async function status(now = new Date()): Promise<BackupStatus> {
    const backups = dir ? listBackups(dir) : [];
    const rows: BackupRow[] = backups.map(row);
    if (running)
      rows.unshift({
        id: running.id,
        started_at: runningStarted,
        finished_at: null,
        bytes: 0,
        duration_ms: now.getTime() - Date.parse(runningStarted),
        wal_start: '',
        wal_end: null,
        status: 'BERJALAN',
        verify: null,
        verified_at: null,
        verify_message: null,
      });
    else if (lastFailure && !backups.some((b) => b.id === lastFailure?.id))
      rows.unshift({
        id: lastFailure.id,
        started_at: lastFailure.at,
        finished_at: null,
        bytes: 0,
        duration_ms: 0,
        wal_start: '',
        wal_end: null,
        status: 'GAGAL',
        verify: null,
        verified_at: null,
        verify_message: lastFailure.message,
      });
    const lastBase = backups.find((b) => b.status === 'SELESAI') ?? null;
    const problems: string[] = [];
    let alert = false;
    let free: number | null = null;
    let lastArchivedAt: Date | null = null;
    let lastArchivedWal: string | null = null;
    if (enabled && dir) {
      const wal = walDir(dir);
      if (!existsSync(dir)) {
        problems.push(`Folder cadangan ${dir} tidak ditemukan: perubahan data tidak dicadangkan.`);
        alert = true;
      } else {
        try {
          const s = statfsSync(dir);
          free = Number(s.bavail) * Number(s.bsize);
        } catch {
          free = null;
        }
        try {
          // a drive the kernel remounted read-only after an error (EROFS), or a folder without write permission
          accessSync(dir, constants.W_OK);
        } catch {
          problems.push(BACKUP_MSG.readOnly(dir));
          alert = true;
        }
        if (free !== null && free < LOW_SPACE_BYTES) {
          problems.push(`Folder cadangan ${dir} hampir penuh (sisa ${Math.floor(free / 1048576)} MB).`);
          alert = true;
        }
      }
      const a = await archiver();
      // the newest WAL segment in the archive (its file's time: when it was archived)
      const files = archivedWal(dir).filter((f) => isSegment(f.name));
      const newest = files[files.length - 1];
      lastArchivedWal = newest?.name ?? null;
      lastArchivedAt = newest?.mtime ?? null;
      if (a?.last_failed_time && (!a.last_archived_time || a.last_failed_time > a.last_archived_time)) {
        problems.push(
          `Pengarsipan perubahan ke ${wal} gagal (berkas ${a.last_failed_wal}): periksa folder itu (ada, dapat ditulis, ruang kosong). Penjualan tetap berjalan.`,
        );
        alert = true;
      }
      // the shop is writing: WAL beyond the last archived segment, and none archived for 10 minutes
      if (a && lastArchivedWal) {
        const pending = lsnBytes(a.insert_lsn) - segmentEnd(lastArchivedWal);
        if (pending > 8192n && lastArchivedAt && now.getTime() - lastArchivedAt.getTime() > ARCHIVE_STALE_MS) {
          problems.push(
            `Perubahan terakhir yang terarsip di ${wal} lebih dari 10 menit yang lalu, padahal data terus berubah.`,
          );
          alert = true;
        }
      }
      if (!lastBase) {
        if (!running) {
          problems.push(`Belum ada cadangan dasar di ${dir}.`);
          alert = true;
        }
      } else if (now.getTime() - Date.parse(lastBase.finished_at as string) > BASE_STALE_MS) {
        problems.push(`Cadangan dasar terakhir di ${dir} lebih dari 48 jam yang lalu.`);
        alert = true;
      }
      if (lastFailure && !running) {
        problems.push(`${lastFailure.message} (${dir})`);
        alert = true;
      }
      if (sameDisk()) problems.push(BACKUP_MSG.sameDisk(dir));
    }
    // each problem goes to the log once, when first seen (the same-disk warning is logged at start)
    for (const p of problems)
      if (!logged.has(p) && p !== (dir ? BACKUP_MSG.sameDisk(dir) : '')) o.log(`PERINGATAN CADANGAN: ${p}`);
    logged.clear();
    for (const p of problems) logged.add(p);
    return {
      enabled,
      backup_dir: dir ?? '',
      same_disk: enabled ? sameDisk() : false,
      free_bytes: free,
      window_days: o.settings.keepDays,
      last_base: lastBase ? row(lastBase) : null,
      last_archived_at: lastArchivedAt ? lastArchivedAt.toISOString() : null,
      last_archived_wal: lastArchivedWal,
      problems,
      alert,
      running,
      backups: rows,
    };
  }

  async function verify(id: string): Promise<BackupRow | undefined> {
    if (!dir) return undefined;
    if (!listBackups(dir).some((b) => b.id === id && b.status === 'SELESAI')) return undefined;
    return row(await verifyBackup(dir, id, o.log));
  }

  /** The daily trigger: a base backup when none finished in the last 24 hours (unless one runs). */
  function daily(): Promise<BackupMeta | undefined> | undefined {
    if (!enabled || !dir) return undefined;
    const last = listBackups(dir).find((b) => b.status === 'SELESAI');
    if (last && now() - Date.parse(last.finished_at as string) <= DAILY_MS) return undefined;
    return startQuietly('harian');
  }

  /** First start without a base backup: one now; then a daily one when none was taken for a day. */
  function startAutomatic(): void {
    if (!enabled || !dir) return;
    if (sameDisk())
      o.log(
        `PERINGATAN: BACKUP_DIR ${dir} ada di disk yang sama dengan DATA_DIR ${o.dataDir}; pakai disk kedua atau USB.`,
      );
    if (!listBackups(dir).some((b) => b.status === 'SELESAI')) void startQuietly('belum ada cadangan dasar');
    timer = setInterval(() => void daily(), o.dailyCheckMs ?? 60 * 60_000);
    timer.unref();
    // the archive is watched every minute even with no owner's screen open: a problem is logged at once
    watch = setInterval(() => void status().catch(() => {}), 60_000);
    watch.unref();
  }

  return {
    enabled,
    dir,
    start,
    status,
    verify,
    startAutomatic,
    daily,
    /** After each Tutup Toko. */
    afterClose: () => startQuietly('sesudah Tutup Toko'),
    subscribe: (l: BackupEvents) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    isRunning: () => running !== null,
    /** Resolves when the running backup ends (server shutdown waits for it briefly). */
    stop: () => {
      if (timer) clearInterval(timer);
      if (watch) clearInterval(watch);
      stopBackupChild();
    },
  };
}
