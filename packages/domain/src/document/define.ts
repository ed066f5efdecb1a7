/**
 * A counter document declared once (issue 27; Frappe Books' Transactional and ERPNext's naming series, Vendure's
 * order process): how it is numbered, its states and actions, the payment kinds it takes or pays out, which ledgers
 * each step posts (stock ledger, cash book, points) and what each cancel posts back, its list (route, filters,
 * columns), the actions of its detail with their permissions and supervisor grants, and its receipt. The declarations
 * say what the server and the screens do today; describe.each over DOCUMENTS holds them to it.
 */

import type { ReportFilter } from '../reports/define.ts';
import type { RouteDef } from '../routes.ts';
import type { OtorisasiJenis } from '../schemas/otorisasi.schemas.ts';
import { type Transitions, transitionActions } from './transitions.ts';

export const DOCUMENT_KINDS = [
  'penjualan',
  'titipan',
  'pembelian',
  'pesanan',
  'service',
  'hutang',
  'tukar-poin',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A document number: `[<kode_toko>-]<prefix>-YYMMDD-NNNN` on a daily counter, or `<kode_toko>-<prefix>YY-NNNNN` on a
 * yearly one (loans). The counter is the store's `doc_counters` row of (prefix, period), taken by kilau_take_counter.
 */
export type Numbering = {
  prefix: string;
  /** The store's code in front (`PST-FJ-…`); the order and the deposit go without (`DP-…`, `TT-…`). */
  store: boolean;
  period: 'day' | 'year';
  digits: number;
};

/** The books a step writes: pieces' ledger rows, cash-book rows, members' point rows. */
export const LEDGERS = ['stock', 'cash', 'points'] as const;
export type Ledger = (typeof LEDGERS)[number];

/** A route path of the menu (the permission a user's menu grants); several = any of them. */
export type Permission = RouteDef['path'];

/** A cancel-like action: the steps whose postings it writes back, the ledgers it writes, and what it keeps (why). */
export type CancelSpec<A extends string> = {
  action: A;
  reverses: readonly ('create' | A)[];
  ledgers: readonly Ledger[];
  keeps?: Partial<Record<Ledger, string>>;
};

/** An action of the detail view: its API call (under the document's prefix), who may, which grant it needs. */
export type DetailAction<A extends string> = {
  action: A;
  label: string;
  /** Method and path under the document's prefix (`PUT selesai` → `PUT pesanan/selesai`); null when another
   *  document does it (an order is picked up by a sale). */
  api: `${'POST' | 'PUT'} ${string}` | null;
  permission: readonly Permission[];
  otorisasi?: OtorisasiJenis;
};

export type DocumentDef<S extends string = string, A extends string = string, D = never> = {
  kind: DocumentKind;
  title: string;
  /** The API prefix: `pesanan` → `POST pesanan`, `GET pesanan/paginated`, `GET pesanan/get/by-no/:no`. */
  api: string;
  numbering: Numbering;
  transitions: Transitions<S, A, D>;
  payments: { takes: readonly string[]; paysOut: readonly string[] };
  posting: { create: readonly Ledger[] } & Partial<Record<A, readonly Ledger[]>>;
  cancels: readonly CancelSpec<A>[];
  permissions: { counter: readonly Permission[]; view: readonly Permission[]; validate: readonly Permission[] };
  /** null when the document has no list of its own (a points exchange shows in the points ledger). */
  list: { route: Permission; filters: readonly ReportFilter[]; columns: readonly string[] } | null;
  detail: { actions: readonly DetailAction<A>[] };
  /** The receipt: its test-id prefix (`nota-sv` → `nota-sv-no`) and its title. */
  nota: { testId: string; title: string };
};

/** The columns of the invoice lists (sale and buy-back share them: the web's docColumns) before their status. */
export const FAKTUR_COLUMNS = [
  'no_faktur_group',
  'tanggal',
  'nama_customer',
  'kode_sales',
  'jumlah_barang',
  'total_berat',
  'total_harga',
  'status',
] as const;

export function defineDocument<const S extends string, const A extends string, D = undefined>(
  d: DocumentDef<S, A, D>,
): DocumentDef<S, A, D> {
  return d;
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** The `n`th number of the counter on the store day `tanggal` (YYYY-MM-DD). */
export function formatDocNo(x: Numbering, kodeToko: string, tanggal: string, n: number): string {
  const yy = tanggal.slice(2, 4);
  if (x.period === 'year') return `${x.store ? `${kodeToko}-` : ''}${x.prefix}${yy}-${pad(n, x.digits)}`;
  const ymd = `${yy}${tanggal.slice(5, 7)}${tanggal.slice(8, 10)}`;
  return `${x.store ? `${kodeToko}-` : ''}${x.prefix}-${ymd}-${pad(n, x.digits)}`;
}

/** The counter's period in `doc_counters`: the whole day, or the four-digit year. */
export const counterPeriod = (x: Numbering, tanggal: string): string =>
  x.period === 'day' ? tanggal : tanggal.slice(0, 4);

/** Every ledger a document's steps post (its creation and its actions). */
export function postedLedgers(d: DocumentDef): Set<Ledger> {
  const out = new Set<Ledger>();
  for (const step of ['create', ...transitionActions(d.transitions)]) {
    for (const l of (d.posting as Record<string, readonly Ledger[] | undefined>)[step] ?? []) out.add(l);
  }
  return out;
}

/** The ledgers a cancel must write back: those the steps it reverses posted. */
export function ledgersToReverse(d: DocumentDef, c: CancelSpec<string>): Set<Ledger> {
  const posting = d.posting as Record<string, readonly Ledger[] | undefined>;
  return new Set(c.reverses.flatMap((step) => posting[step] ?? []));
}
