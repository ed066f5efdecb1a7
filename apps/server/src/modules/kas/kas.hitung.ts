/**
 * The drawer count (hitung laci): the day's counts with the book balance (none when the store counts blind) and the
 * limit, and a count against the book at this moment under the book's lock that every payout takes.
 */
import {
  type HitungKas,
  type HitungKasInput,
  type HitungKasList,
  MSG_KAS,
  pecahanLengkap,
  perluOtorisasiSelisih,
  selisihKas,
  totalPecahan,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import { recordOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';
import { settings } from '../../lib/settings.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { type Actor, hariToko, LACI, saldoSampai } from './kas.book.ts';

/** The book's lock every payout takes (kilau_kas_cukup, migration 0031: the same key), so a count sees no payout. */
async function lockBook(tx: Tx, kodeToko: string, noRekening: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`kas:${kodeToko}:${noRekening}`}))`);
}

export const batasSelisihOf = (tx: Tx | Db, kodeToko: string): Promise<number> =>
  settings.get(tx, kodeToko, 'SELISIH_KAS_MAX');

/** HITUNG_LACI_BUTA: the drawer is counted blind (the book and the difference shown only once saved). */
export const hitungButaOf = (tx: Tx | Db, kodeToko: string): Promise<boolean> =>
  settings.get(tx, kodeToko, 'HITUNG_LACI_BUTA');

const hitungCols = sql`id, tanggal::text AS tanggal, pecahan, total_hitung::bigint AS total_hitung,
  saldo_buku, selisih, catatan, otorisasi_by, input_by, input_date`;
const toHitung = (r: Record<string, unknown>): HitungKas =>
  <HitungKas>{
    ...r,
    id: Number(r.id),
    total_hitung: Number(r.total_hitung),
    saldo_buku: Number(r.saldo_buku),
    selisih: Number(r.selisih),
  };

/**
 * The day's drawer counts (newest first), the drawer's book balance (none when the store counts blind: each saved
 * count carries the book it was held against) and the store's limit.
 */
export async function hitungList(db: Db, kodeToko: string, tgl?: string): Promise<HitungKasList> {
  const tanggal = tgl ?? (await hariToko(db, kodeToko));
  const rows = await db.execute(sql`SELECT ${hitungCols} FROM kas_hitung
    WHERE kode_toko = ${kodeToko} AND tanggal = ${tanggal} ORDER BY id DESC`);
  const buta = await hitungButaOf(db, kodeToko);
  return {
    tanggal,
    saldo_buku: buta ? null : await saldoSampai(db, kodeToko, LACI, tanggal),
    batas_selisih: await batasSelisihOf(db, kodeToko),
    buta,
    data: (rows.rows as Record<string, unknown>[]).map(toHitung),
  };
}

/**
 * A drawer count against the book at this moment. A difference beyond SELISIH_KAS_MAX needs a note and a
 * supervisor's grant (SELISIH_KAS) approving exactly this counted total.
 */
export async function hitung(db: Db, a: Actor, input: HitungKasInput & { catatan: string }): Promise<HitungKas> {
  return db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    await lockBook(tx, a.kode_toko, LACI);
    const pecahan = pecahanLengkap(input.pecahan.map((p) => ({ kode: p.kode, jumlah: Number(p.jumlah) })));
    const total = totalPecahan(pecahan);
    const buku = await saldoSampai(tx, a.kode_toko, LACI, ctx.tanggal);
    const selisih = selisihKas(total, buku);
    const batas = await batasSelisihOf(tx, a.kode_toko);
    const perlu = perluOtorisasiSelisih(selisih, batas);
    if (perlu && !input.otorisasi) {
      // `errors.otorisasi`: a blind count's screen learns here that it must ask for a note and a supervisor
      const m = MSG_KAS.perluOtorisasiSelisih(batas);
      throw unprocessable(m, { errors: { otorisasi: m } });
    }
    if (perlu && !input.catatan) throw unprocessable(MSG_KAS.catatanKosong);
    const g = perlu ? await takeOtorisasi(tx, a, input.otorisasi, 'SELISIH_KAS', '', { jumlah: total }) : undefined;
    const res = await tx.execute(sql`
      INSERT INTO kas_hitung (kode_toko, tanggal, pecahan, total_hitung, saldo_buku, selisih, catatan, otorisasi_by, input_by)
      VALUES (${a.kode_toko}, ${ctx.tanggal}, ${JSON.stringify(pecahan)}::jsonb, ${total}, ${buku}, ${selisih},
              ${input.catatan}, ${g?.approved_by ?? ''}, ${a.user_id})
      RETURNING ${hitungCols}`);
    const row = toHitung(res.rows[0] as Record<string, unknown>);
    if (g) {
      await recordOtorisasi(tx, ctx, g, `HITUNG KAS ${row.id}`, {
        total_hitung: total,
        saldo_buku: buku,
        selisih,
        catatan: input.catatan,
      });
    }
    return row;
  });
}
