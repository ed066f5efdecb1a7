/**
 * Steps a repayment, a renewal, a cancelled repayment and a forfeit share: the loan locked for its action (the state
 * rules refuse what does not fit), the interest to today, the next `<no_hutang>-L<n>` number, and the payment lines
 * stored with their cash-book rows.
 */
import {
  assertTransition,
  daysBetween,
  HUTANG_TRANSITIONS,
  type HutangAksi,
  type HutangStatus,
  type PesananBayarInput,
  tagihanHutang,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { one, paidBook, paidRows, storedPayments } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import type { Ctx } from './hutang.loan.ts';

export type Locked = {
  status: HutangStatus;
  tanggal: string;
  tgl_jatuh_tempo: string;
  pokok: number;
  bunga_persen: string;
  pembulatan: number;
  nama_customer: string;
};

/** The loan row locked for an action, refused by the state rules when the action does not fit its state. */
export async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: HutangAksi): Promise<Locked> {
  const h = await one<Record<string, unknown>>(
    tx,
    sql`SELECT status, tanggal::text AS tanggal, tgl_jatuh_tempo::text AS tgl_jatuh_tempo, pokok::bigint AS pokok,
               bunga_persen::float8::text AS bunga_persen, pembulatan, nama_customer
          FROM hutang WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
  assertTransition(HUTANG_TRANSITIONS, no, h.status as HutangStatus, aksi);
  return {
    status: h.status as HutangStatus,
    tanggal: String(h.tanggal),
    tgl_jatuh_tempo: String(h.tgl_jatuh_tempo),
    pokok: Number(h.pokok),
    bunga_persen: String(h.bunga_persen),
    pembulatan: Number(h.pembulatan),
    nama_customer: String(h.nama_customer),
  };
}

/** The days since the loan began and what it owes for them on the store's day. */
export function interestToDate(h: Locked, tanggal: string) {
  return tagihanHutang(h.pokok, h.bunga_persen, Math.max(0, daysBetween(h.tanggal, tanggal)), h.pembulatan);
}

/** Next repayment/renewal number of a loan: `<no_hutang>-L<n>`. */
export async function nextNoLunas(tx: Tx, kodeToko: string, no: string) {
  const r = await one<{ c: number }>(
    tx,
    sql`SELECT count(*)::int AS c FROM hutang_lunas WHERE kode_toko = ${kodeToko} AND no_hutang = ${no}`,
  );
  return `${no}-L${(r?.c ?? 0) + 1}`;
}

/**
 * Stores the payment lines of a repayment/renewal, writes them with any change into the cash book, and keeps their
 * card fees on the repayment row.
 */
export async function recordPayments(
  tx: Tx,
  ctx: Ctx,
  noLunas: string,
  what: string,
  payments: readonly PesananBayarInput[],
  kembalian: number,
  customer: string,
) {
  const pays = storedPayments(payments);
  if (pays.length) {
    await tx.execute(sql`
      INSERT INTO hutang_bayar (kode_toko, no_lunas, seq, jenis, jumlah, no_rekening, no_kartu, fee)
      SELECT ${ctx.kode_toko}, ${noLunas}, b.seq, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
        FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint,
             no_rekening text, no_kartu text, fee bigint)`);
  }
  await writeKas(tx, ctx, paidRows(paidBook('HUTANG', what, customer), pays, kembalian, noLunas));
  const fee = pays.reduce((s, p) => s + p.fee, 0);
  await tx.execute(
    sql`UPDATE hutang_lunas SET fee = ${fee} WHERE kode_toko = ${ctx.kode_toko} AND no_lunas = ${noLunas}`,
  );
}
