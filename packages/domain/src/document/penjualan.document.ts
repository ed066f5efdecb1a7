/** The sale (penjualan): FJ numbers per store and day; a cancel gives back pieces, money and points. */
import { PAYMENT_KINDS } from '../sales/payment.rules.ts';
import { LIHAT_PENJUALAN_FILTERS } from '../sales/sales.lists.ts';
import { defineDocument, FAKTUR_COLUMNS } from './define.ts';
import { fakturTransitions } from './faktur.transitions.ts';

/** AKTIF → BATAL while not validated (penjualan.cancel.ts lockSale). */
export const PENJUALAN_TRANSITIONS = fakturTransitions('Penjualan');

export const PENJUALAN_DOCUMENT = defineDocument({
  kind: 'penjualan',
  title: 'Penjualan',
  api: 'penjualan',
  numbering: { prefix: 'FJ', store: true, period: 'day', digits: 4 },
  transitions: PENJUALAN_TRANSITIONS,
  payments: { takes: PAYMENT_KINDS, paysOut: ['CASH'] },
  posting: { create: ['stock', 'cash', 'points'] },
  cancels: [{ action: 'BATAL', reverses: ['create'], ledgers: ['stock', 'cash', 'points'] }],
  permissions: {
    counter: ['/transaksi-penjualan'],
    view: [
      '/batal-penjualan',
      '/lihat-penjualan',
      '/transaksi-penjualan',
      '/validasi-jual-beli',
      '/validasi-penjualan',
    ],
    validate: ['/validasi-jual-beli', '/validasi-penjualan'],
  },
  list: {
    route: '/lihat-penjualan',
    filters: LIHAT_PENJUALAN_FILTERS,
    columns: FAKTUR_COLUMNS,
  },
  detail: {
    actions: [
      {
        action: 'BATAL',
        label: 'Batal Penjualan',
        api: 'POST batal',
        permission: ['/batal-penjualan'],
        otorisasi: 'BATAL_JUAL',
      },
    ],
  },
  nota: { testId: 'nota', title: 'NOTA PENJUALAN' },
});
