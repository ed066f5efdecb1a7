/** Wire shapes of the sales calls (penjualan.service.ts / titipan.service.ts answers). */
import type { Barang, PaymentKind } from '@kilau/domain';

/** `GET penjualan/scan/:barcode`: the piece as in stock, with today's price per gram and its price now. */
export type ScannedPiece = Pick<
  Barang,
  | '_id'
  | 'kode_barcode'
  | 'nama_barang'
  | 'kode_group'
  | 'kode_dept'
  | 'kode_gudang'
  | 'kode_baki'
  | 'berat'
  | 'kadar'
  | 'kadar_cetak'
  | 'nama_atribut'
  | 'berat_atribut'
  | 'harga_atribut'
  | 'ongkos'
  | 'harga_jual'
> & { harga_gram: number; harga_total: number };

export type SaleItem = {
  no_faktur_jual: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  berat: number;
  kadar: number;
  kadar_cetak: string;
  nama_atribut: string;
  berat_atribut: number;
  harga_gram: number;
  ongkos: number;
  harga_atribut: number;
  harga_hitung: number;
  harga_total: number;
  status: string;
};

export type SalePayment = {
  seq: number;
  jenis: PaymentKind;
  jumlah: number;
  no_rekening: string;
  nama_rekening: string | null;
  kode_bank: string | null;
  no_kartu: string;
  fee: number;
  usd: number;
  kurs: number;
  no_titip: string;
  no_ref: string;
};

export type SaleStatus = 'AKTIF' | 'BATAL';
export type ValidStatus = 'OPEN' | 'DONE';

/** A row of `GET penjualan/get/all`. */
export type SaleRow = {
  no_faktur_group: string;
  tanggal: string;
  created_at: string;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  kode_marketplace: string;
  jumlah_barang: number;
  total_berat: number;
  total_harga: number;
  total_bayar: number;
  kembalian: number;
  status: SaleStatus;
  status_valid: ValidStatus;
  valid_by: string | null;
  input_by: string;
  batal_alasan: string | null;
};

/** `GET penjualan/get/by-no/:no` and the answer of `POST penjualan` / `POST penjualan/batal`. */
export type Sale = SaleRow & {
  alamat_customer: string;
  nama_sales: string | null;
  nama_marketplace: string | null;
  poin: number;
  batal_by: string | null;
  batal_otorisasi: string | null;
  batal_at: string | null;
  items: SaleItem[];
  payments: SalePayment[];
};

export type TitipanStatus = 'AKTIF' | 'TERPAKAI' | 'KEMBALI';

export type Titipan = {
  no_titip: string;
  tanggal: string;
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  jumlah: number;
  terpakai: number;
  /** Paid back to the customer (refund, or a cancelled sale's draw after the refund). */
  dikembalikan: number;
  sisa: number;
  jenis: 'CASH' | 'TRANSFER';
  no_rekening: string;
  keterangan: string;
  status: TitipanStatus;
  status_valid: ValidStatus;
  valid_by: string | null;
  input_by: string;
  created_at: string;
};

export type Toko = { kode_toko: string; nama_toko: string; alamat_toko: string; no_hp: string };

export type Member = { _id: string; kode_member: string; nama_member: string; no_hp: string; alamat: string };

/** A master row as the pickers read it (`rekenings`, `sales/get/all`, `marketplace`). */
export type ResourceRowLike = Record<string, unknown>;
