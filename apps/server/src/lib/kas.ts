/**
 * Writes cash-book rows (DOMAIN.md "kas / bank"): every money movement of a document lands here, and money leaves a
 * book — the drawer or a store account — only if the book holds it (kilau_kas_cukup, migration 0031: the one check
 * of every payout, also inside the sale's and the buy-back's one-statement writes).
 */
import { MSG_KAS } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from '../db/client.ts';
import { writeDocument } from '../db/request-tx.ts';
import { type AppError, pgCode, unprocessable } from './errors.ts';

export type KasRow = {
  jenis: 'MASUK' | 'KELUAR';
  kategori: string;
  deskripsi: string;
  keterangan?: string;
  no_rekening?: string;
  jumlah: number;
  fee?: number;
  no_reff: string;
  /** Why a manual row or a reversal was written. */
  alasan?: string;
  /** A reversing row: the id of the row it cancels (once only: unique index). */
  batal_of?: number;
};

/** The rows as the kas table stores them (zero amounts dropped): what writeKas inserts, for a caller's own insert. */
export function kasRecords(rows: readonly (Omit<KasRow, 'no_reff'> & { no_reff?: string })[]) {
  return rows
    .filter((r) => r.jumlah !== 0)
    .map((r) => ({
      jenis: r.jenis,
      kategori: r.kategori,
      deskripsi: r.deskripsi,
      keterangan: r.keterangan ?? '',
      no_rekening: r.no_rekening ?? '',
      jumlah_in: r.jenis === 'MASUK' ? r.jumlah : 0,
      jumlah_out: r.jenis === 'KELUAR' ? r.jumlah : 0,
      fee: r.fee ?? 0,
      no_reff: r.no_reff ?? '',
      alasan: r.alasan ?? '',
      batal_of: r.batal_of ?? null,
    }));
}

/** The rows of a one-statement write (the sale's, the buy-back's), which adds the number it takes to each. */
export const kasForWrite = (rows: readonly Omit<KasRow, 'no_reff'>[]) =>
  kasRecords(rows).map(({ no_reff: _, ...k }) => k);

/** SQLSTATE kilau_kas_cukup refuses with; its DETAIL holds the book, its balance and the amount asked (JSON). */
const KAS_KURANG = 'KL001';

/**
 * The 422 of a payout a book cannot pay (the refusal of kilau_kas_cukup), or undefined for any other error: the
 * drawer's message is Kas Keluar's, an account's names the account.
 */
export function kasKurang(e: unknown): AppError | undefined {
  if (pgCode(e) !== KAS_KURANG) return undefined;
  const any = e as { detail?: unknown; cause?: { detail?: unknown } };
  const detail = typeof any.detail === 'string' ? any.detail : any.cause?.detail;
  const d = JSON.parse(typeof detail === 'string' ? detail : '{}') as {
    no_rekening?: string;
    saldo?: number;
    jumlah?: number;
  };
  const saldo = Number(d.saldo ?? 0);
  const jumlah = Number(d.jumlah ?? 0);
  return d.no_rekening
    ? unprocessable(MSG_KAS.rekeningKurang(d.no_rekening, saldo, jumlah))
    : unprocessable(MSG_KAS.laciKurang(saldo, jumlah));
}

/**
 * A document's one-statement write (db/request-tx.ts writeDocument: the sale's, the buy-back's), its answer parsed;
 * a payout its drawer or account cannot pay (kilau_kas_cukup in the statement) answered as that 422.
 */
export async function writePayingDocument<T>(
  client: pg.PoolClient,
  w: { name: string; text: string; values: unknown[]; commitWith: boolean },
): Promise<T> {
  const j = await writeDocument(client, w).catch((e: unknown) => {
    throw kasKurang(e) ?? e;
  });
  return JSON.parse(j) as T;
}

/**
 * Money leaves a book only if the book holds it: every book these rows take more out of than they put in is locked
 * and its balance up to the day must cover the difference (same transaction; refused with the figures).
 */
export async function assertKasCukup(
  tx: Tx,
  ctx: { kode_toko: string; tanggal: string },
  list: readonly { no_rekening: string; jumlah_in: number; jumlah_out: number }[],
) {
  if (!list.some((r) => r.jumlah_out > 0)) return;
  const rows = list.map((r) => ({ no_rekening: r.no_rekening, jumlah_in: r.jumlah_in, jumlah_out: r.jumlah_out }));
  await tx
    .execute(sql`SELECT kilau_kas_cukup(${ctx.kode_toko}, ${ctx.tanggal}, ${JSON.stringify(rows)}::jsonb)`)
    .catch((e: unknown) => {
      throw kasKurang(e) ?? e;
    });
}

/** Writes a document's rows (domain cashRows / reverseCashRows), each under the document's number. */
export async function postCash(
  tx: Tx,
  ctx: { kode_toko: string; tanggal: string; user_id: string },
  noReff: string,
  rows: readonly Omit<KasRow, 'no_reff'>[],
) {
  await writeKas(
    tx,
    ctx,
    rows.map((r) => ({ ...r, no_reff: noReff })),
  );
}

export async function writeKas(
  tx: Tx,
  ctx: { kode_toko: string; tanggal: string; user_id: string },
  rows: readonly KasRow[],
) {
  const list = kasRecords(rows);
  if (!list.length) return;
  await assertKasCukup(tx, ctx, list);
  await tx.execute(sql`
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out, fee, no_reff, alasan, batal_of, input_by)
    SELECT ${ctx.kode_toko}, ${ctx.tanggal}, k.jenis, k.kategori, k.deskripsi, k.keterangan, k.no_rekening, k.jumlah_in, k.jumlah_out,
           k.fee, k.no_reff, k.alasan, k.batal_of, ${ctx.user_id}
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS k(jenis text, kategori text, deskripsi text, keterangan text,
           no_rekening text, jumlah_in bigint, jumlah_out bigint, fee bigint, no_reff text, alasan text, batal_of bigint)`);
}
