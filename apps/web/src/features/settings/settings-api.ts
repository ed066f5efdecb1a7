/** Data hooks of the settings screens: `para-system` (read all, save several keys) and `settings/toko`. */
import type { Toko } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import type { WriteResult } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { fetchParaSystem, fetchToko } from '../../lib/store-settings.ts';
import { useWrite } from '../../lib/use-write.ts';
import type { SettingValues } from './settings-model.ts';

export function useParaSystem() {
  return useQuery({ queryKey: queryKeys.paraSystem(), queryFn: fetchParaSystem, staleTime: 0 });
}

export function useSaveParaSystem() {
  const write = useWrite({ invalidates: [queryKeys.paraSystem()] });
  const send = (values: SettingValues) =>
    write.send<WriteResult<SettingValues>>({ method: 'put', path: 'para-system', body: { values } });
  return { send, saving: write.saving };
}

/** `GET settings/toko`, the one fetch of the one `queryKeys.toko()` entry (receipts, reports, /settingtoko). */
export function useTokoSetting() {
  return useQuery({
    queryKey: queryKeys.toko(),
    queryFn: fetchToko,
    staleTime: 0,
  });
}

export function useSaveToko() {
  // Refetched rather than set from the answer, so every reader (receipt header, report header) sees GET's shape.
  const write = useWrite({ invalidates: [queryKeys.toko()] });
  const send = (body: Record<string, string>) =>
    write.send<WriteResult<Toko>>({ method: 'put', path: 'settings/toko', body });
  return { send, saving: write.saving };
}
