import type { HutangDoc } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { bayar, doc, lunasRow } from './nota-lunas.fixture.ts';
import { buildNotaLunas } from './nota-lunas-model.ts';

const now = new Date('2026-12-10T05:00:00Z');

describe('NOTA PELUNASAN / NOTA PEREMAJAAN model', () => {
  it('a repayment: number, dates in words, pieces given back, principal + interest, each payment line, LUNAS', () => {
    const m = buildNotaLunas(doc, 'PST-PI26-00001-L1', undefined, 'ADMIN', now, 'WIB');
    expect(m).toMatchObject({
      judul: 'NOTA PELUNASAN',
      no: 'PST-PI26-00001-L1',
      batal: false,
      status: 'LUNAS',
    });
    expect(m?.columns[1]?.label).toBe('Barang Jaminan Dikembalikan');
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
    });
    expect(m?.columns[1]?.label).toBe('Barang Jaminan (Tetap Dijaminkan)');
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
