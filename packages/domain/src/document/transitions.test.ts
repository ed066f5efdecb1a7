import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUTANG_TRANSITIONS } from '../hutang/hutang.rules.ts';
import { PESANAN_TRANSITIONS } from '../pesanan/pesanan.rules.ts';
import { SERVICE_TRANSITIONS } from '../service/service.rules.ts';
import {
  actionsFrom,
  assertTransition,
  canTransition,
  defineTransitions,
  TransitionRefused,
  type Transitions,
  transitionActions,
  transitionRefusal,
} from './transitions.ts';

const MACHINES: [string, Transitions<string, string>][] = [
  ['pesanan', PESANAN_TRANSITIONS],
  ['service', SERVICE_TRANSITIONS],
  ['hutang', HUTANG_TRANSITIONS],
];

describe.each(MACHINES)('%s transitions', (_name, t) => {
  it('every action starts from and leads to a declared state; the initial state is one', () => {
    expect(t.states).toContain(t.initial);
    for (const a of transitionActions(t)) {
      expect(t.states).toContain(t.on[a]?.to);
      for (const s of t.on[a]?.from ?? []) expect(t.states).toContain(s);
    }
  });
  it('every refused (state, action) pair has words for the cashier naming the document', () => {
    for (const s of t.states)
      for (const a of transitionActions(t)) {
        const r = transitionRefusal(t, 'NO-1', s, a);
        expect(r === undefined).toBe(canTransition(t, s, a));
        if (r !== undefined) expect(r).toContain('NO-1');
      }
  });
  it('assertTransition answers the target or throws the refusal (422)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...t.states), fc.constantFrom(...transitionActions(t)), (s, a) => {
        if (actionsFrom(t, s).includes(a)) expect(assertTransition(t, 'X', s, a)).toBe(t.on[a]?.to);
        else {
          expect(() => assertTransition(t, 'X', s, a)).toThrow(TransitionRefused);
          expect(() => assertTransition(t, 'X', s, a)).toThrow(transitionRefusal(t, 'X', s, a));
        }
      }),
    );
  });
});

describe('defineTransitions', () => {
  it('refuses an action into a state that is not declared', () => {
    expect(() =>
      defineTransitions({
        states: ['A', 'B'],
        initial: 'A',
        on: { GO: { from: ['A'], to: 'C' as 'B' } },
        refusals: [{ pesan: (no) => no }],
      }),
    ).toThrow('unknown state C');
  });
  it('runs the guard on the document after the state check', () => {
    const t = defineTransitions<'AKTIF' | 'BATAL', 'BATAL', { valid: boolean }>({
      states: ['AKTIF', 'BATAL'],
      initial: 'AKTIF',
      on: {
        BATAL: { from: ['AKTIF'], to: 'BATAL', guard: (d, no) => (d.valid ? `${no} Sudah Divalidasi` : undefined) },
      },
      refusals: [{ state: 'BATAL', pesan: (no) => `${no} Sudah Dibatalkan` }],
    });
    expect(transitionRefusal(t, 'FB-1', 'AKTIF', 'BATAL', { valid: false })).toBeUndefined();
    expect(transitionRefusal(t, 'FB-1', 'AKTIF', 'BATAL', { valid: true })).toBe('FB-1 Sudah Divalidasi');
    expect(transitionRefusal(t, 'FB-1', 'BATAL', 'BATAL', { valid: false })).toBe('FB-1 Sudah Dibatalkan');
    expect(canTransition(t, 'AKTIF', 'BATAL')).toBe(true);
  });
});
