/** Pickers' data: active gudang, active baki of one gudang, and every baki (a source tray may be inactive). */
import { baki, gudang } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useResourceList } from '../../../lib/use-resource.ts';

export type GudangRow = { _id: string; kode_gudang: string; nama_gudang: string; status_aktif?: boolean };
export type BakiRow = {
  _id: string;
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  berat_baki?: number | string;
  berat_bandrol?: number | string;
  status_aktif?: boolean;
};

export function useGudangAktif() {
  const q = useResourceList(gudang, 'active');
  return { ...q, rows: (q.data ?? []) as unknown as GudangRow[] };
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
  return { ...q, rows: (q.data ?? []) as unknown as BakiRow[] };
}
