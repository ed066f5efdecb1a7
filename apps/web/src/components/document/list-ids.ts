/**
 * The test ids of a document list page, from its declared prefixes: one derivation for every list, so the browser
 * tests' names (`ls-table`, `lp-q`, `lh-detail-<no>` …) hold for each declaration.
 */
import { slug } from '../../lib/slug.ts';

export type ListIds = { list: string; filter?: string };

export function listTestIds(ids: ListIds) {
  const row = (what: string) => (no: string) => `${ids.list}-${what}-${slug(no)}`;
  return {
    bar: `${ids.list}-filter`,
    /** The filter inputs' prefix (`<prefix>-<filter name>`, `<prefix>-search`). */
    inputs: ids.filter ?? ids.list,
    table: `${ids.list}-table`,
    detail: row('detail'),
    row,
  };
}
