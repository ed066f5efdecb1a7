/** Member points and the gifts taken for them (tukar poin) — store-owned. */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Member points as a ledger: the balance is the sum. */
export const poinLedger = pgTable(
  'poin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kode_toko: text('kode_toko').notNull(),
    kode_member: text('kode_member').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    poin: integer('poin').notNull(),
    no_ref: text('no_ref').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.id] }), index('poin_member_idx').on(t.kode_toko, t.kode_member)],
);

/** A gift taken for points (tukar point): the gift's stock and the member's points go down in one transaction. */
export const tukarPoin = pgTable(
  'tukar_poin',
  {
    kode_toko: text('kode_toko').notNull(),
    no_tukar: text('no_tukar').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_member: text('kode_member').notNull(),
    nama_member: text('nama_member').notNull().default(''),
    kode_hadiah: text('kode_hadiah').notNull(),
    nama_hadiah: text('nama_hadiah').notNull(),
    qty: integer('qty').notNull(),
    poin_satuan: integer('poin_satuan').notNull(),
    total_poin: integer('total_poin').notNull(),
    /** points left after the exchange (printed on the receipt) */
    sisa_poin: integer('sisa_poin').notNull(),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_tukar] }),
    index('tukar_poin_member_idx').on(t.kode_toko, t.kode_member),
    check(
      'tukar_poin_ck',
      sql`${t.qty} > 0 AND ${t.poin_satuan} >= 0 AND ${t.total_poin} = ${t.qty} * ${t.poin_satuan} AND ${t.sisa_poin} >= 0`,
    ),
  ],
);
