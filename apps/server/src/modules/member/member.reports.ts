/** Query of the member report declared in `@kilau/domain` (member.reports.ts): /laporan-daftar-member. */
import { sql } from 'drizzle-orm';
import { registerReportQuery } from '../reports/report-registry.ts';

// Per member: the points balance now, the last visit (latest sale, buy-back or deposit), the active sales' count and sum.
registerReportQuery('daftar-member', (k, q) => {
  const text = q.q ? `%${q.q}%` : undefined;
  return sql`
  SELECT m.kode_member, m.nama_member, m.no_hp, m.alamat, m.tgl_lahir,
         coalesce(j.jumlah, 0)::int AS jumlah_transaksi, coalesce(j.total, 0)::bigint AS total_belanja,
         coalesce(l.poin, 0)::int AS poin,
         NULLIF(GREATEST(coalesce(j.terakhir, '-infinity'::date), coalesce(b.terakhir, '-infinity'::date),
                         coalesce(t.terakhir, '-infinity'::date)), '-infinity'::date) AS kunjungan_terakhir
    FROM master_member m
    LEFT JOIN (SELECT kode_member, count(*) FILTER (WHERE status = 'AKTIF') AS jumlah,
                      sum(total_harga) FILTER (WHERE status = 'AKTIF') AS total, max(tanggal) AS terakhir
                 FROM penjualan WHERE kode_toko = ${k} AND kode_member <> '' GROUP BY kode_member) j ON j.kode_member = m.kode_member
    LEFT JOIN (SELECT kode_member, max(tanggal) AS terakhir FROM pembelian
                WHERE kode_toko = ${k} AND kode_member <> '' GROUP BY kode_member) b ON b.kode_member = m.kode_member
    LEFT JOIN (SELECT kode_member, max(tanggal) AS terakhir FROM titipan
                WHERE kode_toko = ${k} AND kode_member <> '' GROUP BY kode_member) t ON t.kode_member = m.kode_member
    LEFT JOIN (SELECT kode_member, sum(poin) AS poin FROM poin_ledger
                WHERE kode_toko = ${k} GROUP BY kode_member) l ON l.kode_member = m.kode_member
   WHERE m.kode_toko = ${k}
     ${q.status_aktif === 'AKTIF' ? sql`AND m.status_aktif` : q.status_aktif === 'TIDAK' ? sql`AND NOT m.status_aktif` : sql``}
     ${text ? sql`AND (m.kode_member LIKE ${text} OR m.nama_member LIKE ${text} OR m.no_hp LIKE ${text})` : sql``}
   ORDER BY m.nama_member, m.kode_member`;
});
