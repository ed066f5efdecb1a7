/**
 * The order (pesanan): DP numbers per day without the store's code; the down payment into the cash book; the finished
 * piece into stock (SELESAI); picked up by a sale (its PESANAN payment line); a cancel pays the DP back or keeps it.
 */

import { LIHAT_PESANAN_FILTERS } from '../pesanan/pesanan.lists.ts';
import { PESANAN_TRANSITIONS } from '../pesanan/pesanan.rules.ts';
import { BAYAR_PESANAN } from '../pesanan/pesanan.schemas.ts';
import { defineDocument } from './define.ts';

const lihat = ['/lihat-pesanan'] as const;

export const PESANAN_DOCUMENT = defineDocument({
  kind: 'pesanan',
  title: 'Pesanan',
  api: 'pesanan',
  numbering: { prefix: 'DP', store: false, period: 'day', digits: 4 },
  transitions: PESANAN_TRANSITIONS,
  payments: { takes: BAYAR_PESANAN, paysOut: ['CASH', 'TRANSFER'] },
  posting: { create: ['cash'], SELESAI: ['stock'] },
  cancels: [
    {
      action: 'BATAL',
      reverses: ['create'],
      ledgers: ['cash'],
      keeps: {
        stock: 'a finished piece stays the shop’s stock; the DP is kept instead when the supervisor says HANGUS',
      },
    },
  ],
  permissions: {
    counter: ['/transaksi-pesanan'],
    view: ['/lihat-pesanan', '/transaksi-pesanan', '/validasi-jual-beli'],
    validate: ['/validasi-jual-beli'],
  },
  list: {
    route: '/lihat-pesanan',
    filters: LIHAT_PESANAN_FILTERS,
    columns: [
      'no_pesanan',
      'tanggal',
      'nama_customer',
      'kode_sales',
      'nama_tukang',
      'tgl_estimasi',
      'total_berat',
      'total_harga',
      'dp',
      'sisa',
      'status',
    ],
  },
  detail: {
    actions: [
      { action: 'KERJAKAN', label: 'Kerjakan', api: 'PUT kerjakan', permission: lihat },
      { action: 'SELESAI', label: 'Selesai', api: 'PUT selesai', permission: lihat },
      { action: 'AMBIL', label: 'Ambil Di Penjualan', api: null, permission: ['/transaksi-penjualan'] },
      {
        action: 'BATAL',
        label: 'Batal Pesanan',
        api: 'POST batal',
        permission: lihat,
        otorisasi: 'BATAL_PESANAN',
      },
    ],
  },
  nota: { testId: 'nota-ps', title: 'NOTA PESANAN' },
});
