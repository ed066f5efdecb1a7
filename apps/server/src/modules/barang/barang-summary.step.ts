/**
 * Close-store step: the day's barang summary per (dept, group, gudang) from the ledger:
 *   akhir = awal + in + tambah + beli − out − hancur − jual   (count and weight)
 * awal is the previous summary's akhir; a move within one gudang counts nowhere. Property-tested against a
 * piece-by-piece oracle in barang-summary.test.ts.
 */
import { sql } from 'drizzle-orm';
import { registerCloseStep } from '../system/close-steps.ts';

registerCloseStep({
  name: 'barang-summary',
  message: 'Menghitung Ringkasan Stock Barang',
  run: async (tx, { kode_toko, tanggal }) => {
    await tx.execute(sql`DELETE FROM barang_summary WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}`);
    await tx.execute(sql`
      WITH prev AS (
        SELECT kode_dept, kode_group, kode_gudang, stock_akhir, berat_akhir FROM barang_summary
         WHERE kode_toko = ${kode_toko}
           AND tanggal = (SELECT max(tanggal) FROM barang_summary WHERE kode_toko = ${kode_toko} AND tanggal < ${tanggal})
      ), ev AS (
        SELECT jenis, kode_dept, kode_group, dari_gudang, ke_gudang, berat FROM barang_ledger
         WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND dari_gudang IS DISTINCT FROM ke_gudang
      ), legs AS (
        SELECT kode_dept, kode_group, dari_gudang AS kode_gudang,
               CASE jenis WHEN 'JUAL' THEN 'jual' WHEN 'HANCUR' THEN 'hancur' ELSE 'out' END AS bucket, berat
          FROM ev WHERE dari_gudang IS NOT NULL
        UNION ALL
        SELECT kode_dept, kode_group, ke_gudang,
               CASE jenis WHEN 'TAMBAH' THEN 'tambah' WHEN 'BELI' THEN 'beli' ELSE 'in' END, berat
          FROM ev WHERE ke_gudang IS NOT NULL
      ), agg AS (
        SELECT kode_dept, kode_group, kode_gudang,
               count(*) FILTER (WHERE bucket = 'in') AS s_in, COALESCE(sum(berat) FILTER (WHERE bucket = 'in'), 0) AS b_in,
               count(*) FILTER (WHERE bucket = 'out') AS s_out, COALESCE(sum(berat) FILTER (WHERE bucket = 'out'), 0) AS b_out,
               count(*) FILTER (WHERE bucket = 'tambah') AS s_tambah, COALESCE(sum(berat) FILTER (WHERE bucket = 'tambah'), 0) AS b_tambah,
               count(*) FILTER (WHERE bucket = 'hancur') AS s_hancur, COALESCE(sum(berat) FILTER (WHERE bucket = 'hancur'), 0) AS b_hancur,
               count(*) FILTER (WHERE bucket = 'jual') AS s_jual, COALESCE(sum(berat) FILTER (WHERE bucket = 'jual'), 0) AS b_jual,
               count(*) FILTER (WHERE bucket = 'beli') AS s_beli, COALESCE(sum(berat) FILTER (WHERE bucket = 'beli'), 0) AS b_beli
          FROM legs GROUP BY kode_dept, kode_group, kode_gudang
      ), rows AS (
        SELECT COALESCE(a.kode_dept, p.kode_dept) AS kode_dept, COALESCE(a.kode_group, p.kode_group) AS kode_group,
               COALESCE(a.kode_gudang, p.kode_gudang) AS kode_gudang,
               COALESCE(p.stock_akhir, 0) AS s_awal, COALESCE(p.berat_akhir, 0) AS b_awal,
               COALESCE(s_in, 0) s_in, COALESCE(b_in, 0) b_in, COALESCE(s_out, 0) s_out, COALESCE(b_out, 0) b_out,
               COALESCE(s_tambah, 0) s_tambah, COALESCE(b_tambah, 0) b_tambah, COALESCE(s_hancur, 0) s_hancur,
               COALESCE(b_hancur, 0) b_hancur, COALESCE(s_jual, 0) s_jual, COALESCE(b_jual, 0) b_jual,
               COALESCE(s_beli, 0) s_beli, COALESCE(b_beli, 0) b_beli
          FROM agg a FULL JOIN prev p
            ON p.kode_dept = a.kode_dept AND p.kode_group = a.kode_group AND p.kode_gudang = a.kode_gudang
      )
      INSERT INTO barang_summary (kode_toko, tanggal, kode_dept, kode_group, kode_gudang, stock_awal, berat_awal,
             stock_in, berat_in, stock_out, berat_out, stock_tambah, berat_tambah, stock_hancur, berat_hancur,
             stock_jual, berat_jual, stock_beli, berat_beli, stock_akhir, berat_akhir)
      SELECT ${kode_toko}, ${tanggal}, kode_dept, kode_group, kode_gudang, s_awal, b_awal, s_in, b_in, s_out, b_out,
             s_tambah, b_tambah, s_hancur, b_hancur, s_jual, b_jual, s_beli, b_beli,
             s_awal + s_in + s_tambah + s_beli - s_out - s_hancur - s_jual,
             b_awal + b_in + b_tambah + b_beli - b_out - b_hancur - b_jual
        FROM rows
       WHERE s_awal <> 0 OR s_in <> 0 OR s_out <> 0 OR s_tambah <> 0 OR s_hancur <> 0 OR s_jual <> 0 OR s_beli <> 0`);
  },
});
