/**
 * Behaviour a master has beyond plain CRUD, keyed by resource key and run inside the write's transaction.
 * `harga-emas`: saving the newest day's price of a group updates that group's selling and cost price (DOMAIN.md).
 * `computed`: the SQL of a declaration's computed list columns, over the master's own row.
 * `member`: its points balance is the sum of its points ledger (issue 12).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

type Row = Record<string, unknown>;
export type MasterHook = {
  afterWrite?: (tx: Tx, kodeToko: string, row: Row) => Promise<void>;
  /** One scalar subquery per declared computed column, given the master's table (name it: `${t}.kode_toko`). */
  computed?: Record<string, (t: ReturnType<typeof sql.identifier>) => SQL>;
};

export const masterHooks: Record<string, MasterHook> = {
  member: {
    computed: {
      poin: (t) => sql`(SELECT coalesce(sum(l.poin), 0)::int FROM poin_ledger l
                  WHERE l.kode_toko = ${t}.kode_toko AND l.kode_member = ${t}.kode_member)`,
    },
  },
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
