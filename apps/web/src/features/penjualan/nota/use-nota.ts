/** Everything a receipt needs: the sale, the store header, the nota settings and the images. */

import type { Sale } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loadNotaAssets } from '../../../components/receipt/nota-assets.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { usePara, useToko } from '../../../lib/store-settings.ts';
import { fetchSale } from '../shared/sales-queries.ts';
import { buildNota } from './nota-model.ts';

/** `sale` when the caller has it (just saved); else it is read by `no` (reprint). */
export function useNota(no: string | undefined, given?: Sale) {
  const user = useSession()?.user;
  const sale = useQuery({
    queryKey: queryKeys.sales('one', no ?? '-'),
    queryFn: () => fetchSale(no as string),
    enabled: !!no && !given,
    staleTime: 0,
  });
  const toko = useToko();
  const para = usePara();
  const data = given ?? sale.data;
  const model = useMemo(
    () =>
      data && para.data && !toko.isLoading ? buildNota(data, toko.data, para.data, user?.user_id ?? '') : undefined,
    [data, toko.data, toko.isLoading, para.data, user?.user_id],
  );
  const assets = useQuery({
    queryKey: queryKeys.sales('nota-assets', data?.no_faktur_group ?? '-', model?.tampilFoto ?? false),
    queryFn: () =>
      loadNotaAssets(
        data?.no_faktur_group ?? '',
        (data?.items ?? []).map((i) => i.kode_barcode),
        model?.tampilFoto ?? false,
      ),
    enabled: !!data && !!model,
    staleTime: 300_000,
  });
  const error = sale.error ?? para.error ?? assets.error;
  return { sale: data, model, assets: assets.data, loading: !model || !assets.data, error };
}
