import { describe, expect, it } from 'vitest';
import { checkImportChoice, IMPORT_CALLS, IMPORT_MSG, IMPORT_TYPES, importTypesFor } from './import.contract.ts';

describe('import choice (spec §5, §6)', () => {
  it('store TRA gets only penjualan; every other store the ten types', () => {
    expect(importTypesFor('TRA')).toEqual(['penjualan']);
    expect(importTypesFor('T3')).toEqual(IMPORT_TYPES);
    expect(IMPORT_TYPES).toHaveLength(10);
  });

  it('checks type, then file, then the type word in the file name, with the exact messages', () => {
    expect(checkImportChoice(undefined, 'group.csv')).toBe('Type Belum Di Pilih');
    expect(checkImportChoice('master_group', undefined)).toBe('File Belum Di Pilih');
    expect(checkImportChoice('apa', 'x.csv')).toBe('Data Gagal Di Import');
    expect(checkImportChoice('master_group', 'jenis.csv')).toBe('Data Di Import Bukan Group');
    expect(checkImportChoice('master_jenis', 'group.csv')).toBe('Data Di Import Bukan Jenis');
    for (const t of ['master_gudang', 'master_baki', 'penjualan', 'pembelian'] as const)
      expect(checkImportChoice(t, 'data.csv')).toBe('Data Di Import Bukan Gudang');
    expect(checkImportChoice('penjualan', 'penjualan.xlsx')).toBe(IMPORT_MSG.notCsv);
    expect(checkImportChoice('penjualan', 'Data_PENJUALAN_2026.csv')).toBeNull();
    expect(checkImportChoice('master_sales', 'apa_saja.csv')).toBeNull();
  });

  it('calls the spec §7.3 paths with their payload fields', () => {
    expect(IMPORT_CALLS.penjualan).toMatchObject({ path: 'truncate/penjualan', field: 'data_penjualans' });
    expect(IMPORT_CALLS.keuangan_non_cash).toMatchObject({ path: 'cash/import-data-cash', field: 'data' });
    expect(IMPORT_CALLS.barang_summary).toMatchObject({ path: 'truncate/barang-summary', field: 'barang_summary' });
  });
});
