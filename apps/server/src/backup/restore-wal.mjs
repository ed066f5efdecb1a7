// PostgreSQL's restore_command during a restore (issue 26):  node restore-wal.mjs <BACKUP_DIR/wal> <%f> <%p>
// Writes the archived `<%f>.gz`, uncompressed, to %p. A file not in the archive exits 1: the end of the archive
// (PostgreSQL asks for files past it, and for history files that may not exist).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [dir, name, dest] = process.argv.slice(2);
const src = path.join(dir ?? '', `${name ?? ''}.gz`);
if (!dir || !name || !dest || !fs.existsSync(src)) process.exit(1);
try {
  const tmp = `${dest}.restore-${process.pid}`;
  fs.writeFileSync(tmp, zlib.gunzipSync(fs.readFileSync(src)));
  fs.renameSync(tmp, dest);
  process.exit(0);
} catch (e) {
  process.stderr.write(`ambil WAL ${name} gagal: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(2);
}
