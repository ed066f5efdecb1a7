/**
 * The service counter's state, free of React so it is tested as is: the received items (quantity × fee per item),
 * the total with the store's surcharge % as its own line (the domain's `totalService`, the server's rule), the amount
 * paid now and its payment lines (the sales counter's rules: lines cover it, non-cash never above it, the rest in
 * cash is change), and the body of `POST service`, checked with the shared `serviceSchema`.
 */
import {
  MSG_SERVICE,
  type ParameterService,
  type PaymentKind,
  type PaymentTotals,
  paymentRefusal,
  paymentTotals,
  serviceSchema,
  sisaService,
  sisaUntuk,
  totalService,
} from '@kilau/domain';
import { type Customer, emptyCustomer, lineAmount, type PayLine } from '../../penjualan/counter/cart-model.ts';

export const BAYAR_SERVICE: readonly PaymentKind[] = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'];

export type ServiceLine = {
  id: string;
  nama_barang: string;
  berat: string;
  jumlah: number;
  ongkos: number;
  deskripsi: string;
  /** A resized JPEG chosen for the item, sent after the service is saved. */
  foto?: Blob;
};

export type ServiceState = {
  kode_sales: string;
  customer: Customer;
  kode_tukang: string;
  keterangan: string;
  lines: ServiceLine[];
  dp: number;
  payments: PayLine[];
};

let seq = 0;
export const newLine = (): ServiceLine => {
  seq += 1;
  return { id: `s${Date.now().toString(36)}${seq}`, nama_barang: '', berat: '', jumlah: 1, ongkos: 0, deskripsi: '' };
};

export const emptyService = (): ServiceState => ({
  kode_sales: '',
  customer: { ...emptyCustomer },
  kode_tukang: '',
  keterangan: '',
  lines: [newLine()],
  dp: 0,
  payments: [],
});

/** The payment's totals (`total` = the amount paid now) beside the service's own: fees, surcharge, its total. */
export type ServiceTotals = PaymentTotals & {
  subtotal: number;
  tambahan: number;
  totalService: number;
  dp: number;
  sisaService: number;
};

const paid = (payments: readonly PayLine[]) => payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));

export function serviceTotals(s: ServiceState, para: ParameterService | undefined): ServiceTotals {
  const t = totalService(
    s.lines.map((l) => ({ jumlah: Number(l.jumlah) || 0, ongkos: Number(l.ongkos) || 0 })),
    para?.persen_tambahan ?? '0',
  );
  return {
    ...paymentTotals(s.dp, paid(s.payments)),
    subtotal: t.subtotal,
    tambahan: t.tambahan,
    totalService: t.total,
    dp: s.dp,
    sisaService: sisaService(t.total, s.dp),
  };
}

/** The "Sisa" button of a payment line: what it must carry so the lines cover the amount paid now exactly. */
export const sisaBayar = (s: ServiceState, id: string): number =>
  sisaUntuk(s.dp, paid(s.payments.filter((p) => p.id !== id)));

export const payBody = (payments: readonly PayLine[]) =>
  payments.map((p) => ({
    jenis: p.jenis,
    jumlah: lineAmount(p),
    no_rekening: p.no_rekening,
    no_kartu: p.no_kartu,
    fee: p.fee,
  }));

export function serviceBody(s: ServiceState): Record<string, unknown> {
  return {
    kode_sales: s.kode_sales,
    kode_member: s.customer.kode_member,
    nama_customer: s.customer.nama_customer,
    no_hp: s.customer.no_hp,
    alamat_customer: s.customer.alamat_customer,
    kode_tukang: s.kode_tukang,
    keterangan: s.keterangan,
    items: s.lines.map(({ nama_barang, berat, jumlah, ongkos, deskripsi }) => ({
      nama_barang,
      berat,
      jumlah,
      ongkos,
      deskripsi,
    })),
    dp: s.dp,
    payments: payBody(s.payments),
  };
}

/** Why the service cannot be saved yet (the first reason, in the words the server would use), or ok. */
export function checkService(
  s: ServiceState,
  para: ParameterService | undefined,
): { ok: true } | { ok: false; message: string } {
  const parsed = serviceSchema.safeParse(serviceBody(s));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  const t = serviceTotals(s, para);
  if (s.dp > t.totalService) return { ok: false, message: MSG_SERVICE.dpLebih };
  const refusal = paymentRefusal(t);
  if (refusal) return { ok: false, message: refusal.message };
  return { ok: true };
}
