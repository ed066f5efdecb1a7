import type { ScannedPiece } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { checkBayarDp, dpTotals, MSG_DP } from './bayar-dp-model.ts';
import { type CounterState, emptyCustomer, newPayLine } from './cart-model.ts';

const piece = (kode: string, harga: number, no_titip?: string): ScannedPiece => ({
  _id: kode,
  kode_barcode: kode,
  nama_barang: 'CINCIN',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat: 2.125,
  kadar: 75,
  kadar_cetak: '75',
  nama_atribut: '',
  berat_atribut: 0,
  harga_atribut: 0,
  ongkos: 50_000,
  harga_jual: 0,
  harga_gram: 1_000_000,
  harga_total: harga,
  ...(no_titip ? { no_titip } : {}),
});
const state = (over: Partial<CounterState> = {}): CounterState => ({
  kode_sales: 'S01',
  customer: { ...emptyCustomer, nama_customer: 'rina' },
  kode_marketplace: '',
  cart: [{ piece: piece('00000001', 2_175_000), harga: 2_175_000 }],
  payments: [newPayLine('CASH', { jumlah: 500_000 })],
  ...over,
});

describe('Bayar DP at the counter', () => {
  it('the DP is what the lines add up to; the body carries the pieces and the lines', () => {
    const s = state({
      payments: [
        newPayLine('CASH', { jumlah: 300_000 }),
        newPayLine('DEBIT', { jumlah: 200_000, no_rekening: '123', no_kartu: '4111', fee: 2_000 }),
      ],
    });
    expect(dpTotals(s)).toEqual({ total: 2_175_000, dp: 500_000, sisa: 1_675_000 });
    const r = checkBayarDp(s);
    expect(r.ok && r.body).toMatchObject({
      nama_customer: 'RINA',
      dp: 500_000,
      items: [{ kode_barcode: '00000001' }],
      payments: [
        { jenis: 'CASH', jumlah: 300_000 },
        { jenis: 'DEBIT', jumlah: 200_000, no_rekening: '123', no_kartu: '4111', fee: 2_000 },
      ],
    });
  });

  it('refuses an empty cart, no customer, no DP, the whole price, other kinds and a piece already reserved', () => {
    const msg = (s: CounterState) => {
      const r = checkBayarDp(s);
      return r.ok ? 'ok' : r.message;
    };
    expect(msg(state({ cart: [] }))).toBe(MSG_DP.kosong);
    expect(msg(state({ customer: emptyCustomer }))).toBe('Nama Customer Harus Diisi');
    expect(msg(state({ payments: [] }))).toBe(MSG_DP.dpKosong);
    expect(msg(state({ payments: [newPayLine('CASH', { jumlah: 2_175_000 })] }))).toBe(MSG_DP.dpLebih);
    expect(msg(state({ payments: [newPayLine('TITIPAN', { jumlah: 100, no_titip: 'TT-1' })] }))).toBe(MSG_DP.jenis);
    expect(msg(state({ cart: [{ piece: piece('00000002', 2_175_000, 'TT-9'), harga: 2_175_000 }] }))).toBe(
      MSG_DP.sudahDipesan('00000002', 'TT-9'),
    );
    expect(msg(state({ cart: [{ piece: piece('00000001', 2_175_000), harga: 2_000_000 }] }))).toBe(MSG_DP.hargaUbah);
  });
});
