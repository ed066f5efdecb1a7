/** Barcodes are 8 characters, zero-padded on the left (spec §3, §9). */
export const BARCODE_LENGTH = 8;

export function padBarcode(value: string | number): string {
  const s = String(value).trim();
  return s.length >= BARCODE_LENGTH ? s : s.padStart(BARCODE_LENGTH, '0');
}
