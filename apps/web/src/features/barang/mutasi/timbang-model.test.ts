import { describe, expect, it } from 'vitest';
import { previewSelisih, storeChoices, type TrayRow, trayStats } from './timbang-model.ts';

describe('timbang baki preview', () => {
  it('matches the server: 106.1 against 105.9 is +0.200 SESUAI, 103 is -2.900 SELISIH at 0.5 g', () => {
    expect(previewSelisih('106.1', 105.9, '0.5')).toEqual({ selisih: '0.200', status: 'SESUAI' });
    expect(previewSelisih('103', 105.9, '0.5')).toEqual({ selisih: '-2.900', status: 'SELISIH' });
    // exactly at the tolerance is still SESUAI (the server refuses only beyond it)
    expect(previewSelisih('106.4', 105.9, '0.500')).toEqual({ selisih: '0.500', status: 'SESUAI' });
  });

  it('waits for a valid positive weight', () => {
    expect(previewSelisih('', 10, '0.5')).toBeNull();
    expect(previewSelisih('1.2345', 10, '0.5')).toBeNull();
    expect(previewSelisih('0', 10, '0.5')).toBeNull();
    expect(previewSelisih('1..2', 10, '0.5')).toBeNull();
  });

  it('falls back to 0.5 g when the tolerance is unreadable', () => {
    expect(previewSelisih('10.6', 10, 'abc')?.status).toBe('SELISIH');
    expect(previewSelisih('10.5', 10, 'abc')?.status).toBe('SESUAI');
  });

  it('counts trays, weighed and differing ones; store choices start with the own store', () => {
    const row = (over: Partial<TrayRow>): TrayRow => ({
      kode_baki: 'B1',
      nama_baki: 'BAKI',
      kode_gudang: 'ETL',
      berat_baki: 100,
      jumlah_barang: 2,
      berat_barang: 5,
      berat_bandrol: 0.4,
      berat_seharusnya: 105.4,
      berat_timbang: null,
      selisih: null,
      status: null,
      input_by: null,
      at: null,
      ...over,
    });
    expect(trayStats([row({}), row({ berat_timbang: 103, status: 'SELISIH' }), row({ berat_timbang: 105.4 })])).toEqual(
      { baki: 3, ditimbang: 2, selisih: 1, barang: 6 },
    );
    const stores = [
      { kode_toko: 'PST', nama_toko: 'KILAU PUSAT' },
      { kode_toko: 'T3', nama_toko: 'KILAU CABANG T3' },
      { kode_toko: 'KG', nama_toko: 'KILAU KG' },
    ];
    expect(storeChoices(stores, 'T3').map((o) => o.value)).toEqual(['T3', 'KG', 'PST']);
    expect(storeChoices(stores, 'T3')[0]?.label).toBe('T3 - KILAU CABANG T3');
    expect(storeChoices([], 'PST')).toEqual([{ value: 'PST', label: 'PST - PST' }]);
  });
});
