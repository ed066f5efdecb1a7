/**
 * User accounts (`/data-users`): list, create, update, deactivate and reset a password. A user manages the users of
 * their own store; head office (PUSAT) owners any store's. Nobody grants a level above their own.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Auth } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/auth.service.ts';
import {
  audit,
  guardLevel,
  revokeSessions,
  spansStores,
  storeCtx,
  target,
  template,
  type UserRow,
} from './users.shared.ts';

export async function list(db: Db, a: Auth) {
  const { rows } = await db.execute<UserRow & { _id: string }>(
    sql`SELECT user_id AS _id, user_id, user_name, level, kode_toko, status_aktif FROM users
         WHERE (${spansStores(a)} OR kode_toko = ${a.user.kode_toko}) ORDER BY kode_toko, user_id`,
  );
  return rows;
}

export async function create(
  db: Db,
  a: Auth,
  body: {
    user_id: string;
    user_name: string;
    level: string;
    password: string;
    kode_toko?: string;
    status_aktif: boolean;
  },
) {
  guardLevel(a, body.level);
  const kode = body.kode_toko && spansStores(a) ? body.kode_toko : a.user.kode_toko;
  await storeCtx(db, kode);
  const menu = await template(db, kode, body.level);
  const hash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(
      sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, status_aktif, menu)
          VALUES (${body.user_id}, ${body.user_name}, ${hash}, ${body.level}, ${kode}, ${body.status_aktif},
                  ${JSON.stringify(menu)}) ON CONFLICT (user_id) DO NOTHING`,
    );
    if (!rowCount) throw conflict(`User ID ${body.user_id} Sudah Digunakan`);
    const out = {
      _id: body.user_id,
      user_id: body.user_id,
      user_name: body.user_name,
      level: body.level,
      kode_toko: kode,
      status_aktif: body.status_aktif,
    };
    await audit(tx, a, 'CREATE', body.user_id, out);
    return out;
  });
}

// A user's row, the revocation of their sessions and the audit row are one transaction (issue 9 item 10): a
// crash in between never leaves a new password with the old tokens alive, or a disabled user still signed in.
export async function update(
  db: Db,
  a: Auth,
  userId: string,
  body: { user_name: string; level: string; status_aktif: boolean },
) {
  return db.transaction(async (tx) => {
    const u = await target(db, a, userId, tx);
    guardLevel(a, u.level);
    guardLevel(a, body.level);
    if (u.user_id === a.user.user_id && (!body.status_aktif || body.level !== u.level)) {
      throw badRequest('Tidak Dapat Mengubah Level Atau Menonaktifkan Akun Sendiri');
    }
    await tx.execute(
      sql`UPDATE users SET user_name = ${body.user_name}, level = ${body.level}, status_aktif = ${body.status_aktif},
                 updated_at = now() WHERE user_id = ${u.user_id}`,
    );
    // Disabling ends the user's sessions, so enabling again later does not revive old tokens.
    if (!body.status_aktif) await revokeSessions(tx, u.user_id, 'disabled');
    const out = { ...u, ...body, _id: u.user_id };
    await audit(tx, a, 'UPDATE', u.user_id, out);
    return out;
  });
}

export async function deactivate(db: Db, a: Auth, userId: string) {
  return db.transaction(async (tx) => {
    const u = await target(db, a, userId, tx);
    guardLevel(a, u.level);
    if (u.user_id === a.user.user_id) throw badRequest('Tidak Dapat Menonaktifkan Akun Sendiri');
    await tx.execute(sql`UPDATE users SET status_aktif = false, updated_at = now() WHERE user_id = ${u.user_id}`);
    await revokeSessions(tx, u.user_id, 'disabled');
    await audit(tx, a, 'DEACTIVATE', u.user_id, null);
    return { ...u, status_aktif: false, _id: u.user_id };
  });
}

export async function resetPassword(db: Db, a: Auth, userId: string, newPassword: string) {
  guardLevel(a, (await target(db, a, userId)).level); // refuse before spending a hash on a forbidden target
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const u = await target(db, a, userId, tx);
    guardLevel(a, u.level);
    await tx.execute(sql`UPDATE users SET password_hash = ${hash}, updated_at = now() WHERE user_id = ${u.user_id}`);
    await revokeSessions(tx, u.user_id, 'reset');
    await audit(tx, a, 'RESET_PASSWORD', u.user_id, null);
  });
}
