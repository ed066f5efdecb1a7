/** Generic data hooks over a declared master (STYLE.md §5): the list read and the create/update/delete writes. */
import type { ResourceDef, ResourceRow } from '@kilau/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WriteResult } from './api.tsx';
import { queryKeys } from './query.ts';

export type { ResourceRow };

/** 'all' rows for the master screen, 'active' ones (`activeReads`) for pickers of other forms. */
export type ListVariant = 'all' | 'active';

export function useResourceList(r: ResourceDef | undefined, variant: ListVariant = 'all') {
  const path = variant === 'active' ? (r?.activeReads?.[0] ?? r?.reads[0]) : r?.reads[0];
  return useQuery({
    queryKey: queryKeys.resourceList(r?.key ?? '-', variant),
    queryFn: async () => {
      const rows = await api.get<ResourceRow[]>(path ?? r?.api ?? '');
      return Array.isArray(rows) ? rows : [];
    },
    enabled: !!r,
  });
}

export type SaveInput = { id?: string; body: Record<string, unknown>; idempotencyKey: string };
export type RemoveInput = { id: string; idempotencyKey: string };

export function useResourceMutation(r: ResourceDef) {
  const qc = useQueryClient();
  // A write may change the rows it refers to (a day's gold price updates its group), so those lists reload too.
  const touched = [r.key, ...Object.values(r.fields).flatMap((f) => (f.ref ? [f.ref.resource] : []))];
  const invalidate = () =>
    Promise.all([...new Set(touched)].map((k) => qc.invalidateQueries({ queryKey: queryKeys.resource(k) })));
  const save = useMutation({
    mutationFn: ({ id, body, idempotencyKey }: SaveInput) =>
      id
        ? api.put<WriteResult<ResourceRow>>(`${r.api}/${encodeURIComponent(id)}`, body, { idempotencyKey })
        : api.post<WriteResult<ResourceRow>>(r.api, body, { idempotencyKey }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: ({ id, idempotencyKey }: RemoveInput) =>
      api.del<WriteResult<ResourceRow>>(`${r.api}/${encodeURIComponent(id)}`, { idempotencyKey }),
    onSuccess: invalidate,
  });
  return { save, remove };
}
