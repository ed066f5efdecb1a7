import { describe, expect, it } from 'vitest';
import { newPayLine } from '../../penjualan/counter/cart-model.ts';
import { checkService, emptyService, type ServiceState, serviceBody, serviceTotals } from './service-model.ts';

const para = { tanggal: '2026-11-25', persen_tambahan: '10' };
const filled = (over: Partial<ServiceState> = {}): ServiceState => {
  const s = emptyService();
  return {
    ...s,
    kode_sales: 'S01',
    customer: { ...s.customer, nama_customer: 'BUDI' },
    lines: [
      {
        ...(s.lines[0] as ServiceState['lines'][number]),
        nama_barang: 'KALUNG',
        berat: '5',
        jumlah: 2,
        ongkos: 75_000,
      },
    ],
    ...over,
  };
};

describe('service counter model', () => {
  it('totals quantity × fee with the surcharge % as its own line, as the server does', () => {
    const t = serviceTotals(filled({ dp: 50_000 }), para);
    expect(t).toMatchObject({ subtotal: 150_000, tambahan: 15_000, totalService: 165_000, sisaService: 115_000 });
    expect(t.sisa).toBe(50_000);
  });
  it('refuses a DP above the total and lines that do not cover it, in the server words', () => {
    expect(checkService(filled({ dp: 200_000 }), para)).toEqual({
      ok: false,
      message: 'DP Tidak Boleh Melebihi Total Service',
    });
    expect(checkService(filled({ dp: 50_000 }), para)).toEqual({ ok: false, message: 'Pembayaran Kurang Rp 50,000' });
    const paidLine = newPayLine('CASH', { jumlah: 50_000 });
    expect(checkService(filled({ dp: 50_000, payments: [paidLine] }), para)).toEqual({ ok: true });
    expect(checkService(filled({ dp: 0 }), para)).toEqual({ ok: true });
    expect(checkService({ ...filled(), kode_sales: '' }, para)).toEqual({ ok: false, message: 'Sales Harus Dipilih' });
  });
  it('sends the items and payment lines the server reads', () => {
    const b = serviceBody(filled({ dp: 50_000, payments: [newPayLine('CASH', { jumlah: 50_000 })] }));
    expect(b.items).toEqual([{ nama_barang: 'KALUNG', berat: '5', jumlah: 2, ongkos: 75_000, deskripsi: '' }]);
    expect(b.payments).toEqual([{ jenis: 'CASH', jumlah: 50_000, no_rekening: '', no_kartu: '', fee: 0 }]);
  });
});
