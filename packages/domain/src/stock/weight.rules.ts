/**
 * Weights are exact decimals with at most 3 places (grams). Arithmetic happens on integer milligrams, never on
 * floats; the wire carries JSON numbers, the database `numeric(12,3)`.
 */
const RE = /^(-?)(\d{1,9})(?:\.(\d{1,3}))?$/;

export function toMg(value: string | number): number {
  const s = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const m = RE.exec(s);
  if (!m) throw new RangeError(`Berat tidak valid: ${value}`);
  const mg = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] ? -mg : mg;
}

export function fromMg(mg: number): string {
  const neg = mg < 0;
  const a = Math.abs(mg);
  return `${neg ? '-' : ''}${Math.floor(a / 1000)}.${String(a % 1000).padStart(3, '0')}`;
}

export const isWeight = (v: string | number): boolean => {
  try {
    toMg(v);
    return true;
  } catch {
    return false;
  }
};
