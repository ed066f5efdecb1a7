/** Indonesian words for piece states and ledger kinds (a ledger row's time: `formatWaktu` in lib/shop-time.ts). */
import { BARANG_STATUS_LABEL, type BarangStatus, type LedgerKind } from '@kilau/domain';

export const STATUS_LABEL: Record<BarangStatus, string> = BARANG_STATUS_LABEL;

export const STATUS_COLOR: Record<BarangStatus, string> = {
  STOCK: 'green',
  TERJUAL: 'blue',
  HANCUR: 'red',
  TRANSIT: 'orange',
  TERKIRIM: 'default',
  CUCI: 'cyan',
  SERVICE: 'purple',
  HUTANG: 'magenta',
  SORTIR: 'gold',
  CONTOH: 'volcano',
  TITIP: 'purple',
};

export const LEDGER_LABEL: Record<LedgerKind, string> = {
  TAMBAH: 'Tambah Barang',
  TERIMA: 'Terima Barang',
  PINDAH: 'Pindah Barang',
  KIRIM: 'Kirim Barang',
  HANCUR: 'Hancur Barang',
  JUAL: 'Penjualan',
  BATAL_JUAL: 'Batal Penjualan',
  BELI: 'Pembelian',
  BATAL_BELI: 'Batal Pembelian',
  CUCI: 'Cucian',
  KEMBALI: 'Kembali Dari Cucian',
  KOREKSI: 'Koreksi Stock Opname',
  CONTOH: 'Contoh Pesanan',
  KEMBALI_CONTOH: 'Ambil Barang Contoh',
  TITIP_DP: 'Dipesan (Titipan DP)',
  BATAL_TITIP: 'Batal Titipan DP',
};

export const PEROLEHAN_LABEL: Record<string, string> = {
  FAKTUR: 'Supplier Dengan Faktur',
  BELI_KEMBALI: 'Beli Kembali (Customer)',
  TANPA_FAKTUR: 'Tanpa Faktur',
};

export const statusLabel = (s: string | null | undefined): string => (s ? (STATUS_LABEL[s as BarangStatus] ?? s) : '-');
export const ledgerLabel = (k: string): string => LEDGER_LABEL[k as LedgerKind] ?? k;

/** `ETL / B01`, or `-` when the piece was not in a tray. */
export const tempat = (gudang: string | null | undefined, baki: string | null | undefined): string =>
  gudang || baki ? `${gudang ?? '-'} / ${baki ?? '-'}` : '-';
