/**
 * The state of a list screen in the URL (STYLE.md §4): the values of its declared filters (`ReportFilter`) and its
 * page, so a reload or a shared link shows the same list and page. A filter missing from the URL has its default
 * (`default`, a date the shop day); a filter cleared from a non-empty default is kept as an empty value.
 */
import type { ReportFilter } from '@kilau/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from './session.ts';

export type ListValues = Record<string, string>;

export function useListParams(filters: readonly ReportFilter[], pageSizes: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const day = useSession()?.user.tgl_system ?? '';
  const defaults = useMemo(
    () => Object.fromEntries(filters.map((f) => [f.name, f.default ?? (f.kind === 'date' ? day : '')])) as ListValues,
    [filters, day],
  );
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values follow the URL's text
  const values = useMemo(
    () => Object.fromEntries(filters.map((f) => [f.name, params.get(f.name) ?? defaults[f.name] ?? ''])) as ListValues,
    [filters, key, defaults],
  );
  const size = Number(params.get('size'));
  const page = {
    page: Math.max(1, Number(params.get('page')) || 1),
    size: pageSizes.includes(size) ? size : (pageSizes[0] as number),
  };

  /** Shows the list of these filter values, from its first page. */
  const apply = (next: ListValues) =>
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        for (const f of filters) {
          const v = (next[f.name] ?? '').trim();
          if (v || defaults[f.name]) out.set(f.name, v);
          else out.delete(f.name);
        }
        out.delete('page');
        return out;
      },
      { replace: true },
    );

  const setPage = (p: number, s: number) =>
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        if (s !== pageSizes[0]) out.set('size', String(s));
        else out.delete('size');
        return out;
      },
      { replace: true },
    );

  return { values, page, apply, setPage };
}
