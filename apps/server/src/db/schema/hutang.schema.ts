/**
 * Loans against gold (hutang, issue 14): one header per loan with its state (AKTIF → LUNAS / DIPERBARUI / LELANG), the
 * pledged pieces held in custody (hutang_jaminan: a table of its own — collateral is NEVER barang stock, so it can be
 * neither sold, moved nor counted; only a forfeit makes barang of it), the repayments and renewals (hutang_lunas, one
 * row per event, cancellable) and their payment lines (hutang_bayar). The rate, the price per gram of fine gold, the
 * maximum % and the rounding step are copied onto the loan when it is made.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, money, nonNegative, weight } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const persen = (name: string) => numeric(name, { precision: 6, scale: 3 }).notNull().default('0');

export const hutang = pgTable(
  'hutang',
  {
    kode_toko: text('kode_toko').notNull(),
    no_hutang: text('no_hutang').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    lama_hari: integer('lama_hari').notNull(),
    tgl_jatuh_tempo: date('tgl_jatuh_tempo', { mode: 'string' }).notNull(),
    kode_sales: text('kode_sales').notNull(),
    kode_member: text('kode_member').notNull().default('NONMEMBER'),
    nama_customer: text('nama_customer').notNull(),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    /** The loan this one renews ('' when none). */
    no_hutang_lama: text('no_hutang_lama').notNull().default(''),
    kode_pinjaman: text('kode_pinjaman').notNull().default(''),
    bunga_persen: persen('bunga_persen'),
    harga_emas_gram: money('harga_emas_gram'),
    persen_max: persen('persen_max'),
    pembulatan: integer('pembulatan').notNull().default(0),
    jumlah_barang: integer('jumlah_barang').notNull(),
    total_berat: weight('total_berat'),
    total_berat_murni: weight('total_berat_murni'),
    nilai_jaminan: money('nilai_jaminan'),
    pokok: money('pokok'),
    /** How the money went out: CASH (drawer) or TRANSFER (a store account); renewals pay nothing out. */
    cara_bayar: text('cara_bayar').notNull().default('CASH'),
    no_rekening: text('no_rekening').notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    status: text('status').notNull().default('AKTIF'),
    status_valid: text('status_valid').notNull().default('OPEN'),
    valid_by: text('valid_by'),
    valid_at: at('valid_at'),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    tgl_lelang: date('tgl_lelang', { mode: 'string' }),
    lelang_by: text('lelang_by'),
    lelang_otorisasi: text('lelang_otorisasi'),
    lelang_alasan: text('lelang_alasan'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_hutang] }),
    index('hutang_day_idx').on(t.kode_toko, t.tanggal),
    index('hutang_due_idx').on(t.kode_toko, t.tgl_jatuh_tempo),
    index('hutang_status_idx').on(t.kode_toko, t.status),
    check(
      'hutang_status_ck',
      sql`${inList(t.status, ['AKTIF', 'LUNAS', 'DIPERBARUI', 'LELANG'])} AND ${inList(t.status_valid, ['OPEN', 'DONE'])}
          AND ${inList(t.cara_bayar, ['CASH', 'TRANSFER', 'PEREMAJAAN'])}`,
    ),
    check('hutang_jumlah_ck', sql`${t.jumlah_barang} > 0 AND ${t.lama_hari} > 0 AND ${t.pokok} > 0`),
    check(
      'hutang_amounts_ck',
      nonNegative(t.bunga_persen, t.harga_emas_gram, t.persen_max, t.total_berat, t.total_berat_murni, t.nilai_jaminan),
    ),
  ],
);

export const hutangJaminan = pgTable(
  'hutang_jaminan',
  {
    kode_toko: text('kode_toko').notNull(),
    no_hutang: text('no_hutang').notNull(),
    seq: integer('seq').notNull(),
    nama_barang: text('nama_barang').notNull(),
    kadar: persen('kadar'),
    berat: weight('berat'),
    jumlah: integer('jumlah').notNull(),
    berat_murni: weight('berat_murni'),
    nilai: money('nilai'),
    /** File key of the photo (lib/file-store.ts), '' without one. */
    foto: text('foto').notNull().default(''),
    /** The piece of stock it became when the loan was forfeited. */
    barang_id: uuid('barang_id'),
    kode_barcode: text('kode_barcode'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_hutang, t.seq] }),
    foreignKey({
      name: 'hutang_jaminan_hutang_fk',
      columns: [t.kode_toko, t.no_hutang],
      foreignColumns: [hutang.kode_toko, hutang.no_hutang],
    }).onDelete('restrict'),
    check('hutang_jaminan_ck', sql`${t.jumlah} > 0 AND ${t.berat} > 0 AND ${t.kadar} <= 100`),
    check('hutang_jaminan_amounts_ck', nonNegative(t.kadar, t.berat_murni, t.nilai)),
  ],
);

/** A repayment (PELUNASAN) or a renewal (PEREMAJAAN) of a loan: what it cost, and its cancellation. */
export const hutangLunas = pgTable(
  'hutang_lunas',
  {
    kode_toko: text('kode_toko').notNull(),
    no_lunas: text('no_lunas').notNull(),
    no_hutang: text('no_hutang').notNull(),
    jenis: text('jenis').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    hari: integer('hari').notNull(),
    pokok: money('pokok'),
    bunga: money('bunga'),
    total: money('total'),
    fee: money('fee'),
    kembalian: money('kembalian'),
    /** The new loan of a renewal. */
    no_hutang_baru: text('no_hutang_baru').notNull().default(''),
    status: text('status').notNull().default('AKTIF'),
    tgl_batal: date('tgl_batal', { mode: 'string' }),
    batal_alasan: text('batal_alasan'),
    batal_by: text('batal_by'),
    batal_otorisasi: text('batal_otorisasi'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_lunas] }),
    index('hutang_lunas_hutang_idx').on(t.kode_toko, t.no_hutang),
    index('hutang_lunas_day_idx').on(t.kode_toko, t.tanggal),
    foreignKey({
      name: 'hutang_lunas_hutang_fk',
      columns: [t.kode_toko, t.no_hutang],
      foreignColumns: [hutang.kode_toko, hutang.no_hutang],
    }).onDelete('restrict'),
    check(
      'hutang_lunas_ck',
      sql`${inList(t.jenis, ['PELUNASAN', 'PEREMAJAAN'])} AND ${inList(t.status, ['AKTIF', 'BATAL'])}
          AND ${t.hari} >= 0 AND ${t.total} = ${t.pokok} + ${t.bunga}`,
    ),
    check('hutang_lunas_amounts_ck', nonNegative(t.pokok, t.bunga, t.total, t.fee, t.kembalian)),
  ],
);

export const hutangBayar = pgTable(
  'hutang_bayar',
  {
    kode_toko: text('kode_toko').notNull(),
    no_lunas: text('no_lunas').notNull(),
    seq: integer('seq').notNull(),
    jenis: text('jenis').notNull(),
    jumlah: money('jumlah'),
    no_rekening: text('no_rekening').notNull().default(''),
    no_kartu: text('no_kartu').notNull().default(''),
    fee: money('fee'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_lunas, t.seq] }),
    foreignKey({
      name: 'hutang_bayar_lunas_fk',
      columns: [t.kode_toko, t.no_lunas],
      foreignColumns: [hutangLunas.kode_toko, hutangLunas.no_lunas],
    }).onDelete('restrict'),
    check('hutang_bayar_jenis_ck', inList(t.jenis, ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'])),
    check('hutang_bayar_jumlah_ck', sql`${t.jumlah} > 0 AND ${t.fee} >= 0`),
  ],
);
