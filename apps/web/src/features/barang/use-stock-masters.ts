/** Pickers of the stock forms: active masters only (inactive entries never appear in pickers). */
import { resourceByKey } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { type ResourceRow, useResourceList } from '../../lib/use-resource.ts';

export type Option = { value: string; label: string };

const active = (rows: readonly ResourceRow[] | undefined) => (rows ?? []).filter((r) => r.status_aktif !== false);

export function optionsOf(rows: readonly ResourceRow[] | undefined, code: string, name: string): Option[] {
  return active(rows).map((r) => ({
    value: String(r[code] ?? ''),
    label: `${String(r[code] ?? '')} - ${String(r[name] ?? '')}`,
  }));
}

export const useMaster = (key: string) => useResourceList(resourceByKey(key), 'active');

/** Trays of one gudang (`baki/get/by-kode-gudang/:kode_gudang`, spec §7.1). */
export function useBakiOf(kodeGudang: string | undefined) {
  const q = useQuery({
    queryKey: queryKeys.bakiByGudang(kodeGudang),
    queryFn: () => api.get<ResourceRow[]>(`baki/get/by-kode-gudang/${encodeURIComponent(kodeGudang ?? '')}`),
    enabled: !!kodeGudang,
  });
  const options = useMemo(() => optionsOf(q.data, 'kode_baki', 'nama_baki'), [q.data]);
  return { ...q, options };
}

/** Group and gudang options plus the rows (group rows carry jenis_group and persentase). */
export function useStockMasters() {
  const group = useMaster('group');
  const jenis = useMaster('jenis');
  const gudang = useMaster('gudang');
  return useMemo(
    () => ({
      groups: active(group.data),
      groupOptions: optionsOf(group.data, 'kode_group', 'nama_group'),
      jenisOf: (kodeGroup: string | undefined) =>
        optionsOf(
          (jenis.data ?? []).filter((j) => !kodeGroup || j.kode_group === kodeGroup),
          'kode_dept',
          'nama_dept',
        ),
      jenisOptions: optionsOf(jenis.data, 'kode_dept', 'nama_dept'),
      gudangOptions: optionsOf(gudang.data, 'kode_gudang', 'nama_gudang'),
      loading: group.isLoading || jenis.isLoading || gudang.isLoading,
    }),
    [group.data, jenis.data, gudang.data, group.isLoading, jenis.isLoading, gudang.isLoading],
  );
}

/** antd Select props for a searchable picker by code or name. */
export const searchable = {
  showSearch: { optionFilterProp: 'label' as const },
  allowClear: true,
};
