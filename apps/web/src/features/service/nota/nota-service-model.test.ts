import { describe, expect, it } from 'vitest';
import { doc } from './nota-service.fixture.ts';
import { buildNotaService } from './nota-service-model.ts';

describe('NOTA SERVICE model', () => {
  it('field 39: prints both copies complete: dates as the sales receipt (25 November 2026), empty fields as -, the surcharge its own line', () => {
    const m = buildNotaService(doc, undefined, 'ADMIN', new Date('2026-11-25T05:00:00Z'), 'WIB');
    expect(JSON.stringify(m)).not.toMatch(/undefined|null|NaN|Invalid|T\d\d:/);
    expect(m.copies.map((c) => c.tag)).toEqual(['LEMBAR TOKO', 'LEMBAR CUSTOMER']);
    expect(m.info).toContainEqual(['Tanggal', '25 November 2026, 10:04 WIB']);
    expect(m.info).toContainEqual(['No HP', '-']);
    expect(m.info).toContainEqual(['Tukang', '-']);
    expect(m.info).toContainEqual(['Tanggal Selesai', '-']);
    expect(m.items[0]).toMatchObject({ deskripsi: '-', berat: '5.125 gr', qty: '1', ongkos: '150,000' });
    expect(m.ringkasan).toEqual([
      ['Total Ongkos', '216,666'],
      ['Tambahan Service (2.5%)', '5,417'],
      ['Total Service', '222,083'],
      ['DP Dibayar', '100,000'],
      ['Kembalian DP', '10,000'],
      ['Sisa Pembayaran', '122,083'],
    ]);
    expect(m.bayar).toEqual([['DP DEBIT 123 TOKO KARTU 4111', '110,000']]);
    expect(m.status).toBe('BELUM LUNAS');
  });
  it('field 39: a picked-up service shows its pick-up day (27 November 2026), what was paid at pick-up and is LUNAS', () => {
    const m = buildNotaService(
      { ...doc, status: 'DIAMBIL', pelunasan: 122_083, sisa: 0, tgl_selesai: '2026-11-26', tgl_ambil: '2026-11-27' },
      undefined,
      'ADMIN',
    );
    expect(m.info).toContainEqual(['Tanggal Ambil', '27 November 2026']);
    expect(m.ringkasan).toContainEqual(['Dibayar Saat Ambil', '122,083']);
    expect(m.status).toBe('LUNAS');
  });
});
