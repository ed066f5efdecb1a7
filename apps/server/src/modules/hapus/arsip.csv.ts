/**
 * The CSV of an archive batch (issue 15). A delete batch of PENJUALAN / PEMBELIAN / KEUANGAN is written in the
 * spec §3 import row of its type (header line, one row per active sale/purchase line or cash row, then a TOTAL line
 * because the §5 parser discards the last row), so export → delete → import round-trips. Other batches (import
 * replacements) are written generically: tabel, then the row as JSON.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arsipCte, genericArsipCsv, getArsipBatch, streamCsv } from '../../lib/arsip.ts';
import { storeClock } from '../../lib/store-time.ts';

export const PENJUALAN_CSV = [
  'no_generate',
  'no_faktur_group',
  'no_faktur_group_user',
  'no_faktur_jual',
  'tgl_system',
  'kode_sales',
  'kode_member',
  'nama_customer',
  'no_hp',
  'nama_sales',
  'kadar_cetak',
  'alamat_customer',
  'kode_gudang',
  'kode_baki',
  'kode_barcode',
  'kode_barang',
  'kode_group',
  'kode_dept',
  'kode_marketplace',
  'nama_barang',
  'berat_awal',
  'berat',
  'nama_atribut',
  'berat_atribut',
  'harga_jual',
  'harga_gram',
  'harga_atribut',
  'ongkos',
  'harga_total',
  'input_by',
  'status_kembali',
  'status_valid',
  'status_premi',
  'status_tukar',
  'no_titip_group',
  'no_pesanan',
  'jam',
  'cash_rp',
  'transfer_rp',
  'debet_rp',
  'tukar_rp',
  'credit_rp',
  'total_usd',
  'curr',
  'total_berlian_rp',
] as const;

export const PEMBELIAN_CSV = [
  'no_faktur_group',
  'no_faktur_beli',
  'tgl_system',
  'kode_sales',
  'kode_member',
  'nama_customer',
  'no_hp',
  'alamat_customer',
  'kode_gudang',
  'no_faktur_ext',
  'kode_group',
  'kode_dept',
  'kode_barcode',
  'nama_barang',
  'berat_nota',
  'berat',
  'kadar',
  'cash_rp',
  'harga_nota',
  'harga',
  'harga_rata',
  'kondisi',
  'input_by',
  'status_valid',
  'type_kondisi',
] as const;

export const KAS_CSV = [
  'no_rekening',
  'fee',
  'ppn_rp',
  'no_reff',
  'tanggal',
  'jenis',
  'deskripsi',
  'keterangan',
  'kategori',
  'jumlah_in',
  'jumlah_out',
  'status',
  'input_by',
  'input_date',
  'input_by_cashier',
  'valid_by',
] as const;

const trailer = (width: number) => (n: number) => ['TOTAL', n, ...Array(width - 2).fill('')];

export async function arsipCsv(
  db: Db,
  kodeToko: string,
  batchId: string,
): Promise<{ name: string; body: AsyncGenerator<string> }> {
  const b = await getArsipBatch(db, kodeToko, batchId);
  const range = `${b.tgl_from ?? ''}_${b.tgl_to ?? ''}`;
  const name = `${b.tipe.toLowerCase()}_${kodeToko}_${range}.csv`;
  const cte = (tabel: string, name: string) => arsipCte(kodeToko, batchId, tabel, name);
  const zone = sql`(SELECT time_zone FROM stores WHERE kode_toko = ${kodeToko})`;
  if (b.sumber !== 'DELETE') return { name, body: genericArsipCsv(db, kodeToko, batchId) };

  if (b.tipe === 'PENJUALAN') {
    const q = sql`
      WITH ${cte('penjualan', 'h')}, ${cte('penjualan_detail', 'd')}, ${cte('penjualan_bayar', 'b')}
      SELECT d.no_faktur_jual, h.no_faktur_group, h.no_faktur_group, d.no_faktur_jual, h.tanggal, h.kode_sales,
             h.kode_member, h.nama_customer, h.no_hp, COALESCE(ms.nama_sales, h.kode_sales), d.kadar_cetak,
             h.alamat_customer, d.kode_gudang, d.kode_baki, d.kode_barcode, d.kode_barcode, d.kode_group, d.kode_dept,
             h.kode_marketplace, d.nama_barang, d.berat, d.berat, d.nama_atribut, d.berat_atribut, d.harga_total,
             d.harga_gram, d.harga_atribut, d.ongkos, d.harga_total, h.input_by, 'OPEN', h.status_valid, 'false',
             CASE WHEN COALESCE(p.tukar, 0) > 0 THEN 'true' ELSE 'false' END, COALESCE(p.no_titip, ''), '',
             to_char(${storeClock(sql`h.created_at`, zone)}, 'HH24:MI:SS'),
             (row_number() OVER w = 1)::int * (COALESCE(p.cash, 0) - h.kembalian), (row_number() OVER w = 1)::int * COALESCE(p.transfer, 0),
             (row_number() OVER w = 1)::int * COALESCE(p.debit, 0), (row_number() OVER w = 1)::int * COALESCE(p.tukar, 0), (row_number() OVER w = 1)::int * COALESCE(p.kredit, 0),
             (row_number() OVER w = 1)::int * COALESCE(p.usd, 0), CASE WHEN COALESCE(p.usd, 0) > 0 THEN 'USD' ELSE 'IDR' END, 0
        FROM d
        JOIN h ON h.no_faktur_group = d.no_faktur_group
        LEFT JOIN (SELECT b.no_faktur_group,
                          sum(b.jumlah) FILTER (WHERE b.jenis = 'CASH') AS cash,
                          sum(b.jumlah) FILTER (WHERE b.jenis = 'TRANSFER') AS transfer,
                          sum(b.jumlah) FILTER (WHERE b.jenis = 'DEBIT') AS debit,
                          sum(b.jumlah) FILTER (WHERE b.jenis = 'KREDIT') AS kredit,
                          sum(b.jumlah) FILTER (WHERE b.jenis = 'TUKAR') AS tukar,
                          sum(b.usd) FILTER (WHERE b.jenis = 'USD') AS usd,
                          string_agg(NULLIF(b.no_titip, ''), ' ') AS no_titip
                     FROM b GROUP BY b.no_faktur_group) p
          ON p.no_faktur_group = d.no_faktur_group
        LEFT JOIN master_sales ms ON ms.kode_toko = h.kode_toko AND ms.kode_sales = h.kode_sales
       WHERE h.status = 'AKTIF' AND d.status = 'AKTIF'
      WINDOW w AS (PARTITION BY d.no_faktur_group ORDER BY d._seq)
       ORDER BY d._seq`;
    return { name, body: streamCsv(db, PENJUALAN_CSV, q, trailer(PENJUALAN_CSV.length)) };
  }
  if (b.tipe === 'PEMBELIAN') {
    const q = sql`
      WITH ${cte('pembelian', 'h')}, ${cte('pembelian_detail', 'd')}
      SELECT h.no_faktur_group, d.no_faktur_beli, h.tanggal, h.kode_sales, h.kode_member, h.nama_customer, h.no_hp,
             h.alamat_customer, h.kode_gudang, d.no_faktur_ext, d.kode_group, d.kode_dept, d.kode_barcode,
             d.nama_barang, d.berat_nota, d.berat, d.kadar,
             CASE WHEN h.tukar THEN 0 ELSE d.harga END, d.harga_nota, d.harga, d.harga_rata, d.kode_kondisi,
             h.input_by, h.status_valid, d.type_kondisi
        FROM d
        JOIN h ON h.no_faktur_group = d.no_faktur_group
       WHERE h.status = 'AKTIF'
       ORDER BY d._seq`;
    return { name, body: streamCsv(db, PEMBELIAN_CSV, q, trailer(PEMBELIAN_CSV.length)) };
  }
  const q = sql`
    WITH ${cte('kas', 'k')}
    SELECT k.no_rekening, k.fee, 0, k.no_reff, k.tanggal, k.jenis, k.deskripsi, k.keterangan, k.kategori,
           k.jumlah_in, k.jumlah_out, 'AKTIF', k.input_by, to_char(${storeClock(sql`k.input_date`, zone)}, 'YYYY-MM-DD HH24:MI:SS'),
           k.input_by, ''
      FROM k
     ORDER BY k._seq`;
  return { name, body: streamCsv(db, KAS_CSV, q, trailer(KAS_CSV.length)) };
}
