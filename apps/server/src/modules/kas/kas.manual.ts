/**
 * The cash book's writes by hand: cash in / out of the drawer, moves between the drawer and an account (tambah /
 * ambil uang bank), and a supervisor's reversal of such a document (reversing rows, never an edit or a delete). Each
 * is one transaction; writeKas (lib/kas.ts) checks that no book goes below zero.
 */
import { barisPindahBank, type KasManualInput, MSG_KAS, type OtorisasiRef, type PindahBankInput } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { openStockDay } from '../barang/ledger.service.ts';
import { type Actor, doc, manualExpr, one } from './kas.book.ts';

/** Cash in / out of the drawer by hand: a kategori of the same jenis, a reason; never more out than the drawer. */
export async function manual(db: Db, a: Actor, input: KasManualInput & { jumlah: number }) {
  const no = await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const k = await one<{ nama_kategori: string; jenis: string }>(
      tx,
      sql`SELECT nama_kategori, jenis FROM master_kategori
           WHERE kode_toko = ${a.kode_toko} AND kode_kategori = ${input.kode_kategori}`,
    );
    if (!k) throw unprocessable(MSG_KAS.kategoriTidakAda(input.kode_kategori));
    if (k.jenis !== input.jenis) throw unprocessable(MSG_KAS.kategoriSalahJenis(input.kode_kategori, input.jenis));
    // Kas Keluar: the drawer must hold the money (writeKas checks every payout, lib/kas.ts)
    const no = await nextDocNumber(tx, a.kode_toko, 'KAS', ctx.tanggal);
    await writeKas(tx, ctx, [
      {
        jenis: input.jenis,
        kategori: input.kode_kategori,
        deskripsi: `KAS ${input.jenis}`,
        keterangan: input.keterangan,
        jumlah: input.jumlah,
        no_reff: no,
        alasan: input.alasan,
      },
    ]);
    return no;
  });
  return doc(db, a.kode_toko, no);
}

/** Tambah uang bank (drawer → account) or ambil uang bank (account → drawer): two rows, one document. */
export async function pindahBank(
  db: Db,
  a: Actor,
  arah: 'TAMBAH' | 'AMBIL',
  input: PindahBankInput & { jumlah: number },
) {
  const no = await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const r = await one<{ nama_rekening: string; nama_bank: string | null }>(
      tx,
      sql`SELECT r.nama_rekening, b.nama_bank FROM master_rekening r
            LEFT JOIN master_bank b ON b.kode_toko = r.kode_toko AND b.kode_bank = r.kode_bank
           WHERE r.kode_toko = ${a.kode_toko} AND r.no_rekening = ${input.no_rekening} AND r.status_aktif`,
    );
    if (!r) throw unprocessable(MSG_KAS.rekeningTidakAda(input.no_rekening));
    // Neither book goes below zero (issue 25 item 38): tambah needs the money in the drawer, ambil in the
    // account's book — writeKas checks the side the money leaves (lib/kas.ts).
    const no = await nextDocNumber(tx, a.kode_toko, 'BANK', ctx.tanggal);
    const akun = `${input.no_rekening}${r.nama_bank ? ` ${r.nama_bank}` : ''} A/N ${r.nama_rekening}`;
    const deskripsi = arah === 'TAMBAH' ? `TAMBAH UANG BANK KE ${akun}` : `AMBIL UANG BANK DARI ${akun}`;
    const base = { kategori: `${arah} UANG BANK`, deskripsi, keterangan: input.keterangan, alasan: input.alasan };
    // the side the money leaves writes KELUAR, the side it reaches MASUK: the same amount (domain rule)
    await writeKas(
      tx,
      ctx,
      barisPindahBank(arah, input.no_rekening, input.jumlah).map((r) => ({
        ...base,
        jenis: r.jenis,
        no_rekening: r.no_rekening,
        jumlah: r.jumlah_in + r.jumlah_out,
        no_reff: no,
      })),
    );
    return no;
  });
  return doc(db, a.kode_toko, no);
}

/** Reverses every row of a manual document once (supervisor, BATAL_KAS bound to the document). */
export async function batal(db: Db, a: Actor, input: { no_reff: string; alasan: string; otorisasi: OtorisasiRef }) {
  const no = input.no_reff;
  await db.transaction(async (tx) => {
    const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
    const rows = (
      await tx.execute(sql`
        SELECT k.id, k.jenis, k.kategori, k.deskripsi, k.keterangan, k.no_rekening,
               k.jumlah_in::bigint AS jumlah_in, k.jumlah_out::bigint AS jumlah_out, ${manualExpr(a.kode_toko)} AS manual
          FROM kas k WHERE k.kode_toko = ${a.kode_toko} AND k.no_reff = ${no} AND k.batal_of IS NULL
         ORDER BY k.id FOR UPDATE`)
    ).rows as {
      id: string;
      jenis: 'MASUK' | 'KELUAR';
      kategori: string;
      deskripsi: string;
      keterangan: string;
      no_rekening: string;
      jumlah_in: string;
      jumlah_out: string;
      manual: boolean;
    }[];
    if (!rows.length) throw notFound(MSG_KAS.barisTidakAda);
    if (!rows.every((r) => r.manual)) throw unprocessable(MSG_KAS.bukanManual);
    const done = await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM kas WHERE kode_toko = ${a.kode_toko} AND batal_of = ANY(${sql.param(
        rows.map((r) => Number(r.id)),
      )}::bigint[])`,
    );
    if (done?.n) throw unprocessable(MSG_KAS.sudahBatal(no));
    // taking back money that came into a book needs that money in the book (writeKas checks, lib/kas.ts)
    await authorize(tx, ctx, input.otorisasi, 'BATAL_KAS', no);
    await writeKas(
      tx,
      ctx,
      rows.map((r) => ({
        jenis: r.jenis === 'MASUK' ? ('KELUAR' as const) : ('MASUK' as const),
        kategori: r.kategori,
        deskripsi: `BATAL ${r.deskripsi}`,
        keterangan: r.keterangan,
        no_rekening: r.no_rekening,
        jumlah: Number(r.jumlah_in) + Number(r.jumlah_out),
        no_reff: no,
        alasan: input.alasan,
        batal_of: Number(r.id),
      })),
    );
  });
  return doc(db, a.kode_toko, no);
}
