/**
 * The counter's state: cart, customer, payments. Kept in sessionStorage with the sale's held Idempotency-Key
 * (lib/idempotency.ts: kept for the same body, new once the cart changes), so a reload (the time-out dialog's
 * `Coba Lagi`) restores the cart and a resubmit of the same sale replays the first answer instead of selling twice.
 */
import type { PaymentKind, ScannedPiece } from '@kilau/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HeldKey, HeldKeyStore } from '../../../lib/idempotency.ts';
import { session } from '../../../lib/session.ts';
import { type CounterState, type Customer, emptyCustomer, newPayLine, type PayLine } from './cart-model.ts';

type Draft = CounterState & { held?: HeldKey };

const initial: Draft = { kode_sales: '', customer: emptyCustomer, kode_marketplace: '', cart: [], payments: [] };

const storageKey = () => {
  const u = session.get()?.user;
  return `kilau.kasir.${u?.kode_toko ?? '-'}.${u?.user_id ?? '-'}`;
};

function load(): Draft {
  try {
    const raw = window.sessionStorage.getItem(storageKey());
    if (!raw) return initial;
    const d = JSON.parse(raw) as Draft;
    if (!Array.isArray(d.cart) || !Array.isArray(d.payments) || typeof d.customer !== 'object') return initial;
    return { ...initial, ...d, customer: { ...emptyCustomer, ...d.customer } };
  } catch {
    return initial;
  }
}

export function useCounter() {
  const [s, setS] = useState<Draft>(load);
  useEffect(() => {
    try {
      const empty = !s.cart.length && !s.payments.length && !s.held;
      if (empty) window.sessionStorage.removeItem(storageKey());
      else window.sessionStorage.setItem(storageKey(), JSON.stringify(s));
    } catch {
      // storage full or unavailable: the counter still works, only without restore
    }
  }, [s]);

  const patch = useCallback((p: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    setS((d) => ({ ...d, ...(typeof p === 'function' ? p(d) : p) }));
  }, []);
  // the write hook reads the held key synchronously; the draft (and so sessionStorage) follows
  const held = useRef(s.held);
  const heldKey = useMemo<HeldKeyStore>(
    () => ({
      get: () => held.current,
      set: (h) => {
        held.current = h;
        patch({ held: h });
      },
    }),
    [patch],
  );

  return {
    state: s as CounterState,
    hasCode: (code: string) => s.cart.some((l) => l.piece.kode_barcode === code),
    addPiece: (piece: ScannedPiece) =>
      patch((d) =>
        d.cart.some((l) => l.piece.kode_barcode === piece.kode_barcode)
          ? {}
          : { cart: [...d.cart, { piece, harga: piece.harga_total }] },
      ),
    removeLine: (code: string) => patch((d) => ({ cart: d.cart.filter((l) => l.piece.kode_barcode !== code) })),
    setHarga: (code: string, harga: number) =>
      patch((d) => ({ cart: d.cart.map((l) => (l.piece.kode_barcode === code ? { ...l, harga } : l)) })),
    setSales: (kode_sales: string) => patch({ kode_sales }),
    setCustomer: (c: Partial<Customer>) => patch((d) => ({ customer: { ...d.customer, ...c } })),
    setMarketplace: (kode_marketplace: string) => patch({ kode_marketplace }),
    addPayment: (jenis: PaymentKind, defaults: Partial<PayLine> = {}) => {
      const line = newPayLine(jenis, defaults);
      patch((d) => ({ payments: [...d.payments, line] }));
      return line;
    },
    updatePayment: (id: string, p: Partial<PayLine>) =>
      patch((d) => ({ payments: d.payments.map((x) => (x.id === id ? { ...x, ...p } : x)) })),
    removePayment: (id: string) => patch((d) => ({ payments: d.payments.filter((x) => x.id !== id) })),
    /** Where the sale's write (lib/use-write.ts) holds its key: in the draft, so it outlives a reload. */
    heldKey,
    /** After a sale: an empty cart; the salesperson stays (the same person usually serves the next customer). */
    reset: () => {
      held.current = undefined;
      setS((d) => ({ ...initial, kode_sales: d.kode_sales }));
    },
  };
}

export type Counter = ReturnType<typeof useCounter>;
