/**
 * Steps the counter documents that take payment lines share — the loan, the repair and the order: the salesperson,
 * craftsman and member checks, the payment lines checked like the sales counter's, the lines as stored, their
 * cash-book rows (domain cashRows in the document's own book), what a cancel gives back per account, validation,
 * and a line's photo key.
 */
import {
  type CashBook,
  type CashNet,
  cashRows,
  needsRekening,
  PAYMENT_MSG,
  type PaymentKind,
  type PesananBayarInput,
  paymentRefusal,
  paymentTotals,
} from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { notFound, unprocessable } from './errors.ts';
import type { KasRow } from './kas.ts';

/** The first row of a query, if any. */
export async function one<T>(tx: Tx | Db, q: SQL): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** The salesperson must be an active one of the store. */
export async function checkSales(tx: Tx, kodeToko: string, kode: string) {
  const s = await one<{ ok: boolean }>(
    tx,
    sql`SELECT status_aktif AS ok FROM master_sales WHERE kode_toko = ${kodeToko} AND kode_sales = ${kode}`,
  );
  if (!s?.ok) throw unprocessable(`Sales ${kode} Tidak Ditemukan`);
}

/** The craftsman must be an active one of the store. */
export async function checkTukang(tx: Tx, kodeToko: string, kode: string) {
  const t = await one<{ ok: boolean }>(
    tx,
    sql`SELECT status_aktif AS ok FROM master_tukang WHERE kode_toko = ${kodeToko} AND kode_tukang = ${kode}`,
  );
  if (!t?.ok) throw unprocessable(`Tukang ${kode} Tidak Ditemukan`);
}

/** The customer's phone and address as typed, filled from the active member's card where left empty. */
export async function memberContact(
  tx: Tx,
  kodeToko: string,
  kodeMember: string,
  typed: { hp: string; alamat: string },
) {
  const m = await one<{ no_hp: string; alamat: string }>(
    tx,
    sql`SELECT no_hp, alamat FROM master_member
         WHERE kode_toko = ${kodeToko} AND kode_member = ${kodeMember} AND status_aktif`,
  );
  if (!m) throw unprocessable(`Member ${kodeMember} Tidak Ditemukan`);
  return { hp: typed.hp || m.no_hp, alamat: typed.alamat || m.alamat.toUpperCase() };
}

/** Every store account named must exist and be active. */
export async function checkRekening(tx: Tx, kodeToko: string, list: readonly string[]) {
  const accounts = [...new Set(list)];
  if (!accounts.length) return;
  const found = await tx.execute(sql`SELECT no_rekening FROM master_rekening
    WHERE kode_toko = ${kodeToko} AND no_rekening = ANY(${sql.param(accounts)}::text[]) AND status_aktif`);
  const ok = new Set((found.rows as { no_rekening: string }[]).map((r) => r.no_rekening));
  const missing = accounts.find((x) => !ok.has(x));
  if (missing) throw unprocessable(PAYMENT_MSG.rekeningTidakAda(missing));
}

/** Payment lines checked like the sales counter's: they cover `amount`, non-cash never above it, accounts exist. */
export async function checkPayments(
  tx: Tx,
  kodeToko: string,
  amount: number,
  payments: readonly { jenis: PaymentKind; jumlah: number; no_rekening: string }[],
) {
  const bill = paymentTotals(amount, payments);
  const refusal = paymentRefusal(bill);
  if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
  await checkRekening(
    tx,
    kodeToko,
    payments.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening),
  );
  return bill;
}

/** The lines as stored, numbered from `after` + 1: an account and a fee only for bank kinds, a card only for cards. */
export const storedPayments = (payments: readonly PesananBayarInput[], after = 0) =>
  payments.map((p, i) => ({
    ...p,
    seq: after + i + 1,
    no_rekening: needsRekening(p.jenis) ? p.no_rekening : '',
    no_kartu: p.jenis === 'DEBIT' || p.jenis === 'KREDIT' ? p.no_kartu : '',
    fee: needsRekening(p.jenis) ? p.fee : 0,
  }));

/** Money the customer pays the shop into `kategori`: `<what> <jenis>` per line, the change `KEMBALIAN <what>`. */
export const paidBook = (kategori: string, what: string, customer: string): CashBook => ({
  arah: 'MASUK',
  kategori,
  deskripsi: (p) => `${what} ${p.jenis}`,
  keterangan: () => customer,
  kembalian: `KEMBALIAN ${what}`,
});

/** The cash-book rows of stored payment lines in a book, with the change, under the document's number. */
export const paidRows = (book: CashBook, pays: ReturnType<typeof storedPayments>, kembalian: number, noReff: string) =>
  cashRows(book, pays, kembalian).map((r): KasRow => ({ ...r, no_reff: noReff }));

/** What a document's cash-book rows left in each account of its category (a cancel gives back the positive ones). */
export async function cashNets(tx: Tx, kodeToko: string, noReff: string, kategori: string): Promise<CashNet[]> {
  const kas = await tx.execute(sql`SELECT no_rekening, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
    WHERE kode_toko = ${kodeToko} AND no_reff = ${noReff} AND kategori = ${kategori}
    GROUP BY no_rekening ORDER BY no_rekening`);
  return (kas.rows as { no_rekening: string; net: string }[]).map((k) => ({
    kategori,
    no_rekening: k.no_rekening,
    net: Number(k.net),
  }));
}

/** The rows that pay back what each account took in: `deskripsi`, the reason as keterangan. */
export const refundRows = (
  nets: readonly CashNet[],
  noReff: string,
  text: { deskripsi: string; keterangan: string; alasan?: string },
): KasRow[] =>
  nets
    .filter((k) => k.net > 0)
    .map((k) => ({
      jenis: 'KELUAR' as const,
      kategori: k.kategori,
      deskripsi: text.deskripsi,
      keterangan: text.keterangan,
      no_rekening: k.no_rekening,
      jumlah: k.net,
      no_reff: noReff,
      ...(text.alasan === undefined ? {} : { alasan: text.alasan }),
    }));

/** Where a document lives: its table and number column, e.g. `{ table: 'hutang', no: 'no_hutang' }`. */
export type DocTable = { table: string; no: string };

/** Validation by a supervisor: the OPEN documents of this store among `nomor` become DONE; answers how many. */
export async function validateDocs(
  db: Db,
  t: DocTable,
  a: { kode_toko: string; user_id: string },
  nomor: readonly string[],
) {
  const res = await db.execute(sql`
    UPDATE ${sql.identifier(t.table)} SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
     WHERE kode_toko = ${a.kode_toko} AND ${sql.identifier(t.no)} = ANY(${sql.param([...nomor])}::text[])
       AND status_valid = 'OPEN'
    RETURNING ${sql.identifier(t.no)}`);
  return { jumlah: res.rows.length };
}

/**
 * A document line's photo, in its lines table (`{ table: 'service_detail', no: 'no_service' }`): `of` answers the
 * file key, checked to belong to this store's document (404 `Barang <seq> <label> <no> Tidak Ditemukan`); `set`
 * records a new one.
 */
export const linePhotos = (db: Db, t: DocTable, label: string) => ({
  async of(kodeToko: string, no: string, seq: number) {
    const r = await one<{ foto: string }>(
      db,
      sql`SELECT foto FROM ${sql.identifier(t.table)}
           WHERE kode_toko = ${kodeToko} AND ${sql.identifier(t.no)} = ${no} AND seq = ${seq}`,
    );
    if (!r) throw notFound(`Barang ${seq} ${label} ${no} Tidak Ditemukan`);
    return r.foto;
  },
  async set(kodeToko: string, no: string, seq: number, key: string) {
    await db.execute(sql`UPDATE ${sql.identifier(t.table)} SET foto = ${key}
      WHERE kode_toko = ${kodeToko} AND ${sql.identifier(t.no)} = ${no} AND seq = ${seq}`);
  },
});
