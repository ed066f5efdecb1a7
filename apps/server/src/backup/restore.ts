/**
 * Restore and verify (issue 26): a restore unpacks the newest base backup finished before the target time into an
 * empty folder, checking every checksum, and lets PostgreSQL replay the archived WAL (restore_command,
 * recovery.signal, recovery_target_time, recovery_target_action=promote) to the time or to the end of the archive.
 * Verify restores the newest (or a named) backup into a temporary folder, starts it and counts every table.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { startEmbedded } from '../db/embedded.ts';
import {
  BackupError,
  type BackupMeta,
  listBackups,
  type Manifest,
  restoreWindow,
  saveMeta,
  windowText,
} from './catalog.ts';
import { baseDir, restoreCommand } from './settings.ts';

async function sha256File(file: string): Promise<string> {
  const h = createHash('sha256');
  await pipeline(createReadStream(file), h);
  return h.digest('hex');
}

/** Unpacks `data.tar.gz` of a backup into `pgDir`, refusing any checksum mismatch with the file named. */
async function unpack(folder: string, pgDir: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  const archive = path.join(folder, manifest.archive.file);
  const sum = await sha256File(archive);
  if (sum !== manifest.archive.sha256)
    throw new BackupError(
      `Checksum tidak cocok: ${archive} rusak (sha256 ${sum}, seharusnya ${manifest.archive.sha256}).`,
    );
  const seen = new Set<string>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const rel = path.normalize(header.name);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      next(new BackupError(`Isi cadangan tidak sah: ${header.name}`));
      return;
    }
    const target = path.join(pgDir, rel);
    if (header.type === 'directory') {
      fs.mkdir(target, { recursive: true, mode: 0o700 }).then(() => {
        stream.resume();
        stream.on('end', () => next());
      }, next);
      return;
    }
    const h = createHash('sha256');
    const out = createWriteStream(target, { mode: header.mode ?? 0o600 });
    stream.on('data', (c: unknown) => h.update(c as Buffer));
    pipeline(stream, out).then(() => {
      const want = manifest.files[header.name];
      const got = h.digest('hex');
      if (!want || want.sha256 !== got) {
        next(new BackupError(`Checksum tidak cocok: berkas ${header.name} di ${archive}.`));
        return;
      }
      seen.add(header.name);
      next();
    }, next);
  });
  try {
    await pipeline(createReadStream(archive), zlib.createGunzip(), extract);
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(`Arsip ${archive} tidak dapat dibaca: ${e instanceof Error ? e.message : String(e)}`);
  }
  const missing = Object.keys(manifest.files).filter((f) => !seen.has(f));
  if (missing.length > 0) throw new BackupError(`Berkas hilang dari ${archive}: ${missing.slice(0, 5).join(', ')}`);
}

/** An ISO-8601 date or date-time; without an offset it is read at `offset`. Invalid: NaN. */
export function parseTime(raw: string, offset: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(raw.trim());
  if (!m) return new Date(Number.NaN);
  return new Date(`${m[1]}T${m[2] ?? '00:00:00'}${m[3] ?? offset}`);
}

const RECOVERY_START = '# kilau restore (issue 26) — removed once recovered';

export type RestoreResult = { base: BackupMeta; target: string; ms: number; detail?: string };

/**
 * Restores into the empty (or missing) `to` (a Kilau DATA_DIR: the cluster goes to `to/pg`): the newest base
 * backup finished before `time` (or the newest, or `baseId`), the archived WAL replayed to `time` (or to the
 * end), the server promoted and stopped cleanly. `inspect` runs on the recovered server before it stops.
 */
export async function restore(opts: {
  backupDir: string;
  to: string;
  time?: string;
  baseId?: string;
  log?: (m: string) => void;
  inspect?: (url: string) => Promise<string>;
  /** The offset of a `time` written without one (the store's zone: WIB +07:00). */
  offset?: string;
}): Promise<RestoreResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const to = path.resolve(opts.to);
  if (existsSync(to) && readdirSync(to).length > 0)
    throw new BackupError(
      `Folder tujuan ${to} tidak kosong: pemulihan hanya ke folder baru yang kosong (tidak menimpa data).`,
    );
  const w = restoreWindow(opts.backupDir);
  const done = listBackups(opts.backupDir).filter((b) => b.status === 'SELESAI' && b.finished_at);
  if (!w || done.length === 0) throw new BackupError(`Tidak ada cadangan dasar yang lengkap di ${opts.backupDir}.`);
  let target: Date | undefined;
  if (opts.time !== undefined) {
    const t = parseTime(opts.time, opts.offset ?? '+00:00');
    if (Number.isNaN(t.getTime()))
      throw new BackupError(
        `--time "${opts.time}" tidak dapat dibaca (pakai ISO-8601, mis. 2026-11-26T10:30:00+07:00); ${windowText(w)}.`,
      );
    if (t < w.from || t > w.to)
      throw new BackupError(`--time ${t.toISOString()} di luar jendela yang tersimpan; ${windowText(w)}.`);
    target = t;
  }
  const base = opts.baseId
    ? done.find((b) => b.id === opts.baseId)
    : done.find((b) => !target || Date.parse(b.finished_at as string) <= target.getTime());
  if (!base) throw new BackupError(`Cadangan ${opts.baseId ?? ''} tidak ditemukan; ${windowText(w)}.`);
  const pgDir = path.join(to, 'pg');
  await fs.mkdir(to, { recursive: true, mode: 0o755 });
  await fs.chmod(to, 0o755);
  await fs.mkdir(pgDir, { mode: 0o700 });
  try {
    log(`Memulihkan cadangan dasar ${base.id} ke ${pgDir}...`);
    await unpack(path.join(baseDir(opts.backupDir), base.id), pgDir);
    await fs.mkdir(path.join(pgDir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    const autoConf = path.join(pgDir, 'postgresql.auto.conf');
    const original = existsSync(autoConf) ? readFileSync(autoConf, 'utf8') : '';
    const settings = (withTarget: boolean) =>
      [
        original.trimEnd(),
        RECOVERY_START,
        `restore_command = '${restoreCommand(opts.backupDir).replace(/'/g, "''")}'`,
        ...(withTarget && target
          ? [`recovery_target_time = '${target.toISOString().replace('T', ' ').replace('Z', '+00')}'`]
          : []),
        "recovery_target_action = 'promote'",
        '',
      ].join('\n');
    await fs.writeFile(autoConf, settings(true));
    await fs.writeFile(path.join(pgDir, 'recovery.signal'), '');
    log(target ? `Memutar ulang WAL sampai ${target.toISOString()}...` : 'Memutar ulang WAL sampai akhir arsip...');
    let detail: string | undefined;
    const run = async () => {
      const server = await startEmbedded({ dataDir: to, log, template: false });
      try {
        if (opts.inspect) detail = await opts.inspect(server.url);
      } finally {
        await server.stop();
      }
    };
    try {
      await run();
    } catch (e) {
      // no commit after the target in the archive: everything archived is before it — the end is the target
      if (!(e instanceof Error && e.message.includes('recovery ended before configured recovery target'))) throw e;
      log('Tidak ada transaksi sesudah waktu tujuan di arsip: dipulihkan sampai akhir arsip.');
      await fs.writeFile(autoConf, settings(false));
      await run();
    }
    await fs.writeFile(autoConf, original);
    // the new timeline's history goes into the archive once Kilau runs on this data dir with archiving on
    for (const f of readdirSync(path.join(pgDir, 'pg_wal')))
      if (f.endsWith('.history'))
        await fs.writeFile(path.join(pgDir, 'pg_wal', 'archive_status', `${f}.ready`), '').catch(() => {});
    return { base, target: target ? target.toISOString() : 'akhir arsip', ms: Date.now() - started, detail };
  } catch (e) {
    // never leave half a data dir that a start would take for a database
    await fs.rm(pgDir, { recursive: true, force: true }).catch(() => {});
    throw e;
  }
}

/** Row counts of every table of the recovered database: the verify report. */
export async function inspectCounts(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = await c.query<{ t: string }>(
      `SELECT format('%I.%I', schemaname, relname) AS t FROM pg_stat_user_tables ORDER BY 1`,
    );
    let rows = 0;
    for (const { t } of tables.rows) {
      const r = await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${t}`);
      rows += Number(r.rows[0]?.n ?? 0);
    }
    return `${tables.rows.length} tabel, ${rows} baris`;
  } finally {
    await c.end();
  }
}

/**
 * Verifies a backup: restored into a temporary folder, started, every table counted, stopped and removed. The
 * result is written into the backup's backup.json.
 */
export async function verifyBackup(backupDir: string, id?: string, log?: (m: string) => void): Promise<BackupMeta> {
  const all = listBackups(backupDir).filter((b) => b.status === 'SELESAI');
  const meta = id ? all.find((b) => b.id === id) : all[0];
  if (!meta) throw new BackupError(id ? `Cadangan ${id} tidak ditemukan.` : `Belum ada cadangan di ${backupDir}.`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'kilau-verify-'));
  await fs.chmod(tmp, 0o755);
  const to = path.join(tmp, 'data');
  try {
    const r = await restore({ backupDir, to, baseId: meta.id, log, inspect: inspectCounts });
    meta.verify = 'OK';
    meta.verify_message = `Uji pemulihan berhasil: ${r.detail ?? ''} (${Math.round(r.ms / 100) / 10} detik).`;
  } catch (e) {
    meta.verify = 'GAGAL';
    meta.verify_message = `Uji pemulihan gagal: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true }).catch(() => {});
  }
  meta.verified_at = new Date().toISOString();
  await saveMeta(backupDir, meta);
  return meta;
}
