/**
 * The owner screen "Cadangan Data" without React: sizes and durations in the one number format (§2.3), and the
 * progress bar fed by two channels that travel apart — the socket's `backup-progress` / `backup-done` events and
 * the status read's `running` — so a late event or a stale read never moves the bar back or revives a backup
 * that has ended.
 */
import { type BackupDoneEvent, type BackupRow, type BackupRunning, formatNumber, formatRupiah } from '@kilau/domain';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** `512 B`, `1.5 KB`, `1,234.6 MB`: bytes in binary units, one decimal, grouped as every number. */
export function formatUkuran(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  if (bytes < 1024) return `${formatRupiah(Math.max(0, Math.round(bytes)))} B`;
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return `${formatNumber(v, 1)} ${UNITS[i]}`;
}

/** `0.8 detik`, `42.0 detik`, `3 menit 5 detik`, `1 jam 2 menit`. */
export function formatDurasi(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 60_000) return `${formatNumber(ms / 1000, 1)} detik`;
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) return `${h} jam ${m} menit`;
  return `${m} menit ${s % 60} detik`;
}

/** What the bar shows: the backup running, its phase and percent (0–100), or nothing. */
export type Progress = BackupRunning | null;

export type ProgressState = {
  /** The newest report of a running backup (socket or status read). */
  current: Progress;
  /** Backups whose end was reported: a later report of them (a stale read, a late event) changes nothing. */
  ended: readonly string[];
};

export const NO_PROGRESS: ProgressState = { current: null, ended: [] };

const clamp = (p: number) => Math.min(100, Math.max(0, Number.isFinite(p) ? p : 0));

/** A report of a running backup (`backup-progress`, or the status read's `running`). */
export function progressAfter(s: ProgressState, r: BackupRunning | null | undefined): ProgressState {
  if (!r || s.ended.includes(r.id)) return s;
  const percent = clamp(r.percent);
  if (s.current?.id === r.id) {
    if (percent < s.current.percent) return s;
    return { ...s, current: { ...r, percent } };
  }
  return { ...s, current: { ...r, percent } };
}

/** The status read says nothing runs: a bar of a backup the read has seen end goes. */
export function progressAfterRead(s: ProgressState, running: BackupRunning | null, rows: readonly BackupRow[]) {
  if (running) return progressAfter(s, running);
  const cur = s.current;
  if (!cur) return s;
  const row = rows.find((b) => b.id === cur.id);
  if (row && row.status !== 'BERJALAN') return { current: null, ended: [...s.ended, cur.id] };
  return s;
}

/** `backup-done`: the bar goes, and no later report of that backup brings it back. */
export function progressAfterDone(s: ProgressState, d: BackupDoneEvent): ProgressState {
  return {
    current: s.current?.id === d.id ? null : s.current,
    ended: s.ended.includes(d.id) ? s.ended : [...s.ended, d.id],
  };
}

/** The oldest finished backup kept: the window reaches back to it. */
export function oldestKept(rows: readonly BackupRow[]): BackupRow | undefined {
  let oldest: BackupRow | undefined;
  for (const r of rows) {
    if (r.status !== 'SELESAI') continue;
    if (!oldest || String(r.started_at) < String(oldest.started_at)) oldest = r;
  }
  return oldest;
}
