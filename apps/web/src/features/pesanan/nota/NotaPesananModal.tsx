/** The order receipt after an order and on reprint (/lihat-pesanan). The modal is the shared DocNotaModal. */
import type { PesananDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchPesanan } from '../pesanan-api.ts';
import { buildNotaPesanan } from './nota-pesanan-model.ts';

export const NOTA_PESANAN: NotaSpec<PesananDoc> = {
  id: 'ps',
  title: 'Nota Pesanan',
  docNo: (d) => d.no_pesanan,
  queryKey: (no) => queryKeys.pesanan('one', no),
  fetch: fetchPesanan,
  build: (doc, c) => buildNotaPesanan(doc, c.toko, c.userId),
};

export function NotaPesananModal(props: NotaModalProps<PesananDoc>) {
  return <DocNotaModal spec={NOTA_PESANAN} {...props} />;
}
