/** The wire shape of a piece as every stock call answers it (`barang/search`, `barang/scan`, `barang/detail`). */
import type { BarangStatus } from './barang.schemas.ts';

export type Barang = {
  _id: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  berat: number;
  berat_asli: number;
  kadar: number;
  kadar_cetak: string;
  nama_atribut: string;
  berat_atribut: number;
  harga_atribut: number;
  ongkos: number;
  harga_jual: number;
  harga_modal: number;
  supplier: string;
  perolehan: string;
  no_sertifikat: string;
  jenis_batu: string;
  kode_shape: string;
  kode_color: string;
  kode_clarity: string;
  kode_cutgrade: string;
  foto: string;
  status: BarangStatus;
  no_ref: string;
  tgl_masuk: string;
  input_by: string;
  created_at: string;
};
