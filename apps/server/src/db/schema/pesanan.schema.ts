/**
 * Orders (pesanan, issue 13): one header per order with its state (DIPESAN → DIKERJAKAN → SELESAI → DIAMBIL, or
 * BATAL), one line per ordered piece (kategori = master group, estimated and real weight, the price per gram fixed
 * when ordered), the down-payment lines, and the showroom pieces lent to the craftsman as the model (contoh).
 */
import { sql } from 'drizzle-orm';
import {
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
import { barang } from './stock.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const PESANAN_STATUS_DB = ['DIPESAN', 'DIKERJAKAN', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;

export const pesanan = pgTable(
  'pesanan',
  {
    kode_toko: text('kode_toko').notNull(),
    no_pesanan: text('no_pesanan').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_sales: text('kode_sales').notNull(),
    kode_member: text('kode_member').notNull().default(''),
    nama_customer: text('nama_customer').notNull(),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    /** The craftsman (master tukang); '' until chosen. */
    kode_tukang: text('kode_tukang').notNull().default(''),
    tgl_estimasi: date('tgl_estimasi', { mode: 'string' }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    jumlah_barang: integer('jumlah_barang').notNull(),
    total_berat: weight('total_berat'),
    /** Σ estimated prices; after SELESAI the real weight's price (`total_akhir`). */
    total_harga: money('total_harga'),
    total_akhir: money('total_akhir'),
    /** The down payment taken (Σ payment lines − change). */
    dp: money('dp'),
    total_bayar: money('total_bayar'),
    kembalian: money('kembalian'),
    status: text('status').notNull().default('DIPESAN'),
    status_valid: text('status_valid').notNull().default('OPEN'),
    valid_by: text('valid_by'),
    valid_at: at('valid_at'),
    tgl_kerjakan: date('tgl_kerjakan', { mode: 'string' }),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    tgl_ambil: date('tgl_ambil', { mode: 'string' }),
    /** The sale that picked the order up (DIAMBIL). */
    no_penjualan: text('no_penjualan'),
    batal_alasan: text('batal_alasan'),
    batal_by: text('batal_by'),
    batal_otorisasi: text('batal_otorisasi'),
    batal_at: at('batal_at'),
    /** On cancel: the DP paid back through the cash book (KEMBALI) or kept by the shop (HANGUS). */
    batal_dp: text('batal_dp'),
    dp_kembali: money('dp_kembali'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_pesanan] }),
    index('pesanan_day_idx').on(t.kode_toko, t.tanggal),
    index('pesanan_status_idx').on(t.kode_toko, t.status),
    check(
      'pesanan_status_ck',
      sql`${inList(t.status, PESANAN_STATUS_DB)} AND ${inList(t.status_valid, ['OPEN', 'DONE'])}
          AND (${t.batal_dp} IS NULL OR ${inList(t.batal_dp, ['KEMBALI', 'HANGUS'])})`,
    ),
    check('pesanan_jumlah_ck', sql`${t.jumlah_barang} > 0`),
    check(
      'pesanan_amounts_ck',
      nonNegative(t.total_berat, t.total_harga, t.total_akhir, t.dp, t.total_bayar, t.kembalian, t.dp_kembali),
    ),
    // money is taken once and given back at most once: never more back than was paid
    check('pesanan_dp_ck', sql`${t.dp_kembali} <= ${t.dp} AND ${t.total_bayar} = ${t.dp} + ${t.kembalian}`),
  ],
);

export const pesananDetail = pgTable(
  'pesanan_detail',
  {
    kode_toko: text('kode_toko').notNull(),
    no_pesanan: text('no_pesanan').notNull(),
    seq: integer('seq').notNull(),
    /** The order's kategori: a master group, priced per gram at its selling price on the day of the order. */
    kode_group: text('kode_group').notNull(),
    nama_barang: text('nama_barang').notNull(),
    deskripsi: text('deskripsi').notNull().default(''),
    berat_estimasi: weight('berat_estimasi'),
    harga_gram: money('harga_gram'),
    harga: money('harga'),
    /** Weighed when the finished piece comes back (SELESAI), and its price at the same price per gram. */
    berat_asli: weight('berat_asli'),
    harga_akhir: money('harga_akhir'),
    /** The finished piece as it entered stock at SELESAI (sold to the customer at pick-up, price fixed). */
    barang_id: uuid('barang_id'),
    kode_barcode: text('kode_barcode').notNull().default(''),
    kode_dept: text('kode_dept').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_pesanan, t.seq] }),
    foreignKey({
      name: 'pesanan_detail_pesanan_fk',
      columns: [t.kode_toko, t.no_pesanan],
      foreignColumns: [pesanan.kode_toko, pesanan.no_pesanan],
    }).onDelete('restrict'),
    check(
      'pesanan_detail_amounts_ck',
      nonNegative(t.berat_estimasi, t.harga_gram, t.harga, t.berat_asli, t.harga_akhir),
    ),
    check('pesanan_detail_berat_ck', sql`${t.berat_estimasi} > 0`),
    index('pesanan_detail_barang_idx').on(t.kode_toko, t.barang_id),
    foreignKey({
      name: 'pesanan_detail_barang_fk',
      columns: [t.kode_toko, t.barang_id],
      foreignColumns: [barang.kode_toko, barang.id],
    }).onDelete('restrict'),
  ],
);

export const pesananBayar = pgTable(
  'pesanan_bayar',
  {
    kode_toko: text('kode_toko').notNull(),
    no_pesanan: text('no_pesanan').notNull(),
    seq: integer('seq').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    jumlah: money('jumlah'),
    no_rekening: text('no_rekening').notNull().default(''),
    no_kartu: text('no_kartu').notNull().default(''),
    fee: money('fee'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_pesanan, t.seq] }),
    foreignKey({
      name: 'pesanan_bayar_pesanan_fk',
      columns: [t.kode_toko, t.no_pesanan],
      foreignColumns: [pesanan.kode_toko, pesanan.no_pesanan],
    }).onDelete('restrict'),
    check('pesanan_bayar_jenis_ck', inList(t.jenis, ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'])),
    check('pesanan_bayar_jumlah_ck', sql`${t.jumlah} > 0 AND ${t.fee} >= 0`),
  ],
);

/** A showroom piece lent to the craftsman as the model: out of its tray (barang status CONTOH) until returned. */
export const pesananContoh = pgTable(
  'pesanan_contoh',
  {
    kode_toko: text('kode_toko').notNull(),
    no_pesanan: text('no_pesanan').notNull(),
    barang_id: uuid('barang_id').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    nama_barang: text('nama_barang').notNull(),
    berat: weight('berat'),
    /** The tray it came from and goes back to. */
    kode_gudang: text('kode_gudang').notNull(),
    kode_baki: text('kode_baki').notNull(),
    status: text('status').notNull().default('DIPINJAM'),
    kembali_by: text('kembali_by'),
    kembali_at: at('kembali_at'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_pesanan, t.kode_barcode] }),
    index('pesanan_contoh_barcode_idx').on(t.kode_toko, t.kode_barcode),
    foreignKey({
      name: 'pesanan_contoh_pesanan_fk',
      columns: [t.kode_toko, t.no_pesanan],
      foreignColumns: [pesanan.kode_toko, pesanan.no_pesanan],
    }).onDelete('restrict'),
    check('pesanan_contoh_status_ck', inList(t.status, ['DIPINJAM', 'KEMBALI'])),
  ],
);
