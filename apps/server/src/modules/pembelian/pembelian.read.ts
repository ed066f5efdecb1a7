/**
 * What a buy-back reads before it is written: the store's buy-back parameters of the day (buy price and rugi nota per
 * group, jenis, kondisi, rounding) and the sold lines of pieces still the customer's — for the counter's lookup and
 * for the write.
 */
import type { JenisPotongan, ParameterBeli } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pembulatanOf } from '../penjualan/penjualan.service.ts';

/** Today's buy-back parameters of a store: buy price per gram and rugi nota per group, kondisi, jenis, rounding. */
export async function parameterBeli(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<ParameterBeli> {
  const groups = await tx.execute(sql`
    SELECT g.kode_group, g.nama_group,
           (SELECT h.harga_beli::bigint FROM master_harga_emas h
             WHERE h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group AND h.tanggal <= ${tanggal}
             ORDER BY h.tanggal DESC LIMIT 1) AS harga_beli_gram,
           r.type AS rugi_type, r.nilai::text AS rugi_nilai
      FROM master_group g
      LEFT JOIN master_rugi_nota r ON r.kode_toko = g.kode_toko AND r.kode_group = g.kode_group
     WHERE g.kode_toko = ${kodeToko} AND g.status_aktif
     ORDER BY g.kode_group`);
  const jenis = await tx.execute(sql`
    SELECT kode_dept, nama_dept, kode_group FROM master_jenis WHERE kode_toko = ${kodeToko} AND status_aktif
     ORDER BY kode_dept`);
  const kondisi = await tx.execute(sql`
    SELECT kode_kondisi, type_kondisi, COALESCE(potongan_nota, 0)::text AS potongan_nota,
           COALESCE(potongan_tanpa_nota, 0)::text AS potongan_tanpa_nota
      FROM master_kondisi_pembelian WHERE kode_toko = ${kodeToko} ORDER BY kode_kondisi`);
  type G = {
    kode_group: string;
    nama_group: string;
    harga_beli_gram: string | number | null;
    rugi_type: JenisPotongan | null;
    rugi_nilai: string | null;
  };
  return {
    tanggal,
    pembulatan: await pembulatanOf(tx, kodeToko),
    groups: (groups.rows as G[]).map((g) => ({
      kode_group: g.kode_group,
      nama_group: g.nama_group,
      harga_beli_gram: g.harga_beli_gram === null ? null : Number(g.harga_beli_gram),
      rugi_nota: g.rugi_type ? { type: g.rugi_type, nilai: g.rugi_nilai ?? '0' } : null,
    })),
    jenis: jenis.rows as ParameterBeli['jenis'],
    kondisi: kondisi.rows as ParameterBeli['kondisi'],
  };
}

export type SoldLine = {
  kode_barcode: string;
  no_faktur_ext: string;
  tanggal_jual: string;
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  kadar: string;
  berat_nota: string;
  harga_nota: number;
};

/** The sold lines of pieces that are still the customer's (sold, not cancelled, not bought back yet). */
export const soldLines = (kodeToko: string, where: ReturnType<typeof sql>) => sql`
  SELECT d.kode_barcode, d.no_faktur_jual AS no_faktur_ext, d.tanggal::text AS tanggal_jual, d.kode_group, d.kode_dept,
         d.nama_barang, d.kadar::text AS kadar, d.berat::text AS berat_nota, d.harga_total::bigint AS harga_nota
    FROM penjualan_detail d
    JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group AND p.status = 'AKTIF'
    JOIN barang b ON b.kode_toko = d.kode_toko AND b.id = d.barang_id AND b.status = 'TERJUAL'
   WHERE d.kode_toko = ${kodeToko} AND d.status = 'AKTIF' AND ${where}
   ORDER BY d.no_faktur_jual`;
