/**
 * Base backups, pruning and restore of the embedded database (issue 26), on PostgreSQL's own mechanisms:
 *
 * - A base backup uses the low-level API on ONE connection held throughout: `pg_backup_start`, the data dir
 *   streamed into `data.tar.gz` (tar-stream + zlib) while the server serves, `pg_backup_stop` whose backup_label
 *   (and tablespace_map) go into the archive as the documentation says; then it waits until the WAL segment holding
 *   the backup's end is archived. Left out as the documentation says: postmaster.pid/.opts, the contents of
 *   pg_wal, pg_replslot, pg_dynshmem, pg_notify, pg_serial, pg_snapshots, pg_stat_tmp, pg_subtrans (their folders
 *   are kept), pgsql_tmp* and pg_internal.init. Written under `base/.<id>.tmp/`, renamed to `base/<id>/` once
 *   complete: `data.tar.gz`, `manifest.json` (sha256 and size of every file, and of the archive) and
 *   `backup.json` (the row the API shows, the WAL range, the verify result).
 * - The WAL archive is `wal/<segment>.gz` (archive-wal.mjs, PostgreSQL's archive_command).
 * - A restore unpacks the newest base backup finished before the target time into an empty folder, checking every
 *   checksum, and lets PostgreSQL replay the archived WAL (restore_command, recovery.signal,
 *   recovery_target_time, recovery_target_action=promote) to the time or to the end of the archive.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { BackupRow } from '@kilau/domain';
import pg from 'pg';
import tar from 'tar-stream';
import { startEmbedded } from '../db/embedded.ts';
import { baseDir, restoreCommand, walDir } from './settings.ts';

export type BackupMeta = BackupRow & {
  /** The WAL segments a restore of this backup needs first and last. */
  start_wal_file: string;
  stop_wal_file: string | null;
  files: number;
};

type Manifest = { archive: { file: string; bytes: number; sha256: string }; files: Record<string, FileSum> };
type FileSum = { size: number; sha256: string };

export class BackupError extends Error {}

/** Folders whose contents a base backup leaves out (the folders themselves are kept). */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
]);

export function newBackupId(now = new Date()): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

async function fsyncPath(p: string): Promise<void> {
  const h = await fs.open(p, 'r');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
}

async function writeDurable(file: string, content: string): Promise<void> {
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

type Entry = { rel: string; dir: boolean; size: number; mode: number; mtime: Date };

/** Every file and folder of the data dir a base backup holds, folders first. */
function walk(pgDir: string): Entry[] {
  const out: Entry[] = [];
  const visit = (rel: string) => {
    const abs = path.join(pgDir, rel);
    let names: string[];
    try {
      names = readdirSync(abs).sort();
    } catch {
      return; // removed meanwhile
    }
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      if (!rel && SKIP_FILES.has(name)) continue;
      if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') continue;
      let st: ReturnType<typeof statSync>;
      try {
        st = statSync(path.join(abs, name));
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        out.push({ rel: r, dir: true, size: 0, mode: st.mode & 0o7777, mtime: st.mtime });
        if (!rel && EMPTY_DIRS.has(name)) {
          if (name === 'pg_wal')
            out.push({ rel: 'pg_wal/archive_status', dir: true, size: 0, mode: 0o700, mtime: st.mtime });
          continue;
        }
        visit(r);
      } else if (st.isFile()) {
        out.push({ rel: r, dir: false, size: st.size, mode: st.mode & 0o7777, mtime: st.mtime });
      }
    }
  };
  visit('');
  return out;
}

/** sha256 of what passes through, and the byte count. */
function hashing(): Transform & { digest: () => string; bytes: () => number } {
  const h = createHash('sha256');
  let n = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      h.update(chunk);
      n += chunk.length;
      cb(null, chunk);
    },
  });
  return Object.assign(t, { digest: () => h.digest('hex'), bytes: () => n });
}

/** One tar entry of exactly `size` bytes: a file that shrank meanwhile is padded with zeros (WAL replay mends it). */
async function addFile(pack: tar.Pack, abs: string, e: Entry, sums: Record<string, FileSum>): Promise<number> {
  let fh: fs.FileHandle;
  try {
    fh = await fs.open(abs, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0; // dropped meanwhile: replay recreates it
    throw err;
  }
  const hash = createHash('sha256');
  try {
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name: e.rel, size: e.size, mode: e.mode, mtime: e.mtime }, (err) =>
        err ? reject(err) : resolve(),
      );
      // the archive's write failed (a full disk): the entry is destroyed with it — an error to report, never a crash
      sink.on('error', reject);
      void (async () => {
        const buf = Buffer.alloc(Math.min(Math.max(e.size, 1), 1 << 20));
        let done = 0;
        while (done < e.size) {
          const want = Math.min(buf.length, e.size - done);
          const { bytesRead } = await fh.read(buf, 0, want, done);
          const chunk = Buffer.from(buf.subarray(0, want));
          if (bytesRead < want) chunk.fill(0, bytesRead);
          hash.update(chunk);
          done += want;
          if (!sink.write(chunk))
            await new Promise<void>((r) => {
              sink.once('drain', () => r());
              sink.once('close', () => r());
            });
          if (sink.destroyed) throw new BackupError(`Penulisan arsip terhenti pada ${e.rel}.`);
        }
        (sink as unknown as { end: () => void }).end();
      })().catch(reject);
    });
  } finally {
    await fh.close();
  }
  sums[e.rel] = { size: e.size, sha256: hash.digest('hex') };
  return e.size;
}

function addBuffer(pack: tar.Pack, name: string, content: string, sums: Record<string, FileSum>): Promise<void> {
  const buf = Buffer.from(content, 'utf8');
  sums[name] = { size: buf.length, sha256: createHash('sha256').update(buf).digest('hex') };
  return new Promise((resolve, reject) => {
    pack
      .entry({ name, size: buf.length, mode: 0o600, mtime: new Date() }, buf, (err) => (err ? reject(err) : resolve()))
      .on('error', reject);
  });
}

export type Progress = (phase: string, percent: number) => void;

/** Segment number of a WAL file name (timeline ignored), for ordering. */
const segmentOf = (walFile: string) => walFile.slice(8, 24);

/**
 * A base backup of the cluster behind `url` whose data dir is `pgDir`, into `backupDir/base/<id>/`. The server
 * keeps serving. Rejects (the partial folder removed) when anything fails; the WAL archive must be running.
 */
export async function takeBaseBackup(opts: {
  url: string;
  pgDir: string;
  backupDir: string;
  id?: string;
  onProgress?: Progress;
  /** How long to wait for the last WAL segment to be archived (default 2 minutes). */
  archiveWaitMs?: number;
}): Promise<BackupMeta> {
  const started = new Date();
  const id = opts.id ?? newBackupId(started);
  const progress = opts.onProgress ?? (() => {});
  const bases = baseDir(opts.backupDir);
  const tmp = path.join(bases, `.${id}.tmp`);
  const final = path.join(bases, id);
  const client = new pg.Client({ connectionString: opts.url, application_name: 'kilau-backup' });
  let writeError: unknown;
  client.on('error', () => {});
  // never made here when missing: an unplugged drive's mount point is not the drive
  if (!existsSync(bases)) throw new BackupError(`Folder cadangan ${bases} tidak ditemukan.`);
  await fs.mkdir(tmp);
  try {
    progress('mulai', 0);
    await client.connect();
    // no statement may be cut short by a session default while the backup runs
    await client.query('SET statement_timeout = 0');
    const start = await client.query<{ lsn: string; file: string }>(
      'SELECT lsn::text AS lsn, pg_walfile_name(lsn) AS file FROM pg_backup_start($1, true) AS lsn',
      [`kilau ${id}`],
    );
    const { lsn: walStart, file: startFile } = start.rows[0] as { lsn: string; file: string };
    const entries = walk(opts.pgDir);
    const total = entries.reduce((s, e) => s + e.size, 0) || 1;
    const sums: Record<string, FileSum> = {};
    const archiveFile = path.join(tmp, 'data.tar.gz');
    const pack = tar.pack();
    pack.on('error', () => {}); // reported through `written`
    const hash = hashing();
    const written = pipeline(pack, zlib.createGzip({ level: 1 }), hash, createWriteStream(archiveFile));
    // a failed write (a full disk) ends the pack too: its own error is the one to report
    written.catch((e: unknown) => {
      writeError = e;
    });
    let done = 0;
    let lastPct = -1;
    progress('data', 0);
    for (const e of entries) {
      if (e.dir) {
        await new Promise<void>((resolve, reject) => {
          pack
            .entry({ name: e.rel, type: 'directory', mode: e.mode, mtime: e.mtime }, (err) =>
              err ? reject(err) : resolve(),
            )
            .on('error', reject);
        });
        continue;
      }
      done += await addFile(pack, path.join(opts.pgDir, e.rel), e, sums);
      const pct = Math.floor((done / total) * 90);
      if (pct !== lastPct) {
        lastPct = pct;
        progress('data', pct);
      }
    }
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn::text AS lsn, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const {
      lsn: walEnd,
      labelfile,
      spcmapfile,
    } = stop.rows[0] as {
      lsn: string;
      labelfile: string;
      spcmapfile: string | null;
    };
    await addBuffer(pack, 'backup_label', labelfile, sums);
    if (spcmapfile) await addBuffer(pack, 'tablespace_map', spcmapfile, sums);
    pack.finalize();
    await written;
    await fsyncPath(archiveFile);
    const stopFile = (
      (await client.query<{ f: string }>('SELECT pg_walfile_name($1::pg_lsn) AS f', [walEnd])).rows[0] as {
        f: string;
      }
    ).f;
    // pg_backup_stop switched to a new segment; the backup is usable once the one holding its end is archived
    progress('wal', 95);
    const need = path.join(walDir(opts.backupDir), `${stopFile}.gz`);
    const deadline = Date.now() + (opts.archiveWaitMs ?? 120_000);
    while (!existsSync(need)) {
      if (Date.now() > deadline)
        throw new BackupError(
          `WAL ${stopFile} belum terarsip ke ${walDir(opts.backupDir)}: periksa folder cadangan (izin tulis, ruang kosong).`,
        );
      await new Promise((r) => setTimeout(r, 200));
    }
    const finished = new Date();
    const manifest: Manifest = {
      archive: { file: 'data.tar.gz', bytes: hash.bytes(), sha256: hash.digest() },
      files: sums,
    };
    const meta: BackupMeta = {
      id,
      started_at: started.toISOString(),
      finished_at: finished.toISOString(),
      bytes: manifest.archive.bytes,
      duration_ms: finished.getTime() - started.getTime(),
      wal_start: walStart,
      wal_end: walEnd,
      status: 'SELESAI',
      verify: null,
      verified_at: null,
      verify_message: null,
      start_wal_file: startFile,
      stop_wal_file: stopFile,
      files: Object.keys(sums).length,
    };
    await writeDurable(path.join(tmp, 'manifest.json'), JSON.stringify(manifest));
    await writeDurable(path.join(tmp, 'backup.json'), JSON.stringify(meta, null, 2));
    await fs.rename(tmp, final);
    await fsyncPath(bases);
    progress('selesai', 100);
    return meta;
  } catch (e) {
    await fs.rm(tmp, { recursive: true, force: true }).catch(() => {});
    const cause = writeError ?? e;
    if ((cause as NodeJS.ErrnoException).code === 'ENOSPC')
      throw new BackupError(`Folder cadangan ${opts.backupDir} penuh: tidak ada ruang untuk cadangan dasar.`);
    throw cause;
  } finally {
    // closing the session ends a backup still open (a failure before pg_backup_stop)
    await client.end().catch(() => {});
  }
}

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
