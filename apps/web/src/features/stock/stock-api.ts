/** The stock reads used by several screens. */
import { api } from '../../lib/api.tsx';
import type { Barang, SearchPage } from './stock-types.ts';

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
  api.get<SearchPage>('barang/search', {
    query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined)),
  });

/** A piece in stock of this store, or the server's clear message why not (sold, in transit, another store…). */
export const scanBarang = (barcode: string) => api.get<Barang>(`barang/scan/${encodeURIComponent(barcode)}`);
