import type { ServiceDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { buildNotaService } from './nota-service-model.ts';

const doc: ServiceDoc = {
  no_service: 'PST-SV-261125-0001',
  tanggal: '2026-11-25',
  kode_sales: 'S01',
  nama_sales: null,
  kode_member: '',
  nama_customer: 'BUDI',
  no_hp: '',
  alamat_customer: '',
  kode_tukang: '',
  nama_tukang: null,
  keterangan: '',
  jumlah_barang: 3,
  total_berat: '7.125',
  subtotal: 216_666,
  persen_tambahan: '2.5',
  biaya_tambahan: 5_417,
  total: 222_083,
  dp: 100_000,
  kembalian: 10_000,
  pelunasan: 0,
  kembalian_ambil: 0,
  sisa: 122_083,
  uang_kembali: 0,
  status: 'MASUK',
  status_valid: 'OPEN',
  tgl_selesai: null,
  tgl_ambil: null,
  batal_alasan: null,
  batal_by: null,
  batal_otorisasi: null,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:05.000Z',
  items: [
    {
      seq: 1,
      nama_barang: 'KALUNG',
      berat: '5.125',
      jumlah: 1,
      ongkos: 150_000,
      subtotal: 150_000,
      deskripsi: '',
      ada_foto: false,
    },
  ],
  payments: [
    {
      seq: 1,
      tahap: 'MASUK',
      tanggal: '2026-11-25',
      jenis: 'DEBIT',
      jumlah: 110_000,
      no_rekening: '123',
      nama_rekening: 'TOKO',
      no_kartu: '4111',
      fee: 0,
    },
  ],
};

describe('NOTA SERVICE model', () => {
  it('field 39: prints both copies complete: dates as the sales receipt (25 November 2026), empty fields as -, the surcharge its own line', () => {
    const m = buildNotaService(doc, undefined, 'ADMIN', new Date('2026-11-25T05:00:00Z'), 'WIB');
    expect(JSON.stringify(m)).not.toMatch(/undefined|null|NaN|Invalid|T\d\d:/);
    expect(m.lembar).toEqual(['LEMBAR TOKO', 'LEMBAR CUSTOMER']);
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
