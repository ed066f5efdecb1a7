/** The stock reads used by several screens. */

import type { Barang, Paged } from '@kilau/domain';
import { api } from '../../lib/api.tsx';

export type SearchQuery = {
  q?: string;
  kode_group?: string;
  kode_dept?: string;
  kode_gudang?: string;
  kode_baki?: string;
  status?: string;
  skip?: number;
  limit?: number;
};

export const searchBarang = (q: SearchQuery) =>
  api.get<Paged<Barang>>('barang/search', {
    query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)),
  });

/** A piece in stock of this store, or the server's clear message why not (sold, in transit, another store…). */
export const scanBarang = (barcode: string) => api.get<Barang>(`barang/scan/${encodeURIComponent(barcode)}`);
