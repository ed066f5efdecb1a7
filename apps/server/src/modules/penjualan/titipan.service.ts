/**
 * Deposits (titipan): money a customer leaves in advance, later used as payment for a sale (drawn down inside
 * the sale's transaction) or refunded with a supervisor's authorization. Every movement writes the cash book.
 * A refund pays back what is left and closes the deposit for good (KEMBALI); `dikembalikan` records what went back.
 */
import {
  assertTransition,
  type BayarDpInput,
  type CashNet,
  cashRows,
  type OtorisasiRef,
  refundCashRows,
  TITIPAN_TRANSITIONS,
  type TitipanDoc,
  type TitipanPage,
  type TitipanStatus,
  titipanBook,
  type titipanRowSchema,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { checkRekening } from '../../lib/counter-steps.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { postCash } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { lockPieces, openStockDay, recordMoves, type StockCtx } from '../barang/ledger.service.ts';
import { createDownPayment } from './titipan.dp.ts';

type Actor = { kode_toko: string; user_id: string };
type TitipanRow = z.output<typeof titipanRowSchema>;

const COLS = sql.raw(`no_titip, tanggal, kode_member, nama_customer, no_hp, jumlah, terpakai, dikembalikan, hangus,
  jumlah - terpakai - dikembalikan - hangus AS sisa, total_harga, GREATEST(total_harga - jumlah, 0) AS kurang, jenis,
  no_rekening, keterangan, status, status_valid, valid_by, input_by, created_at`);

/** What a deposit's cash-book rows brought into each book (per account, the drawer as ''). */
async function depositNets(tx: Tx, kodeToko: string, no: string): Promise<CashNet[]> {
  const kas = (
    await tx.execute(sql`SELECT no_rekening, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas
      WHERE kode_toko = ${kodeToko} AND no_reff = ${no} AND kategori = 'TITIPAN'
      GROUP BY no_rekening ORDER BY no_rekening`)
  ).rows as { no_rekening: string; net: string }[];
  return kas.map((k) => ({ kategori: 'TITIPAN', no_rekening: k.no_rekening, net: Number(k.net) }));
}

const refundText = (deskripsi: string, g: { alasan: string }) => ({
  kategori: 'TITIPAN',
  deskripsi,
  keterangan: g.alasan,
});

/** One page of the deposits (newest first) with how many match and what is left of every match. */
async function depositPage(
  db: Db,
  kodeToko: string,
  q: {
    status?: string;
    status_valid?: string;
    tgl_from?: string;
    tgl_to?: string;
    q?: string;
    skip: number;
    limit: number;
  },
): Promise<TitipanPage> {
  const text = q.q?.trim().toUpperCase();
  const where = sql`kode_toko = ${kodeToko}
    ${q.status ? sql`AND status = ${q.status}` : sql``}
    ${q.status_valid ? sql`AND status_valid = ${q.status_valid}` : sql``}
    ${q.tgl_from && q.tgl_to ? sql`AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}` : sql``}
    ${text ? sql`AND (no_titip LIKE ${`%${text}%`} OR nama_customer LIKE ${`%${text}%`} OR no_hp LIKE ${`%${text}%`})` : sql``}`;
  const rows = await db.execute(
    sql`SELECT ${COLS} FROM titipan WHERE ${where} ORDER BY created_at DESC, no_titip DESC LIMIT ${q.limit} OFFSET ${q.skip}`,
  );
  const sum = (
    await db.execute(sql`SELECT count(*)::int AS count,
      coalesce(sum(jumlah - terpakai - dikembalikan - hangus), 0)::bigint AS sisa FROM titipan WHERE ${where}`)
  ).rows[0] as { count: number; sisa: number };
  return { data: rows.rows as TitipanRow[], count: sum.count, summary: { sisa: sum.sisa } };
}

/** The pieces a cancelled down payment still reserves go back to the trays they were taken from. */
async function releasePieces(tx: Tx, ctx: StockCtx, no: string) {
  const items = (
    await tx.execute(sql`SELECT kode_barcode, kode_gudang, kode_baki FROM titipan_barang
      WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${no} AND status = 'DIPESAN' ORDER BY kode_barcode`)
  ).rows as { kode_barcode: string; kode_gudang: string; kode_baki: string }[];
  if (!items.length) return;
  const pieces = await lockPieces(
    tx,
    ctx.kode_toko,
    items.map((i) => i.kode_barcode),
    ['TITIP'],
  );
  for (const p of pieces) {
    const from = items.find((i) => i.kode_barcode === p.kode_barcode);
    await recordMoves(tx, ctx, [p], {
      jenis: 'BATAL_TITIP',
      status: 'STOCK',
      kode_gudang: from?.kode_gudang,
      kode_baki: from?.kode_baki,
      no_ref: no,
      keterangan: `BATAL TITIPAN DP ${no}`,
    });
  }
  await tx.execute(sql`UPDATE titipan_barang SET status = 'DILEPAS'
    WHERE kode_toko = ${ctx.kode_toko} AND no_titip = ${no} AND status = 'DIPESAN'`);
}

/**
 * Pays back what is left of a deposit (supervisor, KEMBALI_TITIPAN) and closes it for good. A down payment on pieces
 * (Bayar DP) is cancelled: its reserved pieces go back to their trays, and the supervisor chooses — bound in the
 * grant as the amount paid back — whether the DP is refunded (its cash-book rows reversed per account) or kept by the
 * shop (HANGUS, recorded on the deposit, no cash moves).
 */
async function refundDeposit(db: Db, a: Actor, no: string, o: OtorisasiRef, batalDp: 'KEMBALI' | 'HANGUS' = 'KEMBALI') {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const t = (
      await tx.execute(sql`SELECT status, jumlah - terpakai - dikembalikan - hangus AS sisa, jenis, no_rekening, nama_customer
      FROM titipan WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no} FOR UPDATE`)
    ).rows[0] as
      | { status: TitipanStatus; sisa: number; jenis: string; no_rekening: string; nama_customer: string }
      | undefined;
    if (!t) throw notFound(`Titipan ${no} Tidak Ditemukan`);
    const sisa = Number(t.sisa);
    const status = assertTransition(TITIPAN_TRANSITIONS, no, t.status, batalDp);
    if (sisa <= 0) throw unprocessable(`Titipan ${no} Tidak Dapat Dikembalikan`);
    if (t.jenis !== 'DP') {
      if (batalDp !== 'KEMBALI') throw unprocessable(`Titipan ${no} Bukan DP Barang, Hanya Dapat Dikembalikan`);
      const g = await authorize(tx, ctx, o, 'KEMBALI_TITIPAN', no);
      await tx.execute(
        sql`UPDATE titipan SET status = ${status}, dikembalikan = dikembalikan + ${sisa} WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no}`,
      );
      const book = [{ kategori: 'TITIPAN', no_rekening: t.no_rekening, net: sisa }];
      await postCash(tx, ctx, no, refundCashRows(book, sisa, refundText(`PENGEMBALIAN TITIPAN ${t.nama_customer}`, g)));
      return { no_titip: no, dikembalikan: sisa, hangus: 0 };
    }
    const kembali = batalDp === 'KEMBALI' ? sisa : 0;
    const g = await authorize(tx, ctx, o, 'KEMBALI_TITIPAN', no, { detail: { jumlah: kembali } });
    await releasePieces(tx, ctx, no);
    await tx.execute(sql`UPDATE titipan SET status = ${status},
        dikembalikan = dikembalikan + ${kembali}, hangus = hangus + ${sisa - kembali},
        keterangan = CASE WHEN keterangan = '' THEN ${g.alasan} ELSE keterangan || ' / ' || ${g.alasan} END
      WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no}`);
    if (kembali > 0) {
      // paid back through the accounts it came in by, never more per account than came in there
      const nets = await depositNets(tx, a.kode_toko, no);
      await postCash(tx, ctx, no, refundCashRows(nets, kembali, refundText(`PENGEMBALIAN DP ${t.nama_customer}`, g)));
    }
    return { no_titip: no, dikembalikan: kembali, hangus: sisa - kembali };
  });
}

export function createTitipanService(db: Db) {
  async function create(
    a: Actor,
    b: {
      kode_member: string;
      nama_customer: string;
      no_hp: string;
      jumlah: number;
      jenis: 'CASH' | 'TRANSFER';
      no_rekening: string;
      keterangan: string;
    },
  ) {
    if (b.jenis === 'TRANSFER' && !b.no_rekening) throw unprocessable('Rekening Tujuan Harus Dipilih');
    return db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      if (b.jenis === 'TRANSFER') await checkRekening(tx, a.kode_toko, [b.no_rekening]);
      const no = await nextDocNumber(tx, a.kode_toko, 'TT', ctx.tanggal);
      const res = await tx.execute(sql`
        INSERT INTO titipan (kode_toko, no_titip, tanggal, kode_member, nama_customer, no_hp, jumlah, jenis, no_rekening, keterangan, input_by)
        VALUES (${a.kode_toko}, ${no}, ${ctx.tanggal}, ${b.kode_member}, ${b.nama_customer}, ${b.no_hp}, ${b.jumlah}, ${b.jenis},
                ${b.jenis === 'TRANSFER' ? b.no_rekening : ''}, ${b.keterangan}, ${a.user_id})
        RETURNING ${COLS}`);
      const rows = cashRows(titipanBook(b.nama_customer), [b]);
      await postCash(tx, ctx, no, rows);
      return res.rows[0] as TitipanRow;
    });
  }

  /** Bayar DP (titipan.dp.ts): the pieces reserved, the down payment a deposit the settling sale draws. */
  async function createDp(a: Actor, input: BayarDpInput) {
    const no = await db.transaction((tx) => createDownPayment(tx, a, input));
    return get(a.kode_toko, no);
  }

  /** One deposit with the pieces it reserves (NOTA TITIPAN). */
  async function get(kodeToko: string, no: string): Promise<TitipanDoc> {
    const head = (
      await db.execute(
        sql`SELECT ${COLS}, alamat_customer FROM titipan WHERE kode_toko = ${kodeToko} AND no_titip = ${no}`,
      )
    ).rows[0] as Omit<TitipanDoc, 'items'> | undefined;
    if (!head) throw notFound(`Titipan ${no} Tidak Ditemukan`);
    const items =
      await db.execute(sql`SELECT kode_barcode, nama_barang, berat::text AS berat, harga, status, no_penjualan
      FROM titipan_barang WHERE kode_toko = ${kodeToko} AND no_titip = ${no} ORDER BY kode_barcode`);
    return { ...head, items: items.rows as TitipanDoc['items'] };
  }

  async function validate(a: Actor, nomor: string[]) {
    const res = await db.execute(sql`UPDATE titipan SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
      WHERE kode_toko = ${a.kode_toko} AND no_titip = ANY(${sql.param(nomor)}::text[]) AND status_valid = 'OPEN' RETURNING no_titip`);
    return { jumlah: res.rows.length };
  }

  const page = (kodeToko: string, q: Parameters<typeof depositPage>[2]) => depositPage(db, kodeToko, q);
  const refund = (a: Actor, no: string, o: OtorisasiRef, batalDp?: 'KEMBALI' | 'HANGUS') =>
    refundDeposit(db, a, no, o, batalDp);
  return { create, createDp, get, page, refund, validate };
}
