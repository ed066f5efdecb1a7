/** Deposits (titipan) and the pieces a down payment reserves — store-owned. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, inList, money, nonNegative, OPEN_DONE, weight } from './columns.ts';

export const titipan = pgTable(
  'titipan',
  {
    kode_toko: text('kode_toko').notNull(),
    no_titip: text('no_titip').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_member: text('kode_member').notNull().default(''),
    nama_customer: text('nama_customer').notNull(),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    jumlah: money('jumlah'),
    /** Drawn by sales (a cancelled sale gives its draw back). */
    terpakai: money('terpakai'),
    /** Paid back to the customer: the remainder at the refund, and a later cancelled sale's draw. */
    dikembalikan: money('dikembalikan'),
    /** A down payment on pieces (Bayar DP, jenis DP) cancelled and kept by the shop (supervisor's choice). */
    hangus: money('hangus'),
    /** Bayar DP: the price of the reserved pieces (0 for a plain Titip Uang); the remainder is total_harga - jumlah. */
    total_harga: money('total_harga'),
    jenis: text('jenis').notNull().default('CASH'),
    no_rekening: text('no_rekening').notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    /** AKTIF, TERPAKAI (fully used), KEMBALI (refunded: closed for good), HANGUS (a cancelled DP kept by the shop) */
    status: text('status').notNull().default('AKTIF'),
    status_valid: text('status_valid').notNull().default('OPEN'),
    valid_by: text('valid_by'),
    valid_at: at('valid_at'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_titip] }),
    index('titipan_day_idx').on(t.kode_toko, t.tanggal),
    // what is drawn and what is paid back never exceed what was left
    check(
      'titipan_amounts_ck',
      sql`${t.jumlah} > 0 AND ${nonNegative(t.terpakai, t.dikembalikan, t.hangus, t.total_harga)} AND ${t.terpakai} + ${t.dikembalikan} + ${t.hangus} <= ${t.jumlah}`,
    ),
    check(
      'titipan_status_ck',
      sql`${inList(t.status, ['AKTIF', 'TERPAKAI', 'KEMBALI', 'HANGUS'])} AND ${inList(t.status_valid, OPEN_DONE)}`,
    ),
  ],
);

/**
 * The pieces a down payment (Bayar DP) reserves: DIPESAN while reserved (barang status TITIP), TERJUAL once the sale
 * drawing the deposit sold them, DILEPAS when the deposit was cancelled and they went back to their tray.
 */
export const titipanBarang = pgTable(
  'titipan_barang',
  {
    kode_toko: text('kode_toko').notNull(),
    no_titip: text('no_titip').notNull(),
    barang_id: uuid('barang_id').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    nama_barang: text('nama_barang').notNull(),
    berat: weight('berat'),
    /** The price fixed when the DP was paid: the sale settling the deposit sells the piece at it. */
    harga: money('harga'),
    kode_gudang: text('kode_gudang').notNull(),
    kode_baki: text('kode_baki').notNull(),
    status: text('status').notNull().default('DIPESAN'),
    no_penjualan: text('no_penjualan').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_titip, t.barang_id] }),
    index('titipan_barang_barang_idx').on(t.kode_toko, t.barang_id),
    check('titipan_barang_status_ck', inList(t.status, ['DIPESAN', 'TERJUAL', 'DILEPAS'])),
  ],
);
