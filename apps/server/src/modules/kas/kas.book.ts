/**
 * The cash and bank book's reads: a day's book of the drawer (no_rekening '') or a store account with its running
 * balance, one document's rows, and the balances of the drawer and every account on a day — with the row shape and
 * the small readers the writes and the drawer count share.
 */
import { type KasBukuRow, type KasDoc, type KasPage, MSG_KAS, type SaldoRekeningList } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

export type Actor = { kode_toko: string; user_id: string };
export const LACI = '';

export async function one<T>(tx: Tx | Db, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** Documents written by hand here (doc kinds KAS and BANK): the only ones a supervisor may reverse here. */
export const manualExpr = (kodeToko: string) =>
  sql`(k.batal_of IS NULL AND (k.no_reff LIKE ${`${kodeToko}-KAS-%`} OR k.no_reff LIKE ${`${kodeToko}-BANK-%`}))`;

/** The columns of a book row (`k` = kas), the running balance given as `saldo`. */
const rowCols = (kodeToko: string) => sql`
  k.id, k.tanggal::text AS tanggal, k.input_date, k.no_reff, k.jenis, k.kategori, mk.nama_kategori, k.deskripsi,
  k.keterangan, k.alasan, k.no_rekening, k.jumlah_in::bigint AS jumlah_in, k.jumlah_out::bigint AS jumlah_out,
  k.fee::bigint AS fee, k.batal_of, k.input_by,
  EXISTS (SELECT 1 FROM kas b WHERE b.kode_toko = k.kode_toko AND b.batal_of = k.id) AS dibatalkan,
  ${manualExpr(kodeToko)} AS manual`;

const toRow = (r: Record<string, unknown>): KasBukuRow =>
  <KasBukuRow>{
    ...r,
    id: Number(r.id),
    jumlah_in: Number(r.jumlah_in),
    jumlah_out: Number(r.jumlah_out),
    fee: Number(r.fee),
    saldo: Number(r.saldo ?? 0),
    batal_of: r.batal_of === null ? null : Number(r.batal_of),
  };

/** The store's shop day (tgl_system). */
export async function hariToko(db: Db | Tx, kodeToko: string): Promise<string> {
  const r = await one<{ d: string }>(db, sql`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = ${kodeToko}`);
  if (!r) throw notFound('Toko Tidak Ditemukan');
  return r.d;
}

/** A book's balance after every row of it up to and including a day. */
export async function saldoSampai(tx: Tx | Db, kodeToko: string, noRekening: string, tanggal: string): Promise<number> {
  const r = await one<{ v: string }>(
    tx,
    sql`SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::bigint AS v FROM kas
         WHERE kode_toko = ${kodeToko} AND no_rekening = ${noRekening} AND tanggal <= ${tanggal}`,
  );
  return Number(r?.v ?? 0);
}

/** One page of a day's book; the running balance comes from a window over the whole day, so pages agree. */
export async function list(
  db: Db,
  kodeToko: string,
  q: { tanggal?: string; no_rekening: string; skip: number; limit: number },
): Promise<KasPage> {
  const tanggal = q.tanggal ?? (await hariToko(db, kodeToko));
  const rek = q.no_rekening;
  const head = await one<{ awal: string; masuk: string; keluar: string; n: number }>(
    db,
    sql`SELECT COALESCE(sum(jumlah_in - jumlah_out) FILTER (WHERE tanggal < ${tanggal}), 0)::bigint AS awal,
               COALESCE(sum(jumlah_in) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS masuk,
               COALESCE(sum(jumlah_out) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS keluar,
               count(*) FILTER (WHERE tanggal = ${tanggal})::int AS n
          FROM kas WHERE kode_toko = ${kodeToko} AND no_rekening = ${rek} AND tanggal <= ${tanggal}`,
  );
  const awal = Number(head?.awal ?? 0);
  const masuk = Number(head?.masuk ?? 0);
  const keluar = Number(head?.keluar ?? 0);
  const rows = await db.execute(sql`
    WITH day AS (
      SELECT k.id, sum(k.jumlah_in - k.jumlah_out) OVER (ORDER BY k.id ROWS UNBOUNDED PRECEDING) AS cum
        FROM kas k WHERE k.kode_toko = ${kodeToko} AND k.no_rekening = ${rek} AND k.tanggal = ${tanggal}
       ORDER BY k.id OFFSET ${q.skip} LIMIT ${q.limit}
    )
    SELECT ${rowCols(kodeToko)}, (${awal}::bigint + day.cum)::bigint AS saldo
      FROM day
      JOIN kas k ON k.kode_toko = ${kodeToko} AND k.id = day.id
      LEFT JOIN master_kategori mk ON mk.kode_toko = k.kode_toko AND mk.kode_kategori = k.kategori
     ORDER BY k.id`);
  return {
    tanggal,
    no_rekening: rek,
    saldo_awal: awal,
    total_in: masuk,
    total_out: keluar,
    saldo_akhir: awal + masuk - keluar,
    count: head?.n ?? 0,
    data: (rows.rows as Record<string, unknown>[]).map(toRow),
  };
}

/** The rows of one document (its balance column is the row's own book balance, not needed here: 0). */
export async function doc(db: Db, kodeToko: string, no: string): Promise<KasDoc> {
  const rows = await db.execute(sql`
    SELECT ${rowCols(kodeToko)}, 0 AS saldo
      FROM kas k LEFT JOIN master_kategori mk ON mk.kode_toko = k.kode_toko AND mk.kode_kategori = k.kategori
     WHERE k.kode_toko = ${kodeToko} AND k.no_reff = ${no} ORDER BY k.id`);
  const data = (rows.rows as Record<string, unknown>[]).map(toRow);
  if (!data.length) throw notFound(MSG_KAS.barisTidakAda);
  return { no_reff: no, tanggal: data[0]?.tanggal ?? '', rows: data };
}

/** The drawer and every store account on a day: opening, in, out, closing. */
export async function saldoRekening(db: Db, kodeToko: string, tgl?: string): Promise<SaldoRekeningList> {
  const tanggal = tgl ?? (await hariToko(db, kodeToko));
  const res = await db.execute(sql`
    WITH akun AS (
      SELECT '' AS no_rekening, 'KAS (LACI)' AS nama_rekening, '' AS nama_bank, 0 AS urut
      UNION ALL
      SELECT r.no_rekening, r.nama_rekening, COALESCE(b.nama_bank, r.kode_bank), 1
        FROM master_rekening r LEFT JOIN master_bank b ON b.kode_toko = r.kode_toko AND b.kode_bank = r.kode_bank
       WHERE r.kode_toko = ${kodeToko}
         AND (r.status_aktif OR EXISTS (SELECT 1 FROM kas x WHERE x.kode_toko = r.kode_toko AND x.no_rekening = r.no_rekening))
    )
    SELECT a.no_rekening, a.nama_rekening, a.nama_bank,
           COALESCE(sum(k.jumlah_in - k.jumlah_out) FILTER (WHERE k.tanggal < ${tanggal}), 0)::bigint AS saldo_awal,
           COALESCE(sum(k.jumlah_in) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS masuk,
           COALESCE(sum(k.jumlah_out) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS keluar
      FROM akun a
      LEFT JOIN kas k ON k.kode_toko = ${kodeToko} AND k.no_rekening = a.no_rekening AND k.tanggal <= ${tanggal}
     GROUP BY a.no_rekening, a.nama_rekening, a.nama_bank, a.urut
     ORDER BY a.urut, a.no_rekening`);
  return {
    tanggal,
    data: (res.rows as Record<string, string>[]).map((r) => {
      const awal = Number(r.saldo_awal);
      const masuk = Number(r.masuk);
      const keluar = Number(r.keluar);
      return {
        no_rekening: r.no_rekening ?? '',
        nama_rekening: r.nama_rekening ?? '',
        nama_bank: r.nama_bank ?? '',
        saldo_awal: awal,
        masuk,
        keluar,
        saldo_akhir: awal + masuk - keluar,
      };
    }),
  };
}
