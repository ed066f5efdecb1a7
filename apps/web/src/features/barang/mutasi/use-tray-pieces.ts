/**
 * The pieces in stock on one tray (`barang/search?kode_baki&status=STOCK`), every page of them, so the screen
 * shows the exact count (`count`) and weight (milligram sum) of what a whole-tray move will take.
 */
import type { Paged } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { type Piece, totalBerat } from './piece.ts';

const PAGE = 500;
/** Above this the preview stops paging (a tray never holds that many pieces; the count stays exact). */
const MAX_PAGES = 10;

export type TrayContent = { count: number; pieces: Piece[]; berat: string; complete: boolean };

export async function fetchTray(kodeBaki: string): Promise<TrayContent> {
  const pieces: Piece[] = [];
  let count = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await api.get<Paged<Piece>>('barang/search', {
      query: { kode_baki: kodeBaki, status: 'STOCK', limit: PAGE, skip: page * PAGE },
    });
    count = r.count;
    pieces.push(...r.data);
    if (pieces.length >= count || r.data.length < PAGE) break;
  }
  return { count, pieces, berat: totalBerat(pieces), complete: pieces.length >= count };
}

export function useTrayPieces(kodeBaki: string | undefined) {
  return useQuery({
    queryKey: queryKeys.barang('tray', kodeBaki),
    queryFn: () => fetchTray(kodeBaki ?? ''),
    enabled: !!kodeBaki,
    staleTime: 0,
  });
}
