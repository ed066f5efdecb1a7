import { describe, expect, it } from 'vitest';
import { lebihReason, type OpnameState, opnameSummary, opnameTarget, scanOutcome } from './opname-model.ts';

const head = {
  _id: 'x',
  tanggal: '2026-11-22',
  jenis: 'BAKI' as const,
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  no_ref: '',
  status: 'PROSES' as const,
  hasil: '',
  started_by: 'ADMIN',
  started_at: '2026-11-22T01:00:00Z',
  finished_by: null,
  finished_at: null,
  jumlah_seharusnya: 0,
  jumlah_ditemukan: 0,
  jumlah_hilang: 0,
  jumlah_lebih: 0,
};
const scanned = (kode_barcode: string, over = {}) => ({
  kode_barcode,
  at: '2026-11-22T01:00:00Z',
  user_id: 'ADMIN',
  nama_barang: 'CINCIN',
  berat: 1.1,
  kode_baki: 'B1',
  status: 'STOCK',
  ...over,
});

describe('stock opname model', () => {
  const state: OpnameState = {
    opname: head,
    ditemukan: [scanned('00000001'), scanned('00000002', { berat: 2.2 })],
    hilang: [{ kode_barcode: '00000003', nama_barang: 'KALUNG', berat: 0.7 }],
    lebih: [scanned('00000009', { kode_baki: 'B2' })],
    dipesan: [],
    jumlah_seharusnya: 3,
  };

  it('counts the three lists with exact weights and the result a finish would record', () => {
    expect(opnameSummary(state)).toEqual({
      seharusnya: 3,
      ditemukan: 2,
      hilang: 1,
      lebih: 1,
      berat: { seharusnya: '4.000', ditemukan: '3.300', hilang: '0.700', lebih: '1.100' },
      hasil: 'SELISIH',
    });
    expect(opnameSummary({ ...state, hilang: [], lebih: [] }).hasil).toBe('SESUAI');
    // a finished count keeps the result it saved
    expect(opnameSummary({ ...state, opname: { ...head, status: 'SELESAI', hasil: 'SESUAI' } }).hasil).toBe('SESUAI');
  });

  it('explains an unexpected piece', () => {
    expect(lebihReason(scanned('1', { nama_barang: null, berat: null }), head)).toBe('Barcode Tidak Dikenal');
    expect(lebihReason(scanned('1', { status: 'TERJUAL' }), head)).toBe('Status TERJUAL');
    expect(lebihReason(scanned('1', { kode_baki: 'B2' }), head)).toBe('Milik Baki B2');
    expect(lebihReason(scanned('1'), { jenis: 'PENERIMAAN', kode_baki: '' })).toBe('Bukan Barang Penerimaan Ini');
  });

  it('names the target and where a scan landed', () => {
    expect(opnameTarget(head)).toBe('Baki B1');
    expect(opnameTarget({ jenis: 'PENERIMAAN', kode_baki: '', no_ref: 'PST-TB-261122-0001' })).toBe(
      'Penerimaan PST-TB-261122-0001',
    );
    expect(scanOutcome(state, '00000002')?.list).toBe('ditemukan');
    expect(scanOutcome(state, '00000009')?.list).toBe('lebih');
    expect(scanOutcome(state, '00000003')).toBeNull();
  });
});

describe('stock opname pdf', () => {
  it('prints the result, counts, and the three lists with page numbers', async () => {
    const { opnamePdf } = await import('./opname-pdf.ts');
    const s: OpnameState = {
      opname: {
        _id: 'x',
        tanggal: '2026-11-22',
        jenis: 'BAKI',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        no_ref: '',
        status: 'SELESAI',
        hasil: 'SELISIH',
        started_by: 'ADMIN',
        started_at: '2026-11-22T01:00:00Z',
        finished_by: 'ADMIN',
        finished_at: '2026-11-22T02:00:00Z',
        jumlah_seharusnya: 2,
        jumlah_ditemukan: 1,
        jumlah_hilang: 1,
        jumlah_lebih: 0,
      },
      ditemukan: [
        {
          kode_barcode: '00000001',
          at: '',
          user_id: 'ADMIN',
          nama_barang: 'CINCIN',
          berat: 1.5,
          kode_baki: 'B1',
          status: 'STOCK',
        },
      ],
      hilang: [{ kode_barcode: '00000003', nama_barang: 'KALUNG', berat: 0.7 }],
      lebih: [],
      dipesan: [],
      jumlah_seharusnya: 2,
    };
    const doc = opnamePdf(s, {
      nama_toko: 'KILAU PUSAT',
      kode_toko: 'PST',
      printed_by: 'ADMIN',
      printed_at: new Date('2026-11-22T03:00:00Z'),
    });
    const text = doc.output().replace(/\\([()])/g, '$1');
    for (const t of [
      'RINGKASAN STOCK OPNAME',
      'BAKI B1',
      'SELISIH',
      'BARANG HILANG (1)',
      '00000003',
      'KALUNG',
      'BARANG LEBIH (0)',
      'Tidak Ada Data',
      'Printed By ADMIN / 22 November 2026 10:00',
      '1 of 1',
    ])
      expect(text).toContain(t);
    expect(text).not.toMatch(/undefined|NaN/);
  });
});
