/**
 * Repairs (service, issue 13): one header per service with its state (MASUK → SELESAI → DIAMBIL, or BATAL), one line
 * per received item (name, weight, quantity, fee per item, description, optional photo), and the payment lines of the
 * down payment (tahap MASUK) and of the pick-up (tahap AMBIL). The surcharge % is copied from the system parameter
 * when the service is taken in, so the total never changes afterwards.
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
} from 'drizzle-orm/pg-core';
import { inList, money, nonNegative, weight } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const SERVICE_STATUS_DB = ['MASUK', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;

export const service = pgTable(
  'service',
  {
    kode_toko: text('kode_toko').notNull(),
    no_service: text('no_service').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_sales: text('kode_sales').notNull(),
    kode_member: text('kode_member').notNull().default(''),
    nama_customer: text('nama_customer').notNull(),
    no_hp: text('no_hp').notNull().default(''),
    alamat_customer: text('alamat_customer').notNull().default(''),
    /** The craftsman (master tukang); '' until chosen. */
    kode_tukang: text('kode_tukang').notNull().default(''),
    keterangan: text('keterangan').notNull().default(''),
    /** Σ quantities. */
    jumlah_barang: integer('jumlah_barang').notNull(),
    total_berat: weight('total_berat'),
    /** Σ quantity × fee; the surcharge (persen_tambahan % of it, rounded to the rupiah); their sum. */
    subtotal: money('subtotal'),
    persen_tambahan: numeric('persen_tambahan', { precision: 6, scale: 3 }).notNull().default('0'),
    biaya_tambahan: money('biaya_tambahan'),
    total: money('total'),
    /** Paid at intake (Σ lines − change) and at pick-up (Σ lines − change). */
    dp: money('dp'),
    kembalian: money('kembalian'),
    pelunasan: money('pelunasan'),
    kembalian_ambil: money('kembalian_ambil'),
    status: text('status').notNull().default('MASUK'),
    status_valid: text('status_valid').notNull().default('OPEN'),
    valid_by: text('valid_by'),
    valid_at: at('valid_at'),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    selesai_by: text('selesai_by'),
    tgl_ambil: date('tgl_ambil', { mode: 'string' }),
    ambil_by: text('ambil_by'),
    tgl_batal: date('tgl_batal', { mode: 'string' }),
    batal_alasan: text('batal_alasan'),
    batal_by: text('batal_by'),
    batal_otorisasi: text('batal_otorisasi'),
    batal_at: at('batal_at'),
    /** What the cancel gave back through the cash book (everything taken). */
    uang_kembali: money('uang_kembali'),
    input_by: text('input_by').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_service] }),
    index('service_day_idx').on(t.kode_toko, t.tanggal),
    index('service_status_idx').on(t.kode_toko, t.status),
    check(
      'service_status_ck',
      sql`${inList(t.status, SERVICE_STATUS_DB)} AND ${inList(t.status_valid, ['OPEN', 'DONE'])}`,
    ),
    check('service_jumlah_ck', sql`${t.jumlah_barang} > 0`),
    check(
      'service_amounts_ck',
      nonNegative(
        t.total_berat,
        t.subtotal,
        t.persen_tambahan,
        t.biaya_tambahan,
        t.total,
        t.dp,
        t.kembalian,
        t.pelunasan,
        t.kembalian_ambil,
        t.uang_kembali,
      ),
    ),
    // never more taken than the total; picked up = paid in full; never more given back than taken
    check(
      'service_uang_ck',
      sql`${t.total} = ${t.subtotal} + ${t.biaya_tambahan} AND ${t.dp} + ${t.pelunasan} <= ${t.total}
          AND (${t.status} <> 'DIAMBIL' OR ${t.dp} + ${t.pelunasan} = ${t.total})
          AND ${t.uang_kembali} <= ${t.dp} + ${t.pelunasan}`,
    ),
  ],
);

export const serviceDetail = pgTable(
  'service_detail',
  {
    kode_toko: text('kode_toko').notNull(),
    no_service: text('no_service').notNull(),
    seq: integer('seq').notNull(),
    nama_barang: text('nama_barang').notNull(),
    berat: weight('berat'),
    jumlah: integer('jumlah').notNull(),
    /** Fee per item, and quantity × fee. */
    ongkos: money('ongkos'),
    subtotal: money('subtotal'),
    deskripsi: text('deskripsi').notNull().default(''),
    /** File key of the item's photo (lib/file-store.ts), '' without one. */
    foto: text('foto').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_service, t.seq] }),
    foreignKey({
      name: 'service_detail_service_fk',
      columns: [t.kode_toko, t.no_service],
      foreignColumns: [service.kode_toko, service.no_service],
    }).onDelete('restrict'),
    check('service_detail_amounts_ck', nonNegative(t.berat, t.ongkos, t.subtotal)),
    check('service_detail_jumlah_ck', sql`${t.jumlah} > 0 AND ${t.subtotal} = ${t.jumlah} * ${t.ongkos}`),
  ],
);

export const serviceBayar = pgTable(
  'service_bayar',
  {
    kode_toko: text('kode_toko').notNull(),
    no_service: text('no_service').notNull(),
    seq: integer('seq').notNull(),
    /** MASUK = the down payment at intake, AMBIL = the rest at pick-up. */
    tahap: text('tahap').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jenis: text('jenis').notNull(),
    jumlah: money('jumlah'),
    no_rekening: text('no_rekening').notNull().default(''),
    no_kartu: text('no_kartu').notNull().default(''),
    fee: money('fee'),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.no_service, t.seq] }),
    foreignKey({
      name: 'service_bayar_service_fk',
      columns: [t.kode_toko, t.no_service],
      foreignColumns: [service.kode_toko, service.no_service],
    }).onDelete('restrict'),
    check('service_bayar_tahap_ck', inList(t.tahap, ['MASUK', 'AMBIL'])),
    check('service_bayar_jenis_ck', inList(t.jenis, ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'])),
    check('service_bayar_jumlah_ck', sql`${t.jumlah} > 0 AND ${t.fee} >= 0`),
  ],
);
