/** The repair receipt (store and customer copies) after a service is taken in and on reprint (/lihat-services). The modal is the shared DocNotaModal. */
import type { ServiceDoc } from '@kilau/domain';
import { DocNotaModal, type NotaModalProps, type NotaSpec } from '../../../components/receipt/DocNotaModal.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { fetchService } from '../service-api.ts';
import { buildNotaService } from './nota-service-model.ts';

export const NOTA_SERVICE: NotaSpec<ServiceDoc> = {
  id: 'sv',
  title: 'Nota Service',
  docNo: (d) => d.no_service,
  queryKey: (no) => queryKeys.service('one', no),
  fetch: fetchService,
  build: (doc, c) => buildNotaService(doc, c.toko, c.userId),
};

export function NotaServiceModal(props: NotaModalProps<ServiceDoc>) {
  return <DocNotaModal spec={NOTA_SERVICE} {...props} />;
}
