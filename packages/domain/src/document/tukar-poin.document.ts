/**
 * The points exchange (tukar poin): a member takes gifts of master hadiah for points, `<kode_toko>-TP-YYMMDD-NNNN`
 * per store and day. Written once and never changed: it posts the member's points (a TUKAR row of minus the points
 * spent) and lowers the gift's own count (master_hadiah.stock — a master's counter, not the pieces' stock ledger). It
 * has no state change, no cancel, no payment, no list of its own (its rows show in /transaksi-poin) and no validation.
 */
import { defineDocument } from './define.ts';
import { defineTransitions } from './transitions.ts';

/** One state: an exchange stands as written; nothing moves it. */
export const TUKAR_POIN_TRANSITIONS = defineTransitions<'TUKAR', never>({
  states: ['TUKAR'],
  initial: 'TUKAR',
  on: {},
  refusals: [],
});

export const TUKAR_POIN_DOCUMENT = defineDocument({
  kind: 'tukar-poin',
  title: 'Tukar Poin',
  api: 'tukar-poin',
  numbering: { prefix: 'TP', store: true, period: 'day', digits: 4 },
  transitions: TUKAR_POIN_TRANSITIONS,
  payments: { takes: [], paysOut: [] },
  posting: { create: ['points'] },
  cancels: [],
  permissions: { counter: ['/tukar-point'], view: ['/transaksi-poin', '/tukar-point'], validate: [] },
  list: null,
  detail: { actions: [] },
  nota: { testId: 'nota-tukar', title: 'NOTA TUKAR POIN' },
});
