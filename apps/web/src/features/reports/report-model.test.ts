import {
  laporanBarangSummary,
  laporanPenjualanRekap,
  laporanTambahBarang,
  laporanTransaksiPenjualan,
  REPORTS,
} from '@kilau/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWaktu, readZoneFrom } from '../../lib/shop-time.ts';
import { excelValue } from './report-excel.ts';
import {
  formatCell,
  openDayNote,
  prepareRows,
  reportFileName,
  reportQuery,
  reportTotals,
  sumColumn,
} from './report-model.ts';

describe('formatCell per column kind', () => {
  it('formats rupiah, counts, weights, percentages, dates and times; never undefined or NaN', () => {
    expect(formatCell('money', 1500000)).toBe('1,500,000');
    expect(formatCell('money', '2500')).toBe('2,500');
    expect(formatCell('int', 12)).toBe('12');
    expect(formatCell('weight', 2.125)).toBe('2.125');
    expect(formatCell('weight', 1234.5)).toBe('1,234.500');
    expect(formatCell('percent', 75)).toBe('75.00%');
    expect(formatCell('date', '2026-03-10')).toBe('10 Maret 2026');
    expect(formatCell('datetime', '2026-03-10T07:05:00.000Z')).toBe('10 Maret 2026 14:05');
    expect(formatCell('text', 'CINCIN')).toBe('CINCIN');
    expect(formatCell('text', true)).toBe('Ya');
    for (const k of ['money', 'int', 'weight', 'percent', 'date', 'datetime', 'text'] as const) {
      for (const v of [null, undefined, '', 'abc']) {
        const s = formatCell(k, v);
        expect(s).not.toMatch(/undefined|NaN|null/);
      }
    }
  });
  it('formatWaktu shows the shop’s wall clock (WIB) with Indonesian month names', () => {
    expect(formatWaktu(new Date('2026-12-31T17:30:00Z'))).toBe('1 Januari 2027 00:30');
    expect(formatWaktu(null)).toBe('-');
  });
  it('issue 10 tz: a WITA store’s report times (cells, Excel, printed-at) are on its own clock', () => {
    readZoneFrom(() => 'WITA');
    try {
      expect(formatCell('datetime', '2026-03-10T16:30:00.000Z')).toBe('11 Maret 2026 00:30');
      expect(formatWaktu(new Date('2026-12-31T17:30:00Z'))).toBe('1 Januari 2027 01:30');
      expect(excelValue('datetime', '2026-03-10T16:30:00.000Z')).toEqual(new Date(Date.UTC(2026, 2, 11, 0, 30)));
    } finally {
      readZoneFrom(() => 'WIB');
    }
    expect(formatCell('datetime', '2026-03-10T16:30:00.000Z')).toBe('10 Maret 2026 23:30');
  });
});

describe('totals', () => {
  it('sums weights exactly in milligrams and money as whole rupiah', () => {
    const rows = [{ berat: 0.1 }, { berat: 0.2 }, { berat: '2.125' }, { berat: null }];
    expect(sumColumn('weight', rows, 'berat')).toBe(2.425);
    expect(sumColumn('money', [{ x: 1 }, { x: '2' }, {}], 'x')).toBe(3);
  });
  it('only columns declared with total get one', () => {
    const t = reportTotals(laporanTambahBarang.columns, [
      { berat: 1.5, ongkos: 20000, nama_barang: 'A' },
      { berat: 1.5, ongkos: 20000, nama_barang: 'B' },
    ]);
    expect(t).toEqual({ berat: 3, ongkos: 40000 });
  });
  it('a weight total equals the milligram sum for any rows', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (mgs) => {
        const rows = mgs.map((mg) => ({ berat: mg / 1000 }));
        expect(sumColumn('weight', rows, 'berat')).toBe(mgs.reduce((a, b) => a + b, 0) / 1000);
      }),
    );
  });
});

describe('tax recap ongkos (spec §2.8)', () => {
  it('ongkos is harga_total − total_24k, whatever the server sent', () => {
    const rows = prepareRows(laporanPenjualanRekap, [
      { _id: '2026-03-10', harga_total: 5_000_000, total_24k: 3_800_000, ongkos: 1, dpp: 5_000_000, ppn: 55_000 },
    ]);
    expect(rows[0]?.ongkos).toBe(1_200_000);
  });
  it('other reports keep their rows as they are', () => {
    const r = [{ total_harga: 1 }];
    expect(prepareRows(laporanTransaksiPenjualan, r)).toEqual(r);
  });
});

describe('query and file names', () => {
  it('leaves blank filters out', () => {
    expect(
      reportQuery(laporanTambahBarang, {
        tgl_from: '2026-03-01',
        tgl_to: '2026-03-10',
        kode_gudang: '',
        kode_group: 'E75',
      }),
    ).toEqual({ tgl_from: '2026-03-01', tgl_to: '2026-03-10', kode_group: 'E75' });
  });
  it('names files after the route and the period', () => {
    expect(reportFileName(laporanTambahBarang, '2026-03-01', '2026-03-10', 'pdf')).toBe(
      'laporan-tambah-barang_2026-03-01_2026-03-10.pdf',
    );
    expect(reportFileName(laporanTambahBarang, '2026-03-10', '2026-03-10', 'xlsx')).toBe(
      'laporan-tambah-barang_2026-03-10.xlsx',
    );
  });
  it('every declared report has columns with a kind the page knows', () => {
    const kinds = new Set(['text', 'int', 'money', 'weight', 'date', 'datetime', 'percent']);
    for (const r of REPORTS) for (const c of r.columns) expect(kinds.has(c.kind ?? 'text')).toBe(true);
  });
});

describe('a report written at the close (Laporan Barang Summary)', () => {
  const day = '2026-11-24';
  it('says that it is written when the store closes when the range reaches the open shop day', () => {
    const note = 'Laporan Barang Summary Dibuat Saat Tutup Toko; Hari Ini Belum Ditutup';
    expect(openDayNote(laporanBarangSummary, day, day)).toBe(note);
    expect(openDayNote(laporanBarangSummary, '2026-11-30', day)).toBe(note);
  });
  it('says nothing for closed days, nor for reports read live', () => {
    expect(openDayNote(laporanBarangSummary, '2026-11-23', day)).toBeUndefined();
    expect(openDayNote(laporanTambahBarang, day, day)).toBeUndefined();
    expect(openDayNote(laporanBarangSummary, day, '')).toBeUndefined();
  });
});
