/**
 * Bayar DP at the counter: the cart's pieces reserved for the customer by a down payment (`POST titipan/dp`). The DP
 * is what the payment lines add up to (cash, transfer, debit, credit only), less than the cart's total; the server
 * prices the pieces as a sale would today and fixes that price for the sale that settles the deposit.
 */
import { type BayarDpInput, bayarDpSchema, formatRupiah, type PaymentKind } from '@kilau/domain';
import { type CounterState, isChanged, lineAmount } from './cart-model.ts';

export const DP_KINDS: readonly PaymentKind[] = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'];

export const MSG_DP = {
  kosong: 'Belum Ada Barang Yang Di Scan',
  sudahDipesan: (barcode: string, no: string) => `Barang ${barcode} Sudah Dipesan Dengan Titipan ${no}`,
  hargaUbah: 'Harga Yang Diubah Tidak Berlaku Untuk DP, Kembalikan Ke Harga Normal',
  jenis: 'Pembayaran DP Hanya Tunai, Transfer, Debit Atau Kredit',
  dpKosong: 'Isi Jumlah DP Pada Baris Pembayaran',
  dpLebih: 'Jumlah DP Harus Kurang Dari Total Harga, Gunakan Pembayaran Biasa',
};

/** The DP the payment lines add up to, the cart's total and what will remain to pay. */
export function dpTotals(s: CounterState): { total: number; dp: number; sisa: number } {
  const total = s.cart.reduce((n, l) => n + l.piece.harga_total, 0);
  const dp = s.payments.reduce((n, p) => n + lineAmount(p), 0);
  return { total, dp, sisa: Math.max(total - dp, 0) };
}

/** The first reason the DP cannot be taken yet, or the body of `POST titipan/dp`. */
export function checkBayarDp(s: CounterState): { ok: true; body: BayarDpInput } | { ok: false; message: string } {
  if (!s.cart.length) return { ok: false, message: MSG_DP.kosong };
  const reserved = s.cart.find((l) => l.piece.no_titip);
  if (reserved)
    return { ok: false, message: MSG_DP.sudahDipesan(reserved.piece.kode_barcode, reserved.piece.no_titip ?? '') };
  if (s.cart.some(isChanged)) return { ok: false, message: MSG_DP.hargaUbah };
  const lines = s.payments.filter((p) => lineAmount(p) > 0);
  if (lines.some((p) => !DP_KINDS.includes(p.jenis))) return { ok: false, message: MSG_DP.jenis };
  const t = dpTotals(s);
  if (t.dp <= 0) return { ok: false, message: MSG_DP.dpKosong };
  if (t.dp >= t.total) return { ok: false, message: MSG_DP.dpLebih };
  const parsed = bayarDpSchema.safeParse({
    ...s.customer,
    items: s.cart.map((l) => ({ kode_barcode: l.piece.kode_barcode })),
    dp: t.dp,
    payments: lines.map((p) => ({
      jenis: p.jenis,
      jumlah: lineAmount(p),
      no_rekening: p.no_rekening,
      no_kartu: p.no_kartu,
      fee: p.fee,
    })),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Data Tidak Valid' };
  return { ok: true, body: parsed.data };
}

/** The confirmation's words: total, DP and remainder. */
export const dpSummary = (t: { total: number; dp: number; sisa: number }) =>
  `Total Rp ${formatRupiah(t.total)}, DP Rp ${formatRupiah(t.dp)}, Sisa Rp ${formatRupiah(t.sisa)}`;
