/**
 * A member's points balance (the sum of its ledger) and the lock every write that spends or takes back points holds:
 * the member's master row, FOR UPDATE. A gift exchange and a sale's cancellation of the same member therefore run one
 * after the other and each sees the other's rows, so the balance never goes below zero. Earning (a sale) only adds.
 */
import { POIN_MSG, type PoinJenis } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { StockCtx } from '../barang/ledger.service.ts';

export type LockedMember = {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  alamat: string;
  status_aktif: boolean;
};

/** Locks the member's row of this store; 404 when this store has no such member. */
export async function lockMember(tx: Tx, kodeToko: string, kodeMember: string): Promise<LockedMember> {
  const res = await tx.execute(sql`
    SELECT kode_member, nama_member, no_hp, alamat, status_aktif FROM master_member
     WHERE kode_toko = ${kodeToko} AND kode_member = ${kodeMember} FOR UPDATE`);
  const m = res.rows[0] as LockedMember | undefined;
  if (!m) throw notFound(POIN_MSG.memberTidakAda(kodeMember));
  return m;
}

export async function saldoPoin(tx: Tx | Db, kodeToko: string, kodeMember: string): Promise<number> {
  const res = await tx.execute(sql`
    SELECT coalesce(sum(poin), 0)::int AS saldo FROM poin_ledger WHERE kode_toko = ${kodeToko} AND kode_member = ${kodeMember}`);
  return (res.rows[0] as { saldo: number }).saldo;
}

/** A document's row in the member's points ledger, on the store day, referring to the document's number. */
export async function postPoints(
  tx: Tx,
  ctx: StockCtx,
  kodeMember: string,
  jenis: PoinJenis,
  poin: number,
  no: string,
) {
  await tx.execute(sql`INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
        VALUES (${ctx.kode_toko}, ${kodeMember}, ${ctx.tanggal}, ${jenis}, ${poin}, ${no})`);
}
