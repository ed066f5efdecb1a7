/** A piece's photo as a blob URL (the read needs the token header, an `<img src>` cannot send it). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getBlob } from '../../../lib/api-binary.ts';
import { queryKeys } from '../../../lib/query.ts';

export function useFoto(barcode: string | undefined, enabled = true) {
  const q = useQuery({
    queryKey: queryKeys.foto(barcode ?? ''),
    queryFn: () => getBlob(`barang/foto/${barcode}`),
    enabled: !!barcode && enabled,
    staleTime: 60_000,
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: q.isLoading, missing: q.isSuccess && !q.data, error: q.error };
}
