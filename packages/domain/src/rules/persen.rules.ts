/**
 * Percentages (a loan's rate and maximum, a kadar, the repair surcharge) as exact integers of thousandths, never
 * floats: "2.5" → 2500, "75" → 75000, the Indonesian decimal comma accepted ("70,5" → 70500).
 */

/** A percentage as thousandths; undefined when it is not a number ≥ 0 with at most 3 integer and 3 decimal digits. */
export function persenMilli(persen: string | number): number | undefined {
  const m = /^(\d{1,3})(?:[.,](\d{1,3}))?$/.exec(String(persen).trim());
  if (!m) return undefined;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

/** persenMilli for a value already validated: a bad one is a programming error. */
export function persenMilliOrThrow(persen: string | number): number {
  const v = persenMilli(persen);
  if (v === undefined) throw new RangeError(`Persen tidak valid: ${persen}`);
  return v;
}
