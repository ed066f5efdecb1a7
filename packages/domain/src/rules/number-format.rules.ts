/**
 * Number display (spec §2.3, §9): thousands grouped with commas, a dot before three decimals — the Korean-locale
 * style. Done on the decimal string so exact weights (`"12.345"`) never pass through float arithmetic.
 */
function group(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function toDecimalString(value: number | string, decimals: number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return (0).toFixed(decimals);
    return value.toFixed(decimals);
  }
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value);
  if (!m) return (0).toFixed(decimals);
  const [, sign, ip = '', fp = ''] = m;
  if (fp.length <= decimals) return `${sign}${ip || '0'}${decimals ? `.${fp.padEnd(decimals, '0')}` : ''}`;
  return Number(value).toFixed(decimals);
}

export function formatNumber(value: number | string | null | undefined, decimals = 3): string {
  if (value === null || value === undefined || value === '') return toDecimalString(0, decimals);
  const s = toDecimalString(value, decimals);
  const neg = s.startsWith('-');
  const [ip = '0', fp] = (neg ? s.slice(1) : s).split('.');
  const out = fp !== undefined ? `${group(ip)}.${fp}` : group(ip);
  return neg && /[1-9]/.test(s) ? `-${out}` : out;
}

/** Rupiah: whole numbers, grouped. */
export function formatRupiah(value: number | string | null | undefined): string {
  return formatNumber(value, 0);
}
