/**
 * Supervisor authorization (DOMAIN.md "otorisasi"). A supervisor of the same store (level SPV or above) types user
 * id and password; `grantOtorisasi` checks them under the login lockout and stores a GRANT: a single-use approval
 * of one action (kind, document or fingerprint of pieces and prices), for the user who asked, valid a few minutes.
 * The action consumes it inside its own transaction (`takeOtorisasi`) and records it once with its document
 * (`recordOtorisasi`). A replayed, foreign, expired or mismatched grant is refused with 422.
 */
import { createHash } from 'node:crypto';
import {
  levelRank,
  MSG,
  type OtorisasiDetail,
  type OtorisasiJenis,
  type otorisasiGrantRequestSchema,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { AppError, unprocessable } from './errors.ts';
import { guardPassword, verifyPassword } from './password-guard.ts';

const GRANT_MINUTES = 5;
const WRONG = 'Otorisasi Gagal, User ID Atau Password Supervisor Salah';

/** The canonical form of what a grant approves, hashed: reference, pieces (sorted), new prices, rate, amount. */
export function sidikOf(jenis: string, ref: string, detail: OtorisasiDetail = {}): string {
  const items = (detail.items ?? []).map((i) => `${i.kode_barcode.toUpperCase()}=${i.harga_baru}`).sort();
  const barcodes = [...new Set((detail.barcodes ?? []).map((b) => b.toUpperCase()))].sort();
  const canon = JSON.stringify([
    jenis,
    ref.toUpperCase(),
    items,
    barcodes,
    detail.kurs_baru ?? null,
    detail.jumlah ?? null,
  ]);
  return createHash('sha256').update(canon).digest('hex');
}

type Actor = { kode_toko: string; user_id: string };

/** `POST /otorisasi`: checks the supervisor (its own throttle, lib/password-guard.ts) and stores the grant. */
export async function grantOtorisasi(
  db: Db,
  a: Actor,
  o: z.output<typeof otorisasiGrantRequestSchema>,
  ip: string,
): Promise<{ otorisasi_id: string }> {
  const userKey = o.user_id.trim().toUpperCase();
  const u = (
    await db.execute(sql`
    SELECT user_id, password_hash, level, kode_toko, status_aktif FROM users WHERE user_id = ${userKey}`)
  ).rows[0] as
    | { user_id: string; password_hash: string; level: string; kode_toko: string; status_aktif: boolean }
    | undefined;
  const ok = await guardPassword(
    db,
    userKey,
    ip,
    () => verifyPassword(u?.password_hash, o.password),
    MSG.tooManyOtorisasi,
    'otorisasi',
  );
  if (!u || !ok || !u.status_aktif || u.kode_toko !== a.kode_toko) throw unprocessable(WRONG);
  if (levelRank(u.level) < levelRank('SPV')) throw unprocessable('Otorisasi Gagal, User Bukan Supervisor');
  const res = await db.execute(sql`
    INSERT INTO otorisasi_grant (kode_toko, jenis, ref, sidik, requested_by, approved_by, alasan, detail, expires_at)
    VALUES (${a.kode_toko}, ${o.jenis}, ${o.no_ref}, ${sidikOf(o.jenis, o.no_ref, o.detail)}, ${a.user_id}, ${u.user_id},
            ${o.alasan}, ${JSON.stringify(o.detail)}::jsonb, now() + make_interval(mins => ${GRANT_MINUTES}))
    RETURNING id`);
  return { otorisasi_id: (res.rows[0] as { id: string }).id };
}

export type TakenOtorisasi = { id: string; jenis: string; approved_by: string; alasan: string; detail: unknown };

/**
 * Consumes a grant for the action about to be written: same store, same kind, asked by this user, not used, not
 * expired, and approving exactly this reference/pieces/prices. Inside the action's transaction, so a refused
 * action leaves the grant usable, and two actions racing for one grant: one waits and then finds it used.
 */
export async function takeOtorisasi(
  tx: Tx,
  a: Actor,
  grant: { otorisasi_id: string } | undefined,
  jenis: OtorisasiJenis,
  ref: string,
  detail: OtorisasiDetail = {},
): Promise<TakenOtorisasi> {
  if (!grant) throw unprocessable('Otorisasi Supervisor Harus Diisi');
  const res = await tx.execute(sql`
    UPDATE otorisasi_grant SET used_at = now()
     WHERE id = ${grant.otorisasi_id}::uuid AND used_at IS NULL AND kode_toko = ${a.kode_toko} AND jenis = ${jenis}
       AND requested_by = ${a.user_id} AND expires_at > now() AND sidik = ${sidikOf(jenis, ref, detail)}
    RETURNING id, jenis, approved_by, alasan, detail`);
  const g = res.rows[0] as TakenOtorisasi | undefined;
  if (!g) throw new AppError(422, MSG.otorisasiInvalid);
  return g;
}

type OtorisasiCtx = { kode_toko: string; tanggal: string; user_id: string };

/** Writes the one otorisasi record of a consumed grant, with the action's document and what it changed. */
export async function recordOtorisasi(
  tx: Tx,
  ctx: OtorisasiCtx,
  g: TakenOtorisasi,
  noRef: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`UPDATE otorisasi_grant SET no_ref = ${noRef} WHERE id = ${g.id}::uuid`);
  await tx.execute(sql`
    INSERT INTO otorisasi (kode_toko, tanggal, jenis, no_ref, user_id, otorisasi_by, alasan, grant_id, detail)
    VALUES (${ctx.kode_toko}, ${ctx.tanggal}, ${g.jenis}, ${noRef}, ${ctx.user_id}, ${g.approved_by}, ${g.alasan},
            ${g.id}::uuid, ${JSON.stringify(detail ?? g.detail ?? {})}::jsonb)`);
}

/** Consumes and records in one step, for actions whose document number is known already. */
export async function authorize(
  tx: Tx,
  ctx: OtorisasiCtx,
  grant: { otorisasi_id: string } | undefined,
  jenis: OtorisasiJenis,
  noRef: string,
  bind: { ref?: string; detail?: OtorisasiDetail } = {},
): Promise<TakenOtorisasi> {
  const g = await takeOtorisasi(tx, ctx, grant, jenis, bind.ref ?? noRef, bind.detail);
  await recordOtorisasi(tx, ctx, g, noRef);
  return g;
}
