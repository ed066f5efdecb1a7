import { describe, expect, it } from 'vitest';
import { escapeHtml, labelOf, MAX_NAME } from './label-model.ts';

describe('label content', () => {
  it('a gold piece shows its weight with 3 decimals and no price', () => {
    expect(
      labelOf({
        kode_barcode: '123',
        nama_barang: 'cincin polos',
        berat: 2.5,
        kadar_cetak: '750',
        kode_group: 'EMAS75',
        kode_dept: 'CC',
        harga_jual: 0,
      }),
    ).toEqual({
      barcode: '00000123',
      nama: 'CINCIN POLOS',
      berat: '2.500 gr',
      kadar: '750',
      harga: null,
      kode: 'EMAS75 · CC',
    });
  });

  it('a fixed-price piece shows its price in rupiah', () => {
    const l = labelOf({
      kode_barcode: '00008000',
      nama_barang: 'CINCIN BERLIAN',
      berat: '12.022',
      harga_jual: 21000000,
    });
    expect(l.harga).toBe('Rp 21,000,000');
    expect(l.berat).toBe('12.022 gr');
    expect(l.kadar).toBe('');
    expect(l.kode).toBe('');
  });

  it('shortens long names and escapes HTML', () => {
    const l = labelOf({ kode_barcode: '1', nama_barang: 'X'.repeat(60), berat: 1 });
    expect(l.nama).toHaveLength(MAX_NAME);
    expect(l.nama.endsWith('…')).toBe(true);
    expect(escapeHtml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
  });
});
