/** The three numeric input helpers of spec §2.3. */
export const onlyDigitsAndDots = (v: string): string => v.replace(/[^0-9.]/g, '');
export const onlyDigitsDotsAndK = (v: string): string => v.replace(/[^0-9.Kk]/g, '').toUpperCase();
export const onlyDigits = (v: string): string => v.replace(/[^0-9]/g, '');
/** A whole number of either sign (a correction, e.g. Tambah Stock -2): digits, with one minus kept only in front. */
export const signedDigits = (v: string): string => (v.trimStart().startsWith('-') ? '-' : '') + onlyDigits(v);
/**
 * Decimal fields (weights, kadar): Indonesian keyboards type the decimal mark as a comma. With a comma in the text
 * the comma is the decimal mark and dots only group thousands (`8.904,155` → `8904.155`); without one the dot is the
 * decimal mark. The result keeps digits and dots only — a value with two marks stays visibly wrong for the server.
 */
export const decimalText = (v: string): string =>
  onlyDigitsAndDots(v.includes(',') ? v.replace(/\./g, '').replace(/,/g, '.') : v);
