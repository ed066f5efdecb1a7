/** The buy-back (pembelian): FB numbers per store and day; pieces into sorting, money paid out; a cancel undoes both. */
import { LIHAT_PEMBELIAN_FILTERS } from '../pembelian/pembelian.lists.ts';
import { BAYAR_BELI } from '../pembelian/pembelian.schemas.ts';
import { defineDocument, FAKTUR_COLUMNS } from './define.ts';
import { type FakturBatalDoc, fakturTransitions } from './faktur.transitions.ts';

/** The purchase as its cancel reads it (pembelian.cancel.ts): validated, or paid into a sale as a trade-in. */
export type PembelianBatalDoc = FakturBatalDoc & { no_penjualan: string | null };

/** AKTIF → BATAL, not once validated nor once a sale took it as a trade-in. */
export const PEMBELIAN_TRANSITIONS = fakturTransitions<PembelianBatalDoc>('Pembelian', (d, no) =>
  d.no_penjualan ? `Pembelian ${no} Dipakai Sebagai Pembayaran Tukar Penjualan ${d.no_penjualan}` : undefined,
);

export const PEMBELIAN_DOCUMENT = defineDocument({
  kind: 'pembelian',
  title: 'Pembelian',
  api: 'pembelian',
  numbering: { prefix: 'FB', store: true, period: 'day', digits: 4 },
  transitions: PEMBELIAN_TRANSITIONS,
  payments: { takes: [], paysOut: BAYAR_BELI },
  posting: { create: ['stock', 'cash'] },
  cancels: [{ action: 'BATAL', reverses: ['create'], ledgers: ['stock', 'cash'] }],
  permissions: {
    counter: ['/transaksi-pembelian'],
    view: ['/batal-pembelian', '/lihat-pembelian', '/transaksi-pembelian', '/validasi-jual-beli'],
    validate: ['/validasi-jual-beli'],
  },
  list: {
    route: '/lihat-pembelian',
    filters: LIHAT_PEMBELIAN_FILTERS,
    columns: FAKTUR_COLUMNS,
  },
  detail: {
    actions: [
      {
        action: 'BATAL',
        label: 'Batal Pembelian',
        api: 'POST batal',
        permission: ['/batal-pembelian', '/lihat-pembelian'],
        otorisasi: 'BATAL_BELI',
      },
    ],
  },
  nota: { testId: 'nota-beli', title: 'NOTA PEMBELIAN' },
});
