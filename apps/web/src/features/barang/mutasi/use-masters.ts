/** Pickers' data: active gudang, active baki of one gudang, and every baki (a source tray may be inactive). */
import { baki, gudang, type ResourceRowOf } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useResourceList } from '../../../lib/use-resource.ts';

/** A gudang and a baki as their masters' reads answer them (`resourceRowSchema`). */
export type GudangRow = ResourceRowOf<typeof gudang>;
export type BakiRow = ResourceRowOf<typeof baki>;

export function useGudangAktif() {
  const q = useResourceList(gudang, 'active');
  return { ...q, rows: (q.data ?? []) as GudangRow[] };
}

/** Active trays of a gudang (`baki/get/by-kode-gudang/:kode_gudang`); nothing until a gudang is chosen. */
export function useBakiAktif(kodeGudang: string | undefined) {
  const q = useQuery({
    queryKey: queryKeys.bakiByGudang(kodeGudang),
    queryFn: async () => {
      const rows = await api.get<BakiRow[]>(`baki/get/by-kode-gudang/${encodeURIComponent(kodeGudang ?? '')}`);
      return Array.isArray(rows) ? rows : [];
    },
    enabled: !!kodeGudang,
  });
  return { ...q, rows: q.data ?? [] };
}

/** Every tray of the store, active or not (`baki/get/all`). */
export function useBakiSemua() {
  const q = useResourceList(baki, 'all');
  return { ...q, rows: (q.data ?? []) as BakiRow[] };
}
