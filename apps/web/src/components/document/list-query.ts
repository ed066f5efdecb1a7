/**
 * A document list's query from its filter values in the URL: the period and the search every list has, a select's
 * value as the query's enum (blank: no filter), and the widths the period lists give their search and status.
 */
import type { CSSProperties } from 'react';
import type { ListValues } from '../../lib/use-list-params.ts';

export const periodQuery = (v: ListValues) => ({
  tgl_from: v.tgl_from ?? '',
  tgl_to: v.tgl_to ?? '',
  q: v.q || undefined,
});

export const picked = <T extends string>(v: ListValues, name: string) => (v[name] || undefined) as T | undefined;

export const PERIOD_LIST_WIDTHS: Readonly<Record<string, CSSProperties>> = {
  q: { width: 240 },
  status: { width: 130 },
};
