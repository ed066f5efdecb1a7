/** Query of the order report declared in `@kilau/domain` (pesanan.reports.ts). */
import { type SQL, sql } from 'drizzle-orm';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;
const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;

registerReportQuery(
  'pesanan',
  (k, q: Q) => sql`
  SELECT p.tanggal, p.no_pesanan, p.nama_customer, p.kode_sales, COALESCE(t.nama_tukang, '-') AS nama_tukang,
         p.tgl_estimasi, p.jumlah_barang, p.total_berat::float8 AS total_berat,
         CASE WHEN p.total_akhir > 0 THEN p.total_akhir ELSE p.total_harga END AS total_harga, p.dp,
         CASE WHEN p.status IN ('BATAL', 'DIAMBIL') THEN 0
              ELSE GREATEST(0, CASE WHEN p.total_akhir > 0 THEN p.total_akhir ELSE p.total_harga END - p.dp) END AS sisa,
         p.status
    FROM pesanan p LEFT JOIN master_tukang t ON t.kode_toko = p.kode_toko AND t.kode_tukang = p.kode_tukang
   WHERE p.kode_toko = ${k} AND p.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to} ${opt('p.status', q.status)}
         ${opt('p.kode_sales', q.kode_sales)}
   ORDER BY p.tanggal, p.no_pesanan`,
);
