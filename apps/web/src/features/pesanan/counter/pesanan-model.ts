/**
 * The order counter's state, free of React so it is tested as is: the ordered pieces with their price (weight ×
 * the kategori's price per gram, rounded like a sale — the domain's `hargaPesanan`, the server's rule), the sample
 * pieces lent from the showroom, the down payment and its payment lines (the sales counter's rules: lines cover the
 * DP, non-cash never above it, the rest in cash is change), and the body of `POST pesanan`, checked with the shared
 * `pesananSchema`.
 */
import {
  type Barang,
  hargaPesanan,
  isWeight,
  MSG_PESANAN,
  type ParameterPesanan,
  type PaymentKind,
  type PaymentTotals,
  paymentRefusal,
  paymentTotals,
  pesananSchema,
  sisaPesanan,
  sisaUntuk,
} from '@kilau/domain';
import { type Customer, emptyCustomer, lineAmount, type PayLine } from '../../penjualan/counter/cart-model.ts';

export const BAYAR_DP: readonly PaymentKind[] = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'];

export type PesananLine = {
  id: string;
  kode_group: string;
  nama_barang: string;
  berat_estimasi: string;
  deskripsi: string;
};

export type ContohPiece = Pick<Barang, 'kode_barcode' | 'nama_barang' | 'berat' | 'kode_gudang' | 'kode_baki'>;

export type PesananState = {
  kode_sales: string;
  customer: Customer;
  kode_tukang: string;
  tgl_estimasi: string;
  keterangan: string;
  lines: PesananLine[];
  contoh: ContohPiece[];
  dp: number;
  payments: PayLine[];
};

let seq = 0;
export const newLine = (kode_group = ''): PesananLine => {
  seq += 1;
  return { id: `l${Date.now().toString(36)}${seq}`, kode_group, nama_barang: '', berat_estimasi: '', deskripsi: '' };
};

export const emptyPesanan = (): PesananState => ({
  kode_sales: '',
  customer: { ...emptyCustomer },
  kode_tukang: '',
  tgl_estimasi: '',
  keterangan: '',
  lines: [newLine()],
  contoh: [],
  dp: 0,
  payments: [],
});

/** Price per gram and price of one line (0 while its kategori or weight is not usable yet). */
export function lineHarga(l: PesananLine, para: ParameterPesanan | undefined): { hargaGram: number; harga: number } {
  const k = para?.kategori.find((x) => x.kode_group === l.kode_group);
  const hargaGram = k?.harga_gram ?? 0;
  const ok = hargaGram > 0 && l.berat_estimasi !== '' && isWeight(l.berat_estimasi) && Number(l.berat_estimasi) > 0;
  return { hargaGram, harga: ok ? hargaPesanan(l.berat_estimasi, hargaGram, para?.pembulatan ?? 500) : 0 };
}

export type PesananTotals = PaymentTotals & { hargaTotal: number; dp: number; sisaPesanan: number };

const paid = (payments: readonly PayLine[]) => payments.map((p) => ({ jenis: p.jenis, jumlah: lineAmount(p) }));

export function pesananTotals(s: PesananState, para: ParameterPesanan | undefined): PesananTotals {
  const hargaTotal = s.lines.reduce((n, l) => n + lineHarga(l, para).harga, 0);
  return {
    ...paymentTotals(s.dp, paid(s.payments)),
    hargaTotal,
    dp: s.dp,
    sisaPesanan: sisaPesanan(hargaTotal, s.dp),
  };
}

/** The "Sisa" button of a payment line: what it must carry so the lines cover the DP exactly. */
export const sisaDp = (s: PesananState, id: string): number =>
  sisaUntuk(s.dp, paid(s.payments.filter((p) => p.id !== id)));

export function pesananBody(s: PesananState): Record<string, unknown> {
  return {
    kode_sales: s.kode_sales,
    kode_member: s.customer.kode_member,
    nama_customer: s.customer.nama_customer,
    no_hp: s.customer.no_hp,
    alamat_customer: s.customer.alamat_customer,
    kode_tukang: s.kode_tukang,
    tgl_estimasi: s.tgl_estimasi,
    keterangan: s.keterangan,
    items: s.lines.map(({ kode_group, nama_barang, berat_estimasi, deskripsi }) => ({
      kode_group,
      nama_barang,
      berat_estimasi,
      deskripsi,
    })),
    contoh: s.contoh.map((c) => c.kode_barcode),
    dp: s.dp,
    payments: s.payments.map((p) => ({
      jenis: p.jenis,
      jumlah: lineAmount(p),
      no_rekening: p.no_rekening,
      no_kartu: p.no_kartu,
      fee: p.fee,
    })),
  };
}

/** Why the order cannot be saved yet (the first reason, in the words the server would use), or ok. */
export function checkPesanan(
  s: PesananState,
  para: ParameterPesanan | undefined,
): { ok: true } | { ok: false; message: string } {
  const parsed = pesananSchema.safeParse(pesananBody(s));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  const t = pesananTotals(s, para);
  if (s.dp > t.hargaTotal) return { ok: false, message: MSG_PESANAN.dpLebih };
  const refusal = paymentRefusal(t);
  if (refusal) return { ok: false, message: refusal.message };
  return { ok: true };
}
