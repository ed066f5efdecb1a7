/**
 * First start on an empty database: the store from STORE_* and the user ADMIN (level OWN) with ADMIN_PASSWORD or
 * a random password printed once. Serialised by an advisory lock so two instances never both seed.
 */
import { randomBytes } from 'node:crypto';
import { todayIn } from '@kilau/domain';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { hashPassword } from './modules/auth/auth.service.ts';

export async function bootstrap(db: Db, config: Config, log: (m: string) => void): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(727001)');
    const { rows } = await client.query('SELECT count(*)::int AS n FROM stores');
    if (rows[0].n > 0) {
      await client.query('COMMIT');
      return;
    }
    const s = config.store;
    await client.query(
      'INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone) VALUES ($1, $2, $3, $4, $5)',
      [s.kode, s.nama, s.tipe, todayIn(config.timeZone), config.timeZone],
    );
    const password = config.adminPassword ?? randomBytes(9).toString('base64url');
    await client.query(
      `INSERT INTO users (user_id, user_name, password_hash, level, kode_toko) VALUES ('ADMIN', 'ADMINISTRATOR', $1, 'OWN', $2)`,
      [await hashPassword(password), s.kode],
    );
    await client.query('COMMIT');
    log(
      `Toko ${s.kode} (${s.nama}) dibuat. User ADMIN dibuat${config.adminPassword ? '.' : ` dengan password: ${password}`}`,
    );
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}
