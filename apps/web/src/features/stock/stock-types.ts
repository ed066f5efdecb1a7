/** What the stock calls answer (apps/server/src/modules/barang): a piece, its ledger rows, a shipment. */
import type { Barang } from '@kilau/domain';

export type { Barang };

export type LedgerRow = {
  _id: number;
  tanggal: string;
  at: string;
  user_id: string;
  jenis: string;
  dari_gudang: string | null;
  dari_baki: string | null;
  ke_gudang: string | null;
  ke_baki: string | null;
  status_dari: string | null;
  status_ke: string | null;
  berat: number;
  no_ref: string;
  keterangan: string;
};

export type BarangDetail = Barang & { riwayat: LedgerRow[] };

export type SearchPage = { data: Barang[]; count: number };

export type KirimanHead = {
  kode_toko: string;
  no_kirim: string;
  tanggal: string;
  jumlah: number;
  berat: number;
  keterangan: string;
};

export type KirimanItem = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar_cetak: string;
  berat: number;
  status: string;
};

export type Kiriman = KirimanHead & {
  kode_toko_tujuan: string;
  status: string;
  input_by: string;
  diterima_by: string | null;
  diterima_at: string | null;
  items: KirimanItem[];
};

export type StoreRow = { kode_toko: string; nama_toko: string; tipe_toko: string };
