import type { ParameterBeli } from '@kilau/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BeliLine,
  type BeliState,
  beliTotals,
  checkBeli,
  emptyBeli,
  hargaOf,
  policyOf,
  raisedLines,
} from './beli-model.ts';

const para: ParameterBeli = {
  tanggal: '2026-11-24',
  pembulatan: 500,
  groups: [
    { kode_group: 'E75', nama_group: 'EMAS 75', harga_beli_gram: 900_000, rugi_nota: { type: 'RP', nilai: '10000' } },
  ],
  jenis: [{ kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' }],
  kondisi: [{ kode_kondisi: 'MULUS', type_kondisi: 'PERSENTASE', potongan_nota: '2', potongan_tanpa_nota: '5' }],
};
const line = (over: Partial<BeliLine> = {}): BeliLine => ({
  id: 'l1',
  kode_barcode: '',
  no_faktur_ext: '',
  kode_dept: 'CC',
  nama_barang: 'CINCIN',
  kadar: '75',
  berat_nota: '0',
  harga_nota: 0,
  berat: '1.95',
  kode_kondisi: 'MULUS',
  ada_nota: true,
  harga: 0,
  manual: false,
  ...over,
});
const state = (lines: BeliLine[], bayar: number): BeliState => ({
  ...emptyBeli,
  kode_sales: 'S01',
  kode_gudang: 'SRT',
  kode_baki: 'S1',
  lines,
  payments: [
    { id: 'p1', jenis: 'CASH', jumlah: bayar, no_rekening: '', no_rekening_customer: '', nama_bank_customer: '' },
  ],
});

describe('buy-back counter model', () => {
  it('prices a line as the server does: 872,000/g × 1.950 g → 1,700,000 (down to the store step)', () => {
    const p = policyOf(line(), para);
    expect(p.ok && p.h).toMatchObject({ harga_rata: 872_000, harga: 1_700_000 });
    expect(hargaOf(line(), para)).toBe(1_700_000);
    expect(hargaOf(line({ manual: true, harga: 1_500_000 }), para)).toBe(1_500_000);
  });
  it('says why a line cannot be priced', () => {
    expect(policyOf(line({ kode_kondisi: '' }), para)).toEqual({ ok: false, message: 'Kondisi Tidak Boleh Kosong' });
    const noPrice = { ...para, groups: [{ ...para.groups[0], harga_beli_gram: null }] } as ParameterBeli;
    expect(policyOf(line(), noPrice)).toEqual({
      ok: false,
      message: 'Harga Beli Group E75 Belum Diisi Di Master Parameter Harga Emas',
    });
  });
  it('a price above policy is a raised line for the supervisor; a lower one is not', () => {
    const s = state([line({ manual: true, harga: 1_800_000 }), line({ id: 'l2', manual: true, harga: 1 })], 0);
    expect(raisedLines(s, para)).toEqual([{ kode_barcode: 'MANUAL-1', harga_lama: 1_700_000, harga_baru: 1_800_000 }]);
  });
  it('saving needs the payments to equal the total, and a price on every line', () => {
    expect(checkBeli(state([line()], 1_600_000), para)).toEqual({
      ok: false,
      message: 'Jumlah Pembayaran Rp 1,600,000 Harus Sama Dengan Total Pembelian Rp 1,700,000',
    });
    expect(checkBeli(state([line({ manual: true, harga: 0 })], 0), para)).toEqual({
      ok: false,
      message: 'Harga Tidak Boleh Kosong.',
    });
    const ok = checkBeli(state([line()], 1_700_000), para);
    expect(ok.ok && ok.body.items[0]).toMatchObject({ harga: 1_700_000, berat: '1.95' });
  });
  it('property: the total is the sum of the lines, whole rupiah; sisa = total − paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ mg: fc.integer({ min: 1, max: 100_000 }), nota: fc.boolean() }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 1e9 }),
        (ls, bayar) => {
          const lines = ls.map((x, i) =>
            line({
              id: `l${i}`,
              berat: `${Math.floor(x.mg / 1000)}.${String(x.mg % 1000).padStart(3, '0')}`,
              ada_nota: x.nota,
            }),
          );
          const t = beliTotals(state(lines, bayar), para);
          expect(t.total).toBe(lines.reduce((n, l) => n + hargaOf(l, para), 0));
          expect(Number.isSafeInteger(t.total)).toBe(true);
          expect(t.sisa).toBe(t.total - bayar);
        },
      ),
    );
  });
});
