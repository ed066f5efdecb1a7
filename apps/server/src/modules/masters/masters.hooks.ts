/**
 * Behaviour a master has beyond plain CRUD, keyed by resource key and run inside the write's transaction.
 * `harga-emas`: saving the newest day's price of a group updates that group's selling and cost price (DOMAIN.md).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

type Row = Record<string, unknown>;
export type MasterHook = { afterWrite?: (tx: Tx, kodeToko: string, row: Row) => Promise<void> };

export const masterHooks: Record<string, MasterHook> = {
  'harga-emas': {
    afterWrite: async (tx, kodeToko, row) => {
      await tx.execute(sql`
        UPDATE master_group g SET harga = h.harga_jual, harga_modal = h.harga_modal, updated_at = now()
          FROM (SELECT harga_jual, harga_modal FROM master_harga_emas
                 WHERE kode_toko = ${kodeToko} AND kode_group = ${String(row.kode_group)}
                 ORDER BY tanggal DESC LIMIT 1) h
         WHERE g.kode_toko = ${kodeToko} AND g.kode_group = ${String(row.kode_group)}`);
    },
  },
};
