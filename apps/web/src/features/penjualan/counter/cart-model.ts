/**
 * The counter's state, free of React so it is tested as is: cart lines and their (possibly changed) prices,
 * payment lines as typed (DOMAIN.md "Counter payments"), the live total / paid / remaining / change, and the body
 * of `POST penjualan` checked with the shared `saleSchema` and the shared payment rules (`payment.rules.ts` in
 * `@kilau/domain`, the same the server applies).
 */

import type { ScannedPiece } from '@kilau/domain';
import {
  formatRupiah,
  fromMg,
  lineOtorisasi,
  lineRupiah,
  type OtorisasiDetail,
  type OtorisasiJenis,
  type OtorisasiRef,
  ownFields,
  PAYMENT_MSG,
  type PaidLine,
  type PaymentKind,
  type PaymentTotals,
  paymentRefusal,
  paymentTotals,
  type SaleInput,
  saleSchema,
  sisaUntuk,
  toMg,
  usdCents,
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

/** Rupiah of one payment line: a USD line is its dollars at the rate, exactly as the server counts it. */
export const lineAmount = (p: PayLine): number => lineRupiah(p);

const paidLines = (payments: readonly PayLine[]): PaidLine[] =>
  payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));
const cartTotal = (cart: readonly CartLine[]) => cart.reduce((n, l) => n + l.harga, 0);

export type Totals = PaymentTotals & {
  items: number;
  /** Grams, exact (`"4.250"`). */
  berat: string;
};

export function totals(cart: readonly CartLine[], payments: readonly PayLine[]): Totals {
  const mg = cart.reduce((n, l) => n + toMg(l.piece.berat), 0);
  return { items: cart.length, berat: fromMg(mg), ...paymentTotals(cartTotal(cart), paidLines(payments)) };
}

/** The "Sisa" button: what this line must carry so the bill is exactly covered by the other lines and it. */
export const sisaFor = (cart: readonly CartLine[], payments: readonly PayLine[], id: string): number =>
  sisaUntuk(cartTotal(cart), paidLines(payments.filter((p) => p.id !== id)));

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

/**
 * One supervisor authorization the sale needs before it is sent (the server refuses it otherwise): the changed
 * prices (`key` 'harga') and a USD line at a rate other than the store's KURS_USD (`key`: the line's id). Each is
 * its own single-use grant approving exactly that change. A trade-in (TUKAR) line names a real trade-in purchase
 * instead (issue 11), which the server checks.
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
    const jenis = lineOtorisasi({ jenis: p.jenis, jumlah: lineAmount(p), kurs: p.kurs }, kursToko);
    if (jenis === 'UBAH_KURS')
      needs.push({
        key: p.id,
        jenis: 'UBAH_KURS',
        title: 'Otorisasi Kurs USD',
        description: `Kurs USD Rp ${formatRupiah(kursToko)} → Rp ${formatRupiah(p.kurs)} (USD ${p.usd})`,
        no_ref: '',
        detail: { kurs_lama: kursToko, kurs_baru: p.kurs },
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
        ...ownFields({
          jenis: p.jenis,
          jumlah: lineAmount(p),
          no_rekening: p.no_rekening,
          no_kartu: p.no_kartu,
          fee: p.fee,
          usd: Number(p.usd) || 0,
          kurs: p.kurs,
          no_titip: p.no_titip,
          no_ref: p.no_ref,
        }),
        ...(grants[p.id] ? { otorisasi: grants[p.id] } : {}),
      })),
    ...(grants.harga ? { otorisasi: grants.harga } : {}),
  };
}

/** The first reason the sale cannot be saved yet (same texts as the server), or the parsed body. */
export function checkSale(
  s: CounterState,
  grants: SaleGrants = {},
): { ok: true; body: SaleInput } | { ok: false; message: string } {
  // a cleared rate is named (the server would read it as the store's rate, not what the screen shows)
  if (s.payments.some((p) => p.jenis === 'USD' && (usdCents(p.usd) ?? 0) > 0 && !(p.kurs > 0)))
    return { ok: false, message: PAYMENT_MSG.kursKosong };
  const parsed = saleSchema.safeParse(saleBody(s, grants));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  const refusal = paymentRefusal(totals(s.cart, s.payments));
  if (refusal) return { ok: false, message: refusal.message };
  return { ok: true, body: parsed.data };
}
