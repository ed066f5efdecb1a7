/**
 * Sales (penjualan: one header per visit, one line per piece, payment lines), deposits (titipan), the cash book
 * rows every money movement writes, supervisor authorizations and member points — all store-owned.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, money, nonNegative, pieceChecks, pieceColumns, weight } from './columns.ts';

const AKTIF_BATAL = ['AKTIF', 'BATAL'];
const OPEN_DONE = ['OPEN', 'DONE'];

const at = (name: string) => timestamp(name, { withTimezone: true });

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
