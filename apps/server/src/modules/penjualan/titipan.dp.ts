/**
 * Bayar DP, as its named steps in one transaction: the cart's pieces (in stock, priced as the sale would price them
 * today, that price fixed) are reserved for the customer (status TITIP, ledger TITIP_DP: out of their trays), and the
 * down payment — paid with the sales counter's lines and checked by its rules — is a deposit (jenis DP) that the
 * settling sale draws: read the customer → price the pieces → settle the payment → write the deposit → its cash
 * rows (dpBook) → reserve the pieces.
 */
import { type BayarDpInput, cashRows, dpBook, hargaBarang } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkPayments, memberContact } from '../../lib/counter-steps.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { unprocessable } from '../../lib/errors.ts';
import { postCash } from '../../lib/kas.ts';
import { lockPieces, openStockDay, type Piece, recordMoves, type StockCtx } from '../barang/ledger.service.ts';
import { groupHilang, pembulatanOf } from './penjualan.service.ts';

type Actor = { kode_toko: string; user_id: string };
type Line = Piece & { harga: number };

/** Read the customer: a DP is paid in money the drawer or an account takes; a member's card fills the contact. */
async function readCustomer(tx: Tx, kodeToko: string, input: BayarDpInput) {
  const bad = input.payments.find((p) => !['CASH', 'TRANSFER', 'DEBIT', 'KREDIT'].includes(p.jenis));
  if (bad) throw unprocessable(`Pembayaran DP Tidak Dapat Memakai ${bad.jenis}`);
  const customer = { nama: input.nama_customer, hp: input.no_hp, alamat: input.alamat_customer };
  if (!input.kode_member) return customer;
  return { nama: customer.nama, ...(await memberContact(tx, kodeToko, input.kode_member, customer)) };
}

/** Price the pieces (locked, in stock) at today's price: the price the DP fixes. */
async function pricePieces(tx: Tx, kodeToko: string, input: BayarDpInput): Promise<Line[]> {
  const locked = await lockPieces(
    tx,
    kodeToko,
    input.items.map((i) => i.kode_barcode),
  );
  const rows = (
    await tx.execute(sql`
      SELECT b.id, b.kode_barcode, b.nama_barang, b.kode_group, b.berat::text AS berat, b.kadar::text AS kadar,
             b.berat_atribut::text AS berat_atribut, b.ongkos, b.harga_atribut, b.harga_jual, g.harga AS harga_gram,
             g.jenis_group, g.kode_group IS NOT NULL AS ada_group
        FROM barang b LEFT JOIN master_group g ON g.kode_toko = b.kode_toko AND g.kode_group = b.kode_group
       WHERE b.kode_toko = ${kodeToko} AND b.id = ANY(${sql.param(locked.map((p) => p.id))}::uuid[])`)
  ).rows as (Parameters<typeof hargaBarang>[0] & { id: string; kode_barcode: string; ada_group: boolean })[];
  const orphan = rows.find((r) => !r.ada_group);
  if (orphan)
    throw unprocessable(groupHilang(orphan.kode_barcode, String((orphan as { kode_group?: string }).kode_group)));
  const step = await pembulatanOf(tx, kodeToko);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return locked.map((p) => ({ ...p, harga: hargaBarang(byId.get(p.id) as (typeof rows)[number], step) }));
}

/** Write the deposit (jenis DP, its number taken now) and the pieces it reserves at their fixed price. */
async function writeDp(
  tx: Tx,
  ctx: StockCtx,
  input: BayarDpInput,
  nama: string,
  c: { hp: string; alamat: string },
  lines: Line[],
) {
  const total = lines.reduce((s, l) => s + l.harga, 0);
  const noTitip = await nextDocNumber(tx, ctx.kode_toko, 'TT', ctx.tanggal);
  await tx.execute(sql`
    INSERT INTO titipan (kode_toko, no_titip, tanggal, kode_member, nama_customer, no_hp, alamat_customer, jumlah,
                         total_harga, jenis, no_rekening, keterangan, input_by)
    VALUES (${ctx.kode_toko}, ${noTitip}, ${ctx.tanggal}, ${input.kode_member}, ${nama}, ${c.hp},
            ${c.alamat}, ${input.dp}, ${total}, 'DP', '', ${input.keterangan}, ${ctx.user_id})`);
  await tx.execute(sql`
    INSERT INTO titipan_barang (kode_toko, no_titip, barang_id, kode_barcode, nama_barang, berat, harga, kode_gudang, kode_baki)
    SELECT ${ctx.kode_toko}, ${noTitip}, d.id, d.kode_barcode, d.nama_barang, d.berat, d.harga, d.kode_gudang, d.kode_baki
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(id uuid, kode_barcode text, nama_barang text,
           berat numeric, harga bigint, kode_gudang text, kode_baki text)`);
  return noTitip;
}

/** The down payment, step by step (the module's top comment names them); answers the deposit's number. */
export async function createDownPayment(tx: Tx, a: Actor, input: BayarDpInput): Promise<string> {
  const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
  const customer = await readCustomer(tx, a.kode_toko, input);
  const lines = await pricePieces(tx, a.kode_toko, input);
  const total = lines.reduce((s, l) => s + l.harga, 0);
  if (input.dp >= total) throw unprocessable('Jumlah DP Harus Kurang Dari Total Harga, Gunakan Pembayaran Biasa');
  const bill = await checkPayments(tx, a.kode_toko, input.dp, input.payments);
  const noTitip = await writeDp(tx, ctx, input, customer.nama, customer, lines);
  await postCash(tx, ctx, noTitip, cashRows(dpBook(customer.nama), input.payments, bill.kembalian));
  await recordMoves(tx, ctx, lines, {
    jenis: 'TITIP_DP',
    status: 'TITIP',
    no_ref: noTitip,
    keterangan: `TITIPAN DP ${noTitip} ${customer.nama}`,
  });
  return noTitip;
}
