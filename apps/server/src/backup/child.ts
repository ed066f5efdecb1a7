/**
 * A base backup in its own process (issue 26): reading the data dir, tar, gzip and two sha256 per byte cost a core
 * for seconds; in the server's process they held its event loop and raised the sale's p95 during a backup beyond
 * 1.5×. Started by `takeBaseBackupInChild` under `nice`, so the counter (Node and PostgreSQL) comes first.
 * Protocol on the IPC channel: in `{ url, pgDir, backupDir, id, archiveWaitMs }`; out `{ progress }`*, then
 * `{ meta }` or `{ error, code }`; then it exits.
 */
import { takeBaseBackup } from './base-backup.ts';
import { BackupError } from './catalog.ts';

type Job = Parameters<typeof takeBaseBackup>[0];
const send = (m: unknown) => new Promise<void>((r) => (process.send ? process.send(m, () => r()) : r()));

process.once('message', (job: Job) => {
  takeBaseBackup({ ...job, onProgress: (phase, percent) => void send({ progress: { phase, percent } }) })
    .then((meta) => send({ meta }))
    .catch((e: unknown) =>
      send({
        error: e instanceof Error ? e.message : String(e),
        code: (e as NodeJS.ErrnoException)?.code,
        backupError: e instanceof BackupError,
      }),
    )
    .finally(() => process.disconnect?.());
});
