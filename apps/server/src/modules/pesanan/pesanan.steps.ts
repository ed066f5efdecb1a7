/** The order row locked for an action, refused by the state machine when the action does not fit its state. */
import { assertTransition, PESANAN_TRANSITIONS, type PesananAksi, type PesananStatus } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';

export async function lockFor(tx: Tx, kodeToko: string, no: string, aksi: PesananAksi) {
  const h = await one<{ status: PesananStatus; dp: string; status_valid: string }>(
    tx,
    sql`SELECT status, dp::bigint AS dp, status_valid FROM pesanan
         WHERE kode_toko = ${kodeToko} AND no_pesanan = ${no} FOR UPDATE`,
  );
  if (!h) throw notFound(`No Pesanan ${no} Tidak Ditemukan`);
  assertTransition(PESANAN_TRANSITIONS, no, h.status, aksi);
  return { ...h, dp: Number(h.dp) };
}
