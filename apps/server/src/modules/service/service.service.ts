/**
 * Repairs (service, DOMAIN.md "service", issue 13): taking one in (service.create.ts), reading (service.read.ts),
 * and below its moves by the domain's state machine — SELESAI, then DIAMBIL with the rest paid by payment lines, or
 * BATAL with a supervisor's grant that gives back, through the cash book, all the money the service took — with
 * validation and the items' photos.
 */
import {
  type AmbilServiceInput,
  type OtorisasiRef,
  type ServiceInput,
  type ServiceListQuery,
  sisaService,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashNets, checkPayments, checkTukang, linePhotos, refundRows, validateDocs } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { createService } from './service.create.ts';
import { getService, listService, parameterService } from './service.read.ts';
import { lockFor, recordPayments } from './service.steps.ts';

export function createServiceService(db: Db) {
  const get = (kodeToko: string, no: string) => getService(db, kodeToko, no);
  const photos = linePhotos(db, { table: 'service_detail', no: 'no_service' }, 'Service');

  /** MASUK → SELESAI: the craftsman finished the repair (the craftsman may be named now). */
  async function selesai(a: Actor, no: string, kodeTukang: string) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      await lockFor(tx, a.kode_toko, no, 'SELESAI');
      if (kodeTukang) await checkTukang(tx, a.kode_toko, kodeTukang);
      await tx.execute(sql`
        UPDATE service SET status = 'SELESAI', tgl_selesai = ${ctx.tanggal}, selesai_by = ${a.user_id},
               kode_tukang = CASE WHEN ${kodeTukang} = '' THEN kode_tukang ELSE ${kodeTukang} END
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
    });
    return get(a.kode_toko, no);
  }

  /** SELESAI → DIAMBIL: handed over, the rest (total − DP) paid with payment lines into the cash book. */
  async function ambil(a: Actor, input: AmbilServiceInput) {
    const no = input.no_service;
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'AMBIL');
      const sisa = sisaService(h.total, h.dp + h.pelunasan);
      const bill = await checkPayments(tx, a.kode_toko, sisa, input.payments);
      await tx.execute(sql`
        UPDATE service SET status = 'DIAMBIL', tgl_ambil = ${ctx.tanggal}, ambil_by = ${a.user_id},
               pelunasan = pelunasan + ${sisa}, kembalian_ambil = ${bill.kembalian}
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
      await recordPayments(tx, ctx, no, 'AMBIL', input.payments, bill.kembalian, h.nama_customer);
    });
    return get(a.kode_toko, no);
  }

  /**
   * Cancel (supervisor, BATAL_SERVICE): the grant approves this service and the amount given back — everything it
   * took — which the cash book pays back per account (drawer or store account) as the money came in.
   */
  async function batal(a: Actor, no: string, o: OtorisasiRef) {
    await db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const h = await lockFor(tx, a.kode_toko, no, 'BATAL');
      const kembali = h.dp + h.pelunasan;
      const g = await authorize(tx, ctx, o, 'BATAL_SERVICE', no, { detail: { jumlah: kembali } });
      await tx.execute(sql`
        UPDATE service SET status = 'BATAL', tgl_batal = ${ctx.tanggal}, batal_alasan = ${g.alasan},
               batal_by = ${a.user_id}, batal_otorisasi = ${g.approved_by}, batal_at = now(), uang_kembali = ${kembali}
         WHERE kode_toko = ${a.kode_toko} AND no_service = ${no}`);
      const nets = await cashNets(tx, a.kode_toko, no, 'SERVICE');
      const text = { deskripsi: 'BATAL SERVICE', keterangan: g.alasan, alasan: g.alasan };
      await writeKas(tx, ctx, refundRows(nets, no, text));
    });
    return get(a.kode_toko, no);
  }

  return {
    get,
    parameter: (kodeToko: string) => parameterService(db, kodeToko),
    create: async (a: Actor, input: ServiceInput) => get(a.kode_toko, await createService(db, a, input)),
    selesai,
    ambil,
    batal,
    list: (kodeToko: string, f: ServiceListQuery) => listService(db, kodeToko, f),
    /** validation by a supervisor: OPEN services of this store become DONE */
    validate: (a: Actor, nomor: readonly string[]) =>
      validateDocs(db, { table: 'service', no: 'no_service' }, a, nomor),
    fotoOf: photos.of,
    setFoto: photos.set,
  };
}
