/**
 * The archive (issue 15): rows an import replaces or a delete removes are moved here, not destroyed. One batch per
 * import/delete — it is also the deletion log (who, when, which range, how many documents/rows, totals, the
 * authorization) — and one archive row per removed table row, kept whole as jsonb so it can be restored or exported.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, money, weight } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const arsipBatch = pgTable(
  'arsip_batch',
  {
    kode_toko: text('kode_toko').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    /** IMPORT (rows an import replaced) or DELETE (rows the delete utility removed). */
    sumber: text('sumber').notNull(),
    /** PENJUALAN / PEMBELIAN / KEUANGAN for a delete; the import type (penjualan, master_group, …) for an import. */
    tipe: text('tipe').notNull(),
    tgl_from: date('tgl_from', { mode: 'string' }),
    tgl_to: date('tgl_to', { mode: 'string' }),
    /** Documents (headers) and all rows (headers + lines + payments) archived. */
    documents: integer('documents').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    total_rupiah: money('total_rupiah'),
    total_berat: weight('total_berat'),
    created_by: text('created_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    /** The authorization of the action: the otorisasi grant id and who gave it. */
    otorisasi: text('otorisasi'),
    restored_at: at('restored_at'),
    restored_by: text('restored_by'),
    restore_otorisasi: text('restore_otorisasi'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('arsip_batch_log_idx').on(t.kode_toko, t.created_at),
    check('arsip_batch_sumber_ck', inList(t.sumber, ['IMPORT', 'DELETE'])),
    check('arsip_batch_counts_ck', sql`${t.documents} >= 0 AND ${t.rows} >= 0`),
  ],
);

export const arsipRow = pgTable(
  'arsip_row',
  {
    kode_toko: text('kode_toko').notNull(),
    batch_id: uuid('batch_id').notNull(),
    /** Archive order: parents are archived before their lines, and restored in the same order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tabel: text('tabel').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.batch_id, t.seq] }),
    foreignKey({
      name: 'arsip_row_batch_fk',
      columns: [t.kode_toko, t.batch_id],
      foreignColumns: [arsipBatch.kode_toko, arsipBatch.id],
    }).onDelete('restrict'),
  ],
);
