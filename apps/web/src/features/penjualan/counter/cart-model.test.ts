import type { ScannedPiece } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  type CounterState,
  canAddPayment,
  checkSale,
  emptyCustomer,
  lineAmount,
  newPayLine,
  otorisasiNeeded,
  saleBody,
  sisaFor,
  totals,
} from './cart-model.ts';

const piece = (kode: string, harga: number, berat = 2.125): ScannedPiece => ({
  _id: kode,
  kode_barcode: kode,
  nama_barang: 'CINCIN',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat,
  kadar: 75,
  kadar_cetak: '75',
  nama_atribut: '',
  berat_atribut: 0,
  harga_atribut: 0,
  ongkos: 50_000,
  harga_jual: 0,
  harga_gram: 1_000_000,
  harga_total: harga,
});
const line = (kode: string, harga: number, berat?: number): CartLine => ({ piece: piece(kode, harga, berat), harga });
const state = (over: Partial<CounterState> = {}): CounterState => ({
  kode_sales: 'S01',
  customer: { ...emptyCustomer, nama_customer: 'budi' },
  kode_marketplace: '',
  cart: [line('00000001', 2_175_000), line('00000002', 2_175_000, 0.001)],
  payments: [],
  ...over,
});

describe('counter totals', () => {
  it('sums prices, weights exactly, paid, remaining and change', () => {
    const s = state({
      payments: [
        newPayLine('TRANSFER', { jumlah: 1_000_000, no_rekening: '123' }),
        newPayLine('USD', { usd: '100.5', kurs: 16_000 }),
      ],
    });
    const t = totals(s.cart, s.payments);
    expect(t).toMatchObject({ items: 2, berat: '2.126', total: 4_350_000, paid: 2_608_000, sisa: 1_742_000 });
    expect(t.kembalian).toBe(0);
    const cash = newPayLine('CASH', { jumlah: 2_000_000 });
    const t2 = totals(s.cart, [...s.payments, cash]);
    expect(t2).toMatchObject({ sisa: 0, kembalian: 258_000, nonCash: 1_000_000 });
    expect(canAddPayment(t2)).toBe(false);
  });

  it('the Sisa button fills exactly what the other lines leave', () => {
    const a = newPayLine('TRANSFER', { jumlah: 1_000_000 });
    const b = newPayLine('CASH', { jumlah: 99 });
    const s = state({ payments: [a, b] });
    expect(sisaFor(s.cart, s.payments, b.id)).toBe(3_350_000);
    expect(sisaFor(s.cart, [newPayLine('CASH', { jumlah: 9_000_000 }), b], b.id)).toBe(0);
  });

  it('a USD line without rate or amount is worth nothing, never NaN', () => {
    expect(lineAmount(newPayLine('USD', { usd: 'abc', kurs: 16_000 }))).toBe(0);
    expect(lineAmount(newPayLine('USD', { usd: '10', kurs: 0 }))).toBe(0);
  });
});

describe('checkSale', () => {
  it('refuses with the server texts: sales, items, payment, underpaid, non-cash above the bill', () => {
    expect(checkSale(state({ kode_sales: '' }))).toEqual({ ok: false, message: 'Sales Harus Dipilih' });
    expect(checkSale(state({ cart: [], payments: [newPayLine('CASH', { jumlah: 1 })] }))).toEqual({
      ok: false,
      message: 'Belum Ada Barang Yang Di Scan',
    });
    expect(checkSale(state())).toEqual({ ok: false, message: 'Pembayaran Belum Diisi' });
    expect(checkSale(state({ payments: [newPayLine('DEBIT', { jumlah: 10 })] }))).toEqual({
      ok: false,
      message: 'Rekening Tujuan Harus Dipilih',
    });
    expect(checkSale(state({ payments: [newPayLine('CASH', { jumlah: 4_175_000 })] }))).toEqual({
      ok: false,
      message: 'Pembayaran Kurang Rp 175,000',
    });
    expect(checkSale(state({ payments: [newPayLine('TRANSFER', { jumlah: 5_000_000, no_rekening: '123' })] }))).toEqual(
      { ok: false, message: 'Pembayaran Non Tunai Melebihi Total Belanja' },
    );
  });

  it('builds the body: changed prices carried, fields of other kinds blanked, names upper-cased', () => {
    const s = state({
      cart: [line('00000001', 2_175_000), { ...line('00000002', 2_175_000), harga: 2_000_000 }],
      payments: [
        newPayLine('KREDIT', { jumlah: 1_000_000, no_rekening: '123', no_kartu: '4111', fee: 25_000, no_titip: 'X' }),
        newPayLine('CASH', { jumlah: 4_000_000, no_rekening: '123' }),
        newPayLine('CASH', { jumlah: 0 }),
      ],
    });
    const r = checkSale(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.nama_customer).toBe('BUDI');
    expect(r.body.items).toEqual([{ kode_barcode: '00000001' }, { kode_barcode: '00000002', harga_total: 2_000_000 }]);
    expect(r.body.payments).toHaveLength(2);
    expect(r.body.payments[0]).toMatchObject({ jenis: 'KREDIT', no_kartu: '4111', fee: 25_000, no_titip: '' });
    expect(r.body.payments[1]).toMatchObject({ jenis: 'CASH', no_rekening: '', fee: 0 });
    expect(saleBody(s).kode_sales).toBe('S01');
  });
});

describe('supervisor authorizations of a sale', () => {
  const grant = (n: number) => ({ otorisasi_id: `00000000-0000-4000-8000-00000000000${n}` });

  it('issue 9.3 / 11: asks once per changed-price cart and per USD line at another rate; a TUKAR line names its purchase instead', () => {
    const usdToko = newPayLine('USD', { usd: '10', kurs: 16_000 });
    const usdLain = newPayLine('USD', { usd: '20', kurs: 16_500 });
    const tukar = newPayLine('TUKAR', { jumlah: 500_000, no_ref: 'PB-1' });
    const s = state({
      cart: [line('00000001', 2_175_000), { ...line('00000002', 2_175_000), harga: 2_000_000 }],
      payments: [usdToko, usdLain, tukar],
    });
    const needs = otorisasiNeeded(s, 16_000);
    expect(needs.map((n) => [n.key, n.jenis, n.no_ref, n.detail])).toEqual([
      [
        'harga',
        'UBAH_HARGA',
        '',
        { items: [{ kode_barcode: '00000002', harga_lama: 2_175_000, harga_baru: 2_000_000 }] },
      ],
      [usdLain.id, 'UBAH_KURS', '', { kurs_lama: 16_000, kurs_baru: 16_500 }],
    ]);
    expect(needs[1]?.description).toBe('Kurs USD Rp 16,000 → Rp 16,500 (USD 20)');
    expect(otorisasiNeeded(state({ payments: [tukar] }), 16_000)).toEqual([]);
    expect(otorisasiNeeded(state({ payments: [usdToko] }), 16_000)).toEqual([]);
    // a cleared rate is refused on the screen (the server would read it as the store's rate)
    const cleared = state({ payments: [newPayLine('USD', { usd: '300', kurs: 0 })] });
    expect(checkSale(cleared)).toEqual({ ok: false, message: 'Kurs USD Harus Diisi' });
  });

  it('the body carries each grant where the server takes it', () => {
    const usd = newPayLine('USD', { usd: '100', kurs: 16_500 });
    const tukar = newPayLine('TUKAR', { jumlah: 500_000, no_ref: 'pb-1' });
    const cash = newPayLine('CASH', { jumlah: 5_000_000 });
    const s = state({ payments: [usd, tukar, cash] });
    const body = saleBody(s, { [usd.id]: grant(1), [tukar.id]: grant(2) }) as {
      payments: Record<string, unknown>[];
      otorisasi?: unknown;
    };
    expect(body.payments.map((p) => p.otorisasi)).toEqual([grant(1), grant(2), undefined]);
    expect(body.otorisasi).toBeUndefined();
    expect((saleBody(s, { harga: grant(3) }) as { otorisasi?: unknown }).otorisasi).toEqual(grant(3));
    const r = checkSale(s, { [usd.id]: grant(1), [tukar.id]: grant(2) });
    expect(r.ok && r.body.payments[0]?.otorisasi).toEqual(grant(1));
  });
});
