/**
 * The cash and bank book (issue 12, DOMAIN.md "kas / bank"): reads of a day's book of the drawer (no_rekening '')
 * or a store account with its running balance, manual cash in / out, moves between the drawer and an account
 * (tambah / ambil uang bank), the reversal of such a manual document by a supervisor (reversing rows, never an
 * edit or a delete), the balances per account, and the drawer count (hitung laci). Every row is the store's own;
 * every write is one transaction, and no book (the drawer or an account) goes below zero through a write: every
 * payout is checked by writeKas (lib/kas.ts, kilau_kas_cukup), under the book's lock that the drawer count takes too.
 */
import type { Db } from '../../db/client.ts';
import { withDb } from '../../lib/with-db.ts';
import { doc, list, saldoRekening } from './kas.book.ts';
import { hitung, hitungList } from './kas.hitung.ts';
import { batal, manual, pindahBank } from './kas.manual.ts';

export function createKasService(db: Db) {
  return withDb(db, { list, doc, manual, pindahBank, batal, saldoRekening, hitungList, hitung });
}
