/**
 * Scanning a shipment at the branch: which pieces of the shipment arrived (found) and which not yet (missing),
 * with counts and exact weights; a barcode outside the shipment is refused with the server's own text. The
 * scanned list survives a page reload (sessionStorage, per shipment).
 */
import { fromMg, toMg } from '@kilau/domain';

export type ShipmentPiece = { kode_barcode: string; berat: number | string };

export type ScanOutcome = 'found' | 'again' | 'stranger';

export function scanInto(items: readonly ShipmentPiece[], found: readonly string[], barcode: string): ScanOutcome {
  if (!items.some((i) => i.kode_barcode === barcode)) return 'stranger';
  return found.includes(barcode) ? 'again' : 'found';
}

export function shipmentTally(items: readonly ShipmentPiece[], found: readonly string[]) {
  const seen = new Set(found);
  let foundMg = 0;
  let missingMg = 0;
  let nFound = 0;
  for (const i of items) {
    if (seen.has(i.kode_barcode)) {
      nFound += 1;
      foundMg += toMg(i.berat);
    } else missingMg += toMg(i.berat);
  }
  return {
    found: nFound,
    missing: items.length - nFound,
    beratFound: fromMg(foundMg),
    beratMissing: fromMg(missingMg),
  };
}

export const strangerText = (barcode: string, noKirim: string) => `Barang ${barcode} Tidak Termasuk Kiriman ${noKirim}`;

const storeKey = (noKirim: string) => `kilau.terima-kiriman.${noKirim}`;

export function loadScanned(noKirim: string, storage: Pick<Storage, 'getItem'> = sessionStorage): string[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(storeKey(noKirim)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function saveScanned(
  noKirim: string,
  found: readonly string[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage,
): void {
  if (found.length) storage.setItem(storeKey(noKirim), JSON.stringify(found));
  else storage.removeItem(storeKey(noKirim));
}
