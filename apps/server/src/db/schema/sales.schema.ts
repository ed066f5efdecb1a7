/** Sales (penjualan): one header per visit, one line per piece, payment lines — store-owned. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, inList, money, nonNegative, OPEN_DONE, pieceChecks, pieceColumns, weight } from './columns.ts';

const AKTIF_BATAL = ['AKTIF', 'BATAL'];

export const penjualan = pgTable(
  'penjualan',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_sales: text('kode_sales').notNull(),
    kode_member: text('kode_member').notNull().default(''),
    nama_customer: text('nama_customer').notNull().default(''),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    kode_marketplace: text('kode_marketplace').notNull().default(''),
    /** The marketplace's fee at the time of sale, so reports do not change when the master does. */
    marketplace_fee_persen: numeric('marketplace_fee_persen', { precision: 6, scale: 3 }).notNull().default('0'),
    jumlah_barang: integer('jumlah_barang').notNull(),
    total_berat: weight('total_berat'),
    total_harga: money('total_harga'),
    total_bayar: money('total_bayar'),
    kembalian: money('kembalian'),
    poin: integer('poin').notNull().default(0),
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
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    /** The import (issue 15) that wrote this sale from another system's history; null for a sale made here. */
    impor_id: uuid('impor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_group] }),
    index('penjualan_day_idx').on(t.kode_toko, t.tanggal),
    check('penjualan_status_ck', sql`${inList(t.status, AKTIF_BATAL)} AND ${inList(t.status_valid, OPEN_DONE)}`),
    check('penjualan_jumlah_ck', sql`${t.jumlah_barang} > 0`),
    check(
      'penjualan_amounts_ck',
      nonNegative(t.total_berat, t.total_harga, t.total_bayar, t.kembalian, t.poin, t.marketplace_fee_persen),
    ),
  ],
);

export const penjualanDetail = pgTable(
  'penjualan_detail',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_jual: text('no_faktur_jual').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    barang_id: uuid('barang_id').notNull(),
    ...pieceColumns(),
    harga_gram: money('harga_gram'),
    harga_gram_24k: money('harga_gram_24k'),
    ongkos: money('ongkos'),
    harga_atribut: money('harga_atribut'),
    /** The computed price (rounded) and the price charged (differs only with an otorisasi). */
    harga_hitung: money('harga_hitung'),
    harga_total: money('harga_total'),
    harga_modal: money('harga_modal'),
    perolehan: text('perolehan').notNull().default('FAKTUR'),
    status: text('status').notNull().default('AKTIF'),
    /** An imported line's status_kembali and status_tukar (spec §3, §4); null for a sale made here. */
    status_kembali: text('status_kembali'),
    status_tukar: boolean('status_tukar'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_jual] }),
    index('penjualan_detail_group_idx').on(t.kode_toko, t.no_faktur_group),
    index('penjualan_detail_day_idx').on(t.kode_toko, t.tanggal),
    foreignKey({
      name: 'penjualan_detail_penjualan_fk',
      columns: [t.kode_toko, t.no_faktur_group],
      foreignColumns: [penjualan.kode_toko, penjualan.no_faktur_group],
    }).onDelete('restrict'),
    check('penjualan_detail_status_ck', inList(t.status, AKTIF_BATAL)),
    ...pieceChecks('penjualan_detail', t),
    check(
      'penjualan_detail_amounts_ck',
      nonNegative(
        t.harga_gram,
        t.harga_gram_24k,
        t.ongkos,
        t.harga_atribut,
        t.harga_hitung,
        t.harga_total,
        t.harga_modal,
      ),
    ),
  ],
);

export const penjualanBayar = pgTable(
  'penjualan_bayar',
  {
    kode_toko: text('kode_toko').notNull(),
    no_faktur_group: text('no_faktur_group').notNull(),
    seq: integer('seq').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    jumlah: money('jumlah'),
    no_rekening: text('no_rekening').notNull().default(''),
    no_kartu: text('no_kartu').notNull().default(''),
    fee: money('fee'),
    usd: numeric('usd', { precision: 14, scale: 2 }).notNull().default('0'),
    kurs: money('kurs'),
    no_titip: text('no_titip').notNull().default(''),
    no_ref: text('no_ref').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_faktur_group, t.seq] }),
    index('penjualan_bayar_day_idx').on(t.kode_toko, t.tanggal),
    foreignKey({
      name: 'penjualan_bayar_penjualan_fk',
      columns: [t.kode_toko, t.no_faktur_group],
      foreignColumns: [penjualan.kode_toko, penjualan.no_faktur_group],
    }).onDelete('restrict'),
    check('penjualan_bayar_jumlah_ck', sql`${t.jumlah} > 0`),
    check('penjualan_bayar_amounts_ck', nonNegative(t.fee, t.usd, t.kurs)),
  ],
);
