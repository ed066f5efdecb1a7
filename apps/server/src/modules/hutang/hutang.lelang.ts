/**
 * Lelang (forfeit, supervisor LELANG_HUTANG): lock → past the due date and the grace days (MASA_TENGGANG_HUTANG) →
 * the chosen tray and jenis → authorize → each pledged line becomes a piece of stock in SORTIR (perolehan
 * LELANG_HUTANG, ledger BELI like bought gold, no_ref the loan) → the collateral linked to its pieces → the loan
 * LELANG. The pieces go on from sorting like any bought piece.
 */
import { type LelangHutangInput, MSG_HUTANG, tanggalBolehLelang } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { unprocessable } from '../../lib/errors.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { createPieces } from '../../lib/pieces.ts';
import { assertBaki, openStockDay } from '../barang/ledger.service.ts';
import type { Ctx } from './hutang.loan.ts';
import { hutangParams } from './hutang.params.ts';
import { type Locked, lockFor } from './hutang.steps.ts';

/** A forfeit waits for the due date and the grace days. */
async function checkGrace(tx: Tx, ctx: Ctx, h: Locked) {
  const p = await hutangParams(tx, ctx.kode_toko);
  const boleh = tanggalBolehLelang(h.tgl_jatuh_tempo, p.tenggang);
  if (ctx.tanggal < boleh) throw unprocessable(MSG_HUTANG.belumLewatTenggang(boleh));
}

/** The group of the jenis the pieces are filed under (an active jenis of the store). */
async function groupOfJenis(tx: Tx, kodeToko: string, kodeDept: string) {
  const jenis = await one<{ kode_group: string }>(
    tx,
    sql`SELECT kode_group FROM master_jenis WHERE kode_toko = ${kodeToko} AND kode_dept = ${kodeDept} AND status_aktif`,
  );
  if (!jenis) throw unprocessable(`Jenis ${kodeDept} Tidak Ditemukan`);
  return jenis.kode_group;
}

/** The pledged lines as new pieces in SORTIR, with their barcodes and BELI ledger rows, in line order. */
async function collateralToStock(tx: Tx, ctx: Ctx, no: string, input: LelangHutangInput, kodeGroup: string) {
  const lines = (
    await tx.execute(sql`SELECT seq, nama_barang, berat::text AS berat, kadar::text AS kadar FROM hutang_jaminan
      WHERE kode_toko = ${ctx.kode_toko} AND no_hutang = ${no} ORDER BY seq`)
  ).rows as { seq: number; nama_barang: string; berat: string; kadar: string }[];
  const made = await createPieces(
    tx,
    lines.map((l) => ({
      nama_barang: l.nama_barang,
      kode_group: kodeGroup,
      kode_dept: input.kode_dept,
      kode_gudang: input.kode_gudang,
      kode_baki: input.kode_baki,
      berat: l.berat,
      kadar: l.kadar,
      perolehan: 'LELANG_HUTANG',
    })),
    { ...ctx, jenis: 'BELI', status: 'SORTIR', no_ref: no, keterangan: `LELANG HUTANG ${no}` },
  );
  return made.map((m, i) => ({ seq: (lines[i] as { seq: number }).seq, ...m }));
}

export async function lelangHutang(db: Db, a: Actor, input: LelangHutangInput) {
  const no = input.no_hutang;
  await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const h = await lockFor(tx, a.kode_toko, no, 'LELANG');
    await checkGrace(tx, ctx, h);
    await assertBaki(tx, a.kode_toko, input.kode_gudang, input.kode_baki);
    const kodeGroup = await groupOfJenis(tx, a.kode_toko, input.kode_dept);
    const g = await authorize(tx, ctx, input.otorisasi, 'LELANG_HUTANG', no, { detail: { jumlah: h.pokok } });
    const pieces = await collateralToStock(tx, ctx, no, input, kodeGroup);
    await tx.execute(sql`
      UPDATE hutang_jaminan j SET barang_id = x.id, kode_barcode = x.kode_barcode
        FROM jsonb_to_recordset(${JSON.stringify(pieces)}::jsonb) AS x(seq int, id uuid, kode_barcode text)
       WHERE j.kode_toko = ${a.kode_toko} AND j.no_hutang = ${no} AND j.seq = x.seq`);
    await tx.execute(sql`
      UPDATE hutang SET status = 'LELANG', tgl_selesai = ${ctx.tanggal}, tgl_lelang = ${ctx.tanggal},
             lelang_by = ${a.user_id}, lelang_otorisasi = ${g.approved_by}, lelang_alasan = ${g.alasan}
       WHERE kode_toko = ${a.kode_toko} AND no_hutang = ${no}`);
  });
}
