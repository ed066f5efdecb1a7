/**
 * The list a counter screen builds by scanning: one entry per barcode, newest first, with the count and the exact
 * total weight. Pure, so the rules (no duplicates, exact totals) are tested without a browser.
 */
import { padBarcode } from '@kilau/domain';
import { type Piece, totalBerat } from './piece.ts';

export type ScanList = { readonly items: readonly Piece[] };

export const emptyScanList: ScanList = { items: [] };

export const hasBarcode = (l: ScanList, barcode: string): boolean => {
  const b = padBarcode(barcode);
  return l.items.some((p) => p.kode_barcode === b);
};

/** Adds a piece on top; a barcode already listed leaves the list as it is. */
export function addPiece(l: ScanList, p: Piece): ScanList {
  if (hasBarcode(l, p.kode_barcode)) return l;
  return { items: [p, ...l.items] };
}

export function removeBarcode(l: ScanList, barcode: string): ScanList {
  const b = padBarcode(barcode);
  const items = l.items.filter((p) => p.kode_barcode !== b);
  return items.length === l.items.length ? l : { items };
}

export function summary(l: ScanList): { jumlah: number; berat: string } {
  return { jumlah: l.items.length, berat: totalBerat(l.items) };
}

/** Barcodes in scan order (oldest first), as the stock calls take them. */
export const barcodesOf = (l: ScanList): string[] => l.items.map((p) => p.kode_barcode).reverse();

/** The message for a barcode scanned twice (the server's own wording for a repeat). */
export const alreadyScanned = (barcode: string): string => `Barcode ${padBarcode(barcode)} Sudah Di Scan`;
