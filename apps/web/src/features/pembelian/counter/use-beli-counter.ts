/**
 * The buy-back counter's state, kept in sessionStorage per store and user, so a reload (the time-out dialog's
 * `Coba Lagi`) restores the pieces and payments, and the held Idempotency-Key of a save still in doubt.
 */
import { useCallback, useEffect, useState } from 'react';
import type { HeldKey, HeldKeyStore } from '../../../lib/idempotency.ts';
import { session } from '../../../lib/session.ts';
import {
  type BeliBayar,
  type BeliCustomer,
  type BeliLine,
  type BeliState,
  changeLine,
  emptyBeli,
  newId,
} from './beli-model.ts';

type Draft = BeliState & { held?: HeldKey };

const storageKey = () => {
  const u = session.get()?.user;
  return `kilau.beli.${u?.kode_toko ?? '-'}.${u?.user_id ?? '-'}`;
};

function load(): Draft {
  try {
    const raw = window.sessionStorage.getItem(storageKey());
    if (!raw) return emptyBeli;
    const d = JSON.parse(raw) as Draft;
    if (!Array.isArray(d.lines) || !Array.isArray(d.payments)) return emptyBeli;
    return { ...emptyBeli, ...d, customer: { ...emptyBeli.customer, ...d.customer } };
  } catch {
    return emptyBeli;
  }
}

export function useBeliCounter() {
  const [s, setS] = useState<Draft>(load);
  useEffect(() => {
    try {
      if (!s.lines.length && !s.payments.length && !s.held) window.sessionStorage.removeItem(storageKey());
      else window.sessionStorage.setItem(storageKey(), JSON.stringify(s));
    } catch {
      // storage full or unavailable: the counter still works, only without restore
    }
  }, [s]);
  const patch = useCallback((p: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    setS((d) => ({ ...d, ...(typeof p === 'function' ? p(d) : p) }));
  }, []);
  const keyStore: HeldKeyStore = {
    get: () => s.held,
    set: (held) => patch({ held }),
  };
  return {
    state: s as BeliState,
    keyStore,
    addLine: (l: Omit<BeliLine, 'id'>) => {
      const line = { ...l, id: newId('b') };
      patch((d) => ({ lines: [...d.lines, line] }));
      return line;
    },
    hasBarcode: (code: string) => s.lines.some((l) => l.kode_barcode === code),
    updateLine: (id: string, p: Partial<BeliLine>) =>
      patch((d) => ({ lines: d.lines.map((l) => (l.id === id ? changeLine(l, p) : l)) })),
    removeLine: (id: string) => patch((d) => ({ lines: d.lines.filter((l) => l.id !== id) })),
    setSales: (kode_sales: string) => patch({ kode_sales }),
    setCustomer: (c: Partial<BeliCustomer>) => patch((d) => ({ customer: { ...d.customer, ...c } })),
    setTray: (t: { kode_gudang: string; kode_baki: string }) => patch(t),
    addPayment: (jenis: BeliBayar['jenis'], jumlah: number, no_rekening = '') => {
      const line: BeliBayar = {
        id: newId('p'),
        jenis,
        jumlah,
        no_rekening,
        no_rekening_customer: '',
        nama_bank_customer: '',
      };
      patch((d) => ({ payments: [...d.payments, line] }));
      return line;
    },
    updatePayment: (id: string, p: Partial<BeliBayar>) =>
      patch((d) => ({ payments: d.payments.map((x) => (x.id === id ? { ...x, ...p } : x)) })),
    removePayment: (id: string) => patch((d) => ({ payments: d.payments.filter((x) => x.id !== id) })),
    /** After a purchase: an empty counter; salesperson and sorting tray stay for the next customer. */
    reset: () =>
      setS((d) => ({ ...emptyBeli, kode_sales: d.kode_sales, kode_gudang: d.kode_gudang, kode_baki: d.kode_baki })),
  };
}
