/** Reads of the report page: the report rows (a long operation) and the store header. */
import type { ReportDef } from '@kilau/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { fetchToko } from '../../lib/store-settings.ts';
import type { ReportRow } from './report-model.ts';

/** Report calls are not bound by the 5 s rule (DESIGN.md: big reports are long operations). */
export async function fetchReport(def: ReportDef, query: Record<string, string>): Promise<ReportRow[]> {
  const rows = await api.get<ReportRow[]>(def.api, { long: true, query });
  return Array.isArray(rows) ? rows : [];
}

export function useTokoLoader() {
  const qc = useQueryClient();
  // The same cache entry as the settings screen, so an edited address shows on the next export.
  return () => qc.fetchQuery({ queryKey: queryKeys.toko(), queryFn: fetchToko, staleTime: 60_000 });
}
