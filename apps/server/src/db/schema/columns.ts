/** Column shapes several tables share: rupiah, exact grams, and the attributes that describe one piece. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
export const weight = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull().default('0');

/** What a piece is and where it lies: the piece itself (barang) and every document line that copies it. */
export const pieceColumns = () => ({
  kode_barcode: text('kode_barcode').notNull(),
  nama_barang: text('nama_barang').notNull(),
  kode_group: text('kode_group').notNull(),
  kode_dept: text('kode_dept').notNull(),
  kode_gudang: text('kode_gudang').notNull(),
  kode_baki: text('kode_baki').notNull(),
  berat: weight('berat'),
  kadar: numeric('kadar', { precision: 6, scale: 3 }).notNull().default('0'),
  kadar_cetak: text('kadar_cetak').notNull().default(''),
  nama_atribut: text('nama_atribut').notNull().default(''),
  berat_atribut: weight('berat_atribut'),
});

/** `col IN ('A', 'B')` for a CHECK: the values a status column may hold. */
export const inList = (col: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${col} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/** Every column ≥ 0 (weights, prices, counts): a negative one is lost money or stock. */
export const nonNegative = (...cols: AnyPgColumn[]): SQL =>
  sql.join(
    cols.map((c) => sql`${c} >= 0`),
    sql` AND `,
  );

/** The CHECKs of the piece columns, on barang and on every document line that copies them. */
export const pieceChecks = (
  table: string,
  t: { berat: AnyPgColumn; kadar: AnyPgColumn; berat_atribut: AnyPgColumn },
) => [check(`${table}_berat_ck`, nonNegative(t.berat, t.kadar, t.berat_atribut))];

/** A timestamp with its time zone (every moment the schema stores). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A document's validation state (status_valid): open until the supervisor validates it. */
export const OPEN_DONE = ['OPEN', 'DONE'];
