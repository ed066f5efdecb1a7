/**
 * Buy-back (DOMAIN.md "pembelian", issue 11). A purchase is one transaction: the pieces are locked (a piece this
 * store sold) or created (a manual piece, with a new barcode), priced by the policy of today's buy price less the
 * kondisi and rugi nota deductions (the same domain function as the counter), paid out through the cash book,
 * and moved into sorting (SORTIR) in the item ledger (`BELI`). A retried submit (same Idempotency-Key) answers
 * the first purchase. Cancelling needs a supervisor and is possible only while every piece is still in sorting.
 * The write and the cancel, as named steps: pembelian.create.ts, pembelian.cancel.ts.
 */
import {
  type ALASAN_BATAL_BELI,
  type OtorisasiRef,
  type PembelianDoc,
  type PembelianInput,
  type PembelianRow,
  padBarcode,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inWriteTx } from '../../db/request-tx.ts';
import { one } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { cancelBuyBack } from './pembelian.cancel.ts';
import { createBuyBack } from './pembelian.create.ts';
import { parameterBeli, type SoldLine, soldLines } from './pembelian.read.ts';

type Actor = { kode_toko: string; user_id: string };

/** A purchase's header as the list and the record answer it, with its sales person's name. */
const PURCHASE_HEAD =
  sql.raw(`SELECT p.no_faktur_group, p.tanggal::text AS tanggal, p.kode_sales, s.nama_sales, p.kode_member,
         p.nama_customer, p.no_hp, p.alamat_customer, p.kode_gudang, p.kode_baki, p.jumlah_barang,
         p.total_berat::text AS total_berat, p.total_harga::bigint AS total_harga, p.status, p.status_valid, p.batal_alasan,
         p.batal_by, p.no_penjualan, p.tukar, p.input_by,
         to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM pembelian p
    LEFT JOIN master_sales s ON s.kode_toko = p.kode_toko AND s.kode_sales = p.kode_sales`);

/** One page of the store's purchases of a period (newest first), with the number of all that match. */
async function purchasePage(
  db: Db,
  kodeToko: string,
  f: {
    tgl_from: string;
    tgl_to: string;
    q?: string;
    status?: string;
    status_valid?: string;
    skip: number;
    limit: number;
  },
) {
  const q = f.q ? `%${f.q.toUpperCase()}%` : null;
  const where = sql`p.kode_toko = ${kodeToko} AND p.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
    AND (${f.status ?? null}::text IS NULL OR p.status = ${f.status ?? null})
    AND (${f.status_valid ?? null}::text IS NULL OR p.status_valid = ${f.status_valid ?? null})
    AND (${q}::text IS NULL OR p.no_faktur_group LIKE ${q} OR p.nama_customer LIKE ${q} OR EXISTS (
          SELECT 1 FROM pembelian_detail d WHERE d.kode_toko = p.kode_toko AND d.no_faktur_group = p.no_faktur_group
             AND (d.kode_barcode LIKE ${q} OR d.nama_barang LIKE ${q})))`;
  const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pembelian p WHERE ${where}`);
  const rows = await db.execute(sql`
    ${PURCHASE_HEAD}
     WHERE ${where}
     ORDER BY p.tanggal DESC, p.no_faktur_group DESC
     OFFSET ${f.skip} LIMIT ${f.limit}`);
  return {
    data: (rows.rows as Record<string, unknown>[]).map(
      (r) => <PembelianRow>{ ...r, total_harga: Number(r.total_harga) },
    ),
    count: count?.n ?? 0,
  };
}

/** One purchase with its lines and payments (NOTA PEMBELIAN). */
async function purchaseDoc(db: Db, kodeToko: string, no: string): Promise<PembelianDoc> {
  const head = await one<Record<string, unknown>>(
    db,
    sql`
    ${PURCHASE_HEAD}
     WHERE p.kode_toko = ${kodeToko} AND p.no_faktur_group = ${no}`,
  );
  if (!head) throw notFound(`No Faktur ${no} Tidak Ditemukan`);
  const items = await db.execute(sql`
    SELECT no_faktur_beli, kode_barcode, no_faktur_ext, kode_group, kode_dept, nama_barang, kadar::text AS kadar,
           berat_nota::text AS berat_nota, berat::text AS berat, kode_kondisi, type_kondisi, ada_nota,
           harga_nota::bigint AS harga_nota, harga_beli_gram::bigint AS harga_beli_gram, harga_rata::bigint AS harga_rata,
           harga_policy::bigint AS harga_policy, harga::bigint AS harga
      FROM pembelian_detail WHERE kode_toko = ${kodeToko} AND no_faktur_group = ${no} ORDER BY no_faktur_beli`);
  const payments = await db.execute(sql`
    SELECT b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_rekening_customer,
           b.nama_bank_customer
      FROM pembelian_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
     WHERE b.kode_toko = ${kodeToko} AND b.no_faktur_group = ${no} ORDER BY b.seq`);
  const n = (v: unknown) => Number(v);
  return <PembelianDoc>{
    ...head,
    jumlah_barang: n(head.jumlah_barang),
    total_harga: n(head.total_harga),
    items: (items.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      harga_nota: n(r.harga_nota),
      harga_beli_gram: n(r.harga_beli_gram),
      harga_rata: n(r.harga_rata),
      harga_policy: n(r.harga_policy),
      harga: n(r.harga),
    })),
    payments: (payments.rows as Record<string, unknown>[]).map((r) => ({ ...r, jumlah: n(r.jumlah) })),
  };
}

export function createPembelianService(db: Db) {
  const get = (kodeToko: string, no: string) => purchaseDoc(db, kodeToko, no);

  /** Sold pieces found by a barcode or an invoice number (a visit's `no_faktur_group` or one line's number). */
  async function lookup(kodeToko: string, q: string) {
    const s = q.trim().toUpperCase();
    const where = /^\d+$/.test(s)
      ? sql`d.kode_barcode = ${padBarcode(s)}`
      : sql`(d.no_faktur_group = ${s} OR d.no_faktur_jual = ${s})`;
    const rows = (await db.execute(soldLines(kodeToko, where))).rows as SoldLine[];
    return rows.map((r) => ({ ...r, harga_nota: Number(r.harga_nota) }));
  }

  async function parameter(kodeToko: string) {
    const d = await one<{ tgl_system: string }>(
      db,
      sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
    );
    return parameterBeli(db, kodeToko, d?.tgl_system ?? '');
  }

  async function create(a: Actor, input: PembelianInput): Promise<PembelianDoc> {
    // in the request's write transaction (the key row, the purchase and its answer commit together): inWriteTx
    return inWriteTx(db, (tx, client) => createBuyBack(tx, client, a, input));
  }

  /** Cancels a purchase (supervisor, reason from the list) while every piece is still in sorting. */
  async function cancel(a: Actor, no: string, alasan: (typeof ALASAN_BATAL_BELI)[number], o: OtorisasiRef) {
    await db.transaction((tx) => cancelBuyBack(tx, a, no, alasan, o));
    return get(a.kode_toko, no);
  }

  /** Validation by a supervisor: OPEN purchases of this store become DONE. */
  async function validate(a: Actor, nomor: readonly string[]) {
    return db.transaction(async (tx) => {
      const res = await tx.execute(sql`
        UPDATE pembelian SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
         WHERE kode_toko = ${a.kode_toko} AND no_faktur_group = ANY(${sql.param([...nomor])}::text[])
           AND status_valid = 'OPEN'
        RETURNING no_faktur_group`);
      return { jumlah: res.rows.length };
    });
  }

  const list = (kodeToko: string, f: Parameters<typeof purchasePage>[2]) => purchasePage(db, kodeToko, f);
  return { get, lookup, parameter, create, cancel, list, validate };
}
