/** Reads of the purchase screens: the day's buy-back parameters, the sold pieces a code finds, the list, one document. */
import type { Paged, ParameterBeli, PembelianDoc, PembelianListQuery, PembelianRow, PieceTerjual } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';

export function useParameterBeli() {
  return useQuery({
    queryKey: queryKeys.pembelian('parameter'),
    queryFn: () => api.get<ParameterBeli>('pembelian/parameter'),
    staleTime: 60_000,
  });
}

export const findTerjual = (q: string) =>
  api.get<PieceTerjual[]>(`pembelian/barang-terjual/${encodeURIComponent(q.trim())}`);

export const fetchPembelian = (no: string) =>
  api.get<PembelianDoc>(`pembelian/get/by-no/${encodeURIComponent(no.trim())}`);

export function usePembelianList(f: Omit<PembelianListQuery, 'skip' | 'limit'>, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.pembelian('list', f, page),
    queryFn: () =>
      api.get<Paged<PembelianRow>>('pembelian/paginated', {
        query: { ...f, q: f.q || undefined, skip: page.skip, limit: page.limit },
      }),
    placeholderData: keepPreviousData,
  });
}
