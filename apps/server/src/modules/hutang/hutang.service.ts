/**
 * Loans against gold (hutang, issue 14), one file per action: a new loan (hutang.create.ts: the pledged pieces
 * valued at today's buy price per gram of fine gold, the amount capped at PERSEN_MAX_PINJAMAN % of that value, the
 * rate from the kondisi pinjaman range, the money paid out through the cash book, a yearly `<kode_toko>-PI<YY>-NNNNN`
 * number), repaying and cancelling a repayment (hutang.pelunasan.ts), renewing (hutang.peremajaan.ts), forfeiting
 * (hutang.lelang.ts), reading (hutang.read.ts), and validation and photos below. The pieces stay in hutang_jaminan
 * (custody): never barang, so never sold, moved or counted — only a forfeit makes stock of them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { createHutang } from './hutang.create.ts';
import { lelangHutang } from './hutang.lelang.ts';
import { batalLunasHutang, pelunasanHutang } from './hutang.pelunasan.ts';
import { peremajaanHutang } from './hutang.peremajaan.ts';
import { getHutang, listHutang, marginAlert, parameterHutang } from './hutang.read.ts';

/** Validation by a supervisor: OPEN loans of this store become DONE. */
async function validate(db: Db, a: Actor, nomor: readonly string[]) {
  const res = await db.execute(sql`
    UPDATE hutang SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
     WHERE kode_toko = ${a.kode_toko} AND no_hutang = ANY(${sql.param([...nomor])}::text[]) AND status_valid = 'OPEN'
    RETURNING no_hutang`);
  return { jumlah: res.rows.length };
}

/** A pledged line's photo file key, checked to belong to this store's loan. */
async function fotoOf(db: Db, kodeToko: string, no: string, seq: number) {
  const r = await one<{ foto: string }>(
    db,
    sql`SELECT foto FROM hutang_jaminan WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} AND seq = ${seq}`,
  );
  if (!r) throw notFound(`Barang ${seq} Hutang ${no} Tidak Ditemukan`);
  return r.foto;
}

export function createHutangService(db: Db) {
  /** Each write answers the loan as read back after its commit. */
  const get = (kodeToko: string, no: string) => getHutang(db, kodeToko, no);
  const then = async (a: Actor, no: string | Promise<unknown>, after?: string) => {
    const written = await no;
    return get(a.kode_toko, after ?? String(written));
  };
  return {
    get,
    parameter: (kodeToko: string) => parameterHutang(db, kodeToko),
    list: (kodeToko: string, f: Parameters<typeof listHutang>[2]) => listHutang(db, kodeToko, f),
    marginAlert: (kodeToko: string) => marginAlert(db, kodeToko),
    create: (a: Actor, input: Parameters<typeof createHutang>[2]) => then(a, createHutang(db, a, input)),
    pelunasan: (a: Actor, no: string, payments: Parameters<typeof pelunasanHutang>[3]) =>
      then(a, pelunasanHutang(db, a, no, payments), no),
    batalLunas: (a: Actor, no: string, o: Parameters<typeof batalLunasHutang>[3]) =>
      then(a, batalLunasHutang(db, a, no, o), no),
    peremajaan: (a: Actor, input: Parameters<typeof peremajaanHutang>[2]) => then(a, peremajaanHutang(db, a, input)),
    lelang: (a: Actor, input: Parameters<typeof lelangHutang>[2]) =>
      then(a, lelangHutang(db, a, input), input.no_hutang),
    validate: (a: Actor, nomor: readonly string[]) => validate(db, a, nomor),
    fotoOf: (kodeToko: string, no: string, seq: number) => fotoOf(db, kodeToko, no, seq),
    setFoto: async (kodeToko: string, no: string, seq: number, key: string) => {
      await db.execute(sql`UPDATE hutang_jaminan SET foto = ${key}
        WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} AND seq = ${seq}`);
    },
  };
}
