/** The stock reads used by several screens. */

import type { Barang, Paged, SearchBarangQuery } from '@kilau/domain';
import { api } from '../../lib/api.tsx';

export const searchBarang = (q: SearchBarangQuery) =>
  api.get<Paged<Barang>>('barang/search', {
    query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)),
  });

/** A piece in stock of this store, or the server's clear message why not (sold, in transit, another store…). */
export const scanBarang = (barcode: string) => api.get<Barang>(`barang/scan/${encodeURIComponent(barcode)}`);
