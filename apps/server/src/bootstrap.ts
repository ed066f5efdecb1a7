/**
 * First start on an empty database: the store from STORE_* and the user ADMIN (level OWN) with ADMIN_PASSWORD or
 * a random password printed once. Serialised by an advisory lock so two instances never both seed.
 */
import { randomBytes } from 'node:crypto';
import { todayIn } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { hashPassword } from './modules/auth/auth.service.ts';

export async function bootstrap(db: Db, config: Config, log: (m: string) => void): Promise<void> {
  const s = config.store;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727001)`);
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM stores`);
    if ((rows[0]?.n ?? 0) > 0) return false;
    await tx.execute(
      sql`INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
          VALUES (${s.kode}, ${s.nama}, ${s.tipe}, ${todayIn(config.timeZone)}, ${config.timeZone})`,
    );
    await tx.execute(
      sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko)
          VALUES ('ADMIN', 'ADMINISTRATOR', ${await hashPassword(password)}, 'OWN', ${s.kode})`,
    );
    return true;
  });
  if (!seeded) return;
  log(
    `Toko ${s.kode} (${s.nama}) dibuat. User ADMIN dibuat${config.adminPassword ? '.' : ` dengan password: ${password}`}`,
  );
}
