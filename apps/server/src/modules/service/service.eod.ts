/**
 * The repairs' section of the end-of-day report (issue 13): what came in, was finished, picked up or cancelled on
 * the day, and the money the services moved through the cash book (kategori SERVICE).
 */
import { sql } from 'drizzle-orm';
import { cell, col, fig, figOf, registerEodSection, rowsOf, table } from '../eod/eod-sections.ts';

type Num = number | string;

registerEodSection({
  key: 'service',
  title: 'Service',
  order: 37,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE tanggal = ${tanggal})::int AS masuk,
             COALESCE(sum(total) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS total_masuk,
             COALESCE(sum(dp) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS dp,
             count(*) FILTER (WHERE tgl_selesai = ${tanggal})::int AS selesai,
             count(*) FILTER (WHERE tgl_ambil = ${tanggal})::int AS diambil,
             COALESCE(sum(pelunasan) FILTER (WHERE tgl_ambil = ${tanggal}), 0)::bigint AS pelunasan,
             count(*) FILTER (WHERE tgl_batal = ${tanggal})::int AS batal,
             COALESCE(sum(uang_kembali) FILTER (WHERE tgl_batal = ${tanggal}), 0)::bigint AS uang_kembali,
             count(*) FILTER (WHERE status IN ('MASUK', 'SELESAI'))::int AS terbuka
        FROM service WHERE kode_toko = ${kode_toko}`,
    );
    const [k] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT COALESCE(sum(jumlah_in), 0)::bigint AS masuk, COALESCE(sum(jumlah_out), 0)::bigint AS keluar
        FROM kas WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND kategori = 'SERVICE'`,
    );
    const rows = await rowsOf(
      tx,
      sql`
      SELECT no_service, nama_customer, kode_sales, status, total,
             CASE WHEN tanggal = ${tanggal} THEN dp ELSE 0 END AS dp,
             CASE WHEN tgl_ambil = ${tanggal} THEN pelunasan ELSE 0 END AS pelunasan,
             CASE WHEN tgl_batal = ${tanggal} THEN uang_kembali ELSE 0 END AS uang_kembali,
             concat_ws(', ', CASE WHEN tanggal = ${tanggal} THEN 'MASUK' END,
                       CASE WHEN tgl_selesai = ${tanggal} THEN 'SELESAI' END,
                       CASE WHEN tgl_ambil = ${tanggal} THEN 'DIAMBIL' END,
                       CASE WHEN tgl_batal = ${tanggal} THEN 'BATAL' END) AS kejadian
        FROM service
       WHERE kode_toko = ${kode_toko}
         AND (tanggal = ${tanggal} OR tgl_selesai = ${tanggal} OR tgl_ambil = ${tanggal} OR tgl_batal = ${tanggal})
       ORDER BY no_service`,
    );
    return {
      figures: [
        figOf(h, 'masuk', 'Service Masuk', 'int'),
        figOf(h, 'total_masuk', 'Total Service Masuk', 'money'),
        figOf(h, 'dp', 'DP Diterima', 'money'),
        figOf(h, 'selesai', 'Service Selesai', 'int'),
        figOf(h, 'diambil', 'Service Diambil', 'int'),
        figOf(h, 'pelunasan', 'Pelunasan Diterima', 'money'),
        figOf(h, 'batal', 'Service Batal', 'int'),
        figOf(h, 'uang_kembali', 'Uang Dikembalikan', 'money'),
        fig('kas_masuk', 'Uang Masuk Service', 'money', cell('money', k?.masuk)),
        fig('kas_keluar', 'Uang Keluar Service', 'money', cell('money', k?.keluar)),
        figOf(h, 'terbuka', 'Service Belum Diambil', 'int'),
      ],
      tables: [
        table(
          'kejadian',
          'Service Hari Ini',
          [
            col('no_service', 'No Service'),
            col('nama_customer', 'Customer'),
            col('kode_sales', 'Sales'),
            col('kejadian', 'Kejadian'),
            col('status', 'Status'),
            col('total', 'Total', 'money', true),
            col('dp', 'DP', 'money', true),
            col('pelunasan', 'Pelunasan', 'money', true),
            col('uang_kembali', 'Dikembalikan', 'money', true),
          ],
          rows,
          'Tidak Ada Service',
        ),
      ],
      notes: [],
    };
  },
});
