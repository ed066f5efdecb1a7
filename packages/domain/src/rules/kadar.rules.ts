/**
 * The purity (kadar, percent of fine gold) a printed kadar (`kadar_cetak`, free text on tags, receipts and the old
 * system's exports) stands for (issue 25: imported sale lines carry only the printed one). Read as:
 * - karat: `17K`, `22 KT`, `18 karat` → the trade's purity of that karat (24K 99.9, 23K 95.8, 22K 91.6, 18K 75,
 *   17K 70, 16K 66.6, 14K 58.5, 9K 37.5; DOMAIN.md), any other whole karat k ≤ 24 → k/24, to 0.1 below;
 * - millesimal fineness: three digits above 100 (`750`, `999`, `375`) → a tenth of it (75, 99.9, 37.5);
 * - percent: `75`, `75%`, `99.9`, `70,5` (the decimal comma of Indonesian keyboards) up to 100 → as written.
 * Anything else (`-`, empty, `EMAS MUDA`) is null: the caller falls back (the group's persentase).
 * Exact decimal text with at most 3 decimals, never float arithmetic.
 */
import { persenMilli } from './persen.rules.ts';

const KARAT: Readonly<Record<number, string>> = {
  24: '99.9',
  23: '95.8',
  22: '91.6',
  18: '75',
  17: '70',
  16: '66.6',
  14: '58.5',
  9: '37.5',
};

/** Thousandths (an integer) as decimal text without trailing zeros: 75000 → "75", 99900 → "99.9". */
function milliText(m: number): string {
  const whole = Math.floor(m / 1000);
  const frac = String(m % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

export function kadarDariCetak(cetak: string | null | undefined): string | null {
  const s = (cetak ?? '').trim().toUpperCase().replace(',', '.').replace(/\s+/g, ' ');
  if (!s) return null;
  const karat = /^(\d{1,2}) ?(K|KT|KARAT|CT)$/.exec(s);
  if (karat) {
    const k = Number(karat[1]);
    if (k < 1 || k > 24) return null;
    return KARAT[k] ?? milliText(Math.floor((k * 100_000) / 24 / 100) * 100);
  }
  const pct = /^(.+?) ?%$/.exec(s);
  const m = persenMilli(pct ? (pct[1] as string) : s);
  if (m === undefined || m <= 0) return null;
  if (!pct && /^\d{3}$/.test(s) && m > 100_000) return m >= 1_000_000 ? null : milliText(m / 10);
  return m <= 100_000 ? milliText(m) : null;
}
