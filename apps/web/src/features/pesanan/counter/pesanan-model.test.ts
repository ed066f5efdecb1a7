import type { ParameterPesanan } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { newPayLine } from '../../penjualan/counter/cart-model.ts';
import {
  checkPesanan,
  emptyPesanan,
  lineHarga,
  type PesananState,
  pesananBody,
  pesananTotals,
  sisaDp,
} from './pesanan-model.ts';

const para: ParameterPesanan = {
  tanggal: '2026-11-25',
  pembulatan: 500,
  kategori: [{ kode_group: 'E75', nama_group: 'EMAS 75', harga_gram: 987_654 }],
};

const filled = (over: Partial<PesananState> = {}): PesananState => ({
  ...emptyPesanan(),
  kode_sales: 'S01',
  customer: { kode_member: '', nama_customer: 'SITI', no_hp: '0812', alamat_customer: '' },
  tgl_estimasi: '2026-12-01',
  lines: [{ id: 'a', kode_group: 'E75', nama_barang: 'CINCIN', berat_estimasi: '2.345', deskripsi: '' }],
  dp: 1_000_000,
  payments: [
    newPayLine('CASH', { id: 'c', jumlah: 600_000 }),
    newPayLine('DEBIT', { id: 'd', jumlah: 500_000, no_rekening: '123' }),
  ],
  ...over,
});

describe('order counter model', () => {
  it('prices a line as the server does: weight × kategori price per gram, rounded up to PEMBULATAN', () => {
    expect(lineHarga(filled().lines[0] as PesananState['lines'][number], para)).toEqual({
      hargaGram: 987_654,
      harga: 2_316_500,
    });
    expect(
      lineHarga({ id: 'x', kode_group: 'E75', nama_barang: '', berat_estimasi: '', deskripsi: '' }, para).harga,
    ).toBe(0);
    expect(
      lineHarga({ id: 'x', kode_group: 'XX', nama_barang: '', berat_estimasi: '1', deskripsi: '' }, para).harga,
    ).toBe(0);
  });
  it('totals the DP payment: change in cash, remainder of the order', () => {
    const t = pesananTotals(filled(), para);
    expect(t).toMatchObject({
      hargaTotal: 2_316_500,
      dp: 1_000_000,
      paid: 1_100_000,
      kembalian: 100_000,
      sisaPesanan: 1_316_500,
    });
    expect(sisaDp(filled(), 'd')).toBe(400_000);
  });
  it('refuses what the server refuses, in its words', () => {
    expect(checkPesanan(filled(), para)).toEqual({ ok: true });
    expect(checkPesanan(filled({ dp: 3_000_000 }), para)).toEqual({
      ok: false,
      message: 'DP Tidak Boleh Melebihi Total Pesanan',
    });
    expect(checkPesanan(filled({ payments: [] }), para)).toEqual({
      ok: false,
      message: 'Pembayaran Kurang Rp 1,000,000',
    });
    expect(checkPesanan(filled({ kode_sales: '' }), para)).toEqual({ ok: false, message: 'Sales Harus Dipilih' });
    expect(checkPesanan(filled({ tgl_estimasi: '' }), para)).toEqual({
      ok: false,
      message: 'Tanggal Estimasi Selesai Harus Diisi',
    });
  });
  it('sends the payment lines with their own fields only', () => {
    const b = pesananBody(filled()) as { payments: Record<string, unknown>[] };
    expect(b.payments).toEqual([
      { jenis: 'CASH', jumlah: 600_000, no_rekening: '', no_kartu: '', fee: 0 },
      { jenis: 'DEBIT', jumlah: 500_000, no_rekening: '123', no_kartu: '', fee: 0 },
    ]);
  });
});
