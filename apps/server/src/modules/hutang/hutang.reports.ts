/** Queries of the loan reports declared in `@kilau/domain` (hutang.reports.ts). */
import { type SQL, sql } from 'drizzle-orm';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;
const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;

registerReportQuery(
  'transaksi-hutang',
  (k: string, q: Q) => sql`
  SELECT h.tanggal, h.no_hutang, CASE WHEN h.no_hutang_lama = '' THEN '-' ELSE h.no_hutang_lama END AS no_hutang_lama,
         h.nama_customer, h.kode_sales, h.tgl_jatuh_tempo, h.jumlah_barang, h.total_berat::float8 AS total_berat,
         h.nilai_jaminan, h.bunga_persen::float8 AS bunga_persen, h.pokok, h.cara_bayar, h.status
    FROM hutang h
   WHERE h.kode_toko = ${k} AND h.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
         ${opt('h.status', q.status)} ${opt('h.kode_sales', q.kode_sales)}
   ORDER BY h.tanggal, h.no_hutang`,
);

/**
 * Collateral in custody: pieces of loans still AKTIF, valued at today's (the store's day) buy price per gram of fine
 * gold — the purest active group's latest buy price scaled to 100 % (as hutang.params.ts hargaEmasMurni).
 */
registerReportQuery(
  'stock-hutang',
  (k: string, q: Q) => sql`
  WITH hari AS (SELECT tgl_system FROM stores WHERE kode_toko = ${k}),
  harga AS (
    SELECT floor(p.harga_beli * 100 / LEAST(100, g.persentase))::bigint AS gram
      FROM master_group g
      JOIN LATERAL (SELECT harga_beli FROM master_harga_emas h
                     WHERE h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group
                       AND h.tanggal <= (SELECT tgl_system FROM hari)
                     ORDER BY h.tanggal DESC LIMIT 1) p ON true
     WHERE g.kode_toko = ${k} AND g.status_aktif AND g.persentase > 0
     ORDER BY g.persentase DESC, g.kode_group LIMIT 1)
  SELECT h.no_hutang, h.tanggal, h.tgl_jatuh_tempo, h.nama_customer, j.nama_barang, j.kadar::float8 AS kadar, j.jumlah,
         j.berat::float8 AS berat, j.berat_murni::float8 AS berat_murni, COALESCE((SELECT gram FROM harga), 0) AS harga_emas_gram,
         floor(j.berat_murni * COALESCE((SELECT gram FROM harga), 0))::bigint AS nilai_kini
    FROM hutang h JOIN hutang_jaminan j ON j.kode_toko = h.kode_toko AND j.no_hutang = h.no_hutang
   WHERE h.kode_toko = ${k} AND h.status = 'AKTIF' AND h.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
         ${opt('h.kode_sales', q.kode_sales)}
   ORDER BY h.tanggal, h.no_hutang, j.seq`,
);

registerReportQuery(
  'hutang-lunas',
  (k: string, q: Q) => sql`
  SELECT l.tanggal AS tgl_lunas, l.no_lunas, l.jenis, l.no_hutang, h.tanggal, h.nama_customer, l.hari, l.pokok, l.bunga,
         l.total, l.fee
    FROM hutang_lunas l JOIN hutang h ON h.kode_toko = l.kode_toko AND h.no_hutang = l.no_hutang
   WHERE l.kode_toko = ${k} AND l.status = 'AKTIF' AND l.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
         ${opt('h.kode_sales', q.kode_sales)}
   ORDER BY l.tanggal, l.no_lunas`,
);

registerReportQuery(
  'batal-hutang',
  (k: string, q: Q) => sql`
  SELECT l.tgl_batal, l.no_lunas, l.no_hutang, l.tanggal AS tgl_lunas, h.nama_customer, l.pokok, l.bunga, l.total,
         l.batal_alasan, l.batal_by, l.batal_otorisasi
    FROM hutang_lunas l JOIN hutang h ON h.kode_toko = l.kode_toko AND h.no_hutang = l.no_hutang
   WHERE l.kode_toko = ${k} AND l.status = 'BATAL' AND l.tgl_batal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
         ${opt('h.kode_sales', q.kode_sales)}
   ORDER BY l.tgl_batal, l.no_lunas`,
);
