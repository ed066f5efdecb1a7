/** Options of a declared filter (a report's or a list screen's, `ReportFilter` of @kilau/domain). */
import { type ReportFilter, resourceByKey } from '@kilau/domain';
import { useMemo } from 'react';
import { useResourceList } from './use-resource.ts';

export type Option = { value: string; label: string; row: Record<string, unknown> };

/**
 * Options of a `ref` filter: active master rows only (pickers never offer inactive entries). When another filter
 * of the report narrows this one (a baki belongs to a gudang), only matching rows are offered.
 */
export function useFilterOptions(f: ReportFilter, values: Record<string, string>) {
  const list = useResourceList(f.ref ? resourceByKey(f.ref.resource) : undefined, 'active');
  const options = useMemo<Option[]>(() => {
    if (!f.ref)
      return (f.options ?? []).map((o) =>
        typeof o === 'string' ? { value: o, label: o, row: {} } : { value: o.value, label: o.label, row: {} },
      );
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
