/**
 * Stock: every piece (`barang`) with one current place and state, its chain-wide barcode, and the append-only
 * movement ledger from which the day's barang summary is computed at close.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, money, nonNegative, pieceChecks, pieceColumns, weight } from './columns.ts';
import { master_baki, master_group, master_gudang, master_jenis, masterKey } from './masters.schema.ts';

/** What a piece can be (BARANG_STATUS in the domain). */
const BARANG_STATUS = [
  'STOCK',
  'TERJUAL',
  'HANCUR',
  'TRANSIT',
  'TERKIRIM',
  'CUCI',
  'SERVICE',
  'HUTANG',
  'SORTIR',
  'CONTOH',
  'TITIP',
];

/** 8-digit running barcode number, chain-wide (DOMAIN.md house rules). */
export const barcodeSeq = pgSequence('barcode_seq', { startWith: 1, minValue: 1, maxValue: 99_999_999 });

/** Chain-wide identity of a barcode: which store's piece it is. */
export const barcodes = pgTable('barcodes', {
  kode_barcode: text('kode_barcode').primaryKey(),
  kode_toko: text('kode_toko').notNull(),
  barang_id: uuid('barang_id').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const barang = pgTable(
  'barang',
  {
    id: uuid('id').notNull().defaultRandom(),
    kode_toko: text('kode_toko').notNull(),
    ...pieceColumns(),
    berat_asli: weight('berat_asli'),
    harga_atribut: money('harga_atribut'),
    ongkos: money('ongkos'),
    /** Fixed selling price (diamond pieces); 0 = priced by weight from the group's price. */
    harga_jual: money('harga_jual'),
    harga_modal: money('harga_modal'),
    supplier: text('supplier').notNull().default(''),
    /** How the shop acquired the piece — drives the PPN rate (DOMAIN.md "Tax"). */
    perolehan: text('perolehan').notNull().default('FAKTUR'),
    no_sertifikat: text('no_sertifikat').notNull().default(''),
    jenis_batu: text('jenis_batu').notNull().default(''),
    kode_shape: text('kode_shape').notNull().default(''),
    kode_color: text('kode_color').notNull().default(''),
    kode_clarity: text('kode_clarity').notNull().default(''),
    kode_cutgrade: text('kode_cutgrade').notNull().default(''),
    foto: text('foto').notNull().default(''),
    /** STOCK, TERJUAL, HANCUR, TRANSIT, CUCI, SERVICE, HUTANG, SORTIR */
    status: text('status').notNull().default('STOCK'),
    no_ref: text('no_ref').notNull().default(''),
    tgl_masuk: date('tgl_masuk', { mode: 'string' }).notNull(),
    input_by: text('input_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    uniqueIndex('barang_barcode_uq').on(t.kode_toko, t.kode_barcode),
    index('barang_status_baki_idx').on(t.kode_toko, t.status, t.kode_gudang, t.kode_baki),
    index('barang_group_idx').on(t.kode_toko, t.kode_group, t.kode_dept),
    index('barang_nama_trgm_idx').using('gin', sql`${t.nama_barang} gin_trgm_ops`),
    // the data-barang page order: a page is read straight off this index, whatever the filter
    index('barang_created_idx').on(t.kode_toko, t.created_at.desc(), t.kode_barcode.desc()),
    index('barang_baki_idx').on(t.kode_toko, t.kode_baki, t.status),
    // a piece never loses its masters: selling it needs its group's price, moving it its tray
    foreignKey({
      name: 'barang_group_fk',
      columns: [t.kode_toko, t.kode_group],
      foreignColumns: masterKey(master_group, 'kode_group'),
    }).onDelete('restrict'),
    foreignKey({
      name: 'barang_jenis_fk',
      columns: [t.kode_toko, t.kode_dept],
      foreignColumns: masterKey(master_jenis, 'kode_dept'),
    }).onDelete('restrict'),
    foreignKey({
      name: 'barang_gudang_fk',
      columns: [t.kode_toko, t.kode_gudang],
      foreignColumns: masterKey(master_gudang, 'kode_gudang'),
    }).onDelete('restrict'),
    foreignKey({
      name: 'barang_baki_fk',
      columns: [t.kode_toko, t.kode_baki],
      foreignColumns: masterKey(master_baki, 'kode_baki'),
    }).onDelete('restrict'),
    check('barang_status_ck', inList(t.status, BARANG_STATUS)),
    ...pieceChecks('barang', t),
    check('barang_amounts_ck', nonNegative(t.berat_asli, t.harga_atribut, t.ongkos, t.harga_jual, t.harga_modal)),
  ],
);

export const barangLedger = pgTable(
  'barang_ledger',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    kode_toko: text('kode_toko').notNull(),
    barang_id: uuid('barang_id').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    /** The shop day the movement belongs to. */
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: text('user_id').notNull(),
    jenis: text('jenis').notNull(),
    kode_group: text('kode_group').notNull(),
    kode_dept: text('kode_dept').notNull(),
    dari_gudang: text('dari_gudang'),
    dari_baki: text('dari_baki'),
    ke_gudang: text('ke_gudang'),
    ke_baki: text('ke_baki'),
    status_dari: text('status_dari'),
    status_ke: text('status_ke').notNull(),
    berat: weight('berat'),
    no_ref: text('no_ref').notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('barang_ledger_day_idx').on(t.kode_toko, t.tanggal),
    index('barang_ledger_barang_idx').on(t.kode_toko, t.barang_id, t.id),
    foreignKey({
      name: 'barang_ledger_barang_fk',
      columns: [t.kode_toko, t.barang_id],
      foreignColumns: [barang.kode_toko, barang.id],
    }).onDelete('restrict'),
    check(
      'barang_ledger_status_ck',
      sql`${inList(t.status_ke, BARANG_STATUS)} AND (${t.status_dari} IS NULL OR ${inList(t.status_dari, BARANG_STATUS)})`,
    ),
    check('barang_ledger_berat_ck', nonNegative(t.berat)),
  ],
);

export const barangSummary = pgTable(
  'barang_summary',
  {
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_dept: text('kode_dept').notNull(),
    kode_group: text('kode_group').notNull(),
    kode_gudang: text('kode_gudang').notNull(),
    stock_awal: bigint('stock_awal', { mode: 'number' }).notNull().default(0),
    berat_awal: weight('berat_awal'),
    stock_in: bigint('stock_in', { mode: 'number' }).notNull().default(0),
    berat_in: weight('berat_in'),
    stock_out: bigint('stock_out', { mode: 'number' }).notNull().default(0),
    berat_out: weight('berat_out'),
    stock_tambah: bigint('stock_tambah', { mode: 'number' }).notNull().default(0),
    berat_tambah: weight('berat_tambah'),
    stock_hancur: bigint('stock_hancur', { mode: 'number' }).notNull().default(0),
    berat_hancur: weight('berat_hancur'),
    stock_jual: bigint('stock_jual', { mode: 'number' }).notNull().default(0),
    berat_jual: weight('berat_jual'),
    stock_beli: bigint('stock_beli', { mode: 'number' }).notNull().default(0),
    berat_beli: weight('berat_beli'),
    stock_akhir: bigint('stock_akhir', { mode: 'number' }).notNull().default(0),
    berat_akhir: weight('berat_akhir'),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tanggal, t.kode_dept, t.kode_group, t.kode_gudang] })],
);

/** Head office → branch shipments (kirim barang ke cabang); pieces are in transit until the branch receives. */
export const kirimBarang = pgTable(
  'kirim_barang',
  {
    kode_toko: text('kode_toko').notNull(),
    no_kirim: text('no_kirim').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_toko_tujuan: text('kode_toko_tujuan').notNull(),
    status: text('status').notNull().default('DIKIRIM'),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    berat: weight('berat'),
    keterangan: text('keterangan').notNull().default(''),
    input_by: text('input_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    diterima_by: text('diterima_by'),
    diterima_at: timestamp('diterima_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_kirim] }),
    index('kirim_barang_tujuan_idx').on(t.kode_toko_tujuan, t.status),
    check('kirim_barang_status_ck', inList(t.status, ['DIKIRIM', 'DITERIMA'])),
    check('kirim_barang_jumlah_ck', nonNegative(t.jumlah, t.berat)),
  ],
);

export const kirimBarangDetail = pgTable(
  'kirim_barang_detail',
  {
    kode_toko: text('kode_toko').notNull(),
    no_kirim: text('no_kirim').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    barang_id: uuid('barang_id').notNull(),
    berat: weight('berat'),
    /** DIKIRIM, DITERIMA, SELISIH (not found at receipt) */
    status: text('status').notNull().default('DIKIRIM'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_kirim, t.kode_barcode] }),
    foreignKey({
      name: 'kirim_barang_detail_kirim_fk',
      columns: [t.kode_toko, t.no_kirim],
      foreignColumns: [kirimBarang.kode_toko, kirimBarang.no_kirim],
    }).onDelete('restrict'),
    check('kirim_barang_detail_status_ck', inList(t.status, ['DIKIRIM', 'DITERIMA', 'SELISIH'])),
    check('kirim_barang_detail_berat_ck', nonNegative(t.berat)),
  ],
);

/** Bulk gold received by weight from a supplier (penerimaan barang, SEMI_GROSIR_MODULE). */
export const penerimaanSupplier = pgTable(
  'penerimaan_supplier',
  {
    kode_toko: text('kode_toko').notNull(),
    no_penerimaan: text('no_penerimaan').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    supplier: text('supplier').notNull(),
    no_faktur: text('no_faktur').notNull().default(''),
    kode_group: text('kode_group').notNull(),
    berat: weight('berat'),
    kadar: numeric('kadar', { precision: 6, scale: 3 }).notNull(),
    harga_gram: money('harga_gram'),
    total: money('total'),
    keterangan: text('keterangan').notNull().default(''),
    input_by: text('input_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_penerimaan] }),
    index('penerimaan_supplier_day_idx').on(t.kode_toko, t.tanggal),
    check('penerimaan_supplier_amounts_ck', nonNegative(t.berat, t.kadar, t.harga_gram, t.total)),
  ],
);

/** Tray weighing: expected = tray tare + tags + pieces; the measured weight and the difference are kept. */
export const timbangBaki = pgTable(
  'timbang_baki',
  {
    id: uuid('id').notNull().defaultRandom(),
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_gudang: text('kode_gudang').notNull(),
    kode_baki: text('kode_baki').notNull(),
    jumlah_barang: bigint('jumlah_barang', { mode: 'number' }).notNull(),
    berat_barang: weight('berat_barang'),
    berat_baki: weight('berat_baki'),
    berat_bandrol: weight('berat_bandrol'),
    berat_seharusnya: weight('berat_seharusnya'),
    berat_timbang: weight('berat_timbang'),
    selisih: numeric('selisih', { precision: 12, scale: 3 }).notNull().default('0'),
    status: text('status').notNull(),
    input_by: text('input_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    index('timbang_baki_day_idx').on(t.kode_toko, t.tanggal, t.kode_baki),
    check(
      'timbang_baki_berat_ck',
      nonNegative(t.jumlah_barang, t.berat_barang, t.berat_baki, t.berat_bandrol, t.berat_seharusnya, t.berat_timbang),
    ),
    check('timbang_baki_status_ck', inList(t.status, ['SESUAI', 'SELISIH'])),
  ],
);

/** A count of one tray (or one receipt) by scanning; survives reloads until finished. */
export const stockOpname = pgTable(
  'stock_opname',
  {
    id: uuid('id').notNull().defaultRandom(),
    kode_toko: text('kode_toko').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** BAKI or PENERIMAAN */
    jenis: text('jenis').notNull(),
    kode_gudang: text('kode_gudang').notNull().default(''),
    kode_baki: text('kode_baki').notNull().default(''),
    no_ref: text('no_ref').notNull().default(''),
    /** PROSES or SELESAI */
    status: text('status').notNull().default('PROSES'),
    jumlah_seharusnya: bigint('jumlah_seharusnya', { mode: 'number' }).notNull().default(0),
    jumlah_ditemukan: bigint('jumlah_ditemukan', { mode: 'number' }).notNull().default(0),
    jumlah_hilang: bigint('jumlah_hilang', { mode: 'number' }).notNull().default(0),
    jumlah_lebih: bigint('jumlah_lebih', { mode: 'number' }).notNull().default(0),
    hasil: text('hasil').notNull().default(''),
    /** The three lists as they were at finish, so a finished count reads the same later. */
    detail: jsonb('detail'),
    started_by: text('started_by').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_by: text('finished_by'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.id] }),
    uniqueIndex('stock_opname_open_uq').on(t.kode_toko, t.jenis, t.kode_baki, t.no_ref).where(sql`status = 'PROSES'`),
    check('stock_opname_status_ck', inList(t.status, ['PROSES', 'SELESAI'])),
    check('stock_opname_jenis_ck', inList(t.jenis, ['BAKI', 'PENERIMAAN'])),
  ],
);

export const stockOpnameScan = pgTable(
  'stock_opname_scan',
  {
    kode_toko: text('kode_toko').notNull(),
    opname_id: uuid('opname_id').notNull(),
    kode_barcode: text('kode_barcode').notNull(),
    user_id: text('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.opname_id, t.kode_barcode] }),
    foreignKey({
      name: 'stock_opname_scan_opname_fk',
      columns: [t.kode_toko, t.opname_id],
      foreignColumns: [stockOpname.kode_toko, stockOpname.id],
    }).onDelete('restrict'),
  ],
);
