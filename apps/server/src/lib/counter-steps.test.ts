/**
 * The payment steps the loan, repair and order share, over each book they post to: stored lines keep an account and
 * a fee only for bank kinds and a card only for cards; the cash rows are one per line in line order then the change;
 * a cancel pays back exactly what each account took in.
 */
import type { PesananBayarInput } from '@kilau/domain';
import { describe, expect, it } from 'vitest';
import { paidBook, paidRows, refundRows, storedPayments } from './counter-steps.ts';

const PAYMENTS: PesananBayarInput[] = [
  { jenis: 'CASH', jumlah: 150_000, no_rekening: 'BCA-1', no_kartu: '4111', fee: 900 },
  { jenis: 'TRANSFER', jumlah: 200_000, no_rekening: 'BCA-1', no_kartu: '4111', fee: 0 },
  { jenis: 'DEBIT', jumlah: 50_000, no_rekening: 'MANDIRI-2', no_kartu: '5500', fee: 500 },
];

/** The books as the documents name them: category, what the rows say, the change row. */
const BOOKS: [string, string, string][] = [
  ['HUTANG', 'PELUNASAN HUTANG', 'KEMBALIAN PELUNASAN HUTANG'],
  ['SERVICE', 'DP SERVICE', 'KEMBALIAN DP SERVICE'],
  ['PESANAN', 'DP PESANAN', 'KEMBALIAN DP PESANAN'],
];

describe('storedPayments', () => {
  it('numbers after the lines already stored and keeps only what each kind carries', () => {
    expect(storedPayments(PAYMENTS, 2)).toEqual([
      { jenis: 'CASH', jumlah: 150_000, no_rekening: '', no_kartu: '', fee: 0, seq: 3 },
      { jenis: 'TRANSFER', jumlah: 200_000, no_rekening: 'BCA-1', no_kartu: '', fee: 0, seq: 4 },
      { jenis: 'DEBIT', jumlah: 50_000, no_rekening: 'MANDIRI-2', no_kartu: '5500', fee: 500, seq: 5 },
    ]);
  });
});

describe.each(BOOKS)('book %s', (kategori, what, change) => {
  it('posts one row per line in line order, then the change from the drawer', () => {
    const rows = paidRows(paidBook(kategori, what, 'BUDI'), storedPayments(PAYMENTS), 20_000, 'NO-1');
    expect(rows).toEqual([
      {
        jenis: 'MASUK',
        kategori,
        deskripsi: `${what} CASH`,
        keterangan: 'BUDI',
        no_rekening: '',
        jumlah: 150_000,
        fee: 0,
        no_reff: 'NO-1',
      },
      {
        jenis: 'MASUK',
        kategori,
        deskripsi: `${what} TRANSFER`,
        keterangan: 'BUDI',
        no_rekening: 'BCA-1',
        jumlah: 200_000,
        fee: 0,
        no_reff: 'NO-1',
      },
      {
        jenis: 'MASUK',
        kategori,
        deskripsi: `${what} DEBIT`,
        keterangan: 'BUDI',
        no_rekening: 'MANDIRI-2',
        jumlah: 50_000,
        fee: 500,
        no_reff: 'NO-1',
      },
      {
        jenis: 'KELUAR',
        kategori,
        deskripsi: change,
        keterangan: '',
        no_rekening: '',
        jumlah: 20_000,
        fee: 0,
        no_reff: 'NO-1',
      },
    ]);
  });

  it('a cancel gives back each account its net in, never a book that is even or short', () => {
    const nets = [
      { kategori, no_rekening: '', net: 130_000 },
      { kategori, no_rekening: 'BCA-1', net: 200_000 },
      { kategori, no_rekening: 'KOSONG', net: 0 },
      { kategori, no_rekening: 'MINUS', net: -5 },
    ];
    const rows = refundRows(nets, 'NO-1', {
      deskripsi: `BATAL ${what}`,
      keterangan: 'SALAH INPUT',
      alasan: 'SALAH INPUT',
    });
    expect(rows).toEqual([
      {
        jenis: 'KELUAR',
        kategori,
        deskripsi: `BATAL ${what}`,
        keterangan: 'SALAH INPUT',
        no_rekening: '',
        jumlah: 130_000,
        no_reff: 'NO-1',
        alasan: 'SALAH INPUT',
      },
      {
        jenis: 'KELUAR',
        kategori,
        deskripsi: `BATAL ${what}`,
        keterangan: 'SALAH INPUT',
        no_rekening: 'BCA-1',
        jumlah: 200_000,
        no_reff: 'NO-1',
        alasan: 'SALAH INPUT',
      },
    ]);
    expect(refundRows(nets, 'NO-1', { deskripsi: 'X', keterangan: '' })[0]).not.toHaveProperty('alasan');
  });
});
