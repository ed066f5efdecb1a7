/**
 * Backup settings from the environment (issue 26). `BACKUP_DIR`: where the WAL archive (`wal/`) and the base
 * backups (`base/`) go — `off` disables archiving and backups; unset, `./backup` beside the default `./data`, or
 * `<DATA_DIR>-backup` for any other data dir. `BACKUP_KEEP_DAYS` (default 7): the window kept.
 * `BACKUP_ARCHIVE_TIMEOUT` (seconds, default 60, at most 60): a quiet shop's last change is archived within it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_SRC } from '../paths.ts';

export type BackupSettings = {
  /** Absolute; undefined when archiving is off. */
  dir?: string;
  keepDays: number;
  archiveTimeoutSeconds: number;
};

export function backupSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const raw = env.BACKUP_DIR?.trim();
  const keep = Number(env.BACKUP_KEEP_DAYS ?? 7);
  const timeout = Number(env.BACKUP_ARCHIVE_TIMEOUT ?? 60);
  let dir: string | undefined;
  if (raw?.toLowerCase() === 'off') dir = undefined;
  else if (raw) dir = path.resolve(raw);
  else if (path.resolve(dataDir) === path.resolve('./data')) dir = path.resolve('./backup');
  else dir = `${path.resolve(dataDir).replace(/\/+$/, '')}-backup`;
  return {
    dir,
    keepDays: Number.isFinite(keep) && keep > 0 ? keep : 7,
    archiveTimeoutSeconds: Number.isFinite(timeout) && timeout >= 1 ? Math.min(60, Math.floor(timeout)) : 60,
  };
}

/** The folder of the archive_command / restore_command scripts (in the sources; the bundle reads them there too). */
export function scriptPath(name: 'archive-wal.mjs' | 'restore-wal.mjs'): string {
  return fileURLToPath(new URL(`backup/${name}`, SERVER_SRC));
}

export const walDir = (backupDir: string) => path.join(backupDir, 'wal');
export const baseDir = (backupDir: string) => path.join(backupDir, 'base');

/** A command-line word for PostgreSQL's shell commands (archive_command, restore_command). */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The archive_command of the embedded server archiving into `backupDir`. */
export function archiveCommand(backupDir: string): string {
  return `${shellQuote(process.execPath)} ${shellQuote(scriptPath('archive-wal.mjs'))} "%p" ${shellQuote(walDir(backupDir))} "%f"`;
}

export function restoreCommand(backupDir: string): string {
  return `${shellQuote(process.execPath)} ${shellQuote(scriptPath('restore-wal.mjs'))} ${shellQuote(walDir(backupDir))} "%f" "%p"`;
}
