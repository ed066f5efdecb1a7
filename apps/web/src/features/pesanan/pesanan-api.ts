/** Reads of the order screens: the day's kategori prices, the list, one document. */
import type { Paged, ParameterPesanan, PesananDoc, PesananListQuery, PesananRow } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';

export function useParameterPesanan() {
  return useQuery({
    queryKey: queryKeys.pesanan('parameter'),
    queryFn: () => api.get<ParameterPesanan>('pesanan/parameter'),
    staleTime: 60_000,
  });
}

export const fetchPesanan = (no: string) => api.get<PesananDoc>(`pesanan/get/by-no/${encodeURIComponent(no.trim())}`);

export function usePesananList(f: Omit<PesananListQuery, 'skip' | 'limit'>, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.pesanan('list', f, page),
    queryFn: () =>
      api.get<Paged<PesananRow>>('pesanan/paginated', {
        query: { ...f, q: f.q || undefined, skip: page.skip, limit: page.limit },
      }),
    placeholderData: keepPreviousData,
  });
}
