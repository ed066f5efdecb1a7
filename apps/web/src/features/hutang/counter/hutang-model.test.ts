import type { ParameterHutang } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { checkHutang, emptyHutang, hutangBody, hutangTotals, newJaminan } from './hutang-model.ts';

const para: ParameterHutang = {
  tanggal: '2026-11-25',
  harga_emas_gram: 1_000_000,
  persen_max: '80',
  pembulatan: 1000,
  tenggang: 7,
  ubah_bunga: false,
  kondisi: [
    { kode_pinjaman: 'A', nominal_dari: 0, nominal_sampai: 500_000, bunga_persen: '4', lama_pinjam: 30 },
    { kode_pinjaman: 'B', nominal_dari: 500_001, nominal_sampai: 5_000_000, bunga_persen: '3', lama_pinjam: 60 },
  ],
};

const state = (pokok: number) => ({
  ...emptyHutang(),
  kode_sales: 'S01',
  customer: { kode_member: '', nama_customer: 'siti', no_hp: '', alamat_customer: '' },
  lines: [
    { ...newJaminan(), nama_barang: 'cincin', kadar: '75', berat: '1' },
    { ...newJaminan(), nama_barang: 'gelang', kadar: '70', berat: '2.5', jumlah: 2 },
  ],
  pokok,
});

describe('loan counter model', () => {
  it('values the pieces at the fine gold price, caps the loan, takes the kondisi of the amount', () => {
    const t = hutangTotals(state(250_000), para);
    expect(t).toMatchObject({ qty: 3, berat: '3.500', murni: '2.500', nilai: 2_500_000, max: 2_000_000 });
    expect(t).toMatchObject({ kode_pinjaman: 'A', bunga: '4', lama: 30, jatuhTempo: '2026-12-25', tagihan: 260_000 });
    expect(hutangTotals(state(600_000), para)).toMatchObject({ kode_pinjaman: 'B', bunga: '3', lama: 60 });
  });
  it('refuses what the server refuses, and sends NONMEMBER with the kondisi defaults left to the server', () => {
    expect(checkHutang(state(2_000_001), para)).toEqual({
      ok: false,
      message: 'Jumlah Pinjaman Melebihi Maksimal Pinjaman Rp 2,000,000',
    });
    expect(checkHutang(state(0), para).ok).toBe(false);
    expect(checkHutang(state(250_000), { ...para, harga_emas_gram: null }).ok).toBe(false);
    expect(checkHutang(state(250_000), para)).toEqual({ ok: true });
    const body = hutangBody(state(250_000));
    expect(body).not.toHaveProperty('lama_hari');
    expect(body).not.toHaveProperty('bunga_persen');
    expect(body).toMatchObject({ kode_member: '', cara_bayar: 'CASH', no_rekening: '' });
  });
});
