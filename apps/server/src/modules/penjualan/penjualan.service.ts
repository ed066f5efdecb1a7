/**
 * The sales counter (DOMAIN.md "penjualan"). A sale is one transaction: the pieces are locked and marked sold in
 * the ledger, prices computed from the group's price per gram and the store's rounding, payments checked to the
 * rupiah, invoice numbers assigned, cash-book rows written, deposits drawn down, member points earned. A retried
 * submit (same Idempotency-Key) answers the first sale. The write itself, as named steps: penjualan.create.ts.
 */
import { nonZero, type OtorisasiRef, type SaleInput, type SalePage, type saleRecordSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { inWriteTx } from '../../db/request-tx.ts';
import { notFound } from '../../lib/errors.ts';
import { settings } from '../../lib/settings.ts';
import { cancelSale } from './penjualan.cancel.ts';
import { createSale } from './penjualan.create.ts';

export { groupHilang } from './penjualan.create.ts';
export { MSG_TITIP_DP } from './penjualan.deposits.ts';

type Actor = { kode_toko: string; user_id: string };

async function one<T>(tx: Tx | Db, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** The store's price rounding step (PEMBULATAN; a 0 reads as the default). */
export async function pembulatanOf(tx: Tx | Db, kodeToko: string): Promise<number> {
  return nonZero('PEMBULATAN', await settings.get(tx, kodeToko, 'PEMBULATAN'));
}

/** One page of the sales of a date range (newest first) with how many match and the totals of every match. */
async function salesPage(
  db: Db,
  kodeToko: string,
  q: {
    tgl_from: string;
    tgl_to: string;
    q?: string;
    kode_sales?: string;
    status?: string;
    status_valid?: string;
    skip: number;
    limit: number;
  },
): Promise<SalePage> {
  const text = q.q?.trim().toUpperCase();
  const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
       ${q.kode_sales ? sql`AND p.kode_sales = ${q.kode_sales}` : sql``}
       ${q.status ? sql`AND p.status = ${q.status}` : sql``}
       ${q.status_valid ? sql`AND p.status_valid = ${q.status_valid}` : sql``}
       ${
         text
           ? sql`AND (p.no_faktur_group LIKE ${`%${text}%`} OR p.nama_customer LIKE ${`%${text}%`} OR p.no_hp LIKE ${`%${text}%`}
                 OR EXISTS (SELECT 1 FROM penjualan_detail d WHERE d.kode_toko = p.kode_toko AND d.no_faktur_group = p.no_faktur_group AND d.kode_barcode LIKE ${`%${text}`}))`
           : sql``
       }`;
  const rows = await db.execute(sql`
    SELECT p.no_faktur_group, p.tanggal, p.created_at, p.kode_sales, p.kode_member, p.nama_customer, p.no_hp, p.kode_marketplace,
           p.jumlah_barang, p.total_berat::float8 AS total_berat, p.total_harga, p.total_bayar, p.kembalian, p.status,
           p.status_valid, p.valid_by, p.input_by, p.batal_alasan
      FROM penjualan p WHERE ${where}
     ORDER BY p.created_at DESC, p.no_faktur_group DESC LIMIT ${q.limit} OFFSET ${q.skip}`);
  const sum = (
    await db.execute(sql`
    SELECT count(*)::int AS count, count(*) FILTER (WHERE p.status = 'AKTIF')::int AS aktif,
           coalesce(sum(p.total_berat) FILTER (WHERE p.status = 'AKTIF'), 0)::float8 AS berat,
           coalesce(sum(p.total_harga) FILTER (WHERE p.status = 'AKTIF'), 0)::bigint AS harga
      FROM penjualan p WHERE ${where}`)
  ).rows[0] as { count: number; aktif: number; berat: number; harga: number };
  return {
    data: rows.rows as SalePage['data'],
    count: sum.count,
    summary: { aktif: sum.aktif, berat: sum.berat, harga: sum.harga },
  };
}

export function createPenjualanService(db: Db) {
  async function get(kodeToko: string, no: string) {
    const head = await one<Record<string, unknown>>(
      db,
      sql`
      SELECT p.*, p.total_berat::float8 AS total_berat, s.nama_sales, m.nama_marketplace
        FROM penjualan p
        LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales
        LEFT JOIN master_marketplace m ON m.kode_toko = p.kode_toko AND m.kode_marketplace = p.kode_marketplace
       WHERE p.kode_toko = ${kodeToko} AND p.no_faktur_group = ${no}`,
    );
    if (!head) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
    const items = await db.execute(sql`
      SELECT no_faktur_jual, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat::float8 AS berat,
             kadar::float8 AS kadar, kadar_cetak, nama_atribut, berat_atribut::float8 AS berat_atribut, harga_gram, ongkos,
             harga_atribut, harga_hitung, harga_total, status
        FROM penjualan_detail WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} ORDER BY no_faktur_jual`);
    const payments = await db.execute(sql`
      SELECT b.seq, b.jenis, b.jumlah, b.no_rekening, r.nama_rekening, r.kode_bank, b.no_kartu, b.fee, b.usd::float8 AS usd, b.kurs,
             b.no_titip, b.no_ref
        FROM penjualan_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
       WHERE b.kode_toko = ${kodeToko} AND b.no_faktur_group = ${no} ORDER BY b.seq`);
    return { ...head, items: items.rows, payments: payments.rows } as z.output<typeof saleRecordSchema>;
  }

  // A retried submit (same Idempotency-Key) is answered once by the request's write transaction (idempotency plugin):
  // the key row, the sale and its answer commit together.
  async function create(a: Actor, input: SaleInput) {
    return inWriteTx(db, (tx, client) => createSale(tx, client, a, input));
  }

  async function cancel(a: Actor, no: string, o: OtorisasiRef) {
    await db.transaction((tx) => cancelSale(tx, a, no, o));
    return get(a.kode_toko, no);
  }

  async function validate(a: Actor, nomor: string[]) {
    const res = await db.execute(sql`
      UPDATE penjualan SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
       WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ANY(${sql.param(nomor)}::text[]) AND status_valid = 'OPEN'
       RETURNING no_faktur_group`);
    return { jumlah: res.rows.length };
  }

  const page = (kodeToko: string, q: Parameters<typeof salesPage>[2]) => salesPage(db, kodeToko, q);
  return { create, get, page, cancel, validate };
}
