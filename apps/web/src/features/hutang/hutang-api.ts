/** Reads of the loan screens: the counter's parameters, the list, the margin alerts, one loan, a pledged piece's photo. */
import type { HutangDoc, HutangListQuery, HutangRow, Paged, ParameterHutang } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../lib/api.tsx';
import { getBlob } from '../../lib/api-binary.ts';
import { queryKeys } from '../../lib/query.ts';

export function useParameterHutang() {
  return useQuery({
    queryKey: queryKeys.hutang('parameter'),
    queryFn: () => api.get<ParameterHutang>('hutang/parameter'),
    staleTime: 60_000,
  });
}

export const fetchHutang = (no: string) => api.get<HutangDoc>(`hutang/get/by-no/${encodeURIComponent(no.trim())}`);

export function useHutangList(f: Omit<HutangListQuery, 'skip' | 'limit'>, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.hutang('list', f, page),
    queryFn: () =>
      api.get<Paged<HutangRow>>('hutang/paginated', {
        query: { ...f, q: f.q || undefined, skip: page.skip, limit: page.limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarginAlert() {
  return useQuery({
    queryKey: queryKeys.hutang('list', 'margin-alert'),
    queryFn: () => api.get<{ data: HutangRow[] }>('hutang/margin-alert'),
  });
}

/** A pledged piece's photo as a blob URL (the read needs the token header, an `<img src>` cannot send it). */
export function useFotoHutang(no: string, seq: number) {
  const q = useQuery({
    queryKey: queryKeys.hutang('foto', no, seq),
    queryFn: () => getBlob(`hutang/foto/${encodeURIComponent(no)}/${seq}`),
    staleTime: 60_000,
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: q.isLoading };
}
