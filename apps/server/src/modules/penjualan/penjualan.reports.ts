/** Queries of the sales reports declared in `@kilau/domain` (sales.reports.ts). */
import { OTORISASI_LABEL } from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import { storeDate } from '../../lib/store-time.ts';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;
const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;
const range = (col: string, q: Q) => sql`${sql.raw(col)} BETWEEN ${q.tgl_from} AND ${q.tgl_to}`;

registerReportQuery(
  'penjualan-margin',
  (k, q) => sql`
  SELECT d.tanggal, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.kode_group, d.berat::float8 AS berat, d.harga_total,
         d.harga_modal, d.harga_total - d.harga_modal AS margin
    FROM penjualan_detail d JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
   WHERE d.kode_toko = ${k} AND d.status = 'AKTIF' AND ${range('d.tanggal', q)} ${opt('d.kode_group', q.kode_group)} ${opt('p.kode_sales', q.kode_sales)}
   ORDER BY d.tanggal, d.no_faktur_jual`,
);

registerReportQuery(
  'titip-uang',
  (k, q) => sql`
  SELECT tanggal, no_titip, nama_customer, no_hp, jenis, jumlah, terpakai, dikembalikan, jumlah - terpakai - dikembalikan AS sisa,
         status
    FROM titipan WHERE kode_toko = ${k} AND ${range('tanggal', q)} ORDER BY tanggal, no_titip`,
);

registerReportQuery(
  'stock-jual',
  (k, q) => sql`
  SELECT kode_group, kode_dept, count(*)::int AS jumlah, sum(berat)::float8 AS berat, sum(harga_total)::bigint AS harga_total
    FROM penjualan_detail WHERE kode_toko = ${k} AND status = 'AKTIF' AND ${range('tanggal', q)} ${opt('kode_group', q.kode_group)}
   GROUP BY kode_group, kode_dept ORDER BY kode_group, kode_dept`,
);

registerReportQuery(
  'transaksi-penjualan',
  (k, q) => sql`
  SELECT tanggal, no_faktur_group, kode_sales, nama_customer, jumlah_barang, total_berat::float8 AS total_berat, total_harga,
         status_valid, input_by
    FROM penjualan WHERE kode_toko = ${k} AND status = 'AKTIF' AND ${range('tanggal', q)} ${opt('kode_sales', q.kode_sales)}
   ORDER BY tanggal, no_faktur_group`,
);

registerReportQuery(
  'penjualan-marketplace',
  (k, q) => sql`
  SELECT p.tanggal, p.no_faktur_group, m.nama_marketplace, p.nama_customer, p.total_harga, p.marketplace_fee_persen::float8 AS fee_persen,
         round(p.total_harga * p.marketplace_fee_persen / 100)::bigint AS fee
    FROM penjualan p JOIN master_marketplace m ON m.kode_toko = p.kode_toko AND m.kode_marketplace = p.kode_marketplace
   WHERE p.kode_toko = ${k} AND p.status = 'AKTIF' AND ${range('p.tanggal', q)} ${opt('p.kode_marketplace', q.kode_marketplace)}
   ORDER BY p.tanggal, p.no_faktur_group`,
);

registerReportQuery(
  'barang-tukar',
  (k, q) => sql`
  SELECT b.tanggal, b.no_faktur_group, p.nama_customer, b.no_ref, b.jumlah
    FROM penjualan_bayar b JOIN penjualan p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group
   WHERE b.kode_toko = ${k} AND b.jenis = 'TUKAR' AND p.status = 'AKTIF' AND ${range('b.tanggal', q)}
   ORDER BY b.tanggal, b.no_faktur_group`,
);

registerReportQuery(
  'batal-penjualan',
  (k, q) => sql`
  SELECT p.tanggal, p.no_faktur_group, p.nama_customer, p.total_harga, p.batal_alasan, p.batal_by, p.batal_otorisasi, p.batal_at
    FROM penjualan p JOIN stores s ON s.kode_toko = p.kode_toko
   -- the period is when the sale was cancelled (in the store's time zone), not when it was made
   WHERE p.kode_toko = ${k} AND p.status = 'BATAL' AND ${storeDate(sql`p.batal_at`, sql`s.time_zone`)} BETWEEN ${q.tgl_from} AND ${q.tgl_to}
   ORDER BY p.batal_at`,
);

registerReportQuery(
  'penjualan-sales',
  (k, q) => sql`
  SELECT p.kode_sales, s.nama_sales, count(*)::int AS jumlah_transaksi, sum(p.jumlah_barang)::int AS jumlah_barang,
         sum(p.total_berat)::float8 AS total_berat, sum(p.total_harga)::bigint AS total_harga
    FROM penjualan p LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
   WHERE p.kode_toko = ${k} AND p.status = 'AKTIF' AND ${range('p.tanggal', q)} ${opt('p.kode_sales', q.kode_sales)}
   GROUP BY p.kode_sales, s.nama_sales ORDER BY p.kode_sales`,
);

registerReportQuery(
  'penjualan-bayar',
  (k, q) => sql`
  SELECT b.tanggal, b.no_faktur_group, b.jenis, b.no_rekening, b.no_kartu, b.jumlah, b.fee
    FROM penjualan_bayar b JOIN penjualan p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group
   WHERE b.kode_toko = ${k} AND p.status = 'AKTIF' AND ${range('b.tanggal', q)} ORDER BY b.tanggal, b.no_faktur_group, b.seq`,
);

/** The action in words (domain OTORISASI_LABEL; an unknown code reads as its words, never as the raw code). */
const aksi = sql`CASE o.jenis ${sql.join(
  Object.entries(OTORISASI_LABEL).map(([code, label]) => sql`WHEN ${code} THEN ${label}`),
  sql` `,
)} ELSE initcap(replace(o.jenis, '_', ' ')) END`;
const rupiahs = (
  field: string,
) => sql`(SELECT string_agg(to_char((x->>${field})::bigint, 'FM999,999,999,999,990'), ', ')
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.detail->'items') = 'array' THEN o.detail->'items' END) x)`;
const one = (field: string) => sql`to_char((o.detail->>${field})::bigint, 'FM999,999,999,999,990')`;
// One row per authorization: the action in words, the pieces it concerned, and for a price change each piece's
// price before and after (recorded with the grant).
const otorisasiQuery = (k: string, q: Q) => sql`
  SELECT o.tanggal, o.at, ${aksi} AS jenis, o.no_ref, o.user_id, o.otorisasi_by, o.alasan,
         COALESCE(
           (SELECT string_agg(x->>'kode_barcode', ', ')
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.detail->'items') = 'array' THEN o.detail->'items' END) x),
           (SELECT string_agg(b #>> '{}', ', ')
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.detail->'barcodes') = 'array' THEN o.detail->'barcodes' END) b),
           '') AS barang,
         COALESCE(${rupiahs('harga_lama')}, ${one('kurs_lama')}, '') AS harga_lama,
         COALESCE(${rupiahs('harga_baru')}, ${one('kurs_baru')}, ${one('jumlah')}, '') AS harga_baru
    FROM otorisasi o
   WHERE o.kode_toko = ${k} AND ${range('o.tanggal', q)} ORDER BY o.at, o.id`;
registerReportQuery('otorisasi', otorisasiQuery);
registerReportQuery('authorization', otorisasiQuery);

/**
 * Tax recap per day: total_24k is the fine gold sold valued at the day's 24K price (berat × kadar% × price),
 * ongkos what was earned above the gold; PPN "besaran tertentu" per piece — 1.1% with an acquisition invoice,
 * 1.65% without (bought back) — rates from the store's parameters; dpp is the selling price it applies to.
 */
registerReportQuery(
  'penjualan-rekap',
  (k, q) => sql`
  WITH rate AS (
    SELECT COALESCE((SELECT value FROM para_system WHERE kode_toko = ${k} AND key = 'PPN_EMAS'), '1.1')::numeric AS faktur,
           COALESCE((SELECT value FROM para_system WHERE kode_toko = ${k} AND key = 'PPN_EMAS_TANPA_FAKTUR'), '1.65')::numeric AS tanpa
  )
  SELECT d.tanggal AS _id, sum(d.harga_total)::bigint AS harga_total,
         sum(round(d.berat * d.kadar / 100 * d.harga_gram_24k))::bigint AS total_24k,
         (sum(d.harga_total) - sum(round(d.berat * d.kadar / 100 * d.harga_gram_24k)))::bigint AS ongkos,
         sum(d.harga_total)::bigint AS dpp,
         sum(round(d.harga_total * CASE WHEN d.perolehan = 'FAKTUR' THEN r.faktur ELSE r.tanpa END / 100))::bigint AS ppn
    FROM penjualan_detail d CROSS JOIN rate r
   WHERE d.kode_toko = ${k} AND d.status = 'AKTIF' AND ${range('d.tanggal', q)}
   GROUP BY d.tanggal ORDER BY d.tanggal`,
);
