import { describe, expect, it } from 'vitest';
import { doc } from './nota-pesanan.fixture.ts';
import { buildNotaPesanan } from './nota-pesanan-model.ts';

describe('NOTA PESANAN model', () => {
  it('field 39: prints dates as the sales receipt does (25 November 2026), empty fields as -, never undefined', () => {
    expect(buildNotaPesanan({ ...doc, tgl_estimasi: '' }, undefined, 'ADMIN').info).toContainEqual([
      'Estimasi Selesai',
      '-',
    ]);
    const m = buildNotaPesanan(doc, undefined, 'ADMIN', new Date('2026-11-25T05:00:00Z'), 'WIB');
    const all = JSON.stringify(m);
    expect(all).not.toMatch(/undefined|null|NaN|Invalid|T\d\d:/);
    expect(m.info).toContainEqual(['Tanggal', '25 November 2026, 10:04 WIB']);
    expect(m.info).toContainEqual(['Estimasi Selesai', '5 Desember 2026']);
    expect(m.info).toContainEqual(['No HP', '-']);
    expect(m.info).toContainEqual(['Tukang', '-']);
    expect(m.items[0]).toMatchObject({ kategori: 'E75', deskripsi: '-', berat: '2.345 gr', harga: '2,316,500' });
    expect(m.ringkasan).toEqual([
      ['Total Estimasi', '2,316,500'],
      ['DP Dibayar', '1,000,000'],
      ['Kembalian', '100,000'],
      ['Sisa Pembayaran', '1,316,500'],
    ]);
    expect(m.bayar).toEqual([
      ['TUNAI', '600,000'],
      ['DEBIT 123 TOKO KARTU 4111', '500,000'],
    ]);
    expect(m.printed).toBe('Dicetak Oleh ADMIN / 25 November 2026 12:00');
  });
});
