import type { BackupRow } from '@kilau/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDurasi,
  formatUkuran,
  NO_PROGRESS,
  oldestKept,
  type ProgressState,
  progressAfter,
  progressAfterDone,
  progressAfterRead,
} from './backup-model.ts';

const row = (o: Partial<BackupRow> = {}): BackupRow => ({
  id: 'b1',
  started_at: '2026-11-26T10:00:00.000Z',
  finished_at: '2026-11-26T10:00:42.000Z',
  bytes: 1024,
  duration_ms: 42_000,
  wal_start: '000000010000000000000003',
  wal_end: '000000010000000000000004',
  status: 'SELESAI',
  verify: null,
  verified_at: null,
  verify_message: null,
  ...o,
});

describe('backup: sizes and durations in the one number format', () => {
  it('backup: bytes read in binary units, grouped as every number (§2.3)', () => {
    expect(formatUkuran(512)).toBe('512 B');
    expect(formatUkuran(1536)).toBe('1.5 KB');
    expect(formatUkuran(1000.5 * 1024 * 1024)).toBe('1,000.5 MB');
    expect(formatUkuran(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatUkuran(null)).toBe('-');
  });
  it('backup: a duration reads in seconds, then minutes and seconds, then hours', () => {
    expect(formatDurasi(1500)).toBe('1.5 detik');
    expect(formatDurasi(42_000)).toBe('42.0 detik');
    expect(formatDurasi(185_000)).toBe('3 menit 5 detik');
    expect(formatDurasi(3_720_000)).toBe('1 jam 2 menit');
  });
});

describe('backup: the progress bar fed by the socket and the status read', () => {
  it('backup: a late or stale report never moves the bar back nor revives an ended backup', () => {
    const report = fc.record({
      kind: fc.constantFrom('progress', 'read', 'done'),
      id: fc.constantFrom('a', 'b'),
      percent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 30 }), (reports) => {
        let s: ProgressState = NO_PROGRESS;
        const ended = new Set<string>();
        for (const r of reports) {
          const before = s.current;
          if (r.kind === 'done') {
            s = progressAfterDone(s, { id: r.id, status: 'SELESAI', message: 'ok' });
            ended.add(r.id);
            expect(s.current?.id).not.toBe(r.id);
            continue;
          }
          const running = { id: r.id, phase: 'data', percent: r.percent };
          s =
            r.kind === 'progress'
              ? progressAfter(s, running)
              : progressAfterRead(s, running, [row({ id: r.id, status: 'BERJALAN' })]);
          if (s.current && ended.has(s.current.id)) throw new Error(`ended backup ${s.current.id} shown again`);
          if (before && s.current?.id === before.id) expect(s.current.percent).toBeGreaterThanOrEqual(before.percent);
        }
      }),
    );
  });
  it('backup: the read that shows the backup finished takes the bar away; one still running keeps it', () => {
    const s = progressAfter(NO_PROGRESS, { id: 'b1', phase: 'data', percent: 40 });
    expect(progressAfterRead(s, null, [row({ id: 'b1', status: 'BERJALAN' })]).current?.percent).toBe(40);
    expect(progressAfterRead(s, null, []).current?.id).toBe('b1');
    const after = progressAfterRead(s, null, [row({ id: 'b1', status: 'GAGAL' })]);
    expect(after.current).toBeNull();
    expect(progressAfter(after, { id: 'b1', phase: 'data', percent: 90 }).current).toBeNull();
  });
  it('backup: the window reaches back to the oldest finished backup kept', () => {
    const rows = [
      row({ id: 'n', started_at: '2026-11-26T10:00:00.000Z' }),
      row({ id: 'g', started_at: '2026-11-19T10:00:00.000Z', status: 'GAGAL' }),
      row({ id: 'o', started_at: '2026-11-20T10:00:00.000Z' }),
    ];
    expect(oldestKept(rows)?.id).toBe('o');
    expect(oldestKept([])).toBeUndefined();
  });
});
