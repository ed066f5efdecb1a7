import { describe, expect, it } from 'vitest';
import { dp } from './nota-titipan.fixture.ts';
import { buildNotaTitipan } from './nota-titipan-model.ts';

const now = new Date('2026-11-25T05:00:00Z');

describe('NOTA TITIPAN', () => {
  it('field 39: a down payment, dated as the sales receipt (25 November 2026): pieces with weight and price, total, DP and remainder; empty fields print -', () => {
    const m = buildNotaTitipan(dp, undefined, 'ADMIN', now, 'WIB');
    expect(m.judul).toBe('NOTA TITIPAN');
    expect(m.info).toContainEqual(['Tanggal', '25 November 2026, 10:04 WIB']);
    expect(m.info).toContainEqual(['No HP', '-']);
    expect(m.info).toContainEqual(['Alamat', '-']);
    expect(m.items.map((i) => [i.barcode, i.berat, i.harga])).toEqual([
      ['00000001', '2.125 gr', '2,175,000'],
      ['00000002', '2.125 gr', '2,175,000'],
    ]);
    expect(m.total?.berat).toBe('4.250 gr');
    expect(m.ringkasan).toEqual([
      ['Total Harga', '4,350,000'],
      ['DP Dibayar', '1,000,000'],
      ['Sisa Pembayaran', '3,350,000'],
    ]);
    expect(m.printed).toBe('Dicetak Oleh ADMIN / 25 November 2026 12:00');
    expect(JSON.stringify(m)).not.toMatch(/undefined|null|2026-11-25/);
  });

  it('a plain Titip Uang: no pieces, what was left, used and is left; a kept DP is shown cancelled', () => {
    const m = buildNotaTitipan(
      { ...dp, jenis: 'CASH', total_harga: 0, kurang: 0, items: [] },
      undefined,
      '',
      now,
      'WIB',
    );
    expect(m.items).toEqual([]);
    expect(m.info).toContainEqual(['Jenis', 'TITIP UANG TUNAI']);
    expect(m.ringkasan[0]).toEqual(['Jumlah Titipan', '1,000,000']);
    const kept = buildNotaTitipan({ ...dp, status: 'HANGUS', hangus: 1_000_000, sisa: 0 }, undefined, '', now, 'WIB');
    expect(kept.batal).toBe(true);
    expect(kept.ringkasan).toContainEqual(['DP Hangus', '1,000,000']);
    expect(JSON.stringify(kept)).not.toMatch(/undefined|null/);
  });
});
