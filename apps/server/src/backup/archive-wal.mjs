// PostgreSQL's archive_command (issue 26), run by the postmaster as its own OS user:
//   node archive-wal.mjs <%p> <BACKUP_DIR/wal> <%f>
// Copies one WAL segment (or history/backup file) into the archive, gzip-compressed as `<%f>.gz`, durably: written
// to a temporary name, fsynced, then hard-linked to its name (a link never replaces an existing file) and the folder
// fsynced. An existing archived file with the same content counts as done (a retry after a crash); a different one
// is an error. Any failure exits non-zero: PostgreSQL keeps the segment and retries, the database keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [src, dir, name] = process.argv.slice(2);
let tmp;
function sameAsArchived(dest, data) {
  const old = zlib.gunzipSync(fs.readFileSync(dest));
  return Buffer.compare(old, data) === 0;
}
try {
  if (!src || !dir || !name) throw new Error('pemakaian: archive-wal.mjs <%p> <folder wal> <%f>');
  const data = fs.readFileSync(src);
  const dest = path.join(dir, `${name}.gz`);
  if (fs.existsSync(dest)) {
    if (sameAsArchived(dest, data)) process.exit(0);
    throw new Error(`${dest} sudah ada dengan isi berbeda; tidak ditimpa`);
  }
  tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  const fd = fs.openSync(tmp, 'wx', 0o640);
  try {
    fs.writeSync(fd, zlib.gzipSync(data, { level: 1 }));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, dest);
  } catch (e) {
    if (e.code !== 'EEXIST' || !sameAsArchived(dest, data)) throw e;
  }
  fs.unlinkSync(tmp);
  tmp = undefined;
  const dfd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(dfd);
  } finally {
    fs.closeSync(dfd);
  }
  process.exit(0);
} catch (e) {
  if (tmp) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* never made */
    }
  }
  process.stderr.write(`arsip WAL ${name ?? ''} gagal: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
