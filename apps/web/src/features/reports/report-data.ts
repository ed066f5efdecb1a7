/** Reads of the report page: the report rows (a long operation), the store header, and picker options. */
import { type ReportDef, type ReportFilter, resourceByKey } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { useResourceList } from '../../lib/use-resource.ts';
import { fetchToko } from '../settings/settings-api.ts';
import type { ReportRow } from './report-model.ts';

/** Report calls are not bound by the 5 s rule (DESIGN.md: big reports are long operations). */
export async function fetchReport(def: ReportDef, query: Record<string, string>): Promise<ReportRow[]> {
  const rows = await api.get<ReportRow[]>(def.api, { long: true, query });
  return Array.isArray(rows) ? rows : [];
}

export type Toko = { kode_toko: string; nama_toko: string; alamat_toko: string; no_hp?: string };

export function useTokoLoader() {
  const qc = useQueryClient();
  // The same cache entry as the settings screen, so an edited address shows on the next export.
  return () => qc.fetchQuery({ queryKey: queryKeys.toko(), queryFn: fetchToko<Toko>, staleTime: 60_000 });
}

export type Option = { value: string; label: string; row: Record<string, unknown> };

/**
 * Options of a `ref` filter: active master rows only (pickers never offer inactive entries). When another filter
 * of the report narrows this one (a baki belongs to a gudang), only matching rows are offered.
 */
export function useFilterOptions(f: ReportFilter, values: Record<string, string>) {
  const list = useResourceList(f.ref ? resourceByKey(f.ref.resource) : undefined, 'active');
  const options = useMemo<Option[]>(() => {
    if (!f.ref) return (f.options ?? []).map((o) => ({ value: o, label: o, row: {} }));
    const ref = f.ref;
    return (list.data ?? [])
      .filter((r) => r.status_aktif !== false && r.status_aktif !== 'false')
      .map((r) => {
        const code = String(r[ref.value] ?? '');
        const name = String(r[ref.label] ?? '');
        return { value: code, label: name && name !== code ? `${code} - ${name}` : code, row: r };
      })
      .filter((o) => o.value)
      .sort((a, b) => a.value.localeCompare(b.value, 'id'));
  }, [f, list.data]);
  const narrowed = useMemo(
    () =>
      options.filter((o) =>
        Object.entries(values).every(
          ([name, v]) => !v || name === f.name || !(name in o.row) || String(o.row[name]) === v,
        ),
      ),
    [options, values, f.name],
  );
  return { options: narrowed, loading: list.isLoading, error: list.isError };
}
