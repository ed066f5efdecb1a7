/** Queries of the service reports declared in `@kilau/domain` (service.reports.ts). */
import { type SQL, sql } from 'drizzle-orm';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;
const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;

/** The columns every service report shows; `sisa` is what is still owed while the service is open. */
const COLS = sql`v.tanggal, v.no_service, v.nama_customer, v.no_hp, v.kode_sales, COALESCE(t.nama_tukang, '-') AS nama_tukang,
  v.jumlah_barang, v.total_berat::float8 AS total_berat, v.total, v.dp, v.pelunasan,
  CASE WHEN v.status IN ('MASUK', 'SELESAI') THEN GREATEST(0, v.total - v.dp - v.pelunasan) ELSE 0 END AS sisa,
  v.status, v.tgl_selesai, v.tgl_ambil, v.tgl_batal, v.uang_kembali, v.batal_alasan, v.batal_by, v.batal_otorisasi
  FROM service v LEFT JOIN master_tukang t ON t.kode_toko = v.kode_toko AND t.kode_tukang = v.kode_tukang`;

/** Services of the store whose `dateCol` falls in the period, with the status and salesperson filters. */
const byDate =
  (dateCol: string, extra: SQL = sql``) =>
  (k: string, q: Q) =>
    sql`
  SELECT ${COLS}
   WHERE v.kode_toko = ${k} AND ${sql.raw(dateCol)} BETWEEN ${q.tgl_from} AND ${q.tgl_to} ${extra}
         ${opt('v.status', q.status)} ${opt('v.kode_sales', q.kode_sales)}
   ORDER BY ${sql.raw(dateCol)}, v.no_service`;

registerReportQuery('services', byDate('v.tanggal'));
registerReportQuery('service-masuk', byDate('v.tanggal'));
registerReportQuery('service-selesai', byDate('v.tgl_selesai'));
registerReportQuery('service-ambil', byDate('v.tgl_ambil', sql` AND v.status = 'DIAMBIL'`));
registerReportQuery('batal-service', byDate('v.tgl_batal', sql` AND v.status = 'BATAL'`));
