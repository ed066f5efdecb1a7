/**
 * Loans against gold (hutang, issue 14), one file per action: a new loan (hutang.create.ts: the pledged pieces
 * valued at today's buy price per gram of fine gold, the amount capped at PERSEN_MAX_PINJAMAN % of that value, the
 * rate from the kondisi pinjaman range, the money paid out through the cash book, a yearly `<kode_toko>-PI<YY>-NNNNN`
 * number), repaying and cancelling a repayment (hutang.pelunasan.ts), renewing (hutang.peremajaan.ts), forfeiting
 * (hutang.lelang.ts), reading (hutang.read.ts), and validation and photos below. The pieces stay in hutang_jaminan
 * (custody): never barang, so never sold, moved or counted — only a forfeit makes stock of them.
 */
import type {
  HutangInput,
  HutangListQuery,
  LelangHutangInput,
  OtorisasiRef,
  PeremajaanHutangInput,
  PesananBayarInput,
} from '@kilau/domain';
import type { Db } from '../../db/client.ts';
import { linePhotos, validateDocs } from '../../lib/counter-steps.ts';
import type { Actor } from '../../lib/document-routes.ts';
import { createHutang } from './hutang.create.ts';
import { lelangHutang } from './hutang.lelang.ts';
import { batalLunasHutang, pelunasanHutang } from './hutang.pelunasan.ts';
import { peremajaanHutang } from './hutang.peremajaan.ts';
import { getHutang, listHutang, marginAlert, parameterHutang } from './hutang.read.ts';

export function createHutangService(db: Db) {
  const get = (kodeToko: string, no: string) => getHutang(db, kodeToko, no);
  /** A write answers the loan as read back after its commit (the write resolves to the loan's number). */
  const readBack = async (a: Actor, write: Promise<string>) => get(a.kode_toko, await write);
  const photos = linePhotos(db, { table: 'hutang_jaminan', no: 'no_hutang' }, 'Hutang');
  return {
    get,
    parameter: (kodeToko: string) => parameterHutang(db, kodeToko),
    list: (kodeToko: string, f: HutangListQuery) => listHutang(db, kodeToko, f),
    marginAlert: (kodeToko: string) => marginAlert(db, kodeToko),
    create: (a: Actor, input: HutangInput) => readBack(a, createHutang(db, a, input)),
    pelunasan: (a: Actor, no: string, payments: readonly PesananBayarInput[]) =>
      readBack(
        a,
        pelunasanHutang(db, a, no, payments).then(() => no),
      ),
    batalLunas: (a: Actor, no: string, o: OtorisasiRef) =>
      readBack(
        a,
        batalLunasHutang(db, a, no, o).then(() => no),
      ),
    peremajaan: (a: Actor, input: PeremajaanHutangInput) => readBack(a, peremajaanHutang(db, a, input)),
    lelang: (a: Actor, input: LelangHutangInput) =>
      readBack(
        a,
        lelangHutang(db, a, input).then(() => input.no_hutang),
      ),
    /** validation by a supervisor: OPEN loans of this store become DONE */
    validate: (a: Actor, nomor: readonly string[]) => validateDocs(db, { table: 'hutang', no: 'no_hutang' }, a, nomor),
    fotoOf: photos.of,
    setFoto: photos.set,
  };
}
