/**
 * The buy-back's write (DOMAIN.md "pembelian", issue 11), as the named steps it takes in the request's write
 * transaction: read (the shop day, the sales person, the member, the tray, today's parameters) → lock the pieces this
 * store sold → price the lines by the policy → take the grant for prices above it → settle the payout → the cash
 * rows → write the purchase in one statement, which takes its number → record the grant with that number.
 */
import {
  BUY_BACK_BOOK,
  cashRows,
  fromMg,
  hargaBeli,
  kunciBarisBeli,
  MSG,
  MSG_BELI,
  type ParameterBeli,
  type PembelianDoc,
  type PembelianInput,
  perluOtorisasiHarga,
  toMg,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from '../../db/client.ts';
import { currentRequestTx } from '../../db/request-tx.ts';
import { checkRekening, checkSales } from '../../lib/counter-steps.ts';
import { formatDocNumber } from '../../lib/doc-number.ts';
import { unprocessable } from '../../lib/errors.ts';
import { kasForWrite, writePayingDocument } from '../../lib/kas.ts';
import { recordOtorisasi, type TakenOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';
import { assertBaki, lockPieces, openStockDay, type Piece, type StockCtx } from '../barang/ledger.service.ts';
import { parameterBeli, type SoldLine, soldLines } from './pembelian.read.ts';

type Actor = { kode_toko: string; user_id: string };

/**
 * A buy-back's writes and answer (migration 0029_pembelian_write.sql); its 22 arguments are `buyBackValues`.
 * The payout's books are checked first, in the same statement (kilau_kas_cukup in FROM runs before the write):
 * a cash buy-back is paid only from a drawer that holds the money, a transfer only from an account that does.
 */
const BUY_WRITE = `SELECT kilau_pembelian_write(${Array.from({ length: 22 }, (_, i) => `$${i + 1}`).join(', ')}) AS j FROM kilau_kas_cukup($1, $2, $20)`;

type Read = { ctx: StockCtx; customer: { nama: string; hp: string; alamat: string }; para: ParameterBeli };

/** Read: the shop day, the sales person and member named, the tray the gold goes to, today's parameters. */
async function readBuyBack(tx: Tx, a: Actor, input: PembelianInput): Promise<Read> {
  const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
  await checkSales(tx, a.kode_toko, input.kode_sales);
  const customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
  if (input.kode_member) {
    const m = (
      await tx.execute(sql`SELECT nama_member, no_hp, alamat FROM master_member
           WHERE kode_toko = ${a.kode_toko} AND kode_member = ${input.kode_member} AND status_aktif`)
    ).rows[0] as { nama_member: string; no_hp: string; alamat: string } | undefined;
    if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
    if (customer.nama === 'REGULER') customer.nama = m.nama_member;
    customer.hp ||= m.no_hp;
    customer.alamat ||= m.alamat;
  }
  await assertBaki(tx, a.kode_toko, input.kode_gudang, input.kode_baki);
  return { ctx, customer, para: await parameterBeli(tx, a.kode_toko, ctx.tanggal) };
}

/** Lock the pieces this store sold (barcode order), with their sale lines: each must still be the customer's. */
async function lockSold(tx: Tx, kodeToko: string, input: PembelianInput) {
  const scanned = input.items.filter((i) => i.kode_barcode);
  const locked = scanned.length
    ? await lockPieces(
        tx,
        kodeToko,
        scanned.map((i) => i.kode_barcode),
        ['TERJUAL'],
      )
    : [];
  const sold = new Map<string, SoldLine>();
  if (locked.length) {
    const where = sql`d.kode_barcode = ANY(${sql.param(locked.map((p) => p.kode_barcode))}::text[])`;
    for (const r of (await tx.execute(soldLines(kodeToko, where))).rows as SoldLine[]) sold.set(r.kode_barcode, r);
  }
  return { locked, sold };
}

/** Price lines: each line's group, jenis and kondisi found, its policy price (the counter's domain function). */
function priceLines(input: PembelianInput, para: ParameterBeli, sold: Map<string, SoldLine>) {
  const groupOf = new Map(para.groups.map((g) => [g.kode_group, g]));
  const jenisOf = new Map(para.jenis.map((j) => [j.kode_dept, j]));
  const kondisiOf = new Map(para.kondisi.map((k) => [k.kode_kondisi, k]));
  return input.items.map((item, index) => {
    const soldLine = item.kode_barcode ? sold.get(item.kode_barcode) : undefined;
    if (item.kode_barcode && !soldLine)
      throw unprocessable(`Barang ${item.kode_barcode} Tidak Ditemukan Di Penjualan Toko Ini`);
    const kodeDept = soldLine?.kode_dept ?? item.kode_dept;
    const kodeGroup = soldLine?.kode_group ?? jenisOf.get(kodeDept)?.kode_group;
    if (!kodeGroup) throw unprocessable(`Jenis ${kodeDept} Tidak Ditemukan`);
    const group = groupOf.get(kodeGroup);
    if (!group) throw unprocessable(`Group ${kodeGroup} Tidak Ditemukan Di Master Group`);
    if (group.harga_beli_gram === null)
      throw unprocessable(`Harga Beli Group ${kodeGroup} Belum Diisi Di Master Parameter Harga Emas`);
    const kondisi = kondisiOf.get(item.kode_kondisi);
    if (!kondisi) throw unprocessable(`Kondisi ${item.kode_kondisi} Tidak Ditemukan`);
    const h = hargaBeli({
      berat: item.berat,
      harga_beli_gram: group.harga_beli_gram,
      kondisi: { ...kondisi },
      ada_nota: item.ada_nota,
      rugi_nota: group.rugi_nota,
      pembulatan: para.pembulatan,
    });
    return {
      index,
      item,
      kunci: kunciBarisBeli(item, index),
      soldLine,
      kode_group: kodeGroup,
      kode_dept: kodeDept,
      kondisi,
      h,
    };
  });
}

type Line = ReturnType<typeof priceLines>[number];

/** Take the grant: prices above the policy need one supervisor grant approving exactly those lines and prices. */
async function takeGrant(tx: Tx, a: Actor, input: PembelianInput, raised: Line[]) {
  if (raised.length && !input.otorisasi) throw unprocessable(MSG_BELI.perluOtorisasi);
  if (!raised.length) return undefined;
  return takeOtorisasi(tx, a, input.otorisasi, 'HARGA_BELI', '', {
    items: raised.map((l) => ({ kode_barcode: l.kunci, harga_baru: l.item.harga })),
  });
}

/** Settle the payout: exactly the total (a trade-in is paid by the sale it joins, never in money now). */
async function settlePayout(tx: Tx, kodeToko: string, input: PembelianInput, total: number) {
  const bayar = input.payments.reduce((s, p) => s + p.jumlah, 0);
  if (!input.tukar && bayar !== total) throw unprocessable(MSG_BELI.bayarTidakSama(total, bayar));
  await checkRekening(
    tx,
    kodeToko,
    input.payments.filter((p) => p.jenis === 'TRANSFER').map((p) => p.no_rekening),
  );
}

/** The lines as the write stores them (pembelian_detail); a manual piece's id and barcode are made by the write. */
function detailRows(lines: Line[], locked: Piece[]) {
  const idOf = new Map(locked.map((p) => [p.kode_barcode, p.id]));
  return lines.map((l) => ({
    n: l.index,
    sfx: String(l.index + 1).padStart(2, '0'),
    barang_id: l.soldLine ? idOf.get(l.item.kode_barcode) : null,
    kode_barcode: l.soldLine ? l.item.kode_barcode : null,
    no_faktur_ext: l.soldLine?.no_faktur_ext ?? '',
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    nama_barang: l.soldLine?.nama_barang ?? l.item.nama_barang,
    kadar: l.soldLine?.kadar ?? l.item.kadar,
    berat_nota: l.soldLine?.berat_nota ?? '0',
    berat: l.item.berat,
    kode_kondisi: l.kondisi.kode_kondisi,
    type_kondisi: l.kondisi.type_kondisi,
    ada_nota: l.item.ada_nota,
    harga_nota: l.soldLine?.harga_nota ?? 0,
    harga_beli_gram: l.h.harga_beli_gram,
    harga_rata: l.h.harga_rata,
    harga_policy: l.h.harga,
    harga: l.item.harga,
  }));
}

/** The 22 arguments of BUY_WRITE, in order: manual pieces (new barcodes), pieces coming back, lines, pays, cash. */
function buyBackValues(r: Read, input: PembelianInput, lines: Line[], locked: Piece[], total: number) {
  const manual = lines.filter((l) => !l.soldLine);
  const berat = new Map(lines.filter((l) => l.soldLine).map((l) => [l.item.kode_barcode, l.item.berat]));
  const pays = input.payments.map((p, i) => ({ ...p, seq: i + 1 }));
  const pieces = manual.map((l) => ({
    n: l.index,
    nama_barang: l.item.nama_barang,
    kode_group: l.kode_group,
    kode_dept: l.kode_dept,
    berat: l.item.berat,
    kadar: l.item.kadar,
  }));
  return [
    r.ctx.kode_toko,
    r.ctx.tanggal,
    formatDocNumber(r.ctx.kode_toko, 'FB', r.ctx.tanggal, 0).slice(0, -4),
    input.kode_sales,
    input.kode_member,
    r.customer.nama,
    r.customer.hp,
    r.customer.alamat,
    input.kode_gudang,
    input.kode_baki,
    lines.length,
    fromMg(lines.reduce((s, l) => s + toMg(l.item.berat), 0)),
    total,
    input.tukar,
    r.ctx.user_id,
    JSON.stringify(pieces),
    JSON.stringify(locked.map((p, n) => ({ n, id: p.id, berat: berat.get(p.kode_barcode) }))),
    JSON.stringify(detailRows(lines, locked)),
    JSON.stringify(pays),
    JSON.stringify(kasForWrite(cashRows(BUY_BACK_BOOK, pays))),
    currentRequestTx()?.keyRow?.key ?? null,
    MSG.saveOk,
  ];
}

/**
 * Write: the writes, the number and the answer in one statement; the purchase number is held only for it — and,
 * without a supervisor grant to record, for the COMMIT sent in the same message, as a sale's.
 */
const writeBuyBack = (client: pg.PoolClient, values: unknown[], commitWith: boolean) =>
  writePayingDocument<PembelianDoc>(client, { name: 'pembelian-write', text: BUY_WRITE, values, commitWith });

/** Record the grant with the purchase's number and each raised line's barcode (a manual piece's new one). */
async function recordGrant(tx: Tx, ctx: StockCtx, g: TakenOtorisasi, doc: PembelianDoc, raised: Line[]) {
  await recordOtorisasi(tx, ctx, g, doc.no_faktur_group, {
    items: raised.map((l) => ({
      kode_barcode: doc.items[l.index]?.kode_barcode ?? l.kunci,
      harga_lama: l.h.harga,
      harga_baru: l.item.harga,
    })),
  });
}

/** The buy-back, step by step (the module's top comment names them). */
export async function createBuyBack(tx: Tx, client: pg.PoolClient, a: Actor, input: PembelianInput) {
  const read = await readBuyBack(tx, a, input);
  const { locked, sold } = await lockSold(tx, a.kode_toko, input);
  const lines = priceLines(input, read.para, sold);
  const raised = lines.filter((l) => perluOtorisasiHarga(l.item.harga, l.h.harga));
  const supervisor = await takeGrant(tx, a, input, raised);
  const total = lines.reduce((s, l) => s + l.item.harga, 0);
  await settlePayout(tx, a.kode_toko, input, total);
  const doc = await writeBuyBack(client, buyBackValues(read, input, lines, locked, total), !supervisor);
  if (supervisor) await recordGrant(tx, read.ctx, supervisor, doc, raised);
  return doc;
}
