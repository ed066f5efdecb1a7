/**
 * A base backup of the embedded database (issue 26) with PostgreSQL's low-level API on ONE connection held
 * throughout: `pg_backup_start`, the data dir streamed into `data.tar.gz` (tar-stream + zlib) while the server serves,
 * `pg_backup_stop` whose backup_label (and tablespace_map) go into the archive as the documentation says; then it
 * waits until the WAL segment holding the backup's end is archived. Left out as the documentation says:
 * postmaster.pid/.opts, the contents of pg_wal, pg_replslot, pg_dynshmem, pg_notify, pg_serial, pg_snapshots,
 * pg_stat_tmp, pg_subtrans (their folders are kept), pgsql_tmp* and pg_internal.init. Written under
 * `base/.<id>.tmp/`, renamed to `base/<id>/` once complete: `data.tar.gz`, `manifest.json` (sha256 and size of every
 * file, and of the archive) and `backup.json` (the row the API shows, the WAL range, the verify result).
 * The server runs it in a child process (run-child.ts); `npm run backup` in its own.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import {
  BackupError,
  type BackupMeta,
  type FileSum,
  fsyncPath,
  type Manifest,
  newBackupId,
  writeDurable,
} from './catalog.ts';
import { baseDir, walDir } from './settings.ts';

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
