/** The loan receipt after a loan is made and on reprint (/lihat-hutang). The modal is the shared DocNotaModal. */
import type { HutangDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchHutang } from '../hutang-api.ts';
import { buildNotaHutang } from './nota-hutang-model.ts';

export const NOTA_HUTANG: NotaSpec<HutangDoc> = {
  id: 'ht',
  title: 'Nota Hutang',
  docNo: (d) => d.no_hutang,
  queryKey: (no) => queryKeys.hutang('one', no),
  fetch: fetchHutang,
  build: (doc, c) => buildNotaHutang(doc, c.toko, c.para, c.userId),
};

export function NotaHutangModal(props: NotaModalProps<HutangDoc>) {
  return <DocNotaModal spec={NOTA_HUTANG} {...props} />;
}
