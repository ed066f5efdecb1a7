import { describe, expect, it } from 'vitest';
import { itemTotals, parseItem, valuesOf } from './item-model.ts';

const line = {
  kode_group: 'emas75',
  kode_dept: 'cc',
  kode_gudang: 'etl',
  kode_baki: 'b01',
  nama_barang: 'cincin polos',
  berat: '2.125',
  kadar: '75',
  kadar_cetak: '750',
  ongkos: '50000',
  perolehan: 'FAKTUR',
  jumlah: '3',
};

describe('item line', () => {
  it('accepts a complete line as the server would, upper-cased, money as integers', () => {
    const r = parseItem(line);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.item).toMatchObject({
      kode_group: 'EMAS75',
      nama_barang: 'CINCIN POLOS',
      berat: '2.125',
      ongkos: 50000,
      harga_jual: 0,
      jumlah: 3,
    });
  });

  it("refuses with the schema's Indonesian messages, one per field", () => {
    const r = parseItem({ ...line, nama_barang: '', berat: '1.2345', kode_baki: '', jumlah: '0' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      nama_barang: 'Nama Barang Tidak Boleh Kosong',
      berat: 'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal',
      kode_baki: 'Kode Baki Tidak Boleh Kosong.',
      jumlah: 'Jumlah Minimal 1',
    });
    const empty = parseItem({});
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.errors.kode_group).toBe('Kode Group Tidak Boleh Kosong');
  });

  it('goes back to the form without zero placeholders', () => {
    const r = parseItem(line);
    if (!r.ok) throw new Error('bad');
    const v = valuesOf(r.item);
    expect(v).toMatchObject({ berat: '2.125', ongkos: '50000', harga_jual: '', jumlah: '3' });
    expect(parseItem(v)).toEqual(r);
  });

  it('totals pieces and weight exactly', () => {
    expect(
      itemTotals([
        { berat: '0.1', jumlah: 3 },
        { berat: '0.2', jumlah: 1 },
      ]),
    ).toEqual({ pieces: 4, berat: '0.500' });
  });
});
