import { IMPORT_MSG, type ImportResult, MSG } from '@kilau/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import {
  canCommit,
  idleRun,
  importCallQuery,
  importFailure,
  serverStep,
  startRun,
  UPLOAD_SHARE,
  uploadStep,
} from './import-model.ts';

const result = (o: Partial<ImportResult> = {}): ImportResult => ({
  type: 'penjualan',
  kode_toko: 'PST',
  rows: 3,
  tgl_from: '2026-11-01',
  tgl_to: '2026-11-02',
  total_berat: '7.500',
  total_rupiah: 9_000_000,
  errors: [],
  errors_total: 0,
  replaced: 0,
  committed: false,
  arsip_id: null,
  ...o,
});

describe('importCallQuery', () => {
  it('asks for a preview, names the progress room, the chosen store and the cash type', () => {
    expect(importCallQuery({ type: 'penjualan', preview: true, progressId: 'p1' })).toEqual({
      preview: 'true',
      progress_id: 'p1',
      kode_toko: undefined,
      tipe: undefined,
    });
    expect(importCallQuery({ type: 'keuangan_non_cash', preview: false, progressId: 'p2', kodeToko: 'T3' })).toEqual({
      preview: undefined,
      progress_id: 'p2',
      kode_toko: 'T3',
      tipe: 'keuangan_non_cash',
    });
    expect(importCallQuery({ type: 'keuangan_cash', preview: false, progressId: 'p3' }).tipe).toBe('keuangan_cash');
  });
});

describe('the progress bar', () => {
  it('fills its first part with the upload, then the rest with the server, never backwards', () => {
    let r = startRun('commit');
    r = uploadStep(r, 50, 100);
    expect(r.percentage).toBe(UPLOAD_SHARE / 2);
    r = uploadStep(r, 100, 100);
    expect(r.percentage).toBe(UPLOAD_SHARE);
    r = serverStep(r, { progress_id: 'x', percentage: 50, message: 'Menyimpan 50.000 Baris' }, 'x');
    expect(r.percentage).toBe(UPLOAD_SHARE + (100 - UPLOAD_SHARE) / 2);
    expect(r.message).toBe('Menyimpan 50.000 Baris');
    // another run's event, a malformed one, a late upload report: nothing changes
    expect(serverStep(r, { progress_id: 'y', percentage: 90, message: 'lain' }, 'x')).toBe(r);
    expect(serverStep(r, { percentage: 90 }, 'x')).toBe(r);
    expect(uploadStep(r, 10, 100)).toBe(r);
  });

  it('any sequence of events keeps the bar within 0–100 and monotonic', () => {
    const ev = fc.oneof(
      fc.record({ kind: fc.constant('up' as const), a: fc.nat(1000), b: fc.nat(1000) }),
      fc.record({
        kind: fc.constant('srv' as const),
        p: fc.double({ min: -50, max: 200, noNaN: true }),
        own: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 30 }), (evs) => {
        let r = startRun('preview');
        for (const e of evs) {
          const prev = r.percentage;
          r =
            e.kind === 'up'
              ? uploadStep(r, e.a, e.b)
              : serverStep(r, { progress_id: e.own ? 'me' : 'other', percentage: e.p, message: 'm' }, 'me');
          expect(r.percentage).toBeGreaterThanOrEqual(prev);
          expect(r.percentage).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('a finished run ignores late events', () => {
    const done = { ...startRun('commit'), status: 'exception' as const };
    expect(serverStep(done, { progress_id: 'x', percentage: 80, message: 'm' }, 'x')).toBe(done);
    expect(idleRun.open).toBe(false);
  });
});

describe('importFailure', () => {
  it('a refused commit names its first failing row and how many more', () => {
    const detail = result({
      errors: [
        { line: 4, reason: 'Kode Group E99 Tidak Ada' },
        { line: 9, reason: 'Tanggal Tidak Valid' },
      ],
      errors_total: 5,
    });
    const e = new ApiError('HTTP', IMPORT_MSG.fail, 422, {}, JSON.stringify({ message: IMPORT_MSG.fail, detail }));
    const f = importFailure(e);
    expect(f.reason).toBe('Baris 4: Kode Group E99 Tidak Ada (Dan 4 Baris Lainnya)');
    expect(f.detail?.errors_total).toBe(5);
    expect(f.lost).toBeFalsy();
  });

  it("otherwise the server's own message, and a lost answer is marked so the key is kept", () => {
    const e = new ApiError('HTTP', 'Kode Group E75 Masih Dipakai Barang', 422, {}, '{"message":"x"}');
    expect(importFailure(e)).toEqual({ reason: 'Kode Group E75 Masih Dipakai Barang', detail: undefined });
    expect(importFailure(new ApiError('NETWORK', 'NETWORK'))).toEqual({ reason: MSG.noConnection, lost: true });
    expect(importFailure(new ApiError('TIMEOUT', 'TIMEOUT')).lost).toBe(true);
    expect(importFailure(new ApiError('HTTP', IMPORT_MSG.fail, 500, {}, '')).reason).toBe('Server Menjawab 500');
    // a refusal of the whole file (line 0) is its reason alone
    const whole = result({
      errors: [{ line: 0, reason: 'Kode yang tidak ada di file masih dipakai: X1' }],
      errors_total: 1,
    });
    const body = JSON.stringify({ message: IMPORT_MSG.fail, detail: whole });
    expect(importFailure(new ApiError('HTTP', IMPORT_MSG.fail, 422, {}, body)).reason).toBe(
      'Kode yang tidak ada di file masih dipakai: X1',
    );
  });
});

it('a commit needs rows and no failing row', () => {
  expect(canCommit(result())).toBe(true);
  expect(canCommit(result({ rows: 0 }))).toBe(false);
  expect(canCommit(result({ errors_total: 1, errors: [{ line: 2, reason: 'x' }] }))).toBe(false);
  expect(canCommit(undefined)).toBe(false);
});
