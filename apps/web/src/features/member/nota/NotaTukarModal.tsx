/** The gift-exchange receipt (two slips) after an exchange and on reprint (/transaksi-poin). The modal is the shared DocNotaModal. */
import type { TukarPoinDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchTukarPoin } from '../member-api.ts';
import { buildNotaTukar } from './nota-tukar-model.ts';

export const NOTA_TUKAR: NotaSpec<TukarPoinDoc> = {
  id: 'tukar',
  title: 'Nota Tukar Poin',
  docNo: (d) => d.no_tukar,
  queryKey: (no) => queryKeys.member('tukar', no),
  fetch: fetchTukarPoin,
  build: (doc, c) => buildNotaTukar(doc, c.toko, c.userId),
};

export function NotaTukarModal(props: NotaModalProps<TukarPoinDoc>) {
  return <DocNotaModal spec={NOTA_TUKAR} {...props} />;
}
