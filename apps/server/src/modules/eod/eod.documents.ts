/**
 * End-of-day sections for the counter's documents of the day: the sales, the buy-backs and the deposits (with their
 * cancellations). Registered in eod-sections.ts; read inside the close transaction.
 */
import { sql } from 'drizzle-orm';
import { col, figOf, registerEodSection, rowsOf, table } from './eod-sections.ts';

type Num = number | string;

registerEodSection({
  key: 'penjualan',
  title: 'Penjualan',
  order: 10,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE status = 'AKTIF')::int AS transaksi,
             COALESCE(sum(jumlah_barang) FILTER (WHERE status = 'AKTIF'), 0)::int AS barang,
             COALESCE(sum(total_berat) FILTER (WHERE status = 'AKTIF'), 0)::numeric(14, 3)::text AS berat,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF'), 0)::bigint AS total,
             count(*) FILTER (WHERE status = 'BATAL')::int AS batal,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'BATAL'), 0)::bigint AS total_batal
        FROM penjualan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}`,
    );
    const perGroup = await rowsOf(
      tx,
      sql`
      SELECT d.kode_group, COALESCE(g.nama_group, '') AS nama_group, count(*)::int AS barang,
             sum(d.berat)::numeric(14, 3)::text AS berat, sum(d.harga_total)::bigint AS total
        FROM penjualan_detail d
        JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
        LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
       WHERE d.kode_toko = ${kode_toko} AND p.tanggal = ${tanggal} AND p.status = 'AKTIF'
       GROUP BY d.kode_group, g.nama_group ORDER BY d.kode_group`,
    );
    const batal = await rowsOf(
      tx,
      sql`
      SELECT no_faktur_group, nama_customer, total_harga, COALESCE(batal_alasan, '') AS batal_alasan,
             COALESCE(batal_by, '') AS batal_by, COALESCE(batal_otorisasi, '') AS batal_otorisasi
        FROM penjualan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND status = 'BATAL'
       ORDER BY no_faktur_group`,
    );
    return {
      figures: [
        figOf(h, 'transaksi', 'Jumlah Transaksi', 'int'),
        figOf(h, 'barang', 'Jumlah Barang', 'int'),
        figOf(h, 'berat', 'Total Berat', 'weight'),
        figOf(h, 'total', 'Total Penjualan', 'money'),
        figOf(h, 'batal', 'Transaksi Batal', 'int'),
        figOf(h, 'total_batal', 'Total Batal', 'money'),
      ],
      tables: [
        table(
          'per_group',
          'Penjualan Per Group',
          [
            col('kode_group', 'Group'),
            col('nama_group', 'Nama Group'),
            col('barang', 'Qty', 'int', true),
            col('berat', 'Berat', 'weight', true),
            col('total', 'Total', 'money', true),
          ],
          perGroup,
          'Tidak Ada Penjualan',
        ),
        table(
          'batal',
          'Penjualan Batal',
          [
            col('no_faktur_group', 'No Faktur'),
            col('nama_customer', 'Customer'),
            col('total_harga', 'Total', 'money', true),
            col('batal_alasan', 'Alasan'),
            col('batal_by', 'Dibatalkan Oleh'),
            col('batal_otorisasi', 'Otorisasi'),
          ],
          batal,
          'Tidak Ada Penjualan Batal',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'pembelian',
  title: 'Pembelian',
  order: 20,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE status = 'AKTIF')::int AS transaksi,
             COALESCE(sum(jumlah_barang) FILTER (WHERE status = 'AKTIF'), 0)::int AS barang,
             COALESCE(sum(total_berat) FILTER (WHERE status = 'AKTIF'), 0)::numeric(14, 3)::text AS berat,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF'), 0)::bigint AS total,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'AKTIF' AND tukar), 0)::bigint AS total_tukar,
             count(*) FILTER (WHERE status = 'BATAL')::int AS batal,
             COALESCE(sum(total_harga) FILTER (WHERE status = 'BATAL'), 0)::bigint AS total_batal
        FROM pembelian WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}`,
    );
    const list = await rowsOf(
      tx,
      sql`
      SELECT no_faktur_group, nama_customer, CASE WHEN tukar THEN 'TUKAR' ELSE 'BELI' END AS jenis, status,
             jumlah_barang, total_berat::text AS total_berat, total_harga
        FROM pembelian WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
       ORDER BY no_faktur_group`,
    );
    return {
      figures: [
        figOf(h, 'transaksi', 'Jumlah Transaksi', 'int'),
        figOf(h, 'barang', 'Jumlah Barang', 'int'),
        figOf(h, 'berat', 'Total Berat', 'weight'),
        figOf(h, 'total', 'Total Pembelian', 'money'),
        figOf(h, 'total_tukar', 'Dari Tukar Penjualan', 'money'),
        figOf(h, 'batal', 'Transaksi Batal', 'int'),
        figOf(h, 'total_batal', 'Total Batal', 'money'),
      ],
      tables: [
        table(
          'daftar',
          'Daftar Pembelian',
          [
            col('no_faktur_group', 'No Faktur'),
            col('nama_customer', 'Customer'),
            col('jenis', 'Jenis'),
            col('status', 'Status'),
            col('jumlah_barang', 'Qty', 'int'),
            col('total_berat', 'Berat', 'weight'),
            col('total_harga', 'Total', 'money'),
          ],
          list,
          'Tidak Ada Pembelian',
        ),
      ],
      notes: [],
    };
  },
});

registerEodSection({
  key: 'titipan',
  title: 'Titipan',
  order: 30,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT (SELECT count(*) FROM titipan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal})::int AS baru,
             (SELECT COALESCE(sum(jumlah), 0) FROM titipan WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal})::bigint
               AS jumlah_baru,
             -- drawn by the day's sales that still stand (a cancelled sale gave its draw back)
             (SELECT COALESCE(sum(b.jumlah), 0) FROM penjualan_bayar b
                JOIN penjualan p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group
               WHERE b.kode_toko = ${kode_toko} AND p.tanggal = ${tanggal} AND p.status = 'AKTIF' AND b.jenis = 'TITIPAN')::bigint
               AS terpakai,
             -- paid back to customers today: refunds, and draws of cancelled sales on refunded deposits
             (SELECT COALESCE(sum(jumlah_out), 0) FROM kas WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
                 AND kategori = 'TITIPAN')::bigint AS dikembalikan,
             (SELECT COALESCE(sum(jumlah - terpakai - dikembalikan), 0) FROM titipan
               WHERE kode_toko = ${kode_toko} AND status = 'AKTIF' AND tanggal <= ${tanggal})::bigint AS sisa_aktif`,
    );
    const baru = await rowsOf(
      tx,
      sql`
      SELECT no_titip, nama_customer, jenis, no_rekening, jumlah, status FROM titipan
       WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} ORDER BY no_titip`,
    );
    return {
      figures: [
        figOf(h, 'baru', 'Titipan Baru', 'int'),
        figOf(h, 'jumlah_baru', 'Jumlah Titipan Baru', 'money'),
        figOf(h, 'terpakai', 'Terpakai Penjualan', 'money'),
        figOf(h, 'dikembalikan', 'Dikembalikan', 'money'),
        figOf(h, 'sisa_aktif', 'Sisa Titipan Aktif', 'money'),
      ],
      tables: [
        table(
          'baru',
          'Titipan Baru',
          [
            col('no_titip', 'No Titip'),
            col('nama_customer', 'Customer'),
            col('jenis', 'Jenis'),
            col('no_rekening', 'Rekening'),
            col('status', 'Status'),
            col('jumlah', 'Jumlah', 'money', true),
          ],
          baru,
          'Tidak Ada Titipan Baru',
        ),
      ],
      notes: [],
    };
  },
});
