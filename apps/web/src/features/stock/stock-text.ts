/** Indonesian words for piece states and ledger kinds, and the time of a ledger row as the shop reads it. */
import { type BarangStatus, DEFAULT_TZ, formatTanggal, type LedgerKind } from '@kilau/domain';

export const STATUS_LABEL: Record<BarangStatus, string> = {
  STOCK: 'Stock',
  TERJUAL: 'Terjual',
  HANCUR: 'Hancur',
  TRANSIT: 'Dalam Pengiriman',
  TERKIRIM: 'Terkirim Ke Toko Lain',
  CUCI: 'Cucian',
  SERVICE: 'Service',
  HUTANG: 'Jaminan Hutang',
  SORTIR: 'Sortir',
};

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
  CUCI: 'Cucian',
  KEMBALI: 'Kembali Dari Cucian',
  KOREKSI: 'Koreksi Stock Opname',
};

export const PEROLEHAN_LABEL: Record<string, string> = {
  FAKTUR: 'Supplier Dengan Faktur',
  BELI_KEMBALI: 'Beli Kembali (Customer)',
  TANPA_FAKTUR: 'Tanpa Faktur',
};

export const statusLabel = (s: string | null | undefined): string => (s ? (STATUS_LABEL[s as BarangStatus] ?? s) : '-');
export const ledgerLabel = (k: string): string => LEDGER_LABEL[k as LedgerKind] ?? k;

/** A PostgreSQL timestamp (`2026-11-22 10:38:10.35+00`) or ISO string → `22 November 2026 17:38` in the shop's zone. */
export function formatWaktu(ts: string | null | undefined, timeZone: string = DEFAULT_TZ): string {
  if (!ts) return '-';
  const iso = ts
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return ts;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${formatTanggal(`${parts.year}-${parts.month}-${parts.day}`)} ${parts.hour}:${parts.minute}`;
}

/** `ETL / B01`, or `-` when the piece was not in a tray. */
export const tempat = (gudang: string | null | undefined, baki: string | null | undefined): string =>
  gudang || baki ? `${gudang ?? '-'} / ${baki ?? '-'}` : '-';
