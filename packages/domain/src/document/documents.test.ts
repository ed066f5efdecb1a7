import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNoHutang } from '../hutang/hutang.rules.ts';
import { ROUTES } from '../routes.ts';
import { OTORISASI_JENIS } from '../schemas/otorisasi.schemas.ts';
import { counterPeriod, formatDocNo, LEDGERS, type Ledger, ledgersToReverse, postedLedgers } from './define.ts';
import { DOCUMENTS } from './index.ts';
import { PEMBELIAN_TRANSITIONS } from './pembelian.document.ts';
import { PENJUALAN_TRANSITIONS } from './penjualan.document.ts';
import { canTransition, transitionActions, transitionRefusal } from './transitions.ts';

/** The numbers the server hands out today (server tests: /^PST-FJ-\d{6}-0001$/, /^DP-\d{6}-0001$/, …). */
const FIRST_NUMBER: Record<string, RegExp> = {
  penjualan: /^PST-FJ-\d{6}-0001$/,
  titipan: /^TT-\d{6}-0001$/,
  pembelian: /^PST-FB-\d{6}-0001$/,
  pesanan: /^DP-\d{6}-0001$/,
  service: /^PST-SV-\d{6}-0001$/,
  hutang: /^PST-PI\d{2}-00001$/,
  'tukar-poin': /^PST-TP-\d{6}-0001$/,
};
const PATHS = new Set(ROUTES.map((r) => r.path));
const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe.each(DOCUMENTS.map((d) => [d.kind, d] as const))('document %s', (kind, d) => {
  it('numbers as the server does today', () => {
    expect(formatDocNo(d.numbering, 'PST', '2026-11-22', 1)).toMatch(FIRST_NUMBER[kind] as RegExp);
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 9999 }), (t, n) => {
        const no = formatDocNo(d.numbering, 'PST', t, n);
        if (d.numbering.period === 'year') {
          expect(no).toBe(formatNoHutang('PST', t, n));
          expect(counterPeriod(d.numbering, t)).toBe(t.slice(0, 4));
        } else {
          const ymd = t.slice(2).replaceAll('-', '');
          const head = d.numbering.store ? 'PST-' : '';
          expect(no).toBe(`${head}${d.numbering.prefix}-${ymd}-${String(n).padStart(4, '0')}`);
          expect(counterPeriod(d.numbering, t)).toBe(t);
        }
      }),
    );
  });

  it('every transition starts from and leads to a declared state; every refused pair has words', () => {
    const t = d.transitions;
    for (const a of transitionActions(t)) {
      expect(t.states).toContain(t.on[a]?.to);
      for (const s of t.on[a]?.from ?? []) expect(t.states).toContain(s);
    }
    for (const s of t.states)
      for (const a of transitionActions(t))
        if (!canTransition(t, s, a))
          expect(t.refusals.some((r) => (r.state ?? s) === s && (r.action ?? a) === a)).toBe(true);
  });

  it('every permission is a route of the menu, every grant a real otorisasi, every action a transition', () => {
    const perms = [
      ...d.permissions.counter,
      ...d.permissions.view,
      ...d.permissions.validate,
      ...(d.list ? [d.list.route] : []),
      ...d.detail.actions.flatMap((a) => a.permission),
    ];
    for (const p of perms) expect(PATHS.has(p), p).toBe(true);
    for (const a of d.detail.actions) {
      expect(transitionActions(d.transitions)).toContain(a.action);
      if (a.otorisasi) expect(OTORISASI_JENIS).toContain(a.otorisasi);
    }
    for (const a of transitionActions(d.transitions)) expect(d.detail.actions.map((x) => x.action)).toContain(a);
    for (const step of Object.keys(d.posting))
      if (step !== 'create') expect(transitionActions(d.transitions)).toContain(step);
  });

  it('every cancel writes back every ledger the steps it reverses posted, or says why it keeps one', () => {
    for (const c of d.cancels) {
      expect(transitionActions(d.transitions)).toContain(c.action);
      for (const l of ledgersToReverse(d, c)) expect(c.ledgers.includes(l) || c.keeps?.[l] !== undefined, l).toBe(true);
      for (const l of c.ledgers) expect(postedLedgers(d).has(l)).toBe(true);
      for (const l of Object.keys(c.keeps ?? {})) expect(postedLedgers(d).has(l as Ledger), l).toBe(true);
    }
    for (const l of postedLedgers(d)) expect(LEDGERS).toContain(l);
  });

  it('its receipt has a title and a test id', () => {
    expect(d.nota.title).toMatch(/^NOTA /);
    expect(d.nota.testId).toMatch(/^nota(-[a-z]+)?$/);
  });
});

describe('DOCUMENTS', () => {
  it('one declaration per kind, each numbered with its own prefix', () => {
    expect(new Set(DOCUMENTS.map((d) => d.kind)).size).toBe(DOCUMENTS.length);
    expect(new Set(DOCUMENTS.map((d) => d.numbering.prefix)).size).toBe(DOCUMENTS.length);
  });
});

describe('the cancel guards of the sale and the buy-back', () => {
  it('answer the words the server and /batal-pembelian answer', () => {
    const open = { status_valid: 'OPEN', no_penjualan: null };
    expect(transitionRefusal(PEMBELIAN_TRANSITIONS, 'FB-1', 'AKTIF', 'BATAL', open)).toBeUndefined();
    expect(transitionRefusal(PEMBELIAN_TRANSITIONS, 'FB-1', 'BATAL', 'BATAL', open)).toBe(
      'Pembelian FB-1 Sudah Dibatalkan',
    );
    expect(transitionRefusal(PEMBELIAN_TRANSITIONS, 'FB-1', 'AKTIF', 'BATAL', { ...open, status_valid: 'DONE' })).toBe(
      'Pembelian FB-1 Sudah Divalidasi, Tidak Dapat Dibatalkan',
    );
    expect(transitionRefusal(PEMBELIAN_TRANSITIONS, 'FB-1', 'AKTIF', 'BATAL', { ...open, no_penjualan: 'FJ-9' })).toBe(
      'Pembelian FB-1 Dipakai Sebagai Pembayaran Tukar Penjualan FJ-9',
    );
    expect(transitionRefusal(PENJUALAN_TRANSITIONS, 'FJ-1', 'AKTIF', 'BATAL', { status_valid: 'DONE' })).toBe(
      'Penjualan FJ-1 Sudah Divalidasi, Tidak Dapat Dibatalkan',
    );
    expect(transitionRefusal(PENJUALAN_TRANSITIONS, 'FJ-1', 'BATAL', 'BATAL', { status_valid: 'OPEN' })).toBe(
      'Penjualan FJ-1 Sudah Dibatalkan',
    );
  });
});

/** The documents with a list screen of their own (tukar poin has none). */
describe.each(DOCUMENTS.flatMap((d) => (d.list ? [[d.kind, d.list] as const] : [])))('document %s list', (_, list) => {
  it('lists by declared filters and columns', () => {
    expect(list.columns.length).toBeGreaterThan(0);
    expect(new Set(list.columns).size).toBe(list.columns.length);
    expect(list.filters.length).toBeGreaterThan(0);
  });
});
