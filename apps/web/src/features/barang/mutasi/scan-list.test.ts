import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWaktu } from '../../../lib/shop-time.ts';
import type { Piece } from './piece.ts';
import { gram, selisihBerat, totalBerat } from './piece.ts';
import {
  addPiece,
  alreadyScanned,
  barcodesOf,
  emptyScanList,
  hasBarcode,
  removeBarcode,
  summary,
} from './scan-list.ts';

const piece = (kode_barcode: string, berat: number): Piece => ({
  _id: kode_barcode,
  kode_barcode,
  nama_barang: 'CINCIN',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat,
  kadar: 75,
  status: 'STOCK',
});

describe('scan list', () => {
  it('adds newest first, refuses a repeat, removes, and totals exactly', () => {
    let l = addPiece(emptyScanList, piece('00000001', 0.1));
    l = addPiece(l, piece('00000002', 0.2));
    expect(addPiece(l, piece('00000001', 9))).toBe(l);
    expect(l.items.map((p) => p.kode_barcode)).toEqual(['00000002', '00000001']);
    expect(barcodesOf(l)).toEqual(['00000001', '00000002']);
    // 0.1 + 0.2 in float is 0.30000000000000004; milligrams are exact
    expect(summary(l)).toEqual({ jumlah: 2, berat: '0.300' });
    expect(hasBarcode(l, '2')).toBe(true);
    l = removeBarcode(l, '1');
    expect(barcodesOf(l)).toEqual(['00000002']);
    expect(removeBarcode(l, '77')).toBe(l);
    expect(alreadyScanned('12')).toBe('Barcode 00000012 Sudah Di Scan');
  });

  it('the total equals the sum of milligrams for any weights', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999_999 }), { maxLength: 60 }), (mgs) => {
        const items = mgs.map((mg, i) => piece(String(i).padStart(8, '0'), mg / 1000));
        const sum = mgs.reduce((a, b) => a + b, 0);
        expect(totalBerat(items)).toBe(`${Math.floor(sum / 1000)}.${String(sum % 1000).padStart(3, '0')}`);
      }),
    );
  });
});

describe('display helpers', () => {
  it('formats weights, differences and timestamps without NaN or raw dates', () => {
    expect(gram(1234.5)).toBe('1,234.500');
    expect(gram(null)).toBe('0.000');
    expect(selisihBerat('103', 106.1)).toBe('-3.100');
    expect(formatWaktu('2026-11-22T07:05:00Z')).toBe('22 November 2026 14:05');
    expect(formatWaktu(null)).toBe('-');
    expect(formatWaktu('bukan tanggal')).toBe('bukan tanggal');
  });
});
