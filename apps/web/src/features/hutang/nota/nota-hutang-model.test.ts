import type { HutangDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { buildNotaHutang } from './nota-hutang-model.ts';

const doc: HutangDoc = {
  no_hutang: 'PST-PI26-00001',
  tanggal: '2026-11-25',
  lama_hari: 30,
  tgl_jatuh_tempo: '2026-12-25',
  kode_sales: 'S01',
  nama_sales: null,
  kode_member: 'NONMEMBER',
  nama_customer: 'SITI',
  no_hp: '',
  alamat_customer: '',
  no_hutang_lama: '',
  kode_pinjaman: 'P1',
  bunga_persen: '4',
  harga_emas_gram: 1_000_000,
  persen_max: '80',
  pembulatan: 1000,
  jumlah_barang: 1,
  total_berat: '2.000',
  total_berat_murni: '1.500',
  nilai_jaminan: 1_500_000,
  pokok: 1_000_000,
  cara_bayar: 'CASH',
  no_rekening: '',
  keterangan: '',
  status: 'AKTIF',
  status_valid: 'OPEN',
  tgl_selesai: null,
  tgl_lelang: null,
  lelang_otorisasi: null,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:05.000Z',
  tagihan_jatuh_tempo: 1_040_000,
  hari_berjalan: 0,
  bunga_hari_ini: 0,
  tagihan_hari_ini: 1_000_000,
  terlambat: false,
  tgl_boleh_lelang: '2027-01-02',
  nilai_jaminan_kini: 1_500_000,
  margin_alert: false,
  items: [
    {
      seq: 1,
      nama_barang: 'CINCIN',
      kadar: '75',
      berat: '2.000',
      jumlah: 1,
      berat_murni: '1.500',
      nilai: 1_500_000,
      ada_foto: false,
      kode_barcode: null,
    },
  ],
  lunas: [],
  payments: [],
};

describe('NOTA HUTANG model', () => {
  it('field 39: prints dates as the sales receipt (25 November 2026), a dash for empty fields and the store contract terms (or their default)', () => {
    const m = buildNotaHutang(doc, undefined, new Map(), 'ADMIN', new Date('2026-11-25T05:00:00Z'), 'WIB');
    const info = Object.fromEntries(m.info);
    expect(info).toMatchObject({
      'No Hutang': 'PST-PI26-00001',
      Tanggal: '25 November 2026, 10:04 WIB',
      'Jatuh Tempo': '25 Desember 2026',
      'Kode Member': 'NONMEMBER',
      'No Hutang Lama': '-',
      'No HP': '-',
    });
    expect(Object.fromEntries(m.ringkasan)).toMatchObject({
      'Bunga / Bulan': '4%',
      'Pokok Pinjaman': '1,000,000',
      'Tebusan Saat Jatuh Tempo (25 Desember 2026)': '1,040,000',
    });
    expect(m.items[0]).toMatchObject({ kadar: '75%', berat: '2.000 gr', murni: '1.500 gr', nilai: '1,500,000' });
    expect(m.syarat).toContain('MILIK SAH PEMINJAM');
    const own = buildNotaHutang(doc, undefined, new Map([['NOTA_SYARAT_HUTANG', 'SYARAT TOKO']]), 'ADMIN');
    expect(own.syarat).toBe('SYARAT TOKO');
    expect(JSON.stringify(m)).not.toMatch(/undefined|NaN|\d{4}-\d{2}-\d{2}/);
  });
});
