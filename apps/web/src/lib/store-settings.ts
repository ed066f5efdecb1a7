/**
 * The store's header (`settings/toko`) and its system parameters (`para-system`): read by the settings screens and
 * by every receipt, under one query key each.
 */
import type { ParaRow, Toko } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.tsx';
import { queryKeys } from './query.ts';

export async function fetchParaSystem(): Promise<ParaRow[]> {
  const rows = await api.get<ParaRow[]>('para-system');
  return Array.isArray(rows) ? rows : [];
}

export const fetchToko = () => api.get<Toko>('settings/toko');

export function useToko() {
  return useQuery({ queryKey: queryKeys.toko(), queryFn: fetchToko, staleTime: 300_000 });
}

const paraMap = (rows: { key: string; value: string | null }[]) => new Map(rows.map((r) => [r.key, r.value ?? '']));

/**
 * The store's system parameters as a map (defaults filled by the server). The cache holds the rows exactly as the
 * settings screens read them (one key, one shape); the map is derived per observer with `select`.
 */
export function usePara() {
  return useQuery({
    queryKey: queryKeys.paraSystem(),
    queryFn: fetchParaSystem,
    select: paraMap,
    staleTime: 300_000,
  });
}
