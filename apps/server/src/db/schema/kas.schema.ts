/**
 * The cash book every money movement writes, the drawer counts, and the end-of-day report the close writes —
 * store-owned.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, money, nonNegative } from './columns.ts';

/** The cash book: every money movement of the store, cash (no_rekening '') or an account. */
export const kas = pgTable(
  'kas',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    kategori: text('kategori').notNull(),
    deskripsi: text('deskripsi').notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    no_rekening: text('no_rekening').notNull().default(''),
    jumlah_in: money('jumlah_in'),
    jumlah_out: money('jumlah_out'),
    fee: money('fee'),
    no_reff: text('no_reff').notNull().default(''),
    /** Why a manual row (cash in / out by hand, bank deposit / withdrawal) or a reversal was written ('' otherwise). */
    alasan: text('alasan').notNull().default(''),
    /** A reversing row: the id of the manual row it cancels (a row is reversed at most once, never edited). */
    batal_of: bigint('batal_of', { mode: 'number' }),
    input_by: text('input_by').notNull(),
    input_date: at('input_date').notNull().defaultNow(),
    /** The import (issue 15) that wrote this row; null for a row written here. */
    impor_id: uuid('impor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('kas_day_idx').on(t.kode_toko, t.tanggal),
    index('kas_reff_idx').on(t.kode_toko, t.no_reff),
    uniqueIndex('kas_batal_of_uq').on(t.kode_toko, t.batal_of),
    check('kas_amounts_ck', nonNegative(t.jumlah_in, t.jumlah_out, t.fee)),
  ],
);

/**
 * A drawer count (hitung laci): the notes and coins the cashier counted, against the cash book's balance at that
 * moment. Kept with who counted; the last count of a day goes into the end-of-day report. A difference above the
 * store's SELISIH_KAS_MAX carries a supervisor's note (catatan + otorisasi_by).
 */
export const kasHitung = pgTable(
  'kas_hitung',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** [{ nominal, jumlah }] per denomination */
    pecahan: jsonb('pecahan').notNull().default([]),
    total_hitung: money('total_hitung'),
    saldo_buku: bigint('saldo_buku', { mode: 'number' }).notNull(),
    /** counted − book: negative when the drawer is short */
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    catatan: text('catatan').notNull().default(''),
    otorisasi_by: text('otorisasi_by').notNull().default(''),
    input_by: text('input_by').notNull(),
    input_date: at('input_date').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('kas_hitung_day_idx').on(t.kode_toko, t.tanggal),
    check('kas_hitung_ck', sql`${t.total_hitung} >= 0 AND ${t.selisih} = ${t.total_hitung} - ${t.saldo_buku}`),
  ],
);

/** The end-of-day report of a store and day, written once by the close and never changed afterwards. */
export const eodReport = pgTable(
  'eod_report',
  {
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    data: jsonb('data').notNull(),
    created_by: text('created_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tanggal] })],
);
