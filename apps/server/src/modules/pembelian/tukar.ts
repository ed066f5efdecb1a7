/**
 * Trade-in (tukar tambah, issue 11): a sale's TUKAR line is paid by the value of a purchase made for it — a real,
 * unused trade-in purchase of the same store and shop day, of exactly that amount. The purchase is locked while
 * the sale checks it, so one purchase never pays two sales. Cancelling the sale releases it: the customer keeps
 * the money for the gold, paid in cash now (its payment line and cash-book row).
 */
import { BUY_BACK_BOOK, cashRows, PAYMENT_MSG } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import { postCash } from '../../lib/kas.ts';

type TukarLine = { no_ref: string; jumlah: number };
type Ctx = { kode_toko: string; tanggal: string; user_id: string };

/** Checks and locks the purchases the TUKAR lines name (in number order, so two sales never deadlock). */
export async function lockTukar(tx: Tx, ctx: Ctx, lines: readonly TukarLine[]): Promise<string[]> {
  if (!lines.length) return [];
  const nos = lines.map((l) => l.no_ref.toUpperCase());
  const twice = nos.find((n, i) => nos.indexOf(n) !== i);
  if (twice) throw unprocessable(PAYMENT_MSG.tukarDua(twice));
  const res = await tx.execute(sql`
    SELECT no_faktur_group, tanggal::text AS tanggal, status, tukar, no_penjualan, total_harga::bigint AS total_harga
      FROM pembelian WHERE kode_toko = ${ctx.kode_toko} AND no_faktur_group = ANY(${sql.param(nos)}::text[])
     ORDER BY no_faktur_group FOR UPDATE`);
  type Row = {
    no_faktur_group: string;
    tanggal: string;
    status: string;
    tukar: boolean;
    no_penjualan: string | null;
    total_harga: string | number;
  };
  const found = new Map((res.rows as Row[]).map((r) => [r.no_faktur_group, r]));
  for (const l of lines) {
    const no = l.no_ref.toUpperCase();
    const p = found.get(no);
    if (!p) throw unprocessable(PAYMENT_MSG.tukarTidakAda(no));
    if (p.status === 'BATAL') throw unprocessable(PAYMENT_MSG.tukarBatal(no));
    if (p.no_penjualan) throw unprocessable(PAYMENT_MSG.tukarDipakai(no, p.no_penjualan));
    if (!p.tukar) throw unprocessable(PAYMENT_MSG.tukarDibayar(no));
    if (p.tanggal !== ctx.tanggal) throw unprocessable(PAYMENT_MSG.tukarHariLain(no));
    if (Number(p.total_harga) !== l.jumlah) throw unprocessable(PAYMENT_MSG.tukarJumlah(no, Number(p.total_harga)));
  }
  return nos;
}

/** The sale took the purchases: each now names it. */
export async function linkTukar(tx: Tx, kodeToko: string, nos: readonly string[], noPenjualan: string) {
  if (!nos.length) return;
  await tx.execute(sql`
    UPDATE pembelian SET no_penjualan = ${noPenjualan}
     WHERE kode_toko = ${kodeToko} AND no_faktur_group = ANY(${sql.param([...nos])}::text[])`);
}

/** A cancelled sale gives its trade-in purchases back: each is paid to the customer in cash now. */
export async function releaseTukar(tx: Tx, ctx: Ctx, noPenjualan: string): Promise<string[]> {
  const res = await tx.execute(sql`
    UPDATE pembelian SET no_penjualan = NULL, tukar = false
     WHERE kode_toko = ${ctx.kode_toko} AND no_penjualan = ${noPenjualan}
    RETURNING no_faktur_group, total_harga::bigint AS total_harga`);
  const rows = res.rows as { no_faktur_group: string; total_harga: string | number }[];
  for (const r of rows) {
    await tx.execute(sql`
      INSERT INTO pembelian_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
      SELECT ${ctx.kode_toko}, ${r.no_faktur_group}, COALESCE(max(seq), 0) + 1, ${ctx.tanggal}, 'CASH', ${Number(r.total_harga)}
        FROM pembelian_bayar WHERE kode_toko = ${ctx.kode_toko} AND no_faktur_group = ${r.no_faktur_group}`);
    // paid like a buy-back paid in cash (BUY_BACK_BOOK), saying why
    const book = { ...BUY_BACK_BOOK, keterangan: () => `PENJUALAN ${noPenjualan} DIBATALKAN` };
    const cash = {
      jenis: 'CASH' as const,
      jumlah: Number(r.total_harga),
      nama_bank_customer: '',
      no_rekening_customer: '',
    };
    await postCash(tx, ctx, r.no_faktur_group, cashRows(book, [cash]));
  }
  return rows.map((r) => r.no_faktur_group);
}
