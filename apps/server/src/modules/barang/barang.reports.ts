/** Queries of the goods reports declared in `@kilau/domain` (stock.reports.ts). */
import { type SQL, sql } from 'drizzle-orm';
import { registerReportQuery } from '../reports/report-registry.ts';

type Q = Record<string, string | undefined>;

const opt = (column: string, value: string | undefined): SQL =>
  value ? sql` AND ${sql.raw(column)} = ${value}` : sql``;

function movements(jenis: string, gudangColumn: 'l.ke_gudang' | 'l.dari_gudang') {
  return (kodeToko: string, q: Q) => sql`
    SELECT l.tanggal, l.kode_barcode, b.nama_barang, l.kode_group, l.kode_dept, l.dari_gudang, l.dari_baki, l.ke_gudang,
           l.ke_baki, b.kadar_cetak, l.berat::float8 AS berat, b.ongkos, l.no_ref, l.keterangan, l.user_id, l.at
      FROM barang_ledger l JOIN barang b ON b.kode_toko = l.kode_toko AND b.id = l.barang_id
     WHERE l.kode_toko = ${kodeToko} AND l.jenis = ${jenis} AND l.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt(gudangColumn, q.kode_gudang)} ${opt('l.kode_group', q.kode_group)}
     ORDER BY l.tanggal, l.id`;
}

registerReportQuery('tambah-barang', movements('TAMBAH', 'l.ke_gudang'));
registerReportQuery('terima-barang', movements('TERIMA', 'l.ke_gudang'));
registerReportQuery('pindah-barang', movements('PINDAH', 'l.ke_gudang'));

/** Melts with the supervisor who authorized them: the otorisasi recorded with the melt's HC number. */
registerReportQuery(
  'hancur-barang',
  (kodeToko, q) => sql`
    SELECT l.tanggal, l.kode_barcode, b.nama_barang, l.kode_group, l.kode_dept, l.dari_gudang, l.dari_baki, l.no_ref,
           l.keterangan, l.berat::float8 AS berat, l.user_id, o.otorisasi_by, l.at
      FROM barang_ledger l JOIN barang b ON b.kode_toko = l.kode_toko AND b.id = l.barang_id
      LEFT JOIN LATERAL (
        SELECT x.otorisasi_by FROM otorisasi x
         WHERE x.kode_toko = l.kode_toko AND x.tanggal = l.tanggal AND x.jenis = 'HANCUR' AND x.no_ref = l.no_ref
           AND l.no_ref <> ''
         ORDER BY x.id LIMIT 1) o ON true
     WHERE l.kode_toko = ${kodeToko} AND l.jenis = 'HANCUR' AND l.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt('l.dari_gudang', q.kode_gudang)} ${opt('l.kode_group', q.kode_group)}
     ORDER BY l.tanggal, l.id`,
);
registerReportQuery(
  'barang-detail',
  (kodeToko, q) => sql`
    SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar_cetak, berat::float8 AS berat,
           berat_atribut::float8 AS berat_atribut, ongkos, tgl_masuk
      FROM barang WHERE kode_toko = ${kodeToko} AND status = 'STOCK'
           ${opt('kode_gudang', q.kode_gudang)} ${opt('kode_baki', q.kode_baki)} ${opt('kode_group', q.kode_group)}
     ORDER BY kode_gudang, kode_baki, kode_barcode`,
);

registerReportQuery(
  'barang-summary',
  (kodeToko, q) => sql`
    SELECT tanggal, kode_gudang, kode_group, kode_dept, stock_awal, berat_awal::float8 AS berat_awal, stock_in,
           berat_in::float8 AS berat_in, stock_out, berat_out::float8 AS berat_out, stock_tambah,
           berat_tambah::float8 AS berat_tambah, stock_hancur, berat_hancur::float8 AS berat_hancur, stock_jual,
           berat_jual::float8 AS berat_jual, stock_beli, berat_beli::float8 AS berat_beli, stock_akhir,
           berat_akhir::float8 AS berat_akhir
      FROM barang_summary WHERE kode_toko = ${kodeToko} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt('kode_gudang', q.kode_gudang)} ${opt('kode_group', q.kode_group)}
     ORDER BY tanggal, kode_gudang, kode_group, kode_dept`,
);

registerReportQuery(
  'buku-berlian',
  (kodeToko, q) => sql`
    SELECT b.kode_barcode, b.nama_barang, b.jenis_batu, b.kode_shape, b.kode_color, b.kode_clarity, b.kode_cutgrade,
           b.no_sertifikat, b.berat_atribut::float8 AS berat_atribut, b.berat::float8 AS berat, b.harga_jual, b.status
      FROM barang b JOIN master_group g ON g.kode_toko = b.kode_toko AND g.kode_group = b.kode_group
     WHERE b.kode_toko = ${kodeToko} AND g.jenis_group = 'BERLIAN' AND b.status NOT IN ('HANCUR', 'TERKIRIM')
           ${opt('b.kode_gudang', q.kode_gudang)}
     ORDER BY b.kode_barcode`,
);

registerReportQuery(
  'timbang-baki',
  (kodeToko, q) => sql`
    SELECT tanggal, kode_gudang, kode_baki, jumlah_barang, berat_seharusnya::float8 AS berat_seharusnya,
           berat_timbang::float8 AS berat_timbang, selisih::float8 AS selisih, status, input_by, at
      FROM timbang_baki WHERE kode_toko = ${kodeToko} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt('kode_gudang', q.kode_gudang)}
     ORDER BY tanggal, kode_baki, at`,
);

registerReportQuery(
  'terima-barang-supplier',
  (kodeToko, q) => sql`
    SELECT tanggal, no_penerimaan, supplier, no_faktur, kode_group, kadar::float8 AS kadar, berat::float8 AS berat,
           harga_gram, total
      FROM penerimaan_supplier WHERE kode_toko = ${kodeToko} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt('kode_group', q.kode_group)}
     ORDER BY tanggal, no_penerimaan`,
);
