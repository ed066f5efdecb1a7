/**
 * The rules of an order (pesanan, DOMAIN.md "Orders"), pure so the counter and the server agree:
 * - price of an ordered piece = weight × its kategori's price per gram, rounded UP like a sale (PEMBULATAN). The
 *   kategori of an order is a master group; its price per gram is the group's selling price (`harga`, which the day's
 *   master parameter harga emas sets) on the day of the order, and stays fixed for that order;
 * - the state machine DIPESAN → DIKERJAKAN → SELESAI → DIAMBIL, or BATAL from any open state;
 * - the down payment's book: taken once when ordered, then either counted once by the pick-up sale or, on a cancel,
 *   paid back once (KEMBALI) or kept by the shop (HANGUS) — never both, never twice.
 */
import { canTransition, defineTransitions, transitionRefusal } from '../document/transitions.ts';
import { hargaBarang } from '../sales/pricing.rules.ts';

export const PESANAN_STATUS = ['DIPESAN', 'DIKERJAKAN', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;
export type PesananStatus = (typeof PESANAN_STATUS)[number];
export const PESANAN_STATUS_LABEL: Record<PesananStatus, string> = {
  DIPESAN: 'Dipesan',
  DIKERJAKAN: 'Dikerjakan',
  SELESAI: 'Selesai',
  DIAMBIL: 'Diambil',
  BATAL: 'Batal',
};

export const PESANAN_AKSI = ['KERJAKAN', 'SELESAI', 'AMBIL', 'BATAL'] as const;
export type PesananAksi = (typeof PESANAN_AKSI)[number];

/** On a cancel the supervisor decides: the down payment goes back through the cash book, or the shop keeps it. */
export const BATAL_DP = ['KEMBALI', 'HANGUS'] as const;
export type BatalDp = (typeof BATAL_DP)[number];
export const BATAL_DP_LABEL: Record<BatalDp, string> = {
  KEMBALI: 'DP Dikembalikan Ke Customer',
  HANGUS: 'DP Tidak Dikembalikan (Hangus)',
};

/** Price of one ordered piece: its weight at the kategori's price per gram, rounded up to the store's step. */
export const hargaPesanan = (berat: string | number, hargaGram: number, step: number): number =>
  hargaBarang({ berat, harga_gram: hargaGram, ongkos: 0, harga_atribut: 0 }, step);

export const MSG_PESANAN = {
  sudahDiambil: (no: string) => `Pesanan ${no} Sudah Diambil`,
  sudahBatal: (no: string) => `Pesanan ${no} Sudah Dibatalkan`,
  belumSelesai: (no: string) => `Pesanan ${no} Belum Selesai, Tidak Dapat Diambil`,
  belumDikerjakan: (no: string) => `Pesanan ${no} Belum Dikerjakan Tukang`,
  sudahDikerjakan: (no: string) => `Pesanan ${no} Sudah Dikerjakan Tukang`,
  sudahSelesai: (no: string) => `Pesanan ${no} Sudah Selesai`,
  dpLebih: 'DP Tidak Boleh Melebihi Total Pesanan',
  tukangKosong: 'Tukang Harus Dipilih',
  perluOtorisasi: 'Batal Pesanan Memerlukan Otorisasi Supervisor',
} as const;

/** DIPESAN → DIKERJAKAN → SELESAI → DIAMBIL, or BATAL from any open state; each refusal in the cashier's words. */
export const PESANAN_TRANSITIONS = defineTransitions({
  states: PESANAN_STATUS,
  initial: 'DIPESAN',
  on: {
    KERJAKAN: { from: ['DIPESAN'], to: 'DIKERJAKAN' },
    SELESAI: { from: ['DIKERJAKAN'], to: 'SELESAI' },
    AMBIL: { from: ['SELESAI'], to: 'DIAMBIL' },
    BATAL: { from: ['DIPESAN', 'DIKERJAKAN', 'SELESAI'], to: 'BATAL' },
  },
  refusals: [
    { state: 'DIAMBIL', pesan: MSG_PESANAN.sudahDiambil },
    { state: 'BATAL', pesan: MSG_PESANAN.sudahBatal },
    { action: 'AMBIL', pesan: MSG_PESANAN.belumSelesai },
    { state: 'DIPESAN', pesan: MSG_PESANAN.belumDikerjakan },
    { state: 'SELESAI', pesan: MSG_PESANAN.sudahSelesai },
    { state: 'DIKERJAKAN', pesan: MSG_PESANAN.sudahDikerjakan },
  ],
});

/** Why an action cannot be done in a state (undefined when it can): the words the cashier reads. */
export const aksiRefusal = (no: string, status: PesananStatus, aksi: PesananAksi): string | undefined =>
  transitionRefusal(PESANAN_TRANSITIONS, no, status, aksi);

export const bolehAksi = (status: PesananStatus, aksi: PesananAksi): boolean =>
  canTransition(PESANAN_TRANSITIONS, status, aksi);

/** An order's state and the fate of its down payment. */
export type PesananBuku = {
  status: PesananStatus;
  /** Every state it has been in, in order. */
  riwayat: readonly PesananStatus[];
  dp: number;
  /** The DP counted as paid by the pick-up sale. */
  dpDipakai: number;
  /** The DP paid back on a cancel. */
  dpKembali: number;
};

export const bukuBaru = (dp: number): PesananBuku => ({
  status: 'DIPESAN',
  riwayat: ['DIPESAN'],
  dp,
  dpDipakai: 0,
  dpKembali: 0,
});

export type Langkah = { aksi: PesananAksi; batal_dp?: BatalDp };

/** One action on an order: the new book, or the refusal. AMBIL counts the DP once; BATAL pays it back or keeps it. */
export function jalankan(no: string, b: PesananBuku, l: Langkah): { ok: PesananBuku } | { refusal: string } {
  const refusal = aksiRefusal(no, b.status, l.aksi);
  if (refusal) return { refusal };
  const status = PESANAN_TRANSITIONS.on[l.aksi].to;
  const next = { ...b, status, riwayat: [...b.riwayat, status] };
  if (l.aksi === 'AMBIL') next.dpDipakai = b.dp;
  if (l.aksi === 'BATAL' && (l.batal_dp ?? 'KEMBALI') === 'KEMBALI') next.dpKembali = b.dp;
  return { ok: next };
}

/** What the customer still owes: the (final, once weighed) price less the down payment, never below 0. */
export const sisaPesanan = (total: number, dp: number): number => Math.max(0, total - dp);
