/**
 * The payment rules of a sale (DOMAIN.md "Counter payments"), once for the counter and the server: the rupiah of
 * a line (a USD line is its dollars at the rate), which fields each kind of line carries, the totals (paid, still
 * owed, change), whether the payment may be saved, which lines need a supervisor, and the texts the cashier sees.
 * Money is integer rupiah; dollars are exact decimals with at most 2 places (cents), never multiplied as floats.
 * The checks that need the database (deposit balances, active accounts, grants) stay on the server but say their
 * refusal with the texts here.
 */
import { formatRupiah } from '../rules/number-format.rules.ts';

export const PAYMENT_KINDS = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'USD', 'TITIPAN', 'TUKAR', 'PESANAN'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** Paid into a store account: the account must be chosen, a card fee may be recorded. */
export const NON_CASH: readonly PaymentKind[] = ['TRANSFER', 'DEBIT', 'KREDIT'];

/** What the cashier reads when a payment is refused (the server answers the same words). */
export const PAYMENT_MSG = {
  kurang: (kurang: number) => `Pembayaran Kurang Rp ${formatRupiah(kurang)}`,
  nonTunaiLebih: 'Pembayaran Non Tunai Melebihi Total Belanja',
  kursKosong: 'Kurs USD Harus Diisi',
  usdKosong: 'Jumlah USD Harus Diisi',
  usdDesimal: 'Jumlah USD Maksimal 2 Angka Di Belakang Koma',
  rekeningKosong: 'Rekening Tujuan Harus Dipilih',
  titipKosong: 'No Titipan Harus Diisi',
  kursBeda: (kurs: number, kursToko: number) =>
    `Kurs USD Rp ${formatRupiah(kurs)} Berbeda Dari Kurs Toko Rp ${formatRupiah(kursToko)}, Memerlukan Otorisasi Supervisor`,
  tukarOtorisasi: (jumlah: number) => `Pembayaran Tukar Rp ${formatRupiah(jumlah)} Memerlukan Otorisasi Supervisor`,
  /** A trade-in line names the purchase (pembelian, issue 11) whose value pays the sale. */
  tukarKosong: 'No Pembelian Tukar Harus Diisi',
  tukarTidakAda: (no: string) => `Pembelian ${no} Tidak Ditemukan`,
  tukarBatal: (no: string) => `Pembelian ${no} Sudah Dibatalkan`,
  tukarDipakai: (no: string, jual: string) => `Pembelian ${no} Sudah Dipakai Untuk Penjualan ${jual}`,
  tukarDibayar: (no: string) => `Pembelian ${no} Sudah Dibayar Ke Customer, Tidak Dapat Dipakai Untuk Tukar`,
  tukarHariLain: (no: string) => `Pembelian ${no} Bukan Transaksi Hari Ini`,
  tukarJumlah: (no: string, total: number) =>
    `Jumlah Tukar Harus Sama Dengan Total Pembelian ${no} Rp ${formatRupiah(total)}`,
  tukarDua: (no: string) => `Pembelian ${no} Dipakai Lebih Dari Sekali`,
  rekeningTidakAda: (noRekening: string) => `Rekening ${noRekening} Tidak Ditemukan`,
  /** A PESANAN line is an order's down payment, counted once by the sale that picks the order up (issue 13). */
  pesananKosong: 'No Pesanan Harus Diisi',
  pesananTidakAda: (no: string) => `Pesanan ${no} Tidak Ditemukan`,
  pesananDua: (no: string) => `Pesanan ${no} Dipakai Lebih Dari Sekali`,
  pesananJumlah: (no: string, dp: number) => `Pembayaran Pesanan ${no} Harus Sama Dengan DP Rp ${formatRupiah(dp)}`,
  pesananDpWajib: (no: string, dp: number) =>
    `DP Pesanan ${no} Rp ${formatRupiah(dp)} Harus Dipakai Sebagai Pembayaran (Baris Pesanan)`,
  pesananBarang: (no: string) => `Semua Barang Pesanan ${no} Harus Diambil Dalam Satu Penjualan`,
  titipanTidakAda: (noTitip: string) => `Titipan ${noTitip} Tidak Ditemukan`,
  titipanTidakAktif: (noTitip: string) => `Titipan ${noTitip} Sudah Tidak Aktif`,
  sisaTitipan: (noTitip: string, sisa: number) => `Sisa Titipan ${noTitip} Hanya Rp ${formatRupiah(sisa)}`,
} as const;

const USD_RE = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Dollars as whole cents, exactly: `"100.5"` → 10050. A number is read as the decimal it prints as (a JSON
 * `100.5` is the typed `100.5`). Undefined for anything else: negative, more than 2 decimals, not a number.
 */
export function usdCents(usd: string | number): number | undefined {
  const s = typeof usd === 'number' ? (Number.isFinite(usd) ? String(usd) : '') : usd.trim();
  const m = USD_RE.exec(s);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Is this a dollar amount the counter can take (a decimal with at most 2 places)? */
export const isUsdAmount = (usd: string | number): boolean => usdCents(usd) !== undefined;

/** Rupiah of dollars at a rate (rupiah per dollar), rounded half up to the rupiah; 0 when either is missing. */
export function usdToRupiah(usd: string | number, kurs: number): number {
  const cents = usdCents(usd);
  if (cents === undefined || cents <= 0 || !Number.isSafeInteger(kurs) || kurs <= 0) return 0;
  return Number((BigInt(cents) * BigInt(kurs) + 50n) / 100n);
}

/** The minimum a payment line needs to be counted. */
export type PaymentAmountLine = { jenis: PaymentKind; jumlah: number; usd?: string | number; kurs?: number };

/** Rupiah of one payment line: a USD line is its dollars at its rate, any other its amount. Never NaN. */
export function lineRupiah(p: PaymentAmountLine): number {
  if (p.jenis === 'USD') return usdToRupiah(p.usd ?? 0, p.kurs ?? 0);
  return Number.isSafeInteger(p.jumlah) ? p.jumlah : 0;
}

/** Lines paid through a store account (account required, a card fee allowed). */
export const needsRekening = (k: PaymentKind): boolean => NON_CASH.includes(k);
/** Lines paid with a card (its number is kept). */
export const isCard = (k: PaymentKind): boolean => k === 'DEBIT' || k === 'KREDIT';
/**
 * Lines that are not cash in hand: they can never exceed the bill, since the change is paid in cash. Dollars are
 * cash (the change is paid in rupiah).
 */
export const isNonTunai = (k: PaymentKind): boolean => k !== 'CASH' && k !== 'USD';

/** The fields of a line that belong to another kind, cleared: an account, card and fee only where they apply. */
export type PaymentLineFields = {
  jenis: PaymentKind;
  no_rekening: string;
  no_kartu: string;
  fee: number;
  usd: number;
  kurs: number;
  no_titip: string;
  no_ref: string;
};
export function ownFields<T extends PaymentLineFields>(p: T): T {
  return {
    ...p,
    no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
    no_kartu: isCard(p.jenis) ? p.no_kartu : '',
    fee: needsRekening(p.jenis) ? p.fee : 0,
    usd: p.jenis === 'USD' ? p.usd : 0,
    kurs: p.jenis === 'USD' ? p.kurs : 0,
    no_titip: p.jenis === 'TITIPAN' ? p.no_titip : '',
    no_ref: p.jenis === 'TUKAR' || p.jenis === 'PESANAN' ? p.no_ref : '',
  };
}

/** One payment line in rupiah. */
export type PaidLine = { jenis: PaymentKind; jumlah: number };

export type PaymentTotals = {
  /** The bill. */
  total: number;
  /** All lines. */
  paid: number;
  /** The lines that are not cash. */
  nonCash: number;
  /** What is still owed (0 once covered). */
  sisa: number;
  /** The change, paid in rupiah cash (0 unless overpaid). */
  kembalian: number;
};

const sum = (lines: readonly PaidLine[]) => lines.reduce((n, p) => n + p.jumlah, 0);

export function paymentTotals(total: number, lines: readonly PaidLine[]): PaymentTotals {
  const paid = sum(lines);
  return {
    total,
    paid,
    nonCash: sum(lines.filter((p) => isNonTunai(p.jenis))),
    sisa: Math.max(0, total - paid),
    kembalian: Math.max(0, paid - total),
  };
}

/** The "Sisa" button: what one line must carry so that it and the other lines cover the bill exactly. */
export const sisaUntuk = (total: number, otherLines: readonly PaidLine[]): number =>
  Math.max(0, total - sum(otherLines));

export type PaymentRefusal = { message: string; kurang?: number };

/** Why the payment cannot be saved (underpaid, or more non-cash than the bill), or undefined when it can. */
export function paymentRefusal(t: PaymentTotals): PaymentRefusal | undefined {
  if (t.paid < t.total) return { message: PAYMENT_MSG.kurang(t.total - t.paid), kurang: t.total - t.paid };
  if (t.nonCash > t.total) return { message: PAYMENT_MSG.nonTunaiLebih };
  return undefined;
}

/**
 * The supervisor grant a line needs: a USD line at a rate other than the store's (UBAH_KURS). A trade-in (TUKAR)
 * needs none since it is linked to a real purchase of the day (issue 11), which the server checks instead.
 * Lines worth nothing need none.
 */
export function lineOtorisasi(p: PaidLine & { kurs: number }, kursToko: number): 'UBAH_KURS' | undefined {
  if (p.jumlah <= 0) return undefined;
  if (p.jenis === 'USD' && p.kurs !== kursToko) return 'UBAH_KURS';
  return undefined;
}
