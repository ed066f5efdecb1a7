/** Reading orders: one with its lines, payments and lent showroom pieces; a page of the list; the counter's kategori. */
import {
  type ParameterPesanan,
  type PesananDoc,
  type PesananListQuery,
  type PesananRow,
  sisaPesanan,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { pembulatanOf } from '../penjualan/penjualan.service.ts';

/** Today's kategori of orders: the active groups with their selling price per gram. */
export async function parameterPesanan(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<ParameterPesanan> {
  const rows = await tx.execute(sql`
    SELECT kode_group, nama_group, harga::bigint AS harga_gram FROM master_group
     WHERE kode_toko = ${kodeToko} AND status_aktif ORDER BY kode_group`);
  return {
    tanggal,
    pembulatan: await pembulatanOf(tx, kodeToko),
    kategori: (rows.rows as { kode_group: string; nama_group: string; harga_gram: string }[]).map((r) => ({
      ...r,
      harga_gram: Number(r.harga_gram),
    })),
  };
}

/** The counter's parameters on the store's day. */
export async function parameterToday(db: Db, kodeToko: string) {
  const d = await one<{ tgl_system: string }>(
    db,
    sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
  );
  return parameterPesanan(db, kodeToko, d?.tgl_system ?? '');
}

const HEAD = sql`
  p.no_pesanan, p.tanggal::text AS tanggal, p.kode_sales, s.nama_sales, p.kode_member, p.nama_customer, p.no_hp,
  p.alamat_customer, p.kode_tukang, t.nama_tukang, p.tgl_estimasi::text AS tgl_estimasi, p.keterangan, p.jumlah_barang,
  p.total_berat::text AS total_berat, p.total_harga::bigint AS total_harga, p.total_akhir::bigint AS total_akhir,
  p.dp::bigint AS dp, p.total_bayar::bigint AS total_bayar, p.kembalian::bigint AS kembalian, p.status, p.status_valid,
  p.tgl_kerjakan::text AS tgl_kerjakan, p.tgl_selesai::text AS tgl_selesai, p.tgl_ambil::text AS tgl_ambil,
  p.no_penjualan, p.batal_alasan, p.batal_by, p.batal_otorisasi, p.batal_dp, p.dp_kembali::bigint AS dp_kembali,
  (SELECT count(*)::int FROM pesanan_contoh c
    WHERE c.kode_toko = p.kode_toko AND c.no_pesanan = p.no_pesanan AND c.status = 'DIPINJAM') AS contoh_dipinjam,
  p.input_by, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM pesanan p
  LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
  LEFT JOIN master_tukang t ON t.kode_toko = p.kode_toko AND t.kode_tukang = p.kode_tukang`;

const n = (v: unknown) => Number(v);
function headRow(r: Record<string, unknown>): PesananRow {
  const total = n(r.total_akhir) > 0 ? n(r.total_akhir) : n(r.total_harga);
  return <PesananRow>{
    ...r,
    jumlah_barang: n(r.jumlah_barang),
    total_harga: n(r.total_harga),
    total_akhir: n(r.total_akhir),
    dp: n(r.dp),
    total_bayar: n(r.total_bayar),
    kembalian: n(r.kembalian),
    dp_kembali: n(r.dp_kembali),
    // cancelled: nothing is owed; picked up: the rest was paid by the pick-up sale
    sisa: r.status === 'BATAL' || r.status === 'DIAMBIL' ? 0 : sisaPesanan(total, n(r.dp)),
  };
}

export async function getPesanan(db: Db, kodeToko: string, no: string): Promise<PesananDoc> {
  const head = await one<Record<string, unknown>>(
    db,
    sql`SELECT ${HEAD} WHERE p.kode_toko = ${kodeToko} AND p.no_pesanan = ${no}`,
  );
  if (!head) throw notFound(`No Pesanan ${no} Tidak Ditemukan`);
  const items = await db.execute(sql`
    SELECT d.seq, d.kode_group, g.nama_group, d.nama_barang, d.deskripsi, d.berat_estimasi::text AS berat_estimasi,
           d.harga_gram::bigint AS harga_gram, d.harga::bigint AS harga, d.berat_asli::text AS berat_asli,
           d.harga_akhir::bigint AS harga_akhir, d.kode_barcode, d.kode_dept
      FROM pesanan_detail d LEFT JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group
     WHERE d.kode_toko = ${kodeToko} AND d.no_pesanan = ${no} ORDER BY d.seq`);
  const payments = await db.execute(sql`
    SELECT b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_kartu, b.fee::bigint AS fee
      FROM pesanan_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
     WHERE b.kode_toko = ${kodeToko} AND b.no_pesanan = ${no} ORDER BY b.seq`);
  const contoh = await db.execute(sql`
    SELECT kode_barcode, nama_barang, berat::text AS berat, kode_gudang, kode_baki, status FROM pesanan_contoh
     WHERE kode_toko = ${kodeToko} AND no_pesanan = ${no} ORDER BY kode_barcode`);
  return {
    ...headRow(head),
    items: (items.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      harga_gram: n(r.harga_gram),
      harga: n(r.harga),
      harga_akhir: n(r.harga_akhir),
    })) as PesananDoc['items'],
    payments: (payments.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      jumlah: n(r.jumlah),
      fee: n(r.fee),
    })) as PesananDoc['payments'],
    contoh: contoh.rows as PesananDoc['contoh'],
  };
}

/** One page of the store's orders of a period (newest first), with the number of all that match. */
export async function listPesanan(db: Db, kodeToko: string, f: PesananListQuery) {
  const q = f.q ? `%${f.q.toUpperCase()}%` : null;
  const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
    AND (${f.status ?? null}::text IS NULL OR p.status = ${f.status ?? null})
    AND (${f.status_valid ?? null}::text IS NULL OR (p.status_valid = ${f.status_valid ?? null} AND p.status <> 'BATAL'))
    AND (${q}::text IS NULL OR p.no_pesanan LIKE ${q} OR p.nama_customer LIKE ${q} OR p.no_hp LIKE ${q})`;
  const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pesanan p WHERE ${where}`);
  const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
     ORDER BY p.tanggal DESC, p.no_pesanan DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
  return { data: (rows.rows as Record<string, unknown>[]).map(headRow), count: count?.n ?? 0 };
}
