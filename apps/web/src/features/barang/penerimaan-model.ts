/**
 * Bulk gold by weight (penerimaan barang): total = berat × harga per gram in whole rupiah, computed on
 * milligrams exactly as the server does (`Math.round(mg × harga / 1000)`), so the screen shows what is stored.
 */
import { isWeight, toMg } from '@kilau/domain';

export function totalPenerimaan(berat: string | undefined, hargaGram: string | undefined): number | null {
  const b = (berat ?? '').trim();
  const h = (hargaGram ?? '').trim();
  if (!b || !isWeight(b) || !/^\d+$/.test(h)) return null;
  return Math.round((toMg(b) * Number(h)) / 1000);
}

/** Fine gold (24K-equivalent grams) of the receipt: berat × kadar / 100, 3 decimals. */
export function beratMurni(berat: string | undefined, kadar: string | undefined): string | null {
  const b = (berat ?? '').trim();
  const k = (kadar ?? '').trim();
  if (!b || !isWeight(b) || !k || !isWeight(k)) return null;
  const mg = Math.round((toMg(b) * toMg(k)) / 100_000);
  return `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
}
