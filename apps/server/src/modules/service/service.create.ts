/**
 * Taking a repair in, one transaction: check the parties (salesperson, craftsman, member contact) → the total with
 * the store's surcharge % (PERSEN_SERVICE, copied onto the service) → the amount paid now checked like the sales
 * counter's → the `<kode_toko>-SV-YYMMDD-NNNN` number → write the service and its items → store the payment lines
 * with their cash rows. A retried submit (same Idempotency-Key) answers the first service (idempotency plugin).
 */
import { fromMg, MSG_SERVICE, type ServiceInput, toMg, totalService } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkPayments, checkSales, checkTukang, memberContact } from '../../lib/counter-steps.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { openStockDay, type StockCtx } from '../barang/ledger.service.ts';
import { persenServiceOf } from './service.read.ts';
import { recordPayments } from './service.steps.ts';

type Customer = { nama: string; hp: string; alamat: string };

/** The salesperson and craftsman checked; the customer's contact filled from the member card. */
async function checkParties(tx: Tx, kodeToko: string, input: ServiceInput): Promise<Customer> {
  await checkSales(tx, kodeToko, input.kode_sales);
  if (input.kode_tukang) await checkTukang(tx, kodeToko, input.kode_tukang);
  const typed = { hp: input.no_hp, alamat: input.alamat_customer };
  const contact = input.kode_member ? await memberContact(tx, kodeToko, input.kode_member, typed) : typed;
  return { nama: input.nama_customer, ...contact };
}

/** total = Σ quantity × fee + the store's surcharge % (its own line); the DP never above it. */
async function priceService(tx: Tx, kodeToko: string, input: ServiceInput) {
  const persen = await persenServiceOf(tx, kodeToko);
  const t = totalService(input.items, persen);
  if (input.dp > t.total) throw unprocessable(MSG_SERVICE.dpLebih);
  return { ...t, persen };
}

type Priced = Awaited<ReturnType<typeof priceService>>;

async function writeService(
  tx: Tx,
  ctx: StockCtx,
  no: string,
  input: ServiceInput,
  c: Customer,
  t: Priced,
  kembalian: number,
) {
  const lines = input.items.map((item, i) => ({ ...item, seq: i + 1, subtotal: item.jumlah * item.ongkos }));
  const totalMg = lines.reduce((s, l) => s + toMg(l.berat), 0);
  const qty = lines.reduce((s, l) => s + l.jumlah, 0);
  await tx.execute(sql`
    INSERT INTO service (kode_toko, no_service, tanggal, kode_sales, kode_member, nama_customer, no_hp, alamat_customer,
                         kode_tukang, keterangan, jumlah_barang, total_berat, subtotal, persen_tambahan, biaya_tambahan,
                         total, dp, kembalian, input_by)
    VALUES (${ctx.kode_toko}, ${no}, ${ctx.tanggal}, ${input.kode_sales}, ${input.kode_member}, ${c.nama},
            ${c.hp}, ${c.alamat}, ${input.kode_tukang}, ${input.keterangan}, ${qty},
            ${fromMg(totalMg)}::numeric, ${t.subtotal}, ${t.persen}::numeric, ${t.tambahan}, ${t.total}, ${input.dp},
            ${kembalian}, ${ctx.user_id})`);
  await tx.execute(sql`
    INSERT INTO service_detail (kode_toko, no_service, seq, nama_barang, berat, jumlah, ongkos, subtotal, deskripsi)
    SELECT ${ctx.kode_toko}, ${no}, d.seq, d.nama_barang, d.berat, d.jumlah, d.ongkos, d.subtotal, d.deskripsi
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS d(seq int, nama_barang text, berat numeric,
           jumlah int, ongkos bigint, subtotal bigint, deskripsi text)`);
}

/** Writes a new service; answers its number. */
export function createService(db: Db, a: Actor, input: ServiceInput): Promise<string> {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const customer = await checkParties(tx, a.kode_toko, input);
    const priced = await priceService(tx, a.kode_toko, input);
    const bill = await checkPayments(tx, a.kode_toko, input.dp, input.payments);
    const no = await nextDocNumber(tx, a.kode_toko, 'SV', ctx.tanggal);
    await writeService(tx, ctx, no, input, customer, priced, bill.kembalian);
    await recordPayments(tx, ctx, no, 'MASUK', input.payments, bill.kembalian, customer.nama);
    return no;
  });
}
