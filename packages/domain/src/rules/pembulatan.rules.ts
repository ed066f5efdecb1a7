/** Rounding of rupiah amounts (spec §5, §9): up to the next multiple of the store's PEMBULATAN (default 500). */
export const DEFAULT_PEMBULATAN = 500;

export function pembulatan(value: number, step: number = DEFAULT_PEMBULATAN): number {
  if (!Number.isSafeInteger(value)) throw new RangeError('Nilai harus bilangan bulat rupiah');
  if (!Number.isSafeInteger(step) || step <= 0) return value;
  const rest = ((value % step) + step) % step;
  return rest === 0 ? value : value + (step - rest);
}
