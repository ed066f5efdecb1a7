/**
 * How a text value of the import file becomes a typed value (spec §5): missing text is `-`, numbers are plain decimals,
 * weights keep 3 decimals exactly (text and bigint thousandths, never floats), dates are real dates, barcodes are
 * padded to 8 digits. Each answers undefined when the text is not such a value; the reasons are import.rows.ts's.
 */
import { BARCODE_LENGTH } from '../rules/barcode.rules.ts';

export const MISSING_TEXT = '-';
export const isMissing = (v: string | undefined) => v === undefined || v.trim() === '';

export const NUM = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Exact decimal text with 3 decimals (half up), or undefined when not a number. */
const PLAIN_WEIGHT = /^(\d{1,9})(?:\.(\d{0,3}))?$/;

export function toWeight(raw: string): string | undefined {
  const s = raw.trim();
  // fast path: up to 3 decimals, nothing to round
  const p = PLAIN_WEIGHT.exec(s);
  if (p) return `${Number(p[1])}.${(p[2] ?? '').padEnd(3, '0')}`;
  if (!NUM.test(s)) return undefined;
  const neg = s.startsWith('-');
  const body = s.replace(/^[+-]/, '');
  const [ip = '0', fp = ''] = body.split('.');
  let thousandths = BigInt(ip || '0') * 1000n + BigInt(fp.padEnd(3, '0').slice(0, 3) || '0');
  if ((fp[3] ?? '0') >= '5') thousandths += 1n;
  if (neg && thousandths !== 0n) thousandths = -thousandths;
  return fromThousandths(thousandths);
}

export function fromThousandths(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const s = `${a / 1000n}.${(a % 1000n).toString().padStart(3, '0')}`;
  return neg ? `-${s}` : s;
}

/** A normalized weight (`12.345`, from toWeight) in thousandths, as a number. */
export function weightThousandths(w: string): number {
  const dot = w.indexOf('.');
  return dot < 0 ? Number(w) * 1000 : Number(w.slice(0, dot)) * 1000 + Number(w.slice(dot + 1, dot + 4).padEnd(3, '0'));
}

export const thousandths = (weight: string): bigint => {
  const neg = weight.startsWith('-');
  const [ip = '0', fp = '000'] = weight.replace('-', '').split('.');
  const v = BigInt(ip) * 1000n + BigInt(fp.padEnd(3, '0').slice(0, 3));
  return neg ? -v : v;
};

/** A date of the file as `YYYY-MM-DD`, or undefined when it is not a real date. */
export function toDate(raw: string): string | undefined {
  const s = raw.trim();
  let y: number;
  let mo: number;
  let d: number;
  let mm = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (mm) {
    y = Number(mm[1]);
    mo = Number(mm[2]);
    d = Number(mm[3]);
  } else {
    mm = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?: .*)?$/.exec(s);
    if (!mm) return undefined;
    d = Number(mm[1]);
    mo = Number(mm[2]);
    y = Number(mm[3]);
  }
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return undefined;
  const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > dim) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** An ISO-like date-time (`YYYY-MM-DD HH:mm[:ss]`, with an optional zone), or undefined. */
export function toDateTime(raw: string): string | undefined {
  const s = raw.trim();
  if (!toDate(s.slice(0, 10))) return undefined;
  return Number.isNaN(Date.parse(s.replace(' ', 'T'))) ? undefined : s.replace(' ', 'T');
}

/** kode_barcode padded with zeros to 8 (spec §5); undefined when longer than 8. */
export function importBarcode(raw: string): string | undefined {
  const s = raw.trim();
  if (s.length > BARCODE_LENGTH) return undefined;
  return s.padStart(BARCODE_LENGTH, '0');
}
