/**
 * The orders' section of the end-of-day report (issue 13): orders taken, sent to the craftsman, finished, picked up
 * and cancelled on the day, the down payments the cash book took and paid back (kategori PESANAN), the DPs drawn by
 * the day's pick-up sales, and what stays open (orders and sample pieces still lent).
 */
import { sql } from 'drizzle-orm';
import { storeDate } from '../../lib/store-time.ts';
import { col, figOf, registerEodSection, rowsOf, table } from '../eod/eod-sections.ts';

type Num = number | string;

registerEodSection({
  key: 'pesanan',
  title: 'Pesanan',
  order: 35,
  build: async (tx, { kode_toko, tanggal }) => {
    const [h] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT count(*) FILTER (WHERE p.tanggal = ${tanggal})::int AS baru,
             COALESCE(sum(p.total_harga) FILTER (WHERE p.tanggal = ${tanggal}), 0)::bigint AS total_baru,
             count(*) FILTER (WHERE p.tgl_kerjakan = ${tanggal})::int AS dikerjakan,
             count(*) FILTER (WHERE p.tgl_selesai = ${tanggal})::int AS selesai,
             count(*) FILTER (WHERE p.tgl_ambil = ${tanggal} AND p.status = 'DIAMBIL')::int AS diambil,
             COALESCE(sum(p.dp) FILTER (WHERE p.tgl_ambil = ${tanggal} AND p.status = 'DIAMBIL'), 0)::bigint AS dp_dipakai,
             count(*) FILTER (WHERE p.status = 'BATAL'
                                AND ${storeDate(sql`p.batal_at`, sql`s.time_zone`)} = ${tanggal})::int AS batal,
             count(*) FILTER (WHERE p.status IN ('DIPESAN', 'DIKERJAKAN', 'SELESAI'))::int AS terbuka,
             (SELECT count(*) FROM pesanan_contoh c WHERE c.kode_toko = ${kode_toko} AND c.status = 'DIPINJAM')::int
               AS contoh_dipinjam
        FROM pesanan p JOIN stores s ON s.kode_toko = p.kode_toko
       WHERE p.kode_toko = ${kode_toko}`,
    );
    // the cash book's own rows: DPs in (less change) and refunds out
    const [k] = await rowsOf<Record<string, Num>>(
      tx,
      sql`
      SELECT (COALESCE(sum(jumlah_in), 0)
              - COALESCE(sum(jumlah_out) FILTER (WHERE deskripsi = 'KEMBALIAN DP PESANAN'), 0))::bigint AS dp_masuk,
             COALESCE(sum(jumlah_out) FILTER (WHERE deskripsi = 'PENGEMBALIAN DP PESANAN'), 0)::bigint AS dp_kembali
        FROM kas WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} AND kategori = 'PESANAN'`,
    );
    const rows = await rowsOf(
      tx,
      sql`
      SELECT p.no_pesanan, p.nama_customer, p.status, p.tgl_estimasi::text AS tgl_estimasi, p.total_harga, p.dp
        FROM pesanan p WHERE p.kode_toko = ${kode_toko} AND p.tanggal = ${tanggal} ORDER BY p.no_pesanan`,
    );
    return {
      figures: [
        figOf(h, 'baru', 'Pesanan Baru', 'int'),
        figOf(h, 'total_baru', 'Nilai Pesanan Baru', 'money'),
        figOf(k, 'dp_masuk', 'DP Diterima', 'money'),
        figOf(k, 'dp_kembali', 'DP Dikembalikan', 'money'),
        figOf(h, 'dikerjakan', 'Dikirim Ke Tukang', 'int'),
        figOf(h, 'selesai', 'Selesai', 'int'),
        figOf(h, 'diambil', 'Diambil', 'int'),
        figOf(h, 'dp_dipakai', 'DP Dipakai Penjualan', 'money'),
        figOf(h, 'batal', 'Batal', 'int'),
        figOf(h, 'terbuka', 'Pesanan Belum Diambil', 'int'),
        figOf(h, 'contoh_dipinjam', 'Barang Contoh Dipinjam', 'int'),
      ],
      tables: [
        table(
          'baru',
          'Pesanan Baru',
          [
            col('no_pesanan', 'No Pesanan'),
            col('nama_customer', 'Customer'),
            col('tgl_estimasi', 'Estimasi Selesai', 'date'),
            col('status', 'Status'),
            col('total_harga', 'Total', 'money', true),
            col('dp', 'DP', 'money', true),
          ],
          rows,
          'Tidak Ada Pesanan Baru',
        ),
      ],
      notes: [],
    };
  },
});
