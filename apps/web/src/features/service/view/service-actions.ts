/** A service's actions in its detail (/lihat-services): done, handed over with the rest paid, cancelled with a supervisor. */
import { bolehAksiService, formatRupiah, type ServiceDoc } from '@kilau/domain';
import { defineActions } from '../../../components/document/document-actions.ts';

const LIHAT = '/lihat-services';

export const SERVICE_ACTIONS = defineActions<ServiceDoc>()({
  SELESAI: {
    title: 'Service Selesai Dikerjakan',
    when: (d) => bolehAksiService(d.status, 'SELESAI'),
    permission: LIHAT,
  },
  AMBIL: {
    title: (d) => `Serah Terima / Ambil Service — Sisa Rp ${formatRupiah(d.sisa)}`,
    when: (d) => bolehAksiService(d.status, 'AMBIL'),
    permission: LIHAT,
  },
  BATAL: {
    title: 'Batalkan Service',
    when: (d) => bolehAksiService(d.status, 'BATAL'),
    permission: LIHAT,
    otorisasi: { jenis: 'BATAL_SERVICE', title: 'Otorisasi Batal Service' },
  },
});
