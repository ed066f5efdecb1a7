import type { Sale } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { jamToko, readZoneFrom } from '../../../lib/shop-time.ts';
import { buildNota, kadarText, paymentLabel } from './nota-model.ts';

const sale = (over: Partial<Sale> = {}): Sale => ({
  no_faktur_group: 'PST-FJ-260105-0001',
  tanggal: '2026-01-05',
  created_at: '2026-01-05T07:04:00.000Z',
  kode_sales: 'S01',
  nama_sales: 'DEWI',
  kode_member: '',
  nama_customer: 'BUDI',
  no_hp: '0812',
  alamat_customer: '',
  kode_marketplace: '',
  nama_marketplace: null,
  jumlah_barang: 1,
  total_berat: 2.125,
  total_harga: 2_175_000,
  total_bayar: 2_200_000,
  kembalian: 25_000,
  poin: 0,
  status: 'AKTIF',
  status_valid: 'OPEN',
  valid_by: null,
  input_by: 'ADMIN',
  batal_alasan: null,
  batal_by: null,
  batal_otorisasi: null,
  batal_at: null,
  items: [
    {
      no_faktur_jual: 'PST-FJ-260105-0001-01',
      kode_barcode: '00000001',
      nama_barang: 'CINCIN',
      kode_group: 'E75',
      kode_dept: 'CC',
      kode_gudang: 'ETL',
      kode_baki: 'B1',
      berat: 2.125,
      kadar: 75,
      kadar_cetak: '',
      nama_atribut: '',
      berat_atribut: 0,
      harga_gram: 1_000_000,
      ongkos: 50_000,
      harga_atribut: 0,
      harga_hitung: 2_175_000,
      harga_total: 2_175_000,
      status: 'AKTIF',
    },
  ],
  payments: [
    {
      seq: 1,
      jenis: 'TRANSFER',
      jumlah: 1_000_000,
      no_rekening: '123',
      nama_rekening: 'TOKO',
      kode_bank: 'BCA',
      no_kartu: '',
      fee: 0,
      usd: 0,
      kurs: 0,
      no_titip: '',
      no_ref: '',
    },
    {
      seq: 2,
      jenis: 'CASH',
      jumlah: 1_200_000,
      no_rekening: '',
      nama_rekening: null,
      kode_bank: null,
      no_kartu: '',
      fee: 0,
      usd: 0,
      kurs: 0,
      no_titip: '',
      no_ref: '',
    },
  ],
  ...over,
});

describe('nota', () => {
  it('formats every value: date and WIB time, weight, purity, money, words, payments', () => {
    const n = buildNota(sale(), undefined, undefined, 'ADMIN', new Date('2026-01-05T18:30:00Z'));
    expect(n.info).toContainEqual(['Tanggal', '5 Januari 2026, 14:04 WIB']);
    expect(n.info).toContainEqual(['Sales', 'S01 - DEWI']);
    expect(n.items[0]).toMatchObject({ berat: '2.125 gr', kadar: '75%', harga: '2,175,000' });
    expect(n.total).toBe('2,175,000');
    expect(n.terbilang).toBe('DUA JUTA SERATUS TUJUH PULUH LIMA RIBU RUPIAH');
    expect(n.rows).toEqual([
      ['TRANSFER BCA 123 A/N TOKO', '1,000,000'],
      ['TUNAI', '1,200,000'],
      ['TOTAL BAYAR', '2,200,000'],
      ['KEMBALIAN', '25,000'],
    ]);
    // defaults of the nota settings when the store set none
    expect(n).toMatchObject({ judul: 'NOTA PENJUALAN', ukuran: 'A5', tampilFoto: true });
    expect(n.printed).toBe('Dicetak Oleh ADMIN / 6 Januari 2026 01:30');
  });

  it('issue 10 tz: a WITA store’s receipt reads the sale and print times on its clock and says WITA', () => {
    // Sold 23:30 WIB on 5 January = 00:30 WITA on 6 January (the shop day stays the record's tanggal).
    const late = sale({ created_at: '2026-01-05T16:30:00Z' });
    const now = new Date('2026-01-05T16:45:00Z');
    const wita = buildNota(late, undefined, undefined, 'ADMIN', now, 'WITA');
    expect(wita.info).toContainEqual(['Tanggal', '5 Januari 2026, 00:30 WITA']);
    expect(wita.printed).toBe('Dicetak Oleh ADMIN / 6 Januari 2026 00:45');
    expect(JSON.stringify(wita)).not.toContain('WIB');
    const wib = buildNota(late, undefined, undefined, 'ADMIN', now, 'WIB');
    expect(wib.info).toContainEqual(['Tanggal', '5 Januari 2026, 23:30 WIB']);
    expect(wib.printed).toBe('Dicetak Oleh ADMIN / 5 Januari 2026 23:45');
    expect(buildNota(late, undefined, undefined, 'ADMIN', now, 'WIT').info).toContainEqual([
      'Tanggal',
      '5 Januari 2026, 01:30 WIT',
    ]);
  });

  it('issue 10 tz: by default the receipt takes the signed-in store’s zone', () => {
    readZoneFrom(() => 'WITA');
    try {
      const n = buildNota(sale({ created_at: '2026-01-05T16:30:00Z' }), undefined, undefined, 'ADMIN');
      expect(n.info).toContainEqual(['Tanggal', '5 Januari 2026, 00:30 WITA']);
      expect(jamToko('2026-01-05T16:30:00Z')).toBe('00:30');
    } finally {
      readZoneFrom(() => 'WIB');
    }
  });

  it('never prints undefined, null or NaN, even from a sparse record', () => {
    const sparse = sale({
      nama_sales: null,
      nama_customer: '',
      created_at: 'bukan tanggal',
      items: [{ ...sale().items[0], kadar: Number.NaN, nama_barang: '' } as Sale['items'][number]],
      payments: [{ ...sale().payments[0], kode_bank: null, nama_rekening: null } as Sale['payments'][number]],
    });
    const para = new Map([
      ['NOTA_TAMPIL_FOTO', 'false'],
      ['NOTA_UKURAN', 'THERMAL80'],
      ['NOTA_JUDUL', 'NOTA'],
    ]);
    const n = buildNota(
      sparse,
      {
        kode_toko: 'PST',
        nama_toko: 'KILAU',
        alamat_toko: '',
        no_hp: '',
        tipe_toko: 'PUSAT',
        tgl_system: '2026-11-22',
        time_zone: 'WIB',
      },
      para,
      '',
    );
    const all = JSON.stringify(n);
    expect(all).not.toMatch(/undefined|null|NaN|Invalid/);
    expect(n).toMatchObject({ tampilFoto: false, ukuran: 'THERMAL80', judul: 'NOTA' });
    expect(n.info).toContainEqual(['Customer', 'UMUM']);
  });

  it('labels payment kinds', () => {
    const p = sale().payments[0] as Sale['payments'][number];
    expect(paymentLabel({ ...p, jenis: 'KREDIT', no_kartu: '4111222233334444', fee: 25_000 })).toBe(
      'KARTU KREDIT BCA 123 KARTU **4444 (FEE RP 25,000)',
    );
    expect(paymentLabel({ ...p, jenis: 'USD', usd: 100.5, kurs: 16_000 })).toBe('USD 100.50 X 16,000');
    expect(paymentLabel({ ...p, jenis: 'TITIPAN', no_titip: 'TT-260105-0001' })).toBe('TITIPAN TT-260105-0001');
    expect(paymentLabel({ ...p, jenis: 'TUKAR', no_ref: '' })).toBe('TUKAR BARANG');
    expect(kadarText('750', 75)).toBe('750');
    expect(jamToko(undefined)).toBe('');
  });
});
