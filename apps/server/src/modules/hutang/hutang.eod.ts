/**
 * The loans' section of the end-of-day report (issue 14): new loans and the money paid out, repayments and renewals
 * with the interest earned (cancelled repayments excluded), forfeits, and the collateral in custody at the close.
 */
import { sql } from 'drizzle-orm';
import { col, figOf, registerEodSection, rowsOf, table } from '../eod/eod-sections.ts';

type Num = number | string;

registerEodSection({
  key: 'hutang',
  title: 'Hutang',
  order: 38,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE tanggal = ${tanggal} AND cara_bayar <> 'PEREMAJAAN')::int AS baru,
             COALESCE(sum(pokok) FILTER (WHERE tanggal = ${tanggal} AND cara_bayar <> 'PEREMAJAAN'), 0)::bigint AS pokok_baru,
             count(*) FILTER (WHERE tgl_lelang = ${tanggal})::int AS lelang,
             count(*) FILTER (WHERE status = 'AKTIF')::int AS aktif,
             COALESCE(sum(pokok) FILTER (WHERE status = 'AKTIF'), 0)::bigint AS pokok_aktif,
             COALESCE(sum(jumlah_barang) FILTER (WHERE status = 'AKTIF'), 0)::int AS qty_jaminan,
             COALESCE(sum(total_berat) FILTER (WHERE status = 'AKTIF'), 0)::text AS berat_jaminan
        FROM hutang WHERE kode_toko = ${kode_toko}`,
    );
    const [l] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE jenis = 'PELUNASAN')::int AS lunas,
             COALESCE(sum(total) FILTER (WHERE jenis = 'PELUNASAN'), 0)::bigint AS total_lunas,
             count(*) FILTER (WHERE jenis = 'PEREMAJAAN')::int AS peremajaan,
             COALESCE(sum(bunga), 0)::bigint AS bunga
        FROM hutang_lunas WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND status = 'AKTIF'`,
    );
    const [b] = await rowsOf<Record<string, Num>>(
      tx,
      sql`SELECT count(*)::int AS batal FROM hutang_lunas
           WHERE kode_toko = ${kode_toko} AND tgl_batal = ${tanggal} AND status = 'BATAL'`,
    );
    const rows = await rowsOf(
      tx,
      sql`
      SELECT h.no_hutang AS nomor, h.nama_customer, 'HUTANG BARU' AS kejadian, h.pokok, 0 AS bunga, h.pokok AS jumlah
        FROM hutang h WHERE h.kode_toko = ${kode_toko} AND h.tanggal = ${tanggal} AND h.cara_bayar <> 'PEREMAJAAN'
      UNION ALL
      SELECT l.no_lunas, h.nama_customer, l.jenis || CASE WHEN l.status = 'BATAL' THEN ' (BATAL)' ELSE '' END,
             l.pokok, l.bunga, l.total
        FROM hutang_lunas l JOIN hutang h ON h.kode_toko = l.kode_toko AND h.no_hutang = l.no_hutang
       WHERE l.kode_toko = ${kode_toko} AND l.tanggal = ${tanggal}
      UNION ALL
      SELECT h.no_hutang, h.nama_customer, 'LELANG', h.pokok, 0, 0
        FROM hutang h WHERE h.kode_toko = ${kode_toko} AND h.tgl_lelang = ${tanggal}
      ORDER BY 1`,
    );
    return {
      figures: [
        figOf(h, 'baru', 'Hutang Baru', 'int'),
        figOf(h, 'pokok_baru', 'Uang Dipinjamkan', 'money'),
        figOf(l, 'lunas', 'Hutang Lunas', 'int'),
        figOf(l, 'total_lunas', 'Pelunasan Diterima', 'money'),
        figOf(l, 'peremajaan', 'Peremajaan', 'int'),
        figOf(l, 'bunga', 'Bunga Diterima', 'money'),
        figOf(b, 'batal', 'Batal Pelunasan', 'int'),
        figOf(h, 'lelang', 'Hutang Dilelang', 'int'),
        figOf(h, 'aktif', 'Hutang Aktif', 'int'),
        figOf(h, 'pokok_aktif', 'Pokok Hutang Aktif', 'money'),
        figOf(h, 'qty_jaminan', 'Barang Jaminan (Stock Hutang)', 'int'),
        figOf(h, 'berat_jaminan', 'Berat Jaminan', 'weight'),
      ],
      tables: [
        table(
          'kejadian',
          'Hutang Hari Ini',
          [
            col('nomor', 'No Hutang / Pelunasan'),
            col('nama_customer', 'Customer'),
            col('kejadian', 'Kejadian'),
            col('pokok', 'Pokok', 'money', true),
            col('bunga', 'Bunga', 'money', true),
            col('jumlah', 'Jumlah', 'money', true),
          ],
          rows,
          'Tidak Ada Transaksi Hutang',
        ),
      ],
      notes: [],
    };
  },
});
