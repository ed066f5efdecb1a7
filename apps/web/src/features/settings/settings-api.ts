/** Data hooks of the settings screens: `para-system` (read all, save several keys) and `settings/toko`. */
import type { ParaRow, Toko } from '@kilau/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WriteResult } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import type { SettingValues } from './settings-model.ts';

export async function fetchParaSystem(): Promise<ParaRow[]> {
  const rows = await api.get<ParaRow[]>('para-system');
  return Array.isArray(rows) ? rows : [];
}

export function useParaSystem() {
  return useQuery({ queryKey: queryKeys.paraSystem(), queryFn: fetchParaSystem, staleTime: 0 });
}

export function useSaveParaSystem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: SettingValues; idempotencyKey: string }) =>
      api.put<WriteResult<SettingValues>>('para-system', { values }, { idempotencyKey }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.paraSystem() }),
  });
}

/** `GET settings/toko`, the one fetch of the one `queryKeys.toko()` entry (receipts, reports, /settingtoko). */
export const fetchToko = () => api.get<Toko>('settings/toko');

export function useTokoSetting() {
  return useQuery({
    queryKey: queryKeys.toko(),
    queryFn: fetchToko,
    staleTime: 0,
  });
}

export function useSaveToko() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Record<string, string>; idempotencyKey: string }) =>
      api.put<WriteResult<Toko>>('settings/toko', body, { idempotencyKey }),
    // Refetched rather than set from the answer, so every reader (receipt header, report header) sees GET's shape.
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.toko() }),
  });
}
