/**
 * The counter's arithmetic, free of React so it is tested as is: cart lines and their (possibly changed)
 * prices, payment lines (DOMAIN.md "Counter payments"), the live total / paid / remaining / change, and the
 * body of `POST penjualan` checked with the shared `saleSchema` plus the server's own money rules.
 */

import type { ScannedPiece } from '@kilau/domain';
import {
  formatRupiah,
  fromMg,
  NON_CASH,
  type OtorisasiDetail,
  type OtorisasiJenis,
  type OtorisasiRef,
  type PaymentKind,
  type SaleInput,
  saleSchema,
  toMg,
} from '@kilau/domain';

export type CartLine = { piece: ScannedPiece; harga: number };

export type PayLine = {
  id: string;
  jenis: PaymentKind;
  jumlah: number;
  no_rekening: string;
  no_kartu: string;
  fee: number;
  /** USD amount as typed (digits and a dot). */
  usd: string;
  kurs: number;
  no_titip: string;
  no_ref: string;
};

export type Customer = {
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
};

export type CounterState = {
  kode_sales: string;
  customer: Customer;
  kode_marketplace: string;
  cart: CartLine[];
  payments: PayLine[];
};

export const emptyCustomer: Customer = { kode_member: '', nama_customer: '', no_hp: '', alamat_customer: '' };

export const isChanged = (l: CartLine): boolean => l.harga !== l.piece.harga_total;

/** Rupiah of one payment line: a USD line is its dollars at the rate, rounded as the server does. */
export function lineAmount(p: PayLine): number {
  if (p.jenis === 'USD') {
    const usd = Number(p.usd);
    return Number.isFinite(usd) && usd > 0 && p.kurs > 0 ? Math.round(usd * p.kurs) : 0;
  }
  return Number.isFinite(p.jumlah) ? p.jumlah : 0;
}

/** Lines that count as non-cash: they can never exceed the bill (the change is paid in cash). */
const countsAsNonCash = (p: PayLine) => p.jenis !== 'CASH' && p.jenis !== 'USD';

export type Totals = {
  items: number;
  /** Grams, exact (`"4.250"`). */
  berat: string;
  total: number;
  paid: number;
  nonCash: number;
  /** What is still owed (0 once covered). */
  sisa: number;
  kembalian: number;
};

export function totals(cart: readonly CartLine[], payments: readonly PayLine[]): Totals {
  const total = cart.reduce((n, l) => n + l.harga, 0);
  const paid = payments.reduce((n, p) => n + lineAmount(p), 0);
  const nonCash = payments.filter(countsAsNonCash).reduce((n, p) => n + lineAmount(p), 0);
  const mg = cart.reduce((n, l) => n + toMg(l.piece.berat), 0);
  return {
    items: cart.length,
    berat: fromMg(mg),
    total,
    paid,
    nonCash,
    sisa: Math.max(0, total - paid),
    kembalian: Math.max(0, paid - total),
  };
}

/** The "Sisa" button: what this line must carry so the bill is exactly covered by the other lines and it. */
export function sisaFor(cart: readonly CartLine[], payments: readonly PayLine[], id: string): number {
  const total = cart.reduce((n, l) => n + l.harga, 0);
  const others = payments.filter((p) => p.id !== id).reduce((n, p) => n + lineAmount(p), 0);
  return Math.max(0, total - others);
}

/** Adding lines stops once the bill is covered (DOMAIN.md). */
export const canAddPayment = (t: Totals): boolean => t.total > 0 && t.sisa > 0;

let seq = 0;
export function newPayLine(jenis: PaymentKind, defaults: Partial<PayLine> = {}): PayLine {
  seq += 1;
  return {
    id: `p${Date.now().toString(36)}${seq}`,
    jenis,
    jumlah: 0,
    no_rekening: '',
    no_kartu: '',
    fee: 0,
    usd: '',
    kurs: 0,
    no_titip: '',
    no_ref: '',
    ...defaults,
  };
}

export const needsRekening = (k: PaymentKind): boolean => NON_CASH.includes(k);

/**
 * One supervisor authorization the sale needs before it is sent (the server refuses it otherwise): the changed
 * prices (`key` 'harga'), a USD line at a rate other than the store's KURS_USD, a trade-in (TUKAR) line (`key`:
 * the line's id). Each is its own single-use grant approving exactly that change.
 */
export type OtorisasiNeed = {
  key: string;
  jenis: OtorisasiJenis;
  title: string;
  description: string;
  no_ref: string;
  detail: OtorisasiDetail;
};

/** The grants obtained so far, by `OtorisasiNeed.key`. */
export type SaleGrants = Readonly<Record<string, OtorisasiRef>>;

/** What needs a supervisor in this sale, in the order the counter asks. */
export function otorisasiNeeded(s: CounterState, kursToko: number): OtorisasiNeed[] {
  const needs: OtorisasiNeed[] = [];
  const changed = s.cart.filter(isChanged);
  if (changed.length)
    needs.push({
      key: 'harga',
      jenis: 'UBAH_HARGA',
      title: 'Otorisasi Perubahan Harga',
      description: `Perubahan Harga Memerlukan Otorisasi Supervisor: ${changed
        .map((l) => `${l.piece.kode_barcode} Rp ${formatRupiah(l.piece.harga_total)} → Rp ${formatRupiah(l.harga)}`)
        .join(', ')}`,
      no_ref: '',
      detail: {
        items: changed.map((l) => ({
          kode_barcode: l.piece.kode_barcode,
          harga_lama: l.piece.harga_total,
          harga_baru: l.harga,
        })),
      },
    });
  for (const p of s.payments) {
    if (p.jenis === 'USD' && lineAmount(p) > 0 && p.kurs !== kursToko)
      needs.push({
        key: p.id,
        jenis: 'UBAH_KURS',
        title: 'Otorisasi Kurs USD',
        description: `Kurs USD Rp ${formatRupiah(kursToko)} → Rp ${formatRupiah(p.kurs)} (USD ${p.usd})`,
        no_ref: '',
        detail: { kurs_lama: kursToko, kurs_baru: p.kurs },
      });
    else if (p.jenis === 'TUKAR' && lineAmount(p) > 0)
      needs.push({
        key: p.id,
        jenis: 'TUKAR',
        title: 'Otorisasi Pembayaran Tukar',
        description: `Pembayaran Tukar Rp ${formatRupiah(p.jumlah)}${p.no_ref ? ` (Ref ${p.no_ref})` : ''}`,
        no_ref: p.no_ref.trim().toUpperCase(),
        detail: { jumlah: p.jumlah },
      });
  }
  return needs;
}

/** The request body of `POST penjualan`, carrying each supervisor grant where the server takes it. */
export function saleBody(s: CounterState, grants: SaleGrants = {}): Record<string, unknown> {
  return {
    kode_sales: s.kode_sales,
    ...s.customer,
    kode_marketplace: s.kode_marketplace,
    items: s.cart.map((l) =>
      isChanged(l)
        ? { kode_barcode: l.piece.kode_barcode, harga_total: l.harga }
        : { kode_barcode: l.piece.kode_barcode },
    ),
    payments: s.payments
      .filter((p) => lineAmount(p) > 0 || p.jenis === 'USD')
      .map((p) => ({
        jenis: p.jenis,
        jumlah: lineAmount(p),
        no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
        no_kartu: p.jenis === 'DEBIT' || p.jenis === 'KREDIT' ? p.no_kartu : '',
        fee: needsRekening(p.jenis) ? p.fee : 0,
        usd: p.jenis === 'USD' ? Number(p.usd) || 0 : 0,
        kurs: p.jenis === 'USD' ? p.kurs : 0,
        no_titip: p.jenis === 'TITIPAN' ? p.no_titip : '',
        no_ref: p.jenis === 'TUKAR' ? p.no_ref : '',
        ...(grants[p.id] ? { otorisasi: grants[p.id] } : {}),
      })),
    ...(grants.harga ? { otorisasi: grants.harga } : {}),
  };
}

export const underpaidText = (kurang: number): string => `Pembayaran Kurang Rp ${formatRupiah(kurang)}`;
export const NON_CASH_OVER = 'Pembayaran Non Tunai Melebihi Total Belanja';

/** The first reason the sale cannot be saved yet (same texts as the server), or the parsed body. */
export function checkSale(
  s: CounterState,
  grants: SaleGrants = {},
): { ok: true; body: SaleInput } | { ok: false; message: string } {
  // a cleared rate is named (the server would read it as the store's rate, not what the screen shows)
  if (s.payments.some((p) => p.jenis === 'USD' && Number(p.usd) > 0 && !(p.kurs > 0)))
    return { ok: false, message: 'Kurs USD Harus Diisi' };
  const parsed = saleSchema.safeParse(saleBody(s, grants));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  const t = totals(s.cart, s.payments);
  if (t.paid < t.total) return { ok: false, message: underpaidText(t.total - t.paid) };
  if (t.nonCash > t.total) return { ok: false, message: NON_CASH_OVER };
  return { ok: true, body: parsed.data };
}
