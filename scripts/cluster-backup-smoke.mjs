// `npm run cluster -- --smoke`, backup part (issue 26): after the deployment's own checks (sales through nginx), an
// incremental pgBackRest backup, `pgbackrest check` and `info`, then a restore drill: the newest backup plus the
// archived WAL restored into a new data dir, started on its own port, and compared with the primary table by table.
import path from 'node:path';
import * as backup from './cluster-backup.mjs';

const TABLES = ['penjualan', 'penjualan_detail', 'penjualan_bayar', 'barang', 'barang_ledger', 'kas', 'users'];

function check(cond, what) {
  if (!cond) throw new Error(`gagal: ${what}`);
}

const counts = (psql) => Object.fromEntries(TABLES.map((t) => [t, Number(psql(`SELECT count(*) FROM ${t}`, 'kilau'))]));

async function until(what, fn, ms) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (fn()) return;
    } catch {}
    if (Date.now() > end) throw new Error(`${what}: tidak selesai dalam ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function runBackupSmoke({ dir, ports, pgbackrest: pb, startCopy, log }) {
  const t0 = Date.now();
  pb('backup', '--type=incr');
  const inf = backup.info(pb);
  check(inf.status === 'ok', `pgbackrest info: status ${inf.status}`);
  check(
    inf.backups.some((b) => b.type === 'full'),
    'ada cadangan penuh',
  );
  check(inf.backups.at(-1)?.type === 'incr', 'cadangan inkremental terakhir tercatat');
  log(
    `pgBackRest: ${inf.backups.length} cadangan (${inf.backups.map((b) => b.type).join(', ')}), WAL ${inf.walMin}…${inf.walMax}`,
  );

  // what the copy must hold: the primary's rows now, with the WAL holding them archived (check switches and waits)
  const { execFileSync } = await import('node:child_process');
  const psqlPrimary = (q, db) =>
    execFileSync('psql', ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-d', db, '-tAc', q])
      .toString()
      .trim();
  const want = counts(psqlPrimary);
  check(want.penjualan > 0, 'primary memiliki penjualan');
  // a change after the newest backup: only the archived WAL can bring it back
  const marker = `drill-${Date.now()}`;
  psqlPrimary(
    `CREATE TABLE IF NOT EXISTS restore_drill (marker text); INSERT INTO restore_drill VALUES ('${marker}')`,
    'postgres',
  );
  pb('check');

  const target = path.join(dir, 'restore-drill');
  backup.restoreInto({ pb, target });
  const copy = await startCopy(target);
  try {
    await until('pemulihan WAL', () => copy.psql('SELECT pg_is_in_recovery()') === 'f', 120_000);
    const got = counts(copy.psql);
    for (const t of TABLES) check(got[t] === want[t], `tabel ${t}: salinan ${got[t]} baris, primary ${want[t]}`);
    const replayed = copy.psql(`SELECT count(*) FROM restore_drill WHERE marker = '${marker}'`);
    check(replayed === '1', 'perubahan sesudah cadangan terakhir ada di salinan (WAL terarsip diputar ulang)');
    log(
      `pulihkan: salinan di port ${copy.port} sama dengan primary (${TABLES.map((t) => `${t} ${want[t]}`).join(', ')}) dalam ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    copy.stop();
  }
}
