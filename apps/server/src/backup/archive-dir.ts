/**
 * The archive's folders before PostgreSQL starts (issue 26): `BACKUP_DIR` is made when its parent exists (a
 * missing parent — an unplugged USB drive — is not made on the system disk), then `wal/` and `base/`; as root they
 * belong to the `postgres` user, who runs the archive_command. A failure is logged and reported by the status; it
 * never stops the start (the archive_command fails and PostgreSQL retries until the folder is back).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseDir, walDir } from './settings.ts';

export function prepareBackupDir(dir: string, log: (m: string) => void): boolean {
  try {
    if (!existsSync(dir)) {
      if (!existsSync(path.dirname(dir))) {
        log(`BACKUP_DIR ${dir} tidak ditemukan (folder ${path.dirname(dir)} tidak ada): pencadangan tidak berjalan.`);
        return false;
      }
      mkdirSync(dir, { mode: 0o755 });
    }
    mkdirSync(walDir(dir), { recursive: true, mode: 0o750 });
    mkdirSync(baseDir(dir), { recursive: true, mode: 0o750 });
    if (typeof process.getuid === 'function' && process.getuid() === 0) {
      execFileSync('chown', ['postgres:postgres', dir, walDir(dir), baseDir(dir)]);
    }
    return true;
  } catch (e) {
    log(`BACKUP_DIR ${dir} tidak dapat disiapkan: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
}
