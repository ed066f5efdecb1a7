/** The gift-exchange receipt (two slips) after an exchange and on reprint (/transaksi-poin). The modal is the shared DocNotaModal. */
import type { TukarPoinDoc } from '@kilau/domain';
import '../../penjualan/penjualan.css';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchTukarPoin } from '../member-api.ts';
import { NotaTukarPaper } from './NotaTukarPaper.tsx';
import { buildNotaTukar, type NotaTukarModel, notaTukarFileName } from './nota-tukar-model.ts';

export const NOTA_TUKAR: NotaSpec<TukarPoinDoc, NotaTukarModel> = {
  id: 'tukar',
  title: 'Nota Tukar Poin',
  docNo: (d) => d.no_tukar,
  modelNo: (m) => m.noTukar,
  queryKey: (no) => queryKeys.member('tukar', no),
  fetch: fetchTukarPoin,
  build: (doc, c) => buildNotaTukar(doc, c.toko, c.userId),
  Paper: NotaTukarPaper,
  savePdf: async (m) => {
    const p = await import('./nota-tukar-pdf.ts');
    p.notaTukarPdf(m).save(notaTukarFileName(m.noTukar));
  },
};

export function NotaTukarModal(props: NotaModalProps<TukarPoinDoc>) {
  return <DocNotaModal spec={NOTA_TUKAR} {...props} />;
}
