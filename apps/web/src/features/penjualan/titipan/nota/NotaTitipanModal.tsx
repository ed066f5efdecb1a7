/** The deposit receipt (NOTA TITIPAN) after a Bayar DP or a Titip Uang and on reprint (/lihat-titipan). The modal is the shared DocNotaModal. */
import type { TitipanDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../../components/receipt/DocNotaModal.tsx';
import { api } from '../../../../lib/api.tsx';
import { queryKeys } from '../../../../lib/query.ts';
import { buildNotaTitipan } from './nota-titipan-model.ts';

export const fetchTitipan = (no: string) => api.get<TitipanDoc>(`titipan/${encodeURIComponent(no.trim())}`);

export const NOTA_TITIPAN: NotaSpec<TitipanDoc> = {
  id: 'tt',
  title: 'Nota Titipan',
  docNo: (d) => d.no_titip,
  queryKey: (no) => queryKeys.sales('titipan', no),
  fetch: fetchTitipan,
  build: (doc, c) => buildNotaTitipan(doc, c.toko, c.userId),
};

export function NotaTitipanModal(props: NotaModalProps<TitipanDoc>) {
  return <DocNotaModal spec={NOTA_TITIPAN} {...props} />;
}
