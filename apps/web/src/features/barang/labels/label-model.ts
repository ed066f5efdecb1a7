/**
 * What a price tag (bandrol label) says about a piece: barcode, name, weight (3 decimals), printed purity, and
 * the price for fixed-price pieces (diamonds); a gold piece is priced at the counter from its weight, so its
 * label shows the weight instead. One source for the preview, the print page and the PDF.
 */
import { formatNumber, formatRupiah, padBarcode } from '@kilau/domain';

/** Label paper: one label per page, 60 × 25 mm (the common roll size of jewellery tag printers). */
export const LABEL_SIZE = { width: 60, height: 25 } as const;

export type LabelPiece = {
  kode_barcode: string;
  nama_barang: string;
  berat: number | string;
  kadar_cetak?: string | null;
  kode_group?: string | null;
  kode_dept?: string | null;
  harga_jual?: number | string | null;
};

export type LabelData = {
  barcode: string;
  nama: string;
  /** `2.125 gr` */
  berat: string;
  /** Printed purity (`750`), empty when the piece has none. */
  kadar: string;
  /** `Rp 21,000,000` for a fixed-price piece, else null. */
  harga: string | null;
  /** `EMAS75 · CC` */
  kode: string;
};

export const MAX_NAME = 34;

export function labelOf(p: LabelPiece): LabelData {
  const harga = Number(p.harga_jual ?? 0);
  const nama = (p.nama_barang ?? '').trim().toUpperCase();
  return {
    barcode: padBarcode(p.kode_barcode),
    nama: nama.length > MAX_NAME ? `${nama.slice(0, MAX_NAME - 1)}…` : nama,
    berat: `${formatNumber(p.berat, 3)} gr`,
    kadar: (p.kadar_cetak ?? '').trim(),
    harga: Number.isFinite(harga) && harga > 0 ? `Rp ${formatRupiah(harga)}` : null,
    kode: [p.kode_group, p.kode_dept].filter(Boolean).join(' · '),
  };
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c] as string);
