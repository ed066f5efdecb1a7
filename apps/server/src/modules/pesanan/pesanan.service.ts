/**
 * Orders (pesanan, DOMAIN.md "Orders", issue 13): a new order (pesanan.create.ts), finishing it into stock
 * (pesanan.selesai.ts), reading (pesanan.read.ts), and below the smaller moves — sent to the craftsman, cancelled
 * with a supervisor who chooses whether the DP goes back, a model piece returned, validation. Its state moves by
 * the domain's state machine (pesanan.steps.ts lockFor).
 */
import type { BatalDp, OtorisasiRef, PesananInput, PesananListQuery } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashNets, checkTukang, one, refundRows, validateDocs } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { lockPieces, openStockDay, recordMoves } from '../barang/ledger.service.ts';
import { createPesanan } from './pesanan.create.ts';
import { getPesanan, listPesanan, parameterToday } from './pesanan.read.ts';
import { type SelesaiBody, selesaiPesanan } from './pesanan.selesai.ts';
import { lockFor } from './pesanan.steps.ts';

export function createPesananService(db: Db) {
  const get = (kodeToko: string, no: string) => getPesanan(db, kodeToko, no);

  /** DIPESAN → DIKERJAKAN: sent to the craftsman. */
  async function kerjakan(a: Actor, no: string, kodeTukang: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'KERJAKAN');
      await checkTukang(tx, a.kode_toko, kodeTukang);
      await tx.execute(sql`UPDATE pesanan SET status = 'DIKERJAKAN', kode_tukang = ${kodeTukang}, tgl_kerjakan = ${ctx.tanggal}
        WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /**
   * Cancel (supervisor, BATAL_PESANAN): the grant approves this order and the supervisor's choice — the DP paid back
   * (`jumlah` = the DP) or kept (`jumlah` = 0). A refund reverses the DP's cash-book rows per account.
   */
  async function batal(a: Actor, no: string, batalDp: BatalDp, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'BATAL');
      const kembali = batalDp === 'KEMBALI' ? h.dp : 0;
      const g = await authorize(tx, ctx, o, 'BATAL_PESANAN', no, { detail: { jumlah: kembali } });
      await tx.execute(sql`
        UPDATE pesanan SET status = 'BATAL', batal_alasan = ${g.alasan}, batal_by = ${a.user_id},
               batal_otorisasi = ${g.approved_by}, batal_at = now(), batal_dp = ${batalDp}, dp_kembali = ${kembali}
         WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no}`);
      if (kembali > 0) {
        const nets = await cashNets(tx, a.kode_toko, no, 'PESANAN');
        await writeKas(tx, ctx, refundRows(nets, no, { deskripsi: 'PENGEMBALIAN DP PESANAN', keterangan: g.alasan }));
      }
    });
    return get(a.kode_toko, no);
  }

  /** Ambil Barang Contoh: the model piece comes back from the craftsman into the tray it left. */
  async function kembaliContoh(a: Actor, no: string, barcode: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const c = await one<{ kode_gudang: string; kode_baki: string; status: string }>(
        tx,
        sql`SELECT kode_gudang, kode_baki, status FROM pesanan_contoh
             WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no} AND kode_barcode = ${barcode} FOR UPDATE`,
      );
      if (!c) throw notFound(`Barang ${barcode} Bukan Contoh Pesanan ${no}`);
      if (c.status !== 'DIPINJAM') throw unprocessable(`Barang Contoh ${barcode} Sudah Dikembalikan`);
      const pieces = await lockPieces(tx, a.kode_toko, [barcode], ['CONTOH']);
      await recordMoves(tx, ctx, pieces, {
        jenis: 'KEMBALI_CONTOH',
        status: 'STOCK',
        kode_gudang: c.kode_gudang,
        kode_baki: c.kode_baki,
        no_ref: no,
        keterangan: `AMBIL BARANG CONTOH ${no}`,
      });
      await tx.execute(sql`UPDATE pesanan_contoh SET status = 'KEMBALI', kembali_by = ${a.user_id}, kembali_at = now()
        WHERE kode_toko = ${a.kode_toko} AND no_pesanan = ${no} AND kode_barcode = ${barcode}`);
    });
    return get(a.kode_toko, no);
  }

  return {
    get,
    parameter: (kodeToko: string) => parameterToday(db, kodeToko),
    create: async (a: Actor, input: PesananInput) => get(a.kode_toko, await createPesanan(db, a, input)),
    kerjakan,
    selesai: async (a: Actor, no: string, body: SelesaiBody) => {
      await selesaiPesanan(db, a, no, body);
      return get(a.kode_toko, no);
    },
    batal,
    kembaliContoh,
    list: (kodeToko: string, f: PesananListQuery) => listPesanan(db, kodeToko, f),
    /** validation by a supervisor: OPEN orders of this store become DONE */
    validate: (a: Actor, nomor: readonly string[]) =>
      validateDocs(db, { table: 'pesanan', no: 'no_pesanan' }, a, nomor),
  };
}
