/**
 * `takeBaseBackup` run in a child process under `nice -n 10` (see child.ts): the same options, progress and answer,
 * the same errors (a BackupError stays one, an ENOSPC keeps its code). From the sources the child is child.ts
 * through tsx; from the bundle it is backup-child.mjs beside the server's entry (scripts/build-server.mjs).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_SRC } from '../paths.ts';
import type { takeBaseBackup } from './base-backup.ts';
import { BackupError, type BackupMeta } from './catalog.ts';

declare const KILAU_BUNDLE: boolean | undefined;
const bundled = typeof KILAU_BUNDLE !== 'undefined' && KILAU_BUNDLE;
const NICE = '/usr/bin/nice';

type Reply = {
  progress?: { phase: string; percent: number };
  meta?: BackupMeta;
  error?: string;
  code?: string;
  backupError?: boolean;
};

/** The running child (the server's shutdown ends it). */
let current: ChildProcess | undefined;

export function stopBackupChild(): void {
  current?.kill('SIGTERM');
}

export function takeBaseBackupInChild(opts: Parameters<typeof takeBaseBackup>[0]): Promise<BackupMeta> {
  const { onProgress, ...job } = opts;
  const entry = bundled
    ? fileURLToPath(new URL('./backup-child.mjs', import.meta.url))
    : fileURLToPath(new URL('backup/child.ts', SERVER_SRC));
  // from the sources `--import tsx` resolves from the repository's root, where tsx is installed
  const nodeArgs = bundled ? [] : ['--import', 'tsx'];
  const cwd = bundled ? undefined : fileURLToPath(new URL('../../../', SERVER_SRC));
  const niced = existsSync(NICE);
  const child = fork(entry, [], {
    cwd,
    execPath: niced ? NICE : process.execPath,
    execArgv: niced ? ['-n', '10', process.execPath, ...nodeArgs] : nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  current = child;
  return new Promise<BackupMeta>((resolve, reject) => {
    let settled = false;
    const settle = (f: () => void) => {
      if (settled) return;
      settled = true;
      f();
    };
    child.on('message', (m: Reply) => {
      if (m.progress) onProgress?.(m.progress.phase, m.progress.percent);
      if (m.meta) settle(() => resolve(m.meta as BackupMeta));
      if (m.error !== undefined) {
        const e = m.backupError ? new BackupError(m.error) : new Error(m.error);
        if (m.code) (e as NodeJS.ErrnoException).code = m.code;
        settle(() => reject(e));
      }
    });
    child.on('error', (e) => settle(() => reject(e)));
    child.on('exit', (code, signal) => {
      if (current === child) current = undefined;
      settle(() => reject(new BackupError(`Proses cadangan berhenti (${signal ?? `kode ${code}`}).`)));
    });
    child.send(job);
  });
}
