/** Every import type's declaration, by type. */
import type { ImportType } from '@kilau/domain';
import { kasDef, pembelianDef, penjualanDef, summaryDef } from './impor.history.ts';
import { masterDef } from './impor.masters.ts';
import type { TypeDef } from './impor.types.ts';

export const TYPE_DEFS: Record<ImportType, TypeDef> = {
  master_sales: masterDef('master_sales'),
  master_group: masterDef('master_group'),
  master_jenis: masterDef('master_jenis'),
  master_gudang: masterDef('master_gudang'),
  master_baki: masterDef('master_baki'),
  penjualan: penjualanDef,
  pembelian: pembelianDef,
  keuangan_cash: kasDef(false),
  keuangan_non_cash: kasDef(true),
  barang_summary: summaryDef,
};
