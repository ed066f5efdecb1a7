/**
 * A new order, one transaction: check the parties (estimate date, salesperson, craftsman, member contact) → price
 * the lines at today's kategori price per gram (fixed for the order) → check the down payment and its payment lines
 * like the sales counter's → lock the showroom pieces lent as the model → take the `DP-YYMMDD-NNNN` number → write
 * the order and its lines → store the DP's payment lines with their cash rows → lend the model pieces (item ledger
 * CONTOH). A retried submit (same Idempotency-Key) answers the first order (idempotency plugin).
 */
import { fromMg, hargaPesanan, MSG_PESANAN, type PesananInput, toMg } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  checkPayments,
  checkSales,
  checkTukang,
  memberContact,
  paidBook,
  paidRows,
  storedPayments,
} from '../../lib/counter-steps.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { lockPieces, openStockDay, type Piece, recordMoves, type StockCtx } from '../barang/ledger.service.ts';
import { parameterPesanan } from './pesanan.read.ts';

type Customer = { nama: string; hp: string; alamat: string };
type Line = PesananInput['items'][number] & { seq: number; harga_gram: number; harga: number };

/** The estimate date, salesperson and craftsman checked; the customer's contact filled from the member card. */
async function checkParties(tx: Tx, ctx: StockCtx, input: PesananInput): Promise<Customer> {
  if (input.tgl_estimasi < ctx.tanggal) throw unprocessable('Tanggal Estimasi Selesai Tidak Boleh Sebelum Hari Ini');
  await checkSales(tx, ctx.kode_toko, input.kode_sales);
  if (input.kode_tukang) await checkTukang(tx, ctx.kode_toko, input.kode_tukang);
  const typed = { hp: input.no_hp, alamat: input.alamat_customer };
  const contact = input.kode_member ? await memberContact(tx, ctx.kode_toko, input.kode_member, typed) : typed;
  return { nama: input.nama_customer, ...contact };
}

/** Each line: estimated weight × the kategori's price per gram today, rounded like a sale, fixed for this order. */
async function priceLines(tx: Tx, ctx: StockCtx, input: PesananInput): Promise<Line[]> {
  const para = await parameterPesanan(tx, ctx.kode_toko, ctx.tanggal);
  const kategori = new Map(para.kategori.map((k) => [k.kode_group, k]));
  return input.items.map((item, i) => {
    const k = kategori.get(item.kode_group);
    if (!k) throw unprocessable(`Kategori ${item.kode_group} Tidak Ditemukan Di Master Group`);
    if (k.harga_gram <= 0) throw unprocessable(`Harga Per Gram Kategori ${item.kode_group} Belum Diisi`);
    return {
      ...item,
      seq: i + 1,
      harga_gram: k.harga_gram,
      harga: hargaPesanan(item.berat_estimasi, k.harga_gram, para.pembulatan),
    };
  });
}

type Bill = Awaited<ReturnType<typeof checkPayments>>;

async function writeOrder(
  tx: Tx,
  ctx: StockCtx,
  no: string,
  input: PesananInput,
  c: Customer,
  lines: Line[],
  bill: Bill,
) {
  const total = lines.reduce((s, l) => s + l.harga, 0);
  const totalMg = lines.reduce((s, l) => s + toMg(l.berat_estimasi), 0);
  await tx.execute(sql`
    INSERT INTO pesanan (kode_toko, no_pesanan, tanggal, kode_sales, kode_member, nama_customer, no_hp, alamat_customer,
                         kode_tukang, tgl_estimasi, keterangan, jumlah_barang, total_berat, total_harga, dp, total_bayar,
                         kembalian, input_by)
    VALUES (${ctx.kode_toko}, ${no}, ${ctx.tanggal}, ${input.kode_sales}, ${input.kode_member}, ${c.nama},
            ${c.hp}, ${c.alamat}, ${input.kode_tukang}, ${input.tgl_estimasi}, ${input.keterangan},
            ${lines.length}, ${fromMg(totalMg)}::numeric, ${total}, ${input.dp}, ${bill.paid}, ${bill.kembalian},
            ${ctx.user_id})`);
  await tx.execute(sql`
    INSERT INTO pesanan_detail (kode_toko, no_pesanan, seq, kode_group, nama_barang, deskripsi, berat_estimasi, harga_gram, harga)
    SELECT ${ctx.kode_toko}, ${no}, d.seq, d.kode_group, d.nama_barang, d.deskripsi, d.berat_estimasi, d.harga_gram, d.harga
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, kode_group text, nama_barang text,
           deskripsi text, berat_estimasi numeric, harga_gram bigint, harga bigint)`);
}

/** The DP's payment lines stored, and written with any change into the cash book. */
async function recordDp(tx: Tx, ctx: StockCtx, no: string, input: PesananInput, c: Customer, kembalian: number) {
  const pays = storedPayments(input.payments);
  if (pays.length) {
    await tx.execute(sql`
      INSERT INTO pesanan_bayar (kode_toko, no_pesanan, seq, tanggal, jenis, jumlah, no_rekening, no_kartu, fee)
      SELECT ${ctx.kode_toko}, ${no}, b.seq, ${ctx.tanggal}, b.jenis, b.jumlah, b.no_rekening, b.no_kartu, b.fee
        FROM jsonb_to_recordset(${JSON.stringify(pays)}::jsonb) AS b(seq int, jenis text, jumlah bigint, no_rekening text,
             no_kartu text, fee bigint)`);
  }
  await writeKas(tx, ctx, paidRows(paidBook('PESANAN', 'DP PESANAN', c.nama), pays, kembalian, no));
}

/** The showroom pieces lent as the model leave their trays (ledger CONTOH) and are listed on the order. */
async function lendContoh(tx: Tx, ctx: StockCtx, no: string, pieces: Piece[]) {
  await tx.execute(sql`
    INSERT INTO pesanan_contoh (kode_toko, no_pesanan, barang_id, kode_barcode, nama_barang, berat, kode_gudang, kode_baki)
    SELECT ${ctx.kode_toko}, ${no}, c.id, c.kode_barcode, c.nama_barang, c.berat, c.kode_gudang, c.kode_baki
      FROM jsonb_to_recordset(${JSON.stringify(pieces)}::jsonb) AS c(id uuid, kode_barcode text, nama_barang text,
           berat numeric, kode_gudang text, kode_baki text)`);
  await recordMoves(tx, ctx, pieces, {
    jenis: 'CONTOH',
    status: 'CONTOH',
    no_ref: no,
    keterangan: `CONTOH PESANAN ${no}`,
  });
}

/** Writes a new order; answers its number. */
export function createPesanan(db: Db, a: Actor, input: PesananInput): Promise<string> {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const customer = await checkParties(tx, ctx, input);
    const lines = await priceLines(tx, ctx, input);
    if (input.dp > lines.reduce((s, l) => s + l.harga, 0)) throw unprocessable(MSG_PESANAN.dpLebih);
    const bill = await checkPayments(tx, a.kode_toko, input.dp, input.payments);
    // showroom pieces lent as the model: in stock now, locked (barcode order)
    const contoh = input.contoh.length ? await lockPieces(tx, a.kode_toko, input.contoh, ['STOCK']) : [];
    const no = await nextDocNumber(tx, a.kode_toko, 'DP', ctx.tanggal);
    await writeOrder(tx, ctx, no, input, customer, lines, bill);
    await recordDp(tx, ctx, no, input, customer, bill.kembalian);
    if (contoh.length) await lendContoh(tx, ctx, no, contoh);
    return no;
  });
}
