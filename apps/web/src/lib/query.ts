/**
 * The one QueryClient and the one query-key factory (STYLE.md §5). Every read of the web takes its key from
 * `queryKeys`, and every write declares the lists it affects with the same factory (lib/use-write.ts), so a write
 * in one feature refreshes the reads of another. One server resource, one key: under it always the server's shape
 * (screens derive with `select`).
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed call already told the user (time-out modal, error text); retrying would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Key parts: values, or a filter object (TanStack hashes objects by their keys, order-free). */
type Part = string | number | boolean | undefined | { readonly [k: string]: unknown };
const all = ['kilau'] as const;
const under =
  <R extends readonly string[]>(...root: R) =>
  (...parts: Part[]) =>
    [...all, ...root, ...parts.map((p) => p ?? '')] as const;

export const queryKeys = {
  all,
  me: () => [...all, 'me'] as const,
  /** Declared masters (lib/use-resource.ts): lists and items nest under their resource. */
  resource: (key: string) => [...all, 'resource', key] as const,
  resourceList: (key: string, variant = 'all') => [...queryKeys.resource(key), 'list', variant] as const,
  resourceItem: (key: string, id: string) => [...queryKeys.resource(key), 'item', id] as const,
  /** `baki/get/by-kode-gudang/:kode` — under the baki resource, so a baki write refreshes it. */
  bakiByGudang: (kodeGudang: string | undefined) =>
    [...queryKeys.resource('baki'), 'by-gudang', kodeGudang ?? ''] as const,
  /** `stores/get/all`. */
  stores: () => [...all, 'stores'] as const,
  /** `para-system` (rows) and `para-system/key/:key` (one row) nest here, so a settings save refreshes both. */
  paraSystem: (key?: string) =>
    key ? ([...all, 'para-system', 'key', key] as const) : ([...all, 'para-system'] as const),
  /** `settings/toko`: the store header of receipts, reports and /settingtoko — one key for all. */
  toko: () => [...all, 'settings', 'toko'] as const,
  /** Pieces and their movements (stock and stock-operation screens); every stock write makes them stale. */
  barang: under('barang'),
  /** A piece's photo (`barang/foto/:barcode`). */
  foto: (barcode: string) => [...all, 'barang-foto', barcode] as const,
  /** Sales, deposits and what hangs off them (receipt assets). */
  sales: under('sales'),
  /** Purchases (buy-back): the counter's parameters, the list, one document. */
  pembelian: under('pembelian'),
  /** The cash and bank book: day pages, balances per account, drawer counts (every kas write makes them stale). */
  kas: under('kas'),
  /** Members' points, transactions and gift exchanges (member picker, ledger, tukar point receipts). */
  member: under('member'),
  /** Orders (pesanan): the counter's kategori prices, the list, one document. */
  pesanan: under('pesanan'),
  /** Loans against gold (hutang): the counter's parameters, the list, the margin alerts, one loan. */
  hutang: under('hutang'),
  /** Repairs (service): the counter's surcharge, the list, one document. */
  service: under('service'),
  users: under('users'),
  hakAksesTemplate: (level: string) => [...all, 'hak-akses', 'template', level] as const,
  dashboard: under('dashboard'),
  /** End-of-day reports: the closed days that have one, and one day's report (never changed once written). */
  eod: under('eod'),
};
