/** The repair (service): SV numbers per store and day; a DP at intake, the rest at pick-up; a cancel gives both back. */
import { BAYAR_PESANAN } from '../pesanan/pesanan.schemas.ts';
import { LIHAT_SERVICE_FILTERS } from '../service/service.lists.ts';
import { SERVICE_TRANSITIONS } from '../service/service.rules.ts';
import { defineDocument } from './define.ts';

const lihat = ['/lihat-services'] as const;

export const SERVICE_DOCUMENT = defineDocument({
  kind: 'service',
  title: 'Service',
  api: 'service',
  numbering: { prefix: 'SV', store: true, period: 'day', digits: 4 },
  transitions: SERVICE_TRANSITIONS,
  payments: { takes: BAYAR_PESANAN, paysOut: ['CASH', 'TRANSFER'] },
  posting: { create: ['cash'], AMBIL: ['cash'] },
  cancels: [{ action: 'BATAL', reverses: ['create', 'AMBIL'], ledgers: ['cash'] }],
  permissions: {
    counter: ['/transaksi-services'],
    view: ['/lihat-services', '/transaksi-services', '/validasi-jual-beli'],
    validate: ['/validasi-jual-beli'],
  },
  list: {
    route: '/lihat-services',
    filters: LIHAT_SERVICE_FILTERS,
    columns: [
      'no_service',
      'tanggal',
      'nama_customer',
      'kode_sales',
      'nama_tukang',
      'total_berat',
      'total',
      'dp',
      'sisa',
      'status',
    ],
  },
  detail: {
    actions: [
      { action: 'SELESAI', label: 'Selesai', api: 'PUT selesai', permission: lihat },
      { action: 'AMBIL', label: 'Ambil', api: 'PUT ambil', permission: lihat },
      {
        action: 'BATAL',
        label: 'Batal Service',
        api: 'POST batal',
        permission: lihat,
        otorisasi: 'BATAL_SERVICE',
      },
    ],
  },
  nota: { testId: 'nota-sv', title: 'NOTA SERVICE' },
});
