/**
 * The loan against gold (hutang): `<kode_toko>-PI<YY>-NNNNN` on a yearly counter; the loan paid out, repayments and
 * renewals' interest taken in; a forfeit (LELANG) turns the collateral into stock; a cancelled repayment (BATAL_LUNAS)
 * gives the repayment back.
 */

import { LIHAT_HUTANG_FILTERS } from '../hutang/hutang.lists.ts';
import { HUTANG_TRANSITIONS } from '../hutang/hutang.rules.ts';
import { CARA_BAYAR_HUTANG } from '../hutang/hutang.schemas.ts';
import { BAYAR_PESANAN } from '../pesanan/pesanan.schemas.ts';
import { defineDocument } from './define.ts';

const lihat = ['/lihat-hutang'] as const;

export const HUTANG_DOCUMENT = defineDocument({
  kind: 'hutang',
  title: 'Hutang',
  api: 'hutang',
  numbering: { prefix: 'PI', store: true, period: 'year', digits: 5 },
  transitions: HUTANG_TRANSITIONS,
  payments: { takes: BAYAR_PESANAN, paysOut: CARA_BAYAR_HUTANG },
  posting: { create: ['cash'], LUNAS: ['cash'], PEREMAJAAN: ['cash'], LELANG: ['stock'] },
  cancels: [{ action: 'BATAL_LUNAS', reverses: ['LUNAS'], ledgers: ['cash'] }],
  permissions: {
    counter: ['/transaksi-hutang'],
    view: ['/lihat-hutang', '/transaksi-hutang', '/validasi-hutang'],
    validate: ['/validasi-hutang'],
  },
  list: {
    route: '/lihat-hutang',
    filters: LIHAT_HUTANG_FILTERS,
    columns: [
      'no_hutang',
      'tanggal',
      'tgl_jatuh_tempo',
      'nama_customer',
      'total_berat',
      'pokok',
      'tagihan_hari_ini',
      'status',
    ],
  },
  detail: {
    actions: [
      { action: 'LUNAS', label: 'Pelunasan', api: 'PUT pelunasan', permission: lihat },
      {
        action: 'BATAL_LUNAS',
        label: 'Batal Lunas',
        api: 'POST batal-lunas',
        permission: lihat,
        otorisasi: 'BATAL_LUNAS_HUTANG',
      },
      { action: 'PEREMAJAAN', label: 'Peremajaan', api: 'POST peremajaan', permission: lihat },
      {
        action: 'LELANG',
        label: 'Lelang',
        api: 'POST lelang',
        permission: lihat,
        otorisasi: 'LELANG_HUTANG',
      },
    ],
  },
  nota: { testId: 'nota-ht', title: 'NOTA HUTANG' },
});
