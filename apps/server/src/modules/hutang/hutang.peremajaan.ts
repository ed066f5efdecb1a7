/**
 * Peremajaan (renew): lock → interest to today → check its payment lines → the old loan's customer and collateral →
 * a new loan with the same principal and collateral from today (new term, the rate of its kondisi, the old number as
 * previous) → the renewal row with its payment lines and cash rows → the old loan DIPERBARUI. The pieces never leave
 * custody and no money goes out.
 */
import type { PeremajaanHutangInput } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkPayments, one } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { insertLoan, type Jaminan, type LoanHead } from './hutang.loan.ts';
import { interestToDate, type Locked, lockFor, nextNoLunas, recordPayments } from './hutang.steps.ts';

/** The renewed loan's head and collateral: the old loan's customer, principal and pieces, a new term. */
async function renewalOf(tx: Tx, kodeToko: string, no: string, h: Locked, lamaHari: number | undefined) {
  const old = await one<Record<string, string>>(
    tx,
    sql`SELECT kode_sales, kode_member, nama_customer, no_hp, alamat_customer, keterangan FROM hutang
         WHERE kode_toko = ${kodeToko} AND no_hutang = ${no}`,
  );
  const items = (
    await tx.execute(sql`SELECT nama_barang, kadar::float8::text AS kadar, berat::text AS berat, jumlah, foto
      FROM hutang_jaminan WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} ORDER BY seq`)
  ).rows as Jaminan[];
  if (!old) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
  const head: LoanHead = {
    kode_sales: old.kode_sales ?? '',
    kode_member: old.kode_member ?? 'NONMEMBER',
    nama_customer: old.nama_customer ?? '',
    no_hp: old.no_hp ?? '',
    alamat_customer: old.alamat_customer ?? '',
    keterangan: old.keterangan ?? '',
    pokok: h.pokok,
    lama_hari: lamaHari,
    cara_bayar: 'PEREMAJAAN',
    no_rekening: '',
    no_hutang_lama: no,
  };
  return { head, items: items.map((i) => ({ ...i, jumlah: Number(i.jumlah) })) };
}

/** Renews a loan; answers the new loan's number. */
export function peremajaanHutang(db: Db, a: Actor, input: PeremajaanHutangInput): Promise<string> {
  const no = input.no_hutang;
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const h = await lockFor(tx, a.kode_toko, no, 'PEREMAJAAN');
    const t = interestToDate(h, ctx.tanggal);
    const bill = await checkPayments(tx, a.kode_toko, t.bunga, input.payments);
    const renewal = await renewalOf(tx, a.kode_toko, no, h, input.lama_hari);
    const noBaru = await insertLoan(tx, ctx, renewal.head, renewal.items, false);
    const noLunas = await nextNoLunas(tx, a.kode_toko, no);
    await tx.execute(sql`
      INSERT INTO hutang_lunas (kode_toko, no_lunas, no_hutang, jenis, tanggal, hari, pokok, bunga, total, kembalian,
                                no_hutang_baru, input_by)
      VALUES (${a.kode_toko}, ${noLunas}, ${no}, 'PEREMAJAAN', ${ctx.tanggal}, ${t.hari}, 0, ${t.bunga}, ${t.bunga},
              ${bill.kembalian}, ${noBaru}, ${a.user_id})`);
    const what = 'BUNGA PEREMAJAAN HUTANG';
    await recordPayments(tx, ctx, noLunas, what, input.payments, bill.kembalian, h.nama_customer);
    await tx.execute(sql`UPDATE hutang SET status = 'DIPERBARUI', tgl_selesai = ${ctx.tanggal}
      WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
    return noBaru;
  });
}
