/** Supervisor authorizations (otorisasi): the one-action grants and the consumed ones — store-owned. */
import {
  bigserial,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * A supervisor's approval of ONE action (otorisasi grant): given by `POST /otorisasi` after the password check,
 * bound to the action's kind, its reference and a fingerprint of what was approved (`sidik`), to the cashier who
 * asked, and to a few minutes; the action consumes it once inside its own transaction.
 */
export const otorisasiGrant = pgTable(
  'otorisasi_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kode_toko: text('kode_toko').notNull(),
    jenis: text('jenis').notNull(),
    /** The document it approves when known beforehand (sale to cancel, deposit to refund), else ''. */
    ref: text('ref').notNull().default(''),
    /** sha256 of the approved action's canonical form (reference, pieces, prices). */
    sidik: text('sidik').notNull(),
    requested_by: text('requested_by').notNull(),
    approved_by: text('approved_by').notNull(),
    alasan: text('alasan').notNull(),
    detail: jsonb('detail').notNull().default({}),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    /** The document the action wrote. */
    no_ref: text('no_ref'),
  },
  (t) => [index('otorisasi_grant_toko_idx').on(t.kode_toko, t.created_at)],
);

/** Supervisor authorizations (otorisasi): who allowed what, for whom, why — one row per consumed grant. */
export const otorisasi = pgTable(
  'otorisasi',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    no_ref: text('no_ref').notNull(),
    user_id: text('user_id').notNull(),
    otorisasi_by: text('otorisasi_by').notNull(),
    alasan: text('alasan').notNull(),
    /** The grant this row records (null only for rows older than grants). */
    grant_id: uuid('grant_id'),
    /** What was approved in numbers, e.g. a price change's old and new prices. */
    detail: jsonb('detail').notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('otorisasi_day_idx').on(t.kode_toko, t.tanggal),
    uniqueIndex('otorisasi_grant_uq').on(t.grant_id),
    foreignKey({ columns: [t.grant_id], foreignColumns: [otorisasiGrant.id], name: 'otorisasi_grant_fk' }),
  ],
);
