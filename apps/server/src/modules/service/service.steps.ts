/**
 * Steps the repair's moves share: the service locked for an action (the state machine refuses what does not fit),
 * and the payment lines of one step (intake or pick-up) stored with their cash-book rows.
 */
import {
  assertTransition,
  type PesananBayarInput,
  SERVICE_TRANSITIONS,
  type ServiceAksi,
  type ServiceStatus,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { one, paidBook, paidRows, storedPayments } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import type { StockCtx } from '../barang/ledger.service.ts';

export async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: ServiceAksi) {
  const h = await one<{ status: ServiceStatus; total: string; dp: string; pelunasan: string; nama_customer: string }>(
    tx,
    sql`SELECT status, total::bigint AS total, dp::bigint AS dp, pelunasan::bigint AS pelunasan, nama_customer
          FROM service WHERE kode_toko = ${kodeToko} AND no_service = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Service ${no} Tidak Ditemukan`);
  assertTransition(SERVICE_TRANSITIONS, no, h.status, aksi);
  return { ...h, total: Number(h.total), dp: Number(h.dp), pelunasan: Number(h.pelunasan) };
}

/** Stores the payment lines of one step (intake or pick-up) and writes them, with any change, to the cash book. */
export async function recordPayments(
  tx: Tx,
  ctx: StockCtx,
  no: string,
  tahap: 'MASUK' | 'AMBIL',
  payments: readonly PesananBayarInput[],
  kembalian: number,
  customer: string,
) {
  const last = await one<{ seq: number }>(
    tx,
    sql`SELECT COALESCE(max(seq), 0)::int AS seq FROM service_bayar WHERE kode_toko = ${ctx.kode_toko} AND no_service = ${no}`,
  );
  const pays = storedPayments(payments, last?.seq ?? 0);
  if (pays.length) {
    await tx.execute(sql`
      INSERT INTO service_bayar (kode_toko, no_service, seq, tahap, tanggal, jenis, jumlah, no_rekening, no_kartu, fee)
      SELECT ${ctx.kode_toko}, ${no}, b.seq, ${tahap}, ${ctx.tanggal}, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
        FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
             no_kartu text, fee bigint)`);
  }
  const what = tahap === 'MASUK' ? 'DP SERVICE' : 'PELUNASAN SERVICE';
  await writeKas(tx, ctx, paidRows(paidBook('SERVICE', what, customer), pays, kembalian, no));
}
