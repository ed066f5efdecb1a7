import type { HutangDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { buildNotaLunas } from './nota-lunas-model.ts';

const lunasRow = (over: Partial<HutangDoc['lunas'][number]>): HutangDoc['lunas'][number] => ({
  no_lunas: 'PST-PI26-00001-L1',
  jenis: 'PELUNASAN',
  tanggal: '2026-12-10',
  hari: 15,
  pokok: 1_000_000,
  bunga: 20_000,
  total: 1_020_000,
  fee: 0,
  kembalian: 0,
  no_hutang_baru: '',
  status: 'AKTIF',
  tgl_batal: null,
  batal_alasan: null,
  batal_otorisasi: null,
  ...over,
});
const bayar = (over: Partial<HutangDoc['payments'][number]>): HutangDoc['payments'][number] => ({
  no_lunas: 'PST-PI26-00001-L1',
  seq: 1,
  jenis: 'CASH',
  jumlah: 0,
  no_rekening: '',
  nama_rekening: null,
  no_kartu: '',
  fee: 0,
  ...over,
});

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
  status: 'LUNAS',
  status_valid: 'OPEN',
  tgl_selesai: '2026-12-10',
  tgl_lelang: null,
  lelang_otorisasi: null,
  input_by: 'ADMIN',
  created_at: '2026-11-25T03:04:05.000Z',
  tagihan_jatuh_tempo: 1_040_000,
  hari_berjalan: 15,
  bunga_hari_ini: 0,
  tagihan_hari_ini: 0,
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
  lunas: [lunasRow({})],
  payments: [
    bayar({ jumlah: 420_000 }),
    bayar({ seq: 2, jenis: 'DEBIT', jumlah: 600_000, no_rekening: '123', nama_rekening: 'TOKO', no_kartu: '4111' }),
  ],
};
const now = new Date('2026-12-10T05:00:00Z');

describe('NOTA PELUNASAN / NOTA PEREMAJAAN model', () => {
  it('a repayment: number, dates in words, pieces given back, principal + interest, each payment line, LUNAS', () => {
    const m = buildNotaLunas(doc, 'PST-PI26-00001-L1', undefined, 'ADMIN', now, 'WIB');
    expect(m).toMatchObject({
      judul: 'NOTA PELUNASAN',
      noLunas: 'PST-PI26-00001-L1',
      batal: false,
      jaminan: 'Barang Jaminan Dikembalikan',
      status: 'LUNAS',
    });
    expect(Object.fromEntries(m?.info ?? [])).toMatchObject({
      'No Hutang': 'PST-PI26-00001',
      Tanggal: '10 Desember 2026',
      'Tanggal Pinjam': '25 November 2026',
      'Jatuh Tempo': '25 Desember 2026',
      Customer: 'SITI',
      'No HP': '-',
    });
    expect(m?.ringkasan).toEqual([
      ['Pokok Pinjaman', '1,000,000'],
      ['Bunga (15 Hari)', '20,000'],
      ['Total Tebusan', '1,020,000'],
      ['Dibayar', '1,020,000'],
    ]);
    expect(m?.bayar).toEqual([
      ['TUNAI', '420,000'],
      ['DEBIT 123 TOKO KARTU 4111', '600,000'],
    ]);
    expect(m?.items[0]).toMatchObject({ nama: 'CINCIN', kadar: '75%', berat: '2.000 gr', murni: '1.500 gr' });
    expect(JSON.stringify(m)).not.toMatch(/undefined|NaN|null/);
  });

  it('a cancelled repayment prints DIBATALKAN (BATAL) with the day it was cancelled', () => {
    const batal = { ...doc, lunas: [lunasRow({ status: 'BATAL', tgl_batal: '2026-12-11' })] };
    const m = buildNotaLunas(batal, 'PST-PI26-00001-L1', undefined, 'ADMIN', now, 'WIB');
    expect(m).toMatchObject({ batal: true, status: 'BATAL' });
    expect(m?.ringkasan.at(-1)).toEqual(['Dibatalkan', '11 Desember 2026']);
  });

  it('a renewal prints the interest paid, the change, the new loan and the pieces kept', () => {
    const renewed: HutangDoc = {
      ...doc,
      status: 'DIPERBARUI',
      lunas: [
        lunasRow({
          jenis: 'PEREMAJAAN',
          hari: 10,
          pokok: 0,
          bunga: 14_000,
          total: 14_000,
          kembalian: 6_000,
          no_hutang_baru: 'PST-PI26-00002',
        }),
      ],
      payments: [bayar({ jumlah: 20_000 })],
    };
    const m = buildNotaLunas(renewed, 'PST-PI26-00001-L1', undefined, 'ADMIN', now, 'WIB');
    expect(m).toMatchObject({
      judul: 'NOTA PEREMAJAAN',
      status: 'DIPERBARUI',
      jaminan: 'Barang Jaminan (Tetap Dijaminkan)',
    });
    expect(Object.fromEntries(m?.info ?? [])['No Hutang Baru']).toBe('PST-PI26-00002');
    expect(m?.ringkasan).toEqual([
      ['Pokok Pinjaman', '1,000,000'],
      ['Bunga (10 Hari)', '14,000'],
      ['Total Bunga Dibayar', '14,000'],
      ['Dibayar', '20,000'],
      ['Kembalian', '6,000'],
    ]);
    expect(m?.bayar).toEqual([['TUNAI', '20,000']]);
  });

  it('a number the loan does not have gives no receipt', () => {
    expect(buildNotaLunas(doc, 'PST-PI26-00001-L9', undefined, 'ADMIN', now, 'WIB')).toBeUndefined();
  });
});
