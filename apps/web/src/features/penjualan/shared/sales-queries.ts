/** Reads the sales screens share: active pickers, sales and deposits. */

import type { Sale, SalePage, SalesListQuery, TitipanListQuery, TitipanPage } from '@kilau/domain';
import { resourceByKey } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { type ResourceRow, useResourceList } from '../../../lib/use-resource.ts';

/** Active rows of a master for a picker (inactive entries never appear in pickers). */
export function useActive(key: string) {
  const q = useResourceList(resourceByKey(key), 'active');
  const rows = useMemo(() => (q.data ?? []).filter((r: ResourceRow) => r.status_aktif !== false), [q.data]);
  return { ...q, rows };
}

export const pickOption = (row: ResourceRow, code: string, name: string) => ({
  value: String(row[code] ?? ''),
  label: `${String(row[code] ?? '')} - ${String(row[name] ?? '')}`,
});

export type SalesFilter = SalesListQuery;

/** Which page of a list: `skip` rows skipped, at most `limit` rows (the server answers the total as `count`). */
export type PageWindow = { skip: number; limit: number };

/** One page of the sales of a date range (`GET penjualan/paginated`), with the count and totals of every match. */
export function useSalesList(f: SalesFilter, page: PageWindow, enabled = true) {
  return useQuery({
    queryKey: queryKeys.sales('list', f, page),
    queryFn: () => api.get<SalePage>('penjualan/paginated', { query: { ...f, q: f.q || undefined, ...page } }),
    enabled: enabled && !!f.tgl_from && !!f.tgl_to,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const fetchSale = (no: string) => api.get<Sale>(`penjualan/get/by-no/${encodeURIComponent(no.trim())}`);

export type TitipanFilter = TitipanListQuery;

/** One page of the deposits (`GET titipan/paginated`), with the count and what is left of every match. */
export function useTitipanList(f: TitipanFilter, page: PageWindow, enabled = true) {
  return useQuery({
    queryKey: queryKeys.sales('titipan', f, page),
    queryFn: () => api.get<TitipanPage>('titipan/paginated', { query: { ...f, q: f.q || undefined, ...page } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
