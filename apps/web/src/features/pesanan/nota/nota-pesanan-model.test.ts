import type { PesananDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { buildNotaPesanan } from './nota-pesanan-model.ts';

const doc: PesananDoc = {
  no_pesanan: 'DP-261125-0001',
  tanggal: '2026-11-25',
  kode_sales: 'S01',
  nama_sales: null,
  kode_member: '',
  nama_customer: 'SITI',
  no_hp: '',
  alamat_customer: '',
  kode_tukang: '',
  nama_tukang: null,
  tgl_estimasi: '2026-12-05',
  keterangan: '',
  jumlah_barang: 1,
  total_berat: '2.345',
  total_harga: 2_316_500,
  total_akhir: 0,
  dp: 1_000_000,
  total_bayar: 1_100_000,
  kembalian: 100_000,
  sisa: 1_316_500,
  status: 'DIPESAN',
  status_valid: 'OPEN',
  tgl_kerjakan: null,
  tgl_selesai: null,
  tgl_ambil: null,
  no_penjualan: null,
  batal_alasan: null,
  batal_by: null,
  batal_otorisasi: null,
  batal_dp: null,
  dp_kembali: 0,
  contoh_dipinjam: 0,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:05.000Z',
  items: [
    {
      seq: 1,
      kode_group: 'E75',
      nama_group: null,
      nama_barang: 'CINCIN',
      deskripsi: '',
      berat_estimasi: '2.345',
      harga_gram: 987_654,
      harga: 2_316_500,
      berat_asli: '0.000',
      harga_akhir: 0,
      kode_barcode: '',
      kode_dept: '',
    },
  ],
  payments: [
    { seq: 1, jenis: 'CASH', jumlah: 600_000, no_rekening: '', nama_rekening: null, no_kartu: '', fee: 0 },
    { seq: 2, jenis: 'DEBIT', jumlah: 500_000, no_rekening: '123', nama_rekening: 'TOKO', no_kartu: '4111', fee: 0 },
  ],
  contoh: [],
};

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
