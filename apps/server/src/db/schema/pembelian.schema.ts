/**
 * Buy-back (pembelian, issue 11): one header per visit, one line per piece bought, the payment lines the shop
 * paid the customer with. Column names follow the spec's import row of pembelian (§3) where it names them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, money, nonNegative, weight } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pembelian = pgTable(
  'pembelian',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_sales: text('kode_sales').notNull(),
    kode_member: text('kode_member').notNull().default(''),
    nama_customer: text('nama_customer').notNull().default('REGULER'),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    /** Where the bought pieces wait for sorting. */
    kode_gudang: text('kode_gudang').notNull(),
    kode_baki: text('kode_baki').notNull(),
    jumlah_barang: integer('jumlah_barang').notNull(),
    total_berat: weight('total_berat'),
    total_harga: money('total_harga'),
    /** AKTIF or BATAL */
    status: text('status').notNull().default('AKTIF'),
    /** OPEN until a supervisor validates, then DONE */
    status_valid: text('status_valid').notNull().default('OPEN'),
    valid_by: text('valid_by'),
    valid_at: at('valid_at'),
    batal_alasan: text('batal_alasan'),
    batal_by: text('batal_by'),
    batal_otorisasi: text('batal_otorisasi'),
    batal_at: at('batal_at'),
    /** Bought as a trade-in: no money to the customer; its value pays one sale of the day (`no_penjualan`). */
    tukar: boolean('tukar').notNull().default(false),
    /** The sale this purchase paid as a trade-in (TUKAR line), when it did. */
    no_penjualan: text('no_penjualan'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    /** The import (issue 15) that wrote this purchase from another system's history; null for one made here. */
    impor_id: uuid('impor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_group] }),
    index('pembelian_day_idx').on(t.kode_toko, t.tanggal),
    check(
      'pembelian_status_ck',
      sql`${inList(t.status, ['AKTIF', 'BATAL'])} AND ${inList(t.status_valid, ['OPEN', 'DONE'])}`,
    ),
    check('pembelian_jumlah_ck', sql`${t.jumlah_barang} > 0`),
    check('pembelian_amounts_ck', nonNegative(t.total_berat, t.total_harga)),
  ],
);

export const pembelianDetail = pgTable(
  'pembelian_detail',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_beli: text('no_faktur_beli').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** The piece as it now lies in sorting (a piece this store sold, or one created for a manual purchase). */
    barang_id: uuid('barang_id').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    /** The sale line (no_faktur_jual) the piece came from; '' for a manual piece. */
    no_faktur_ext: text('no_faktur_ext').notNull().default(''),
    kode_group: text('kode_group').notNull(),
    kode_dept: text('kode_dept').notNull(),
    nama_barang: text('nama_barang').notNull(),
    kadar: weight('kadar'),
    berat_nota: weight('berat_nota'),
    berat: weight('berat'),
    kode_kondisi: text('kode_kondisi').notNull(),
    type_kondisi: text('type_kondisi').notNull(),
    ada_nota: boolean('ada_nota').notNull().default(false),
    harga_nota: money('harga_nota'),
    harga_beli_gram: money('harga_beli_gram'),
    harga_rata: money('harga_rata'),
    /** The policy price computed from today's parameters, and the price paid (above it only with an otorisasi). */
    harga_policy: money('harga_policy'),
    harga: money('harga'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_beli] }),
    index('pembelian_detail_group_idx').on(t.kode_toko, t.no_faktur_group),
    index('pembelian_detail_barcode_idx').on(t.kode_toko, t.kode_barcode),
    foreignKey({
      name: 'pembelian_detail_pembelian_fk',
      columns: [t.kode_toko, t.no_faktur_group],
      foreignColumns: [pembelian.kode_toko, pembelian.no_faktur_group],
    }).onDelete('restrict'),
    check(
      'pembelian_detail_amounts_ck',
      nonNegative(
        t.kadar,
        t.berat_nota,
        t.berat,
        t.harga_nota,
        t.harga_beli_gram,
        t.harga_rata,
        t.harga_policy,
        t.harga,
      ),
    ),
    check('pembelian_detail_harga_ck', sql`${t.harga} > 0 AND ${t.berat} > 0`),
  ],
);

export const pembelianBayar = pgTable(
  'pembelian_bayar',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    seq: integer('seq').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    jumlah: money('jumlah'),
    no_rekening: text('no_rekening').notNull().default(''),
    no_rekening_customer: text('no_rekening_customer').notNull().default(''),
    nama_bank_customer: text('nama_bank_customer').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_group, t.seq] }),
    foreignKey({
      name: 'pembelian_bayar_pembelian_fk',
      columns: [t.kode_toko, t.no_faktur_group],
      foreignColumns: [pembelian.kode_toko, pembelian.no_faktur_group],
    }).onDelete('restrict'),
    check('pembelian_bayar_jenis_ck', inList(t.jenis, ['CASH', 'TRANSFER'])),
    check('pembelian_bayar_jumlah_ck', sql`${t.jumlah} > 0`),
  ],
);
