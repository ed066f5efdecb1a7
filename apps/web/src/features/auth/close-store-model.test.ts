import { MSG } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import {
  type CloseProgress,
  classifyCloseError,
  nextProgress,
  openGroups,
  openItemsOf,
  validasiMenus,
} from './close-store-model.ts';

describe('classifyCloseError (spec §8)', () => {
  it('an invalid token or a close already running means another account closed the store', () => {
    expect(classifyCloseError(new ApiError('HTTP', MSG.invalidToken, 401))).toEqual({
      kind: 'closed-by-other',
      text: 'Toko Sudah Ditutup Oleh Akun Lain',
    });
    expect(classifyCloseError(new ApiError('HTTP', MSG.closeRunning, 409)).kind).toBe('closed-by-other');
  });
  it('422 is a refusal with the server text', () => {
    expect(classifyCloseError(new ApiError('HTTP', MSG.closeNotDue, 422))).toEqual({
      kind: 'refused',
      text: MSG.closeNotDue,
      belumValid: [],
    });
  });
  it('others show the server text or the fallback', () => {
    expect(classifyCloseError(new ApiError('HTTP', '', 500))).toEqual({ kind: 'error', text: MSG.closeFail });
    expect(classifyCloseError(new ApiError('HTTP', 'Gagal X', 500))).toEqual({ kind: 'error', text: 'Gagal X' });
    expect(classifyCloseError(new Error('x'))).toEqual({
      kind: 'error',
      text: 'Terjadi kesalahan saat merequest data',
    });
    expect(classifyCloseError(new ApiError('TIMEOUT', 'TIMEOUT')).kind).toBe('timeout');
  });
});

describe('nextProgress', () => {
  const cur: CloseProgress = { open: true, percentage: 40, message: 'a', status: 'active' };
  it('takes the event, clamped and monotonic', () => {
    expect(nextProgress(cur, { percentage: 60, message: 'b' })).toMatchObject({ percentage: 60, message: 'b' });
    expect(nextProgress(cur, { percentage: 130 }).percentage).toBe(100);
    expect(nextProgress(cur, { percentage: 10, message: 'c' })).toMatchObject({ percentage: 40, message: 'c' });
    expect(nextProgress(cur, null)).toEqual(cur);
  });
  it('issue 9.19: a progress event arriving after the answer does not overwrite the outcome', () => {
    // the socket and the HTTP answer travel apart: "Memeriksa Validasi Penjualan" may land after the 422
    const refused: CloseProgress = {
      ...cur,
      message: 'Masih Ada 2 Transaksi Yang Belum Divalidasi',
      status: 'exception',
    };
    expect(nextProgress(refused, { percentage: 20, message: 'Memeriksa Validasi Penjualan' })).toEqual(refused);
    const ok: CloseProgress = { ...cur, percentage: 100, message: 'Tutup Toko Berhasil', status: 'success' };
    expect(nextProgress(ok, { percentage: 92, message: 'Memajukan Tanggal System' })).toEqual(ok);
  });
});

describe('refused close lists what is still open', () => {
  it('reads belum_valid from the 422 body', () => {
    const body = JSON.stringify({
      message: 'Masih Ada 2 Transaksi Yang Belum Divalidasi',
      belum_valid: [
        { jenis: 'PENJUALAN', nomor: 'PST-FJ-261122-0001', jumlah: 2175000 },
        { jenis: 'TITIPAN', nomor: 'TT-261122-0001', jumlah: '500000' },
      ],
    });
    const f = classifyCloseError(new ApiError('HTTP', 'Masih Ada 2 Transaksi Yang Belum Divalidasi', 422, {}, body));
    expect(f).toEqual({
      kind: 'refused',
      text: 'Masih Ada 2 Transaksi Yang Belum Divalidasi',
      belumValid: [
        { jenis: 'PENJUALAN', nomor: 'PST-FJ-261122-0001', jumlah: 2175000 },
        { jenis: 'TITIPAN', nomor: 'TT-261122-0001', jumlah: 500000 },
      ],
    });
    expect(openItemsOf('not json')).toEqual([]);
    expect(openItemsOf({ message: 'x' })).toEqual([]);
  });
});

describe('a refused close shows every kind of open document at once', () => {
  const of = (jenis: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ jenis, nomor: `${jenis}-${i + 1}`, jumlah: 100_000 * (i + 1) }));
  const items = [
    ...of('PENJUALAN', 9),
    ...of('TITIPAN', 1),
    ...of('PEMBELIAN', 2),
    ...of('PESANAN', 1),
    ...of('SERVICE', 1),
    ...of('HUTANG', 4),
  ];

  it('field 36: every kind with its count and total, at most 3 documents each — nine sales never hide the loans', () => {
    const g = openGroups(items);
    expect(g.map((x) => [x.label, x.count, x.total, x.shown.length, x.more])).toEqual([
      ['Penjualan', 9, 4_500_000, 3, 6],
      ['Titipan', 1, 100_000, 1, 0],
      ['Pembelian', 2, 300_000, 2, 0],
      ['Pesanan', 1, 100_000, 1, 0],
      ['Service', 1, 100_000, 1, 0],
      ['Hutang', 4, 1_000_000, 3, 1],
    ]);
    expect(g[5]?.shown.map((x) => x.nomor)).toEqual(['HUTANG-1', 'HUTANG-2', 'HUTANG-3']);
  });

  it('field 36: both validation menus are offered when loans and other documents wait', () => {
    expect(validasiMenus(items).map((m) => m.path)).toEqual(['/validasi-jual-beli', '/validasi-hutang']);
    expect(validasiMenus(of('HUTANG', 1))).toEqual([{ path: '/validasi-hutang', label: 'Validasi Hutang' }]);
    expect(validasiMenus(of('PESANAN', 2))).toEqual([{ path: '/validasi-jual-beli', label: 'Validasi Jual Beli' }]);
  });
});
