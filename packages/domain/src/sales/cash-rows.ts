/**
 * Which cash-book rows a document's payments post (DOMAIN.md "kas / bank"), once for every document that takes or
 * pays money at the counter: the sale, the down payment on pieces (Bayar DP), the deposit, the buy-back, and the
 * reversal a cancel posts. A line goes to the drawer (no account) or to the store account it names (TRANSFER, DEBIT,
 * KREDIT, with the card fee); dollars are their own book (kategori USD); a deposit drawn (TITIPAN) or an order's DP
 * taken (PESANAN) came into the book when it was paid, so it posts nothing; a trade-in (TUKAR) posts its value in and
 * out, leaving the drawer unchanged but the trade-in visible. The change is paid out of the drawer in rupiah.
 * Pure: the server adds the document's number and writes the rows (lib/kas.ts).
 */
import { formatRupiah } from '../rules/number-format.rules.ts';
import { needsRekening, type PaymentKind } from './payment.rules.ts';

/** One cash-book row, as lib/kas.ts writes it (the document's number added there). Never of zero rupiah. */
export type CashRow = {
  jenis: 'MASUK' | 'KELUAR';
  kategori: string;
  deskripsi: string;
  keterangan: string;
  no_rekening: string;
  jumlah: number;
  fee: number;
};

/** A payment line as the documents carry it: kind, rupiah, and the fields a kind may have. */
export type CashPayment = {
  jenis: PaymentKind;
  jumlah: number;
  no_rekening?: string;
  fee?: number;
  usd?: string | number;
  kurs?: number;
  no_ref?: string;
};

/** The book a document's payments post to: its direction, category, and the words on its rows. */
export type CashBook<P extends CashPayment = CashPayment> = {
  /** MASUK: the customer pays the shop (sale, deposit); KELUAR: the shop pays the customer (buy-back). */
  arah: 'MASUK' | 'KELUAR';
  kategori: string;
  deskripsi: (p: P) => string;
  keterangan?: (p: P) => string;
  /** The change row's description (the document pays change in drawer rupiah). */
  kembalian?: string;
};

/** A sale's payments (the sales counter): `PENJUALAN CASH`, `PENJUALAN TRANSFER`, … */
export const SALE_BOOK: CashBook = {
  arah: 'MASUK',
  kategori: 'PENJUALAN',
  deskripsi: (p) => `PENJUALAN ${p.jenis}`,
  kembalian: 'KEMBALIAN PENJUALAN',
};

/** A down payment on pieces (Bayar DP): a deposit of kind DP, the customer's name on every row. */
export const dpBook = (namaCustomer: string): CashBook => ({
  arah: 'MASUK',
  kategori: 'TITIPAN',
  deskripsi: (p) => `DP BARANG ${p.jenis}`,
  keterangan: () => namaCustomer,
  kembalian: 'KEMBALIAN DP BARANG',
});

/** A plain deposit (titipan) left in cash or by transfer. */
export const titipanBook = (namaCustomer: string): CashBook => ({
  arah: 'MASUK',
  kategori: 'TITIPAN',
  deskripsi: () => `TITIPAN ${namaCustomer}`,
});

/** A buy-back's payout; a transfer names the customer's bank account it went to. */
export type BuyBackPayment = CashPayment & { nama_bank_customer: string; no_rekening_customer: string };
export const BUY_BACK_BOOK: CashBook<BuyBackPayment> = {
  arah: 'KELUAR',
  kategori: 'PEMBELIAN',
  deskripsi: (p) => `PEMBELIAN ${p.jenis}`,
  keterangan: (p) => (p.jenis === 'TRANSFER' ? `KE ${p.nama_bank_customer} ${p.no_rekening_customer}`.trim() : ''),
};

const row = (r: Omit<CashRow, 'keterangan' | 'no_rekening' | 'fee'> & Partial<CashRow>): CashRow => ({
  keterangan: '',
  no_rekening: '',
  fee: 0,
  ...r,
});

/** The rows of one payment line in a book (none for a deposit drawn or an order's DP taken). */
function lineRows<P extends CashPayment>(book: CashBook<P>, p: P): CashRow[] {
  if (p.jenis === 'TITIPAN' || p.jenis === 'PESANAN') return [];
  if (p.jenis === 'TUKAR') {
    const keterangan = p.no_ref ? `REF ${p.no_ref}` : '';
    return [
      row({ jenis: 'MASUK', kategori: 'TUKAR', deskripsi: 'PEMBAYARAN TUKAR', keterangan, jumlah: p.jumlah }),
      row({ jenis: 'KELUAR', kategori: 'TUKAR', deskripsi: 'TUKAR BARANG CUSTOMER', keterangan, jumlah: p.jumlah }),
    ];
  }
  if (p.jenis === 'USD') {
    // the rupiah value, with the dollars and the rate
    const keterangan = `USD ${p.usd} X RP ${formatRupiah(p.kurs ?? 0)}`;
    return [row({ jenis: book.arah, kategori: 'USD', deskripsi: book.deskripsi(p), keterangan, jumlah: p.jumlah })];
  }
  const bank = needsRekening(p.jenis);
  return [
    row({
      jenis: book.arah,
      kategori: book.kategori,
      deskripsi: book.deskripsi(p),
      keterangan: book.keterangan?.(p) ?? '',
      no_rekening: bank ? (p.no_rekening ?? '') : '',
      jumlah: p.jumlah,
      fee: bank ? (p.fee ?? 0) : 0,
    }),
  ];
}

/** The cash-book rows of a document's payments, in line order, then the change; rows of zero rupiah are left out. */
export function cashRows<P extends CashPayment>(book: CashBook<P>, payments: readonly P[], kembalian = 0): CashRow[] {
  const rows = payments.flatMap((p) => lineRows(book, p));
  if (kembalian > 0 && book.kembalian)
    rows.push(row({ jenis: 'KELUAR', kategori: book.kategori, deskripsi: book.kembalian, jumlah: kembalian }));
  return rows.filter((r) => r.jumlah !== 0);
}

/** What a document's rows left in one book: money in less money out, per account and category. */
export type CashNet = { kategori: string; no_rekening: string; net: number };

/**
 * The rows a cancel posts: each book the document moved is moved back by exactly its net (in for what went out,
 * out for what came in); a book it left unchanged gets no row.
 */
export function reverseCashRows(nets: readonly CashNet[], text: { deskripsi: string; keterangan: string }): CashRow[] {
  return nets
    .filter((k) => k.net !== 0)
    .map((k) =>
      row({
        jenis: k.net > 0 ? 'KELUAR' : 'MASUK',
        kategori: k.kategori,
        deskripsi: text.deskripsi,
        keterangan: text.keterangan,
        no_rekening: k.no_rekening,
        jumlah: Math.abs(k.net),
      }),
    );
}

/**
 * A refund of `jumlah` paid back through the books it came in by, in their order, never more from a book than its
 * net; what is left is paid from the drawer.
 */
export function refundCashRows(
  nets: readonly CashNet[],
  jumlah: number,
  text: { kategori: string; deskripsi: string; keterangan: string },
): CashRow[] {
  const rows: CashRow[] = [];
  let left = jumlah;
  const out = (no_rekening: string, take: number) =>
    rows.push(row({ jenis: 'KELUAR', ...text, no_rekening, jumlah: take }));
  for (const k of nets) {
    const take = Math.min(left, k.net);
    if (take <= 0) continue;
    left -= take;
    out(k.no_rekening, take);
  }
  if (left > 0) out('', left);
  return rows;
}

/** Money in less money out over rows. */
export const signedCash = (rows: readonly Pick<CashRow, 'jenis' | 'jumlah'>[]): number =>
  rows.reduce((n, r) => n + (r.jenis === 'MASUK' ? r.jumlah : -r.jumlah), 0);
