/**
 * The store's system parameters (para_system) read one way: `settings.get(tx, kodeToko, 'SELISIH_KAS_MAX')` answers
 * the key's declared type (packages/domain settings.ts: an int a number, a bool a boolean, a decimal its text), the
 * declared default when the store never saved it or holds a value the settings screen would refuse.
 */
import { type SettingKey, type SettingValue, settingValue } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

async function get<K extends SettingKey>(tx: Tx | Db, kodeToko: string, key: K): Promise<SettingValue<K>> {
  const res = await tx.execute(sql`SELECT value FROM para_system WHERE kode_toko = ${kodeToko} AND key = ${key}`);
  return settingValue(key, (res.rows[0] as { value: string | null } | undefined)?.value);
}

export const settings = { get };
