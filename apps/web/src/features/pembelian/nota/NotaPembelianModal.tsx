/** The purchase receipt (two slips) after a purchase and on reprint (/lihat-pembelian). The modal is the shared DocNotaModal. */
import type { PembelianDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchPembelian } from '../pembelian-api.ts';
import { buildNotaBeli } from './nota-beli-model.ts';

export const NOTA_PEMBELIAN: NotaSpec<PembelianDoc> = {
  id: 'beli',
  title: 'Nota Pembelian',
  docNo: (d) => d.no_faktur_group,
  queryKey: (no) => queryKeys.pembelian('one', no),
  fetch: fetchPembelian,
  build: (doc, c) => buildNotaBeli(doc, c.toko, c.userId),
};

export function NotaPembelianModal(props: NotaModalProps<PembelianDoc>) {
  return <DocNotaModal spec={NOTA_PEMBELIAN} {...props} />;
}
