/** The loan receipt after a loan is made and on reprint (/lihat-hutang). The modal is the shared DocNotaModal. */
import type { HutangDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchHutang } from '../hutang-api.ts';
import { NotaHutangPaper } from './NotaHutangPaper.tsx';
import { buildNotaHutang, type NotaHutangModel } from './nota-hutang-model.ts';

export const NOTA_HUTANG: NotaSpec<HutangDoc, NotaHutangModel> = {
  id: 'ht',
  title: 'Nota Hutang',
  docNo: (d) => d.no_hutang,
  modelNo: (m) => m.noHutang,
  queryKey: (no) => queryKeys.hutang('one', no),
  fetch: fetchHutang,
  build: (doc, c) => buildNotaHutang(doc, c.toko, c.para, c.userId),
  Paper: NotaHutangPaper,
  savePdf: async (m) => {
    const p = await import('./nota-hutang-pdf.ts');
    p.notaHutangPdf(m).save(p.notaHutangFileName(m.noHutang));
  },
};

export function NotaHutangModal(props: NotaModalProps<HutangDoc>) {
  return <DocNotaModal spec={NOTA_HUTANG} {...props} />;
}
