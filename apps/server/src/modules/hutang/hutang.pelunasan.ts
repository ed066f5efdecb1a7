/**
 * Repaying a loan and cancelling a repayment.
 * Pelunasan (AKTIF → LUNAS): lock → interest to today → check the payment lines → number → write the repayment →
 * its payment lines and cash rows → the loan LUNAS; the collateral goes back to the customer.
 * Batal lunas (supervisor, BATAL_LUNAS_HUTANG bound to the loan and the amount): lock → the last repayment →
 * authorize → cancel it → the loan AKTIF again, collateral in custody → its money given back per account.
 */
import { MSG_HUTANG, type OtorisasiRef, type PesananBayarInput } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cashNets, checkPayments, one, refundRows } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { interestToDate, lockFor, nextNoLunas, recordPayments } from './hutang.steps.ts';

export async function pelunasanHutang(db: Db, a: Actor, no: string, payments: readonly PesananBayarInput[]) {
  await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const h = await lockFor(tx, a.kode_toko, no, 'LUNAS');
    const t = interestToDate(h, ctx.tanggal);
    const bill = await checkPayments(tx, a.kode_toko, t.total, payments);
    const noLunas = await nextNoLunas(tx, a.kode_toko, no);
    await tx.execute(sql`
      INSERT INTO hutang_lunas (kode_toko, no_lunas, no_hutang, jenis, tanggal, hari, pokok, bunga, total, kembalian, input_by)
      VALUES (${a.kode_toko}, ${noLunas}, ${no}, 'PELUNASAN', ${ctx.tanggal}, ${t.hari}, ${t.pokok}, ${t.bunga}, ${t.total},
              ${bill.kembalian}, ${a.user_id})`);
    await recordPayments(tx, ctx, noLunas, 'PELUNASAN HUTANG', payments, bill.kembalian, h.nama_customer);
    await tx.execute(sql`UPDATE hutang SET status = 'LUNAS', tgl_selesai = ${ctx.tanggal}
      WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
  });
}

/** The loan's last active repayment, locked. */
async function lastRepayment(tx: Tx, kodeToko: string, no: string) {
  const l = await one<{ no_lunas: string; total: string }>(
    tx,
    sql`SELECT no_lunas, total::bigint AS total FROM hutang_lunas
         WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} AND jenis = 'PELUNASAN' AND status = 'AKTIF'
         ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
  );
  if (!l) throw unprocessable(MSG_HUTANG.belumLunas(no));
  return l;
}

export async function batalLunasHutang(db: Db, a: Actor, no: string, o: OtorisasiRef) {
  await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await lockFor(tx, a.kode_toko, no, 'BATAL_LUNAS');
    const l = await lastRepayment(tx, a.kode_toko, no);
    const g = await authorize(tx, ctx, o, 'BATAL_LUNAS_HUTANG', no, { detail: { jumlah: Number(l.total) } });
    await tx.execute(sql`
      UPDATE hutang_lunas SET status = 'BATAL', tgl_batal = ${ctx.tanggal}, batal_alasan = ${g.alasan},
             batal_by = ${a.user_id}, batal_otorisasi = ${g.approved_by}
       WHERE kode_toko = ${a.kode_toko} AND no_lunas = ${l.no_lunas}`);
    await tx.execute(sql`UPDATE hutang SET status = 'AKTIF', tgl_selesai = NULL
      WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
    const nets = await cashNets(tx, a.kode_toko, l.no_lunas, 'HUTANG');
    const text = { deskripsi: 'BATAL PELUNASAN HUTANG', keterangan: g.alasan, alasan: g.alasan };
    await writeKas(tx, ctx, refundRows(nets, l.no_lunas, text));
  });
}
