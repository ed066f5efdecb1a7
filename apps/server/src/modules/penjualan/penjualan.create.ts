/**
 * The sale's write (DOMAIN.md "penjualan"), as the named steps it takes in the request's write transaction:
 * read (the store's day and settings, the parties, the scanned pieces locked) → price the lines → settle the
 * payments → take the supervisor grants → lock the payment sources (trade-ins, orders, accounts, deposits) → the
 * cash rows → write the sale in one statement, which takes the invoice number → link the sources to that number.
 * Everything that can refuse the sale runs before the write: the number's counter row is the one lock all the
 * store's cashiers share, held only for the write (and the COMMIT sent with it).
 */
import {
  cashRows,
  fromMg,
  hargaBarang,
  hargaEmasGram,
  lineOtorisasi,
  MSG,
  needsRekening,
  nonZero,
  ownFields,
  PAYMENT_MSG,
  paymentRefusal,
  paymentTotals,
  poinDari,
  SALE_BOOK,
  type SaleInput,
  type saleRecordSchema,
  settingValue,
  toMg,
  usdToRupiah,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { statementName, type Tx } from '../../db/client.ts';
import { currentRequestTx } from '../../db/request-tx.ts';
import { checkRekening } from '../../lib/counter-steps.ts';
import { formatDocNumber } from '../../lib/doc-number.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { kasForWrite, writePayingDocument } from '../../lib/kas.ts';
import { recordOtorisasi, type TakenOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';

import { type Piece, piecesIn, type StockCtx, scannedBarcodes } from '../barang/ledger.service.ts';
import { linkTukar, lockTukar } from '../pembelian/tukar.ts';
import { linkPesananAmbil, lockPesananAmbil } from '../pesanan/ambil.ts';
import { drawDeposits, lockDeposits, type Reserved, reservedBy } from './penjualan.deposits.ts';

type Actor = { kode_toko: string; user_id: string };
type SaleRecord = z.output<typeof saleRecordSchema>;

/** A piece whose group no longer exists in this store's master cannot be priced (422, never a 500). */
export const groupHilang = (barcode: string, kodeGroup: string) =>
  `Group ${kodeGroup} Barang ${barcode} Tidak Ditemukan Di Master Group`;

type PieceRow = Piece & {
  kadar: string;
  kadar_cetak: string;
  nama_atribut: string;
  berat_atribut: string;
  ongkos: number;
  harga_atribut: number;
  harga_jual: number;
  harga_modal: number;
  perolehan: string;
  harga_gram: number;
  modal_gram: number;
  jenis_group: string;
  ada_group: boolean;
  /** The orders naming the piece (read as it is locked). */
  pesanan: string[] | null;
};

type PreSale = {
  tgl_system: string;
  sales_aktif: boolean | null;
  member: { nama_member: string; no_hp: string; alamat: string } | null;
  fee_persen: string | null;
  pembulatan: string | null;
  kurs_usd: string | null;
  harga_24k: number | null;
  poin: { nominal: number; nilai_poin: number } | null;
};

/** What the read step found: the day, the parties, the pieces locked and the down payments reserving any of them. */
type SaleRead = {
  ctx: StockCtx;
  pre: PreSale;
  customer: { nama: string; hp: string; alamat: string };
  feePersen: string;
  locked: PieceRow[];
  reserved: Reserved;
};

type Line = { r: PieceRow; hitung: number; harga: number };
type Pay = ReturnType<typeof settlePayments>['pays'][number];

/**
 * The sale's writes in ONE statement (a PL/pgSQL function, migration 0026_penjualan_write.sql, prepared once per
 * connection) which also takes the invoice number; its 24 arguments are `saleValues`, in order. The change a sale
 * pays out of the drawer (net of the cash it takes in) is checked first, in the same statement (kilau_kas_cukup in
 * FROM runs before the write), as every payout is.
 */
const SALE_WRITE = `SELECT kilau_penjualan_write(${Array.from({ length: 24 }, (_, i) => `$${i + 1}`).join(', ')}) AS j FROM kilau_kas_cukup($1, $2, $21)`;

/**
 * Read: the store's day and settings (its row held FOR SHARE: a close waits for the sale) and the scanned pieces,
 * locked in barcode order with their group's price and the orders naming them, in one round trip (migration
 * 0028_penjualan_baca.sql); then the parties checked. A piece reserved by a down payment (Bayar DP, status TITIP)
 * is sold only by a sale drawing that deposit; a piece whose group is gone from the master has no price.
 */
async function readSale(tx: Tx, client: pg.PoolClient, a: Actor, input: SaleInput): Promise<SaleRead> {
  const wanted = scannedBarcodes(input.items.map((i) => i.kode_barcode));
  const readJson = (
    await client.query<{ j: string | null }>({
      name: statementName('penjualan-baca'),
      text: 'SELECT kilau_penjualan_baca($1, $2, $3, $4, $5) AS j',
      values: [a.kode_toko, input.kode_sales, input.kode_member ?? '', input.kode_marketplace ?? '', wanted],
    })
  ).rows[0]?.j;
  const read = readJson ? (JSON.parse(readJson) as { pre: PreSale; pieces: PieceRow[] }) : null;
  const pre = read?.pre;
  if (!pre) throw new AppError(404, 'Toko Tidak Ditemukan');
  if (!pre.sales_aktif) throw unprocessable(`Sales ${input.kode_sales} Tidak Ditemukan`);
  let customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
  if (input.kode_member) {
    const m = pre.member;
    if (!m) throw unprocessable(`Member ${input.kode_member} Tidak Ditemukan`);
    customer = {
      nama: customer.nama || m.nama_member,
      hp: customer.hp || m.no_hp,
      alamat: customer.alamat || m.alamat,
    };
  }
  let feePersen = '0';
  if (input.kode_marketplace) {
    if (pre.fee_persen === null) throw unprocessable(`Marketplace ${input.kode_marketplace} Tidak Ditemukan`);
    feePersen = pre.fee_persen;
  }
  const locked = await piecesIn(tx, wanted, read?.pieces ?? [], ['STOCK', 'TITIP']);
  const titip = locked.filter((p) => p.status === 'TITIP').map((p) => p.id);
  const reserved = await reservedBy(tx, a.kode_toko, titip);
  const orphan = locked.find((r) => !r.ada_group);
  if (orphan) throw unprocessable(groupHilang(orphan.kode_barcode, orphan.kode_group));
  const ctx = { kode_toko: a.kode_toko, user_id: a.user_id, tanggal: pre.tgl_system };
  return { ctx, pre, customer, feePersen, locked, reserved };
}

/** Price lines: each piece at the group's price and the store's rounding, or the price its DP fixed; or as asked. */
function priceLines(s: SaleRead, input: SaleInput): Line[] {
  const step = nonZero('PEMBULATAN', settingValue('PEMBULATAN', s.pre.pembulatan));
  return s.locked.map((r, i) => {
    const hitung = s.reserved.get(r.id)?.harga ?? hargaBarang(r, step);
    return { r, hitung, harga: input.items[i]?.harga_total ?? hitung };
  });
}

/**
 * Settle payments, checked to the rupiah by the shared rules (payment.rules.ts). Dollars are worth the store's rate
 * (KURS_USD) unless a supervisor approved another one for that line; the change is always paid in rupiah.
 */
function settlePayments(pre: PreSale, input: SaleInput, total: number) {
  const kursToko = nonZero('KURS_USD', settingValue('KURS_USD', pre.kurs_usd));
  const pays = input.payments.map((line) => {
    const p = ownFields(line);
    if (p.jenis !== 'USD') return p;
    const kurs = p.kurs || kursToko;
    return { ...p, kurs, jumlah: usdToRupiah(p.usd, kurs) };
  });
  const bill = paymentTotals(total, pays);
  const refusal = paymentRefusal(bill);
  if (refusal) throw unprocessable(refusal.message, refusal.kurang ? { kurang: refusal.kurang } : undefined);
  return { pays, kursToko, paid: bill.paid, kembalian: bill.kembalian };
}

type Grants = {
  /** The grant for prices other than computed: approving exactly these pieces at exactly these prices. */
  supervisor?: TakenOtorisasi;
  /** One grant per USD line at a rate other than the store's, approving exactly that rate. */
  lineGrants: { g: TakenOtorisasi; detail: Record<string, unknown> }[];
};

/** Take grants: a changed price and each USD line at another rate need a supervisor's grant for exactly that. */
async function takeGrants(tx: Tx, a: Actor, input: SaleInput, changed: Line[], pays: Pay[], kursToko: number) {
  if (changed.length && !input.otorisasi) throw unprocessable('Perubahan Harga Memerlukan Otorisasi Supervisor');
  const grants: Grants = { lineGrants: [] };
  if (changed.length) {
    grants.supervisor = await takeOtorisasi(tx, a, input.otorisasi, 'UBAH_HARGA', '', {
      items: changed.map((l) => ({ kode_barcode: l.r.kode_barcode, harga_baru: l.harga })),
    });
  }
  for (const p of pays) {
    if (lineOtorisasi(p, kursToko) !== 'UBAH_KURS') continue;
    if (!p.otorisasi) throw unprocessable(PAYMENT_MSG.kursBeda(p.kurs, kursToko));
    const g = await takeOtorisasi(tx, a, p.otorisasi, 'UBAH_KURS', '', { kurs_baru: p.kurs });
    grants.lineGrants.push({ g, detail: { kurs_lama: kursToko, kurs_baru: p.kurs, usd: p.usd } });
  }
  return grants;
}

/**
 * Lock sources: a trade-in line is paid by a real trade-in purchase of today, locked so it pays this sale only; an
 * order's finished pieces are picked up by this sale, its DP paying once (PESANAN line, issue 13); the accounts
 * named exist; the deposits drawn are locked and hold what is drawn.
 */
async function lockSources(tx: Tx, s: SaleRead, pays: Pay[]) {
  const tukar = await lockTukar(
    tx,
    s.ctx,
    pays.filter((p) => p.jenis === 'TUKAR'),
  );
  const pesanan = await lockPesananAmbil(
    tx,
    s.ctx,
    pays,
    s.locked.map((p) => p.id),
    s.locked.flatMap((p) => p.pesanan ?? []),
  );
  await checkRekening(
    tx,
    s.ctx.kode_toko,
    pays.filter((p) => needsRekening(p.jenis)).map((p) => p.no_rekening),
  );
  const draws = await lockDeposits(tx, s.ctx.kode_toko, pays, s.locked, s.reserved);
  return { tukar, pesanan, draws };
}

/** The lines as the write stores them (penjualan_detail), each with its cost. */
const detailRows = (lines: Line[]) =>
  lines.map(({ r, hitung, harga }, i) => ({
    sfx: String(i + 1).padStart(2, '0'),
    barang_id: r.id,
    kode_barcode: r.kode_barcode,
    nama_barang: r.nama_barang,
    kode_group: r.kode_group,
    kode_dept: r.kode_dept,
    kode_gudang: r.kode_gudang,
    kode_baki: r.kode_baki,
    berat: r.berat,
    kadar: r.kadar,
    kadar_cetak: r.kadar_cetak,
    nama_atribut: r.nama_atribut,
    berat_atribut: r.berat_atribut,
    harga_gram: r.harga_gram,
    ongkos: r.ongkos,
    harga_atribut: r.harga_atribut,
    harga_hitung: hitung,
    harga_total: harga,
    // its own cost if recorded, else its weight at the group's cost per gram on the day of sale
    harga_modal: r.harga_modal > 0 ? r.harga_modal : hargaEmasGram(r.berat, r.modal_gram),
    perolehan: r.perolehan,
  }));

type Settled = ReturnType<typeof settlePayments>;

/** The 24 arguments of SALE_WRITE, in order. */
function saleValues(s: SaleRead, input: SaleInput, lines: Line[], settled: Settled) {
  const total = lines.reduce((n, l) => n + l.harga, 0);
  const poin = input.kode_member && s.pre.poin ? poinDari(total, s.pre.poin.nominal, s.pre.poin.nilai_poin) : 0;
  return [
    s.ctx.kode_toko,
    s.ctx.tanggal,
    formatDocNumber(s.ctx.kode_toko, 'FJ', s.ctx.tanggal, 0).slice(0, -4),
    input.kode_sales,
    input.kode_member,
    s.customer.nama || 'UMUM',
    s.customer.hp,
    s.customer.alamat,
    input.kode_marketplace,
    s.feePersen,
    lines.length,
    fromMg(lines.reduce((n, l) => n + toMg(l.r.berat), 0)),
    total,
    settled.paid,
    settled.kembalian,
    poin,
    s.ctx.user_id,
    s.pre.harga_24k ?? 0,
    JSON.stringify(detailRows(lines)),
    JSON.stringify(settled.pays.map((p, i) => ({ ...p, seq: i + 1, usd: String(p.usd) }))),
    JSON.stringify(kasForWrite(cashRows(SALE_BOOK, settled.pays, settled.kembalian))),
    s.locked.map((p) => p.id),
    currentRequestTx()?.keyRow?.key ?? null,
    MSG.saveOk,
  ];
}

/** Write: the one statement; without more to write, the COMMIT goes in the same message (writeDocument). */
const writeSale = (client: pg.PoolClient, values: unknown[], commitWith: boolean) =>
  writePayingDocument<SaleRecord>(client, { name: 'penjualan-write', text: SALE_WRITE, values, commitWith });

type Sources = Awaited<ReturnType<typeof lockSources>>;

/**
 * Link sources: the rarer links of a sale (trade-ins, orders picked up, deposits, supervisor grants) are written
 * after the sale, with its number, in the same transaction. The deposits' money came into the cash book when they
 * were left: a draw writes no cash row.
 */
async function linkSources(tx: Tx, s: SaleRead, src: Sources, grants: Grants, changed: Line[], noGroup: string) {
  await linkTukar(tx, s.ctx.kode_toko, src.tukar, noGroup);
  await linkPesananAmbil(tx, s.ctx, src.pesanan, noGroup);
  if (s.reserved.size) {
    await tx.execute(sql`UPDATE titipan_barang SET status = 'TERJUAL', no_penjualan = ${noGroup}
      WHERE kode_toko = ${s.ctx.kode_toko} AND status = 'DIPESAN' AND barang_id = ANY(${sql.param([...s.reserved.keys()])}::uuid[])`);
  }
  await drawDeposits(tx, s.ctx.kode_toko, src.draws);
  if (grants.supervisor) {
    await recordOtorisasi(tx, s.ctx, grants.supervisor, noGroup, {
      items: changed.map((l) => ({ kode_barcode: l.r.kode_barcode, harga_lama: l.hitung, harga_baru: l.harga })),
    });
  }
  for (const l of grants.lineGrants) await recordOtorisasi(tx, s.ctx, l.g, noGroup, l.detail);
}

/** The sale, step by step (the module's top comment names them). */
export async function createSale(tx: Tx, client: pg.PoolClient, a: Actor, input: SaleInput): Promise<SaleRecord> {
  const read = await readSale(tx, client, a, input);
  const lines = priceLines(read, input);
  const changed = lines.filter((l) => l.harga !== l.hitung);
  const settled = settlePayments(
    read.pre,
    input,
    lines.reduce((n, l) => n + l.harga, 0),
  );
  const grants = await takeGrants(tx, a, input, changed, settled.pays, settled.kursToko);
  const sources = await lockSources(tx, read, settled.pays);
  const more =
    sources.tukar.length > 0 ||
    sources.pesanan.length > 0 ||
    read.reserved.size > 0 ||
    sources.draws.length > 0 ||
    !!grants.supervisor;
  const head = await writeSale(client, saleValues(read, input, lines, settled), !more && !grants.lineGrants.length);
  await linkSources(tx, read, sources, grants, changed, head.no_faktur_group);
  return head;
}
