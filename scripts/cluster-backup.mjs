// The chain deployment's backups (issue 26): pgBackRest (Debian package) with a repository on the primary's machine,
// continuous archiving by `archive-push` from the primary, a full backup on the first start, and a restore drill in
// `npm run cluster -- --smoke`. docs/DEPLOYMENT.md says how a chain restores a store.
//
// Layout under the cluster dir: pgbackrest/pgbackrest.conf, pgbackrest/repo (backups + WAL), pgbackrest/log, lock,
// spool. In production the repository is another disk or host (repo1-path, or repo1-host / repo1-s3-*): a backup on
// the database's own disk does not survive that disk.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PGBACKREST = '/usr/bin/pgbackrest';
export const STANZA = 'kilau';

/**
 * Writes the configuration (ports change per run, so it is rewritten on every start) and returns its path.
 * `retentionDays`: full backups kept by time (and the WAL they need), like the embedded default's 7 days.
 */
export function writeConfig({ dir, primaryDir, port, sock, retentionDays = 7, chown }) {
  const base = path.join(dir, 'pgbackrest');
  for (const d of ['repo', 'log', 'lock', 'spool']) mkdirSync(path.join(base, d), { recursive: true });
  const conf = path.join(base, 'pgbackrest.conf');
  writeFileSync(
    conf,
    [
      '[global]',
      `repo1-path=${path.join(base, 'repo')}`,
      'repo1-retention-full-type=time',
      `repo1-retention-full=${retentionDays}`,
      `log-path=${path.join(base, 'log')}`,
      `lock-path=${path.join(base, 'lock')}`,
      `spool-path=${path.join(base, 'spool')}`,
      'log-level-console=warn',
      'log-level-file=info',
      'compress-type=gz',
      'compress-level=1',
      // backups take one core of two: the counter keeps the other
      'process-max=1',
      'start-fast=y',
      '',
      `[${STANZA}]`,
      `pg1-path=${primaryDir}`,
      `pg1-port=${port}`,
      `pg1-socket-path=${sock}`,
      'pg1-user=postgres',
      '',
    ].join('\n'),
  );
  chown?.(base);
  return conf;
}

/** The primary's archiving settings (postgresql.auto.conf lines): every WAL segment pushed, at most 60 s apart. */
export function archiveSettings(conf) {
  return [
    'archive_mode = on',
    `archive_command = '${PGBACKREST} --config=${conf} --stanza=${STANZA} archive-push %p'`,
    'archive_timeout = 60',
  ];
}

/**
 * `run(cmd, argv)` runs as the postgres user (the data dir's owner). Creates the stanza when it is new, checks that
 * archiving works (`pgbackrest check` forces a WAL switch and waits for the segment in the repository).
 */
export function prepare({ run, conf }) {
  const pb = (...a) => run(PGBACKREST, [`--config=${conf}`, `--stanza=${STANZA}`, ...a]).toString();
  const repoInfo = path.join(path.dirname(conf), 'repo', 'backup', STANZA, 'backup.info');
  if (!existsSync(repoInfo)) pb('stanza-create');
  pb('check');
  return pb;
}

/** The repository's state: backups (type, label, start/stop, size) and the archived WAL range, from `info --output=json`. */
export function info(pb) {
  const [stanza] = JSON.parse(pb('info', '--output=json'));
  const backups = (stanza?.backup ?? []).map((b) => ({
    label: b.label,
    type: b.type,
    start: new Date(b.timestamp.start * 1000).toISOString(),
    stop: new Date(b.timestamp.stop * 1000).toISOString(),
    bytes: b.info?.repository?.delta ?? b.info?.repository?.size ?? 0,
  }));
  const archive = stanza?.archive?.[0] ?? {};
  return { status: stanza?.status?.message ?? '?', backups, walMin: archive.min, walMax: archive.max };
}

/**
 * Restores the newest backup plus every archived WAL segment into `target` (an empty dir that must not exist yet),
 * with archiving off in the copy (it must never push into the primary's repository).
 */
export function restoreInto({ pb, target }) {
  if (existsSync(target)) throw new Error(`folder tujuan ${target} sudah ada: restore tidak menimpa data`);
  pb('restore', `--pg1-path=${target}`, '--archive-mode=off');
}
