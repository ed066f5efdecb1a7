/**
 * The dashboard's live reads: `<domain>/chart?type=…` of the domains the user may see (`useChartDomains`), refreshed
 * each minute and when the tab regains focus.
 */

import { CHART_RIGHTS } from '@kilau/domain';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuGrants } from '../../lib/access.ts';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { useSession } from '../../lib/session.ts';
import { type ChartAnswer, EMPTY_CHART, readChart } from './chart-model.ts';
import { CHART_DOMAINS, type ChartDomain } from './dashboard.texts.ts';

export const REFRESH_MS = 60_000;
export type ChartType = 'today' | 'monthly';

/** The charts the user's menu opens: a domain's cards need its report (CHART_RIGHTS; the server refuses the rest). */
export function useChartDomains(): ChartDomain[] {
  const s = useSession();
  return useMemo(() => {
    if (!s) return [];
    const u = { ...s.user, menu: s.menu, modules: s.modules.map((m) => m.key) };
    return CHART_DOMAINS.filter((d) => menuGrants(CHART_RIGHTS[d], u));
  }, [s]);
}

export type ChartState = { data: ChartAnswer; error: boolean; loading: boolean };

export function useCharts(domains: readonly ChartDomain[]) {
  const pairs = domains.flatMap((d) => (['today', 'monthly'] as const).map((t) => [d, t] as const));
  const results = useQueries({
    queries: pairs.map(([domain, type]) => ({
      queryKey: queryKeys.dashboard(domain, type),
      queryFn: async () => readChart(await api.get<ChartAnswer>(`${domain}/chart`, { query: { type } })),
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    })),
  });
  const get = (domain: ChartDomain, type: ChartType): ChartState => {
    const r = results[pairs.findIndex(([d, t]) => d === domain && t === type)];
    return { data: r?.data ?? EMPTY_CHART, error: !!r?.isError, loading: !!r?.isLoading };
  };
  const updatedAt = Math.max(0, ...results.map((r) => r.dataUpdatedAt));
  const fetching = results.some((r) => r.isFetching);
  const refetch = () => Promise.all(results.map((r) => r.refetch()));
  return { get, updatedAt, fetching, refetch };
}
