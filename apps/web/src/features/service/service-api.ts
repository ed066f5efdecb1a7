/** Reads of the service screens: the surcharge parameter, the list, one document. */
import type { Paged, ParameterService, ServiceDoc, ServiceListQuery, ServiceRow } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../lib/api.tsx';
import { getBlob } from '../../lib/api-binary.ts';
import { queryKeys } from '../../lib/query.ts';

export function useParameterService() {
  return useQuery({
    queryKey: queryKeys.service('parameter'),
    queryFn: () => api.get<ParameterService>('service/parameter'),
    staleTime: 60_000,
  });
}

export const fetchService = (no: string) => api.get<ServiceDoc>(`service/get/by-no/${encodeURIComponent(no.trim())}`);

export function useServiceList(f: Omit<ServiceListQuery, 'skip' | 'limit'>, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.service('list', f, page),
    queryFn: () =>
      api.get<Paged<ServiceRow>>('service/paginated', {
        query: { ...f, q: f.q || undefined, skip: page.skip, limit: page.limit },
      }),
    placeholderData: keepPreviousData,
  });
}

/** An item's photo as a blob URL (the read needs the token header, an `<img src>` cannot send it). */
export function useFotoBlob(no: string, seq: number) {
  const q = useQuery({
    queryKey: queryKeys.service('foto', no, seq),
    queryFn: () => getBlob(`service/foto/${encodeURIComponent(no)}/${seq}`),
    staleTime: 60_000,
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: q.isLoading };
}
