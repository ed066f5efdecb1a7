/** Generic data hooks over a declared master (STYLE.md §5): the list read and the create/update/delete writes. */
import type { ResourceDef, ResourceRow } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type WriteResult } from './api.tsx';
import { queryKeys } from './query.ts';
import { useWrite } from './use-write.ts';

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

export type SaveInput = { id?: string; body: Record<string, unknown> };

/** The master's writes through the one write hook: create or update (`save`) and `remove`. */
export function useResourceMutation(r: ResourceDef) {
  // A write may change the rows it refers to (a day's gold price updates its group), so those lists reload too.
  const touched = [r.key, ...Object.values(r.fields).flatMap((f) => (f.ref ? [f.ref.resource] : []))];
  const invalidates = [...new Set(touched)].map((k) => queryKeys.resource(k));
  const saving = useWrite({ invalidates });
  const removing = useWrite({ invalidates });
  const one = (id: string) => `${r.api}/${encodeURIComponent(id)}`;
  return {
    save: ({ id, body }: SaveInput) =>
      id
        ? saving.send<WriteResult<ResourceRow>>({ method: 'put', path: one(id), body })
        : saving.send<WriteResult<ResourceRow>>({ path: r.api, body }),
    remove: (id: string) => removing.send<WriteResult<ResourceRow>>({ method: 'del', path: one(id) }),
    saving: saving.saving,
    /** The form closed: its next opening is a new submission. */
    reset: saving.reset,
  };
}
