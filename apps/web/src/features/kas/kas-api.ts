/** Reads and writes of the cash and bank screens: a day's book page, balances per account, drawer counts. */
import type { HitungKasList, KasPage, SaldoRekeningList } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { useWrite } from '../../lib/use-write.ts';

export function useKasPage(f: { tanggal: string; no_rekening: string }, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.kas('book', f, page),
    queryFn: () => api.get<KasPage>('cash/paginated', { query: { ...f, skip: page.skip, limit: page.limit } }),
    placeholderData: keepPreviousData,
    enabled: !!f.tanggal,
  });
}

export function useSaldoRekening(tanggal: string) {
  return useQuery({
    queryKey: queryKeys.kas('saldo', tanggal),
    queryFn: () => api.get<SaldoRekeningList>('cash/saldo-rekening', { query: { tanggal } }),
    enabled: !!tanggal,
  });
}

export function useHitungList(tanggal: string) {
  return useQuery({
    queryKey: queryKeys.kas('hitung', tanggal),
    queryFn: () => api.get<HitungKasList>('cash/hitung', { query: { tanggal } }),
    enabled: !!tanggal,
  });
}

/** Every write of the cash book makes all its reads stale. */
export const useKasWrite = () => useWrite({ invalidates: [queryKeys.kas()] });

/** Where a document number of the book leads: the list screen that shows that document, if one exists. */
export function docLink(no: string, tanggal: string, kodeToko: string): string | undefined {
  const q = new URLSearchParams({ tgl_from: tanggal, tgl_to: tanggal, q: no }).toString();
  if (no.startsWith(`${kodeToko}-FJ-`)) return `/lihat-penjualan?${q}`;
  if (no.startsWith(`${kodeToko}-FB-`)) return `/lihat-pembelian?${q}`;
  if (no.startsWith('TT-')) return `/lihat-titipan?${new URLSearchParams({ status: '', q: no }).toString()}`;
  // an order's DP may be refunded days later: its list opens from the order's own day (in its number) to the row's
  const dp = /^DP-(\d{2})(\d{2})(\d{2})-/.exec(no);
  if (dp) {
    const from = `20${dp[1]}-${dp[2]}-${dp[3]}`;
    return `/lihat-pesanan?${new URLSearchParams({ tgl_from: from <= tanggal ? from : tanggal, tgl_to: tanggal, q: no }).toString()}`;
  }
  return undefined;
}
