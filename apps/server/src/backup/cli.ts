/**
 * `npm run backup` — a base backup now: through the database of the Kilau running on DATA_DIR (DATA_DIR/kilau.pid),
 * else on the embedded PostgreSQL started for it; `npm run backup -- --verify` — the newest backup restored into a
 * temporary folder, started and checked; `npm run restore -- --to NEW_DATA_DIR [--time ISO-8601]` — the shop
 * restored into a new, empty data dir (issue 26). Exit code 0 on success, 1 with the reason on stderr.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { embeddedUrl, runningEmbedded, startEmbedded } from '../db/embedded.ts';
import { takeBaseBackup } from './base-backup.ts';
import { prune, restoreWindow, windowText } from './catalog.ts';
import { restore, verifyBackup } from './restore.ts';
import { backupSettings } from './settings.ts';

const log = (m: string) => process.stdout.write(`[kilau] ${m}\n`);

function arg(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

async function backupNow(dataDir: string, dir: string, keepDays: number, timeoutSeconds: number): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  const live = runningEmbedded(dataDir);
  const onProgress = (() => {
    let last = '';
    return (phase: string, pct: number) => {
      const line = `${phase} ${Math.floor(pct / 10) * 10}%`;
      if (line !== last) log(`Pencadangan: ${line}`);
      last = line;
    };
  })();
  let meta: Awaited<ReturnType<typeof takeBaseBackup>>;
  if (live) {
    log(`Kilau berjalan (pid ${live.kilauPid}): cadangan diambil melalui databasenya (port ${live.port}).`);
    meta = await takeBaseBackup({ url: embeddedUrl(live.port), pgDir, backupDir: dir, onProgress });
  } else {
    if (!existsSync(path.join(pgDir, 'PG_VERSION')))
      throw new Error(`Tidak ada data Kilau di ${dataDir} (DATA_DIR): tidak ada yang dicadangkan.`);
    const db = await startEmbedded({ dataDir, log, archive: { dir, timeoutSeconds } });
    try {
      meta = await takeBaseBackup({ url: db.url, pgDir, backupDir: dir, onProgress });
    } finally {
      await db.stop();
    }
  }
  log(`Cadangan dasar ${meta.id} selesai: ${meta.bytes} byte, ${meta.duration_ms} ms, di ${dir}/base/${meta.id}.`);
  const pruned = await prune(dir, keepDays);
  if (pruned.backups.length || pruned.wal.length)
    log(
      `Dibuang (di luar ${keepDays} hari): ${pruned.backups.length} cadangan dasar, ${pruned.wal.length} berkas WAL.`,
    );
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const settings = backupSettings(config.dataDir);
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL dipakai (PostgreSQL eksternal): cadangkan dengan pgBackRest (docs/DEPLOYMENT.md), bukan perintah ini.',
    );
  const dir = settings.dir;
  if (!dir) throw new Error('BACKUP_DIR=off: pencadangan tidak aktif. Setel BACKUP_DIR ke folder cadangan.');
  if (command === 'backup') {
    if (args.includes('--verify')) {
      const meta = await verifyBackup(dir, arg(args, '--id'), log);
      log(`Verifikasi ${meta.id}: ${meta.verify} — ${meta.verify_message}`);
      return meta.verify === 'OK' ? 0 : 1;
    }
    await backupNow(config.dataDir, dir, settings.keepDays, settings.archiveTimeoutSeconds);
    return 0;
  }
  if (command === 'restore') {
    const to = arg(args, '--to');
    if (!to)
      throw new Error(
        `Pemakaian: npm run restore -- --to FOLDER_DATA_BARU [--time ISO-8601]; ${windowText(restoreWindow(dir))}.`,
      );
    // a --time without an offset is the store's clock (TZ_TOKO, default WIB)
    const offset = { WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' }[config.timeZone];
    const r = await restore({ backupDir: dir, to, time: arg(args, '--time'), log, offset });
    log(
      `Pemulihan selesai dalam ${Math.round(r.ms / 100) / 10} detik: cadangan dasar ${r.base.id} + WAL sampai ${r.target}.`,
    );
    log(`Jalankan: DATA_DIR=${path.resolve(to)} npm start`);
    return 0;
  }
  throw new Error('Perintah: backup [--verify] | restore --to FOLDER [--time ISO-8601]');
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`[kilau] ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
