/** Queries of the purchase reports declared in `@kilau/domain` (pembelian.reports.ts). */
import { type SQL, sql } from 'drizzle-orm';
import { storeDate } from '../../lib/store-time.ts';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;
const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;
const range = (col: string, q: Q) => sql`${sql.raw(col)} BETWEEN ${q.tgl_from} AND ${q.tgl_to}`;

registerReportQuery(
  'transaksi-pembelian',
  (k, q) => sql`
  SELECT d.tanggal, d.no_faktur_beli, d.kode_barcode, d.nama_barang, d.kode_kondisi, p.nama_customer, p.kode_sales,
         d.berat_nota::float8 AS berat_nota, d.berat::float8 AS berat, d.harga_rata, d.harga, p.status_valid
    FROM pembelian_detail d JOIN pembelian p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
   WHERE d.kode_toko = ${k} AND p.status = 'AKTIF' AND ${range('d.tanggal', q)} ${opt('p.kode_sales', q.kode_sales)}
         ${opt('d.kode_group', q.kode_group)}
   ORDER BY d.tanggal, d.no_faktur_beli`,
);

// Per piece bought back that this store had sold: when and for how much it was sold, and bought back.
registerReportQuery(
  'transaksi-pembelian-history',
  (k, q) => sql`
  SELECT d.kode_barcode, d.nama_barang, j.tanggal AS tanggal_jual, j.no_faktur_jual, d.berat_nota::float8 AS berat_nota,
         d.harga_nota AS harga_jual, d.tanggal AS tanggal_beli, d.no_faktur_beli, d.berat::float8 AS berat,
         d.harga AS harga_beli, d.harga_nota - d.harga AS margin
    FROM pembelian_detail d
    JOIN pembelian p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
    JOIN penjualan_detail j ON j.kode_toko = d.kode_toko AND j.no_faktur_jual = d.no_faktur_ext
   WHERE d.kode_toko = ${k} AND p.status = 'AKTIF' AND d.no_faktur_ext <> '' AND ${range('d.tanggal', q)}
         ${opt('d.kode_group', q.kode_group)}
   ORDER BY d.tanggal, d.no_faktur_beli`,
);

registerReportQuery(
  'batal-pembelian',
  (k, q) => sql`
  SELECT p.tanggal, p.no_faktur_group, p.nama_customer, p.jumlah_barang, p.total_harga, p.batal_alasan, p.batal_by,
         p.batal_otorisasi, p.batal_at
    FROM pembelian p JOIN stores s ON s.kode_toko = p.kode_toko
   -- the period is when the purchase was cancelled (in the store's time zone), not when it was made
   WHERE p.kode_toko = ${k} AND p.status = 'BATAL' AND ${storeDate(sql`p.batal_at`, sql`s.time_zone`)} BETWEEN ${q.tgl_from} AND ${q.tgl_to}
   ORDER BY p.batal_at`,
);

registerReportQuery(
  'pembelian-sales',
  (k, q) => sql`
  SELECT p.kode_sales, s.nama_sales, count(*)::int AS jumlah_transaksi, sum(p.jumlah_barang)::int AS jumlah_barang,
         sum(p.total_berat)::float8 AS berat, sum(p.total_harga)::bigint AS total_harga
    FROM pembelian p LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
   WHERE p.kode_toko = ${k} AND p.status = 'AKTIF' AND ${range('p.tanggal', q)} ${opt('p.kode_sales', q.kode_sales)}
   GROUP BY p.kode_sales, s.nama_sales ORDER BY p.kode_sales`,
);
