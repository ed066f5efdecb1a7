import { describe, expect, it } from 'vitest';
import { csvFileName, csvMatrix, filterRows, type TextColumn } from './table-data.ts';

const rows = [
  { _id: '1', jenis_batu: 'RUBY', nama_batu: 'BATU RUBY MERAH' },
  { _id: '2', jenis_batu: 'SAFIR', nama_batu: 'BATU SAFIR BIRU' },
  { _id: '3', jenis_batu: 'ZAMRUD', nama_batu: null },
];
const cols: TextColumn[] = [
  { key: 'jenis_batu', title: 'Jenis Batu' },
  { key: 'nama_batu', title: 'Nama Batu' },
];

describe('filterRows', () => {
  it('matches any column, case-insensitively, all words', () => {
    expect(filterRows(rows, 'ruby', cols).map((r) => r._id)).toEqual(['1']);
    expect(filterRows(rows, 'batu biru', cols).map((r) => r._id)).toEqual(['2']);
    expect(filterRows(rows, '  ', cols)).toHaveLength(3);
    expect(filterRows(rows, 'tidak-ada', cols)).toHaveLength(0);
  });
  it('does not search columns it is not given', () => {
    expect(filterRows(rows, '2', cols)).toHaveLength(0);
  });
});

describe('csv', () => {
  it('builds a header row and readable values, never "undefined" or "null"', () => {
    const m = csvMatrix(rows, cols);
    expect(m[0]).toEqual(['Jenis Batu', 'Nama Batu']);
    expect(m[3]).toEqual(['ZAMRUD', '']);
    expect(m.flat().join()).not.toMatch(/undefined|null/);
  });
  it('formats dates and booleans as the screen does', () => {
    const m = csvMatrix(
      [{ t: '2026-03-10', a: true }],
      [
        { key: 't', title: 'Tanggal' },
        { key: 'a', title: 'Aktif' },
      ],
    );
    expect(m[1]).toEqual(['10 Maret 2026', 'Ya']);
  });
  it('names the file after the screen and the day', () => {
    expect(csvFileName('/jenis-batu', '2026-03-10')).toBe('jenis-batu-2026-03-10.csv');
  });
});
