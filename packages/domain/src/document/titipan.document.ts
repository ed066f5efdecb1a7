/**
 * The deposit (titipan): money left at the counter (Titip Uang) or a down payment on pieces (Bayar DP, the pieces
 * reserved), TT numbers per day without the store's code. A sale draws it down (TERPAKAI when used up); the
 * supervisor pays back what is left (KEMBALI) or, for a DP, lets the shop keep it (HANGUS).
 */
import { PAYMENT_KINDS } from '../sales/payment.rules.ts';
import { LIHAT_TITIPAN_FILTERS } from '../sales/sales.lists.ts';
import { TITIPAN_STATUS } from '../sales/sales.wire.ts';
import { defineDocument } from './define.ts';
import { defineTransitions } from './transitions.ts';

const tidakDapatKembali = (no: string) => `Titipan ${no} Tidak Dapat Dikembalikan`;

/** titipan.service.ts refund; penjualan's deposit draw (PAYMENT_MSG.titipanTidakAktif). */
export const TITIPAN_TRANSITIONS = defineTransitions({
  states: TITIPAN_STATUS,
  initial: 'AKTIF',
  on: {
    PAKAI: { from: ['AKTIF'], to: 'TERPAKAI' },
    KEMBALI: { from: ['AKTIF'], to: 'KEMBALI' },
    HANGUS: { from: ['AKTIF'], to: 'HANGUS' },
  },
  refusals: [{ action: 'PAKAI', pesan: (no) => `Titipan ${no} Sudah Tidak Aktif` }, { pesan: tidakDapatKembali }],
});

const kembali = 'POST kembali' as const;

export const TITIPAN_DOCUMENT = defineDocument({
  kind: 'titipan',
  title: 'Titipan',
  api: 'titipan',
  numbering: { prefix: 'TT', store: false, period: 'day', digits: 4 },
  transitions: TITIPAN_TRANSITIONS,
  payments: { takes: PAYMENT_KINDS, paysOut: ['CASH', 'TRANSFER'] },
  posting: { create: ['cash', 'stock'] },
  cancels: [
    { action: 'KEMBALI', reverses: ['create'], ledgers: ['cash', 'stock'] },
    {
      action: 'HANGUS',
      reverses: ['create'],
      ledgers: ['stock'],
      keeps: { cash: 'the supervisor lets the shop keep the down payment (DP Hangus)' },
    },
  ],
  permissions: {
    counter: ['/lihat-titipan', '/transaksi-penjualan', '/validasi-jual-beli', '/validasi-titipan'],
    view: ['/lihat-titipan', '/transaksi-penjualan', '/validasi-jual-beli', '/validasi-titipan'],
    validate: ['/validasi-jual-beli', '/validasi-titipan'],
  },
  list: {
    route: '/lihat-titipan',
    filters: LIHAT_TITIPAN_FILTERS,
    columns: [
      'no_titip',
      'tanggal',
      'nama_customer',
      'no_hp',
      'jenis',
      'total_harga',
      'jumlah',
      'terpakai',
      'sisa',
      'status',
      'status_valid',
      'keterangan',
    ],
  },
  detail: {
    actions: [
      {
        action: 'KEMBALI',
        label: 'Kembalikan',
        api: kembali,
        permission: ['/lihat-titipan'],
        otorisasi: 'KEMBALI_TITIPAN',
      },
      {
        action: 'HANGUS',
        label: 'DP Hangus',
        api: kembali,
        permission: ['/lihat-titipan'],
        otorisasi: 'KEMBALI_TITIPAN',
      },
      { action: 'PAKAI', label: 'Pakai Di Penjualan', api: null, permission: ['/transaksi-penjualan'] },
    ],
  },
  nota: { testId: 'nota-tt', title: 'NOTA TITIPAN' },
});
