/**
 * Supervisor authorization (DOMAIN.md "otorisasi"): a supervisor of the same store (level SPV or above) types
 * user id and password at the moment of a sensitive action; the action is recorded with who allowed it and why.
 */
import { levelRank } from '@kilau/domain';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from './errors.ts';

export type OtorisasiInput = { user_id: string; password: string; alasan: string };

/** Checks the supervisor's credentials; answers their user id or refuses with 422. */
export async function verifySupervisor(tx: Tx, o: OtorisasiInput, kodeToko: string): Promise<string> {
  const res = await tx.execute(sql`
    SELECT user_id, password_hash, level, kode_toko, status_aktif FROM users WHERE user_id = ${o.user_id.trim().toUpperCase()}`);
  const u = res.rows[0] as
    | { user_id: string; password_hash: string; level: string; kode_toko: string; status_aktif: boolean }
    | undefined;
  const ok = u?.status_aktif && u.kode_toko === kodeToko && (await verify(u.password_hash, o.password));
  if (!u || !ok) throw new AppError(422, 'Otorisasi Gagal, User ID Atau Password Supervisor Salah');
  if (levelRank(u.level) < levelRank('SPV')) throw new AppError(422, 'Otorisasi Gagal, User Bukan Supervisor');
  return u.user_id;
}

type OtorisasiCtx = { kode_toko: string; tanggal: string; user_id: string; jenis: string; no_ref: string };

export async function recordOtorisasi(tx: Tx, ctx: OtorisasiCtx, by: string, alasan: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO otorisasi (kode_toko, tanggal, jenis, no_ref, user_id, otorisasi_by, alasan)
    VALUES (${ctx.kode_toko}, ${ctx.tanggal}, ${ctx.jenis}, ${ctx.no_ref}, ${ctx.user_id}, ${by}, ${alasan})`);
}

/** Verifies and records in one step, for actions whose document number is known already. */
export async function authorize(tx: Tx, o: OtorisasiInput, ctx: OtorisasiCtx): Promise<string> {
  const by = await verifySupervisor(tx, o, ctx.kode_toko);
  await recordOtorisasi(tx, ctx, by, o.alasan);
  return by;
}
