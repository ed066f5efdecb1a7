/** The dashboard's live reads: every `<domain>/chart?type=…`, refreshed each minute and when the tab regains focus. */
import { useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { type ChartAnswer, EMPTY_CHART, readChart } from './chart-model.ts';
import { CHART_DOMAINS, type ChartDomain } from './dashboard.texts.ts';

export const REFRESH_MS = 60_000;
export type ChartType = 'today' | 'monthly';

const PAIRS = CHART_DOMAINS.flatMap((d) => (['today', 'monthly'] as const).map((t) => [d, t] as const));

export type ChartState = { data: ChartAnswer; error: boolean; loading: boolean };

export function useCharts() {
  const results = useQueries({
    queries: PAIRS.map(([domain, type]) => ({
      queryKey: queryKeys.dashboard(domain, type),
      queryFn: async () => readChart(await api.get<ChartAnswer>(`${domain}/chart`, { query: { type } })),
      refetchInterval: REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    })),
  });
  const get = (domain: ChartDomain, type: ChartType): ChartState => {
    const r = results[PAIRS.findIndex(([d, t]) => d === domain && t === type)];
    return { data: r?.data ?? EMPTY_CHART, error: !!r?.isError, loading: !!r?.isLoading };
  };
  const updatedAt = Math.max(0, ...results.map((r) => r.dataUpdatedAt));
  const fetching = results.some((r) => r.isFetching);
  const refetch = () => Promise.all(results.map((r) => r.refetch()));
  return { get, updatedAt, fetching, refetch };
}
