import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../rules/number-format.rules.ts';
import {
  BUY_BACK_BOOK,
  type BuyBackPayment,
  type CashBook,
  type CashNet,
  type CashPayment,
  cashRows,
  dpBook,
  refundCashRows,
  reverseCashRows,
  SALE_BOOK,
  signedCash,
  titipanBook,
} from './cash-rows.ts';
import { needsRekening, PAYMENT_KINDS } from './payment.rules.ts';

const rupiah = fc.integer({ min: 0, max: 10_000_000_000 });
const payment: fc.Arbitrary<CashPayment> = fc.record({
  jenis: fc.constantFrom(...PAYMENT_KINDS),
  jumlah: rupiah,
  no_rekening: fc.constantFrom('', 'BCA-1', 'MANDIRI-2'),
  fee: fc.integer({ min: 0, max: 100_000 }),
  usd: fc.constantFrom('10', '12.5'),
  kurs: fc.integer({ min: 1, max: 20_000 }),
  no_ref: fc.constantFrom('', 'T01-FB-260101-0001'),
});
const payments = fc.array(payment, { maxLength: 12 });

/** What the payments bring into the books: every line but a deposit drawn or an order's DP (a trade-in nets 0). */
const netCash = (ps: readonly CashPayment[], kembalian: number) =>
  ps.filter((p) => !['TITIPAN', 'PESANAN', 'TUKAR'].includes(p.jenis)).reduce((n, p) => n + p.jumlah, 0) - kembalian;

/** The nets a document's rows leave per (kategori, no_rekening), as the cancel reads them back from the kas table. */
function nets(rows: ReturnType<typeof cashRows>): CashNet[] {
  const by = new Map<string, CashNet>();
  for (const r of rows) {
    const key = `${r.kategori}|${r.no_rekening}`;
    const n = by.get(key) ?? { kategori: r.kategori, no_rekening: r.no_rekening, net: 0 };
    n.net += r.jenis === 'MASUK' ? r.jumlah : -r.jumlah;
    by.set(key, n);
  }
  return [...by.values()];
}

const books: [string, CashBook][] = [
  ['sale', SALE_BOOK],
  ['down payment', dpBook('BUDI')],
  ['deposit', titipanBook('BUDI')],
  ['buy-back', BUY_BACK_BOOK as CashBook],
];

describe.each(books)('the cash rows of a %s', (_, book) => {
  const sign = book.arah === 'MASUK' ? 1 : -1;

  it('their signed sum is the net cash of the payments (less the change), and no row is of zero rupiah', () => {
    fc.assert(
      fc.property(payments, rupiah, (ps, change) => {
        const kembalian = book.kembalian ? change : 0;
        const rows = cashRows(book, ps, kembalian);
        expect(signedCash(rows)).toBe(sign * netCash(ps, 0) - kembalian + 0);
        expect(rows.every((r) => r.jumlah > 0)).toBe(true);
      }),
    );
  });

  it('money only reaches an account through a line that names one; the card fees are those of such lines', () => {
    fc.assert(
      fc.property(payments, (ps) => {
        const rows = cashRows(book, ps);
        const bank = ps.filter((p) => needsRekening(p.jenis) && p.jumlah > 0);
        for (const r of rows.filter((x) => x.no_rekening))
          expect(bank.some((p) => p.no_rekening === r.no_rekening)).toBe(true);
        expect(rows.reduce((n, r) => n + r.fee, 0)).toBe(bank.reduce((n, p) => n + (p.fee ?? 0), 0));
      }),
    );
  });

  it("a cancel's rows are the exact negation: together the books are back where they were", () => {
    fc.assert(
      fc.property(payments, rupiah, (ps, change) => {
        const rows = cashRows(book, ps, book.kembalian ? change : 0);
        const back = reverseCashRows(nets(rows), { deskripsi: 'BATAL', keterangan: '' });
        expect(signedCash(back)).toBe(0 - signedCash(rows));
        for (const n of nets([...rows, ...back])) expect(n.net).toBe(0);
        expect(back.every((r) => r.jumlah > 0)).toBe(true);
      }),
    );
  });
});

describe('which book each kind of line goes to', () => {
  const p = (jenis: CashPayment['jenis'], jumlah: number, more: Partial<CashPayment> = {}): CashPayment => ({
    jenis,
    jumlah,
    no_rekening: 'BCA-1',
    fee: 2_500,
    ...more,
  });

  it('a sale: cash to the drawer, cards and transfers to their account with the fee, dollars their own book', () => {
    expect(cashRows(SALE_BOOK, [p('CASH', 100, { no_rekening: '', fee: 0 }), p('DEBIT', 200)], 50)).toEqual([
      {
        jenis: 'MASUK',
        kategori: 'PENJUALAN',
        deskripsi: 'PENJUALAN CASH',
        keterangan: '',
        no_rekening: '',
        jumlah: 100,
        fee: 0,
      },
      {
        jenis: 'MASUK',
        kategori: 'PENJUALAN',
        deskripsi: 'PENJUALAN DEBIT',
        keterangan: '',
        no_rekening: 'BCA-1',
        jumlah: 200,
        fee: 2_500,
      },
      {
        jenis: 'KELUAR',
        kategori: 'PENJUALAN',
        deskripsi: 'KEMBALIAN PENJUALAN',
        keterangan: '',
        no_rekening: '',
        jumlah: 50,
        fee: 0,
      },
    ]);
    expect(cashRows(SALE_BOOK, [p('USD', 1_608_000, { usd: '100.5', kurs: 16_000 })])).toEqual([
      {
        jenis: 'MASUK',
        kategori: 'USD',
        deskripsi: 'PENJUALAN USD',
        keterangan: `USD 100.5 X RP ${formatRupiah(16_000)}`,
        no_rekening: '',
        jumlah: 1_608_000,
        fee: 0,
      },
    ]);
  });

  it('a trade-in posts its value in and out; a deposit drawn or an order DP taken posts nothing', () => {
    const rows = cashRows(SALE_BOOK, [p('TUKAR', 700, { no_ref: 'FB-1' }), p('TITIPAN', 300), p('PESANAN', 400)]);
    expect(rows.map((r) => [r.jenis, r.kategori, r.deskripsi, r.keterangan, r.jumlah])).toEqual([
      ['MASUK', 'TUKAR', 'PEMBAYARAN TUKAR', 'REF FB-1', 700],
      ['KELUAR', 'TUKAR', 'TUKAR BARANG CUSTOMER', 'REF FB-1', 700],
    ]);
  });

  it("a down payment names the customer; a buy-back transfer names the customer's bank account", () => {
    expect(
      cashRows(dpBook('BUDI'), [p('TRANSFER', 500)], 20).map((r) => [r.deskripsi, r.keterangan, r.no_rekening]),
    ).toEqual([
      ['DP BARANG TRANSFER', 'BUDI', 'BCA-1'],
      ['KEMBALIAN DP BARANG', '', ''],
    ]);
    const bb: BuyBackPayment = {
      ...p('TRANSFER', 900),
      fee: undefined,
      nama_bank_customer: 'BRI',
      no_rekening_customer: '77',
    };
    expect(cashRows(BUY_BACK_BOOK, [bb, { ...bb, jenis: 'CASH' }])).toEqual([
      {
        jenis: 'KELUAR',
        kategori: 'PEMBELIAN',
        deskripsi: 'PEMBELIAN TRANSFER',
        keterangan: 'KE BRI 77',
        no_rekening: 'BCA-1',
        jumlah: 900,
        fee: 0,
      },
      {
        jenis: 'KELUAR',
        kategori: 'PEMBELIAN',
        deskripsi: 'PEMBELIAN CASH',
        keterangan: '',
        no_rekening: '',
        jumlah: 900,
        fee: 0,
      },
    ]);
    expect(cashRows(titipanBook('SITI'), [p('CASH', 10, { no_rekening: 'X' })])[0]).toMatchObject({
      deskripsi: 'TITIPAN SITI',
      no_rekening: '',
    });
  });

  it('a cancel moves back only the books the document moved, in for out and out for in', () => {
    const nets: CashNet[] = [
      { kategori: 'PENJUALAN', no_rekening: '', net: 300 },
      { kategori: 'TUKAR', no_rekening: '', net: 0 },
      { kategori: 'PEMBELIAN', no_rekening: 'BCA-1', net: -900 },
    ];
    expect(reverseCashRows(nets, { deskripsi: 'BATAL', keterangan: 'SALAH' })).toEqual([
      {
        jenis: 'KELUAR',
        kategori: 'PENJUALAN',
        deskripsi: 'BATAL',
        keterangan: 'SALAH',
        no_rekening: '',
        jumlah: 300,
        fee: 0,
      },
      {
        jenis: 'MASUK',
        kategori: 'PEMBELIAN',
        deskripsi: 'BATAL',
        keterangan: 'SALAH',
        no_rekening: 'BCA-1',
        jumlah: 900,
        fee: 0,
      },
    ]);
  });
});

describe('a refund through the books the money came in by', () => {
  const net = fc.record({
    kategori: fc.constant('TITIPAN'),
    no_rekening: fc.constantFrom('', 'BCA-1', 'MANDIRI-2'),
    // small amounts, so a remainder of one rupiah and an exactly covered refund come up often
    net: fc.integer({ min: -50, max: 50 }),
  });
  const text = { kategori: 'TITIPAN', deskripsi: 'PENGEMBALIAN DP BUDI', keterangan: 'BATAL' };

  it('pays out exactly the refund, never more from a book than came in there, the rest from the drawer', () => {
    fc.assert(
      fc.property(fc.array(net, { maxLength: 5 }), fc.integer({ min: 0, max: 200 }), (nets, jumlah) => {
        const rows = refundCashRows(nets, jumlah, text);
        expect(signedCash(rows)).toBe(0 - jumlah);
        expect(rows.every((r) => r.jumlah > 0 && r.jenis === 'KELUAR' && r.kategori === 'TITIPAN')).toBe(true);
        const accountRows = rows.slice(0, nets.filter((k) => k.net > 0).length);
        for (const r of accountRows)
          expect(nets.some((k) => k.no_rekening === r.no_rekening && k.net >= r.jumlah)).toBe(true);
      }),
    );
  });

  it('takes the books in order; what they cannot cover comes from the drawer', () => {
    const nets: CashNet[] = [
      { kategori: 'TITIPAN', no_rekening: 'BCA-1', net: 300 },
      { kategori: 'TITIPAN', no_rekening: 'MANDIRI-2', net: 0 },
    ];
    expect(refundCashRows(nets, 500, text).map((r) => [r.no_rekening, r.jumlah])).toEqual([
      ['BCA-1', 300],
      ['', 200],
    ]);
    expect(refundCashRows(nets, 100, text).map((r) => [r.no_rekening, r.jumlah])).toEqual([['BCA-1', 100]]);
  });
});
