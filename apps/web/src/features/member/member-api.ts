/** Reads of the member screens: the picker, a member's transactions, the points ledger, one gift exchange. */
import type { MemberPoin, PoinLedger, TransaksiMember, TukarPoinDoc } from '@kilau/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';

export type Period = { kode_member: string; tgl_from: string; tgl_to: string };

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.member('search', q),
    queryFn: () => api.get<MemberPoin[]>('member/search', { query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useTransaksiMember(p: Period | undefined) {
  return useQuery({
    queryKey: queryKeys.member('transaksi', p),
    queryFn: () => api.get<TransaksiMember>('member/transaksi', { query: p }),
    enabled: !!p?.kode_member,
  });
}

export function usePoinLedger(p: Period | undefined) {
  return useQuery({
    queryKey: queryKeys.member('poin', p),
    queryFn: () => api.get<PoinLedger>('member/poin', { query: p }),
    enabled: !!p?.kode_member,
  });
}

export const fetchTukarPoin = (no: string) =>
  api.get<TukarPoinDoc>(`tukar-poin/get/by-no/${encodeURIComponent(no.trim())}`);
