/** Data hooks of the settings screens: `para-system` (read all, save several keys) and `settings/toko`. */
import type { ZoneName } from '@kilau/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WriteResult } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import type { ParaRow, SettingValues } from './settings-model.ts';

export type TokoSetting = {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string | null;
  no_hp: string | null;
  tipe_toko: string;
  tgl_system: string;
  time_zone: ZoneName;
};

/** One key per server resource, and under each key always the server's shape (screens derive with `select`). */
export const settingsKeys = {
  para: () => [...queryKeys.all, 'para-system'] as const,
  toko: () => [...queryKeys.all, 'settings', 'toko'] as const,
};

export async function fetchParaSystem(): Promise<ParaRow[]> {
  const rows = await api.get<ParaRow[]>('para-system');
  return Array.isArray(rows) ? rows : [];
}

export function useParaSystem() {
  return useQuery({ queryKey: settingsKeys.para(), queryFn: fetchParaSystem, staleTime: 0 });
}

export function useSaveParaSystem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: SettingValues; idempotencyKey: string }) =>
      api.put<WriteResult<SettingValues>>('para-system', { values }, { idempotencyKey }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.para() }),
  });
}

export function useTokoSetting() {
  return useQuery({
    queryKey: settingsKeys.toko(),
    queryFn: () => api.get<TokoSetting>('settings/toko'),
    staleTime: 0,
  });
}

export function useSaveToko() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Record<string, string>; idempotencyKey: string }) =>
      api.put<WriteResult<TokoSetting>>('settings/toko', body, { idempotencyKey }),
    onSuccess: (res) => {
      if (res?.data) qc.setQueryData(settingsKeys.toko(), res.data);
    },
  });
}
