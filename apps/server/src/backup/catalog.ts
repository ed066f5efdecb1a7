/**
 * The backup folder's catalogue (issue 26): the base backups in `base/<id>/` (their `backup.json`), the archived WAL
 * in `wal/<segment>.gz`, durable writes of the small files, pruning to the kept window, and the window a restore can
 * reach. Taking a backup is base-backup.ts; restoring and verifying, restore.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupRow } from '@kilau/domain';
import { baseDir, walDir } from './settings.ts';

export type BackupMeta = BackupRow & {
  /** The WAL segments a restore of this backup needs first and last. */
  start_wal_file: string;
  stop_wal_file: string | null;
  files: number;
};

export type Manifest = { archive: { file: string; bytes: number; sha256: string }; files: Record<string, FileSum> };
export type FileSum = { size: number; sha256: string };

export class BackupError extends Error {}

export function newBackupId(now = new Date()): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

export async function fsyncPath(p: string): Promise<void> {
  const h = await fs.open(p, 'r');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
}

export async function writeDurable(file: string, content: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  const h = await fs.open(tmp, 'w', 0o640);
  try {
    await h.writeFile(content);
    await h.sync();
  } finally {
    await h.close();
  }
  await fs.rename(tmp, file);
  await fsyncPath(path.dirname(file));
}

/** Segment number of a WAL file name (timeline ignored), for ordering. */
export const segmentOf = (walFile: string) => walFile.slice(8, 24);

/** The base backups in `backupDir`, newest first (folders being written are left out). */
export function listBackups(backupDir: string): BackupMeta[] {
  const dir = baseDir(backupDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const out: BackupMeta[] = [];
  for (const n of names) {
    if (n.startsWith('.')) continue;
    try {
      out.push(JSON.parse(readFileSync(path.join(dir, n, 'backup.json'), 'utf8')) as BackupMeta);
    } catch {
      /* not a backup folder */
    }
  }
  return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export async function saveMeta(backupDir: string, meta: BackupMeta): Promise<void> {
  await writeDurable(path.join(baseDir(backupDir), meta.id, 'backup.json'), JSON.stringify(meta, null, 2));
}

/** A WAL segment's file name (not a history or backup-label file). */
export const isSegment = (name: string) => /^[0-9A-F]{24}$/.test(name);

/** The archived WAL files, oldest first, with their modification time. */
export function archivedWal(backupDir: string): { name: string; mtime: Date }[] {
  let names: string[];
  try {
    names = readdirSync(walDir(backupDir));
  } catch {
    return [];
  }
  const out: { name: string; mtime: Date }[] = [];
  for (const n of names) {
    if (!n.endsWith('.gz') || n.startsWith('.')) continue;
    try {
      out.push({ name: n.slice(0, -3), mtime: statSync(path.join(walDir(backupDir), n)).mtime });
    } catch {
      /* pruned meanwhile */
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Keeps the window: every base backup finished within the last `keepDays`, plus the newest one finished before it
 * (a restore to the window's first moment starts from it); the others go, and so do the archived WAL segments
 * older than the oldest kept base backup's first segment (timeline history files stay). Returns what went.
 */
export async function prune(
  backupDir: string,
  keepDays: number,
  now = new Date(),
): Promise<{ backups: string[]; wal: string[] }> {
  const since = now.getTime() - keepDays * 86_400_000;
  const all = listBackups(backupDir);
  const done = all.filter((b) => b.status === 'SELESAI' && b.finished_at);
  const inWindow = done.filter((b) => Date.parse(b.finished_at as string) >= since);
  const before = done.find((b) => Date.parse(b.finished_at as string) < since);
  const keep = new Set([...inWindow, ...(before ? [before] : [])].map((b) => b.id));
  const removed: string[] = [];
  for (const b of all) {
    const failedRecent = b.status !== 'SELESAI' && Date.parse(b.started_at) >= since;
    if (keep.has(b.id) || failedRecent) continue;
    await fs.rm(path.join(baseDir(backupDir), b.id), { recursive: true, force: true });
    removed.push(b.id);
  }
  const kept = done.filter((b) => keep.has(b.id));
  const wal: string[] = [];
  if (kept.length > 0) {
    const oldest = kept.map((b) => segmentOf(b.start_wal_file)).sort()[0] as string;
    for (const f of archivedWal(backupDir)) {
      if (f.name.endsWith('.history')) continue;
      if (segmentOf(f.name) < oldest) {
        await fs.rm(path.join(walDir(backupDir), `${f.name}.gz`), { force: true });
        wal.push(f.name);
      }
    }
  }
  return { backups: removed, wal };
}

/** The moments a restore can reach: from the oldest complete base backup's end to the newest archived segment. */
export function restoreWindow(backupDir: string): { from: Date; to: Date } | undefined {
  const done = listBackups(backupDir).filter((b) => b.status === 'SELESAI' && b.finished_at);
  const wal = archivedWal(backupDir).filter((f) => isSegment(f.name));
  if (done.length === 0) return undefined;
  const from = new Date(Math.min(...done.map((b) => Date.parse(b.finished_at as string))));
  const newestWal = wal.reduce((m, f) => Math.max(m, f.mtime.getTime()), 0);
  return { from, to: new Date(Math.max(newestWal, from.getTime())) };
}

const fmt = (d: Date) => d.toISOString();

export function windowText(w: { from: Date; to: Date } | undefined): string {
  return w ? `jendela pemulihan: ${fmt(w.from)} s.d. ${fmt(w.to)}` : 'belum ada cadangan dasar yang lengkap';
}
