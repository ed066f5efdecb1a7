/**
 * The cash and bank book (issue 12, DOMAIN.md "kas / bank"): reads of a day's book of the drawer (no_rekening '')
 * or a store account with its running balance, manual cash in / out, moves between the drawer and an account
 * (tambah / ambil uang bank), the reversal of such a manual document by a supervisor (reversing rows, never an
 * edit or a delete), the balances per account, and the drawer count (hitung laci). Every row is the store's own;
 * every write is one transaction, and no book (the drawer or an account) goes below zero through a write: every
 * payout is checked by writeKas (lib/kas.ts, kilau_kas_cukup), under the book's lock that the drawer count takes too.
 */
import {
  barisPindahBank,
  type HitungKas,
  type HitungKasInput,
  type HitungKasList,
  type KasBukuRow,
  type KasDoc,
  type KasManualInput,
  type KasPage,
  MSG_KAS,
  type OtorisasiRef,
  type PindahBankInput,
  pecahanLengkap,
  perluOtorisasiSelisih,
  type SaldoRekeningList,
  selisihKas,
  totalPecahan,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize, recordOtorisasi, takeOtorisasi } from '../../lib/otorisasi.ts';
import { settings } from '../../lib/settings.ts';
import { openStockDay } from '../barang/ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
const LACI = '';

async function one<T>(tx: Tx | Db, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute(q)).rows[0] as T | undefined;
}

/** Documents written by hand here (doc kinds KAS and BANK): the only ones a supervisor may reverse here. */
const manualExpr = (kodeToko: string) =>
  sql`(k.batal_of IS NULL AND (k.no_reff LIKE ${`${kodeToko}-KAS-%`} OR k.no_reff LIKE ${`${kodeToko}-BANK-%`}))`;

/** The columns of a book row (`k` = kas), the running balance given as `saldo`. */
const rowCols = (kodeToko: string) => sql`
  k.id, k.tanggal::text AS tanggal, k.input_date, k.no_reff, k.jenis, k.kategori, mk.nama_kategori, k.deskripsi,
  k.keterangan, k.alasan, k.no_rekening, k.jumlah_in::bigint AS jumlah_in, k.jumlah_out::bigint AS jumlah_out,
  k.fee::bigint AS fee, k.batal_of, k.input_by,
  EXISTS (SELECT 1 FROM kas b WHERE b.kode_toko = k.kode_toko AND b.batal_of = k.id) AS dibatalkan,
  ${manualExpr(kodeToko)} AS manual`;

const toRow = (r: Record<string, unknown>): KasBukuRow =>
  <KasBukuRow>{
    ...r,
    id: Number(r.id),
    jumlah_in: Number(r.jumlah_in),
    jumlah_out: Number(r.jumlah_out),
    fee: Number(r.fee),
    saldo: Number(r.saldo ?? 0),
    batal_of: r.batal_of === null ? null : Number(r.batal_of),
  };

/** The store's shop day (tgl_system). */
async function hariToko(db: Db | Tx, kodeToko: string): Promise<string> {
  const r = await one<{ d: string }>(db, sql`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = ${kodeToko}`);
  if (!r) throw notFound('Toko Tidak Ditemukan');
  return r.d;
}

/** The book's lock every payout takes (kilau_kas_cukup, migration 0031: the same key), so a count sees no payout. */
async function lockBook(tx: Tx, kodeToko: string, noRekening: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`kas:${kodeToko}:${noRekening}`}))`);
}

/** A book's balance after every row of it up to and including a day. */
async function saldoSampai(tx: Tx | Db, kodeToko: string, noRekening: string, tanggal: string): Promise<number> {
  const r = await one<{ v: string }>(
    tx,
    sql`SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::bigint AS v FROM kas
         WHERE kode_toko = ${kodeToko} AND no_rekening = ${noRekening} AND tanggal <= ${tanggal}`,
  );
  return Number(r?.v ?? 0);
}

export const batasSelisihOf = (tx: Tx | Db, kodeToko: string): Promise<number> =>
  settings.get(tx, kodeToko, 'SELISIH_KAS_MAX');

/** HITUNG_LACI_BUTA: the drawer is counted blind (the book and the difference shown only once saved). */
export const hitungButaOf = (tx: Tx | Db, kodeToko: string): Promise<boolean> =>
  settings.get(tx, kodeToko, 'HITUNG_LACI_BUTA');

export function createKasService(db: Db) {
  /** One page of a day's book; the running balance comes from a window over the whole day, so pages agree. */
  async function list(
    kodeToko: string,
    q: { tanggal?: string; no_rekening: string; skip: number; limit: number },
  ): Promise<KasPage> {
    const tanggal = q.tanggal ?? (await hariToko(db, kodeToko));
    const rek = q.no_rekening;
    const head = await one<{ awal: string; masuk: string; keluar: string; n: number }>(
      db,
      sql`SELECT COALESCE(sum(jumlah_in - jumlah_out) FILTER (WHERE tanggal < ${tanggal}), 0)::bigint AS awal,
                 COALESCE(sum(jumlah_in) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS masuk,
                 COALESCE(sum(jumlah_out) FILTER (WHERE tanggal = ${tanggal}), 0)::bigint AS keluar,
                 count(*) FILTER (WHERE tanggal = ${tanggal})::int AS n
            FROM kas WHERE kode_toko = ${kodeToko} AND no_rekening = ${rek} AND tanggal <= ${tanggal}`,
    );
    const awal = Number(head?.awal ?? 0);
    const masuk = Number(head?.masuk ?? 0);
    const keluar = Number(head?.keluar ?? 0);
    const rows = await db.execute(sql`
      WITH day AS (
        SELECT k.id, sum(k.jumlah_in - k.jumlah_out) OVER (ORDER BY k.id ROWS UNBOUNDED PRECEDING) AS cum
          FROM kas k WHERE k.kode_toko = ${kodeToko} AND k.no_rekening = ${rek} AND k.tanggal = ${tanggal}
         ORDER BY k.id OFFSET ${q.skip} LIMIT ${q.limit}
      )
      SELECT ${rowCols(kodeToko)}, (${awal}::bigint + day.cum)::bigint AS saldo
        FROM day
        JOIN kas k ON k.kode_toko = ${kodeToko} AND k.id = day.id
        LEFT JOIN master_kategori mk ON mk.kode_toko = k.kode_toko AND mk.kode_kategori = k.kategori
       ORDER BY k.id`);
    return {
      tanggal,
      no_rekening: rek,
      saldo_awal: awal,
      total_in: masuk,
      total_out: keluar,
      saldo_akhir: awal + masuk - keluar,
      count: head?.n ?? 0,
      data: (rows.rows as Record<string, unknown>[]).map(toRow),
    };
  }

  /** The rows of one document (its balance column is the row's own book balance, not needed here: 0). */
  async function doc(kodeToko: string, no: string): Promise<KasDoc> {
    const rows = await db.execute(sql`
      SELECT ${rowCols(kodeToko)}, 0 AS saldo
        FROM kas k LEFT JOIN master_kategori mk ON mk.kode_toko = k.kode_toko AND mk.kode_kategori = k.kategori
       WHERE k.kode_toko = ${kodeToko} AND k.no_reff = ${no} ORDER BY k.id`);
    const data = (rows.rows as Record<string, unknown>[]).map(toRow);
    if (!data.length) throw notFound(MSG_KAS.barisTidakAda);
    return { no_reff: no, tanggal: data[0]?.tanggal ?? '', rows: data };
  }

  /** Cash in / out of the drawer by hand: a kategori of the same jenis, a reason; never more out than the drawer. */
  async function manual(a: Actor, input: KasManualInput & { jumlah: number }) {
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
    return doc(a.kode_toko, no);
  }

  /** Tambah uang bank (drawer → account) or ambil uang bank (account → drawer): two rows, one document. */
  async function pindahBank(a: Actor, arah: 'TAMBAH' | 'AMBIL', input: PindahBankInput & { jumlah: number }) {
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
    return doc(a.kode_toko, no);
  }

  /** Reverses every row of a manual document once (supervisor, BATAL_KAS bound to the document). */
  async function batal(a: Actor, input: { no_reff: string; alasan: string; otorisasi: OtorisasiRef }) {
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
    return doc(a.kode_toko, no);
  }

  /** The drawer and every store account on a day: opening, in, out, closing. */
  async function saldoRekening(kodeToko: string, tgl?: string): Promise<SaldoRekeningList> {
    const tanggal = tgl ?? (await hariToko(db, kodeToko));
    const res = await db.execute(sql`
      WITH akun AS (
        SELECT '' AS no_rekening, 'KAS (LACI)' AS nama_rekening, '' AS nama_bank, 0 AS urut
        UNION ALL
        SELECT r.no_rekening, r.nama_rekening, COALESCE(b.nama_bank, r.kode_bank), 1
          FROM master_rekening r LEFT JOIN master_bank b ON b.kode_toko = r.kode_toko AND b.kode_bank = r.kode_bank
         WHERE r.kode_toko = ${kodeToko}
           AND (r.status_aktif OR EXISTS (SELECT 1 FROM kas x WHERE x.kode_toko = r.kode_toko AND x.no_rekening = r.no_rekening))
      )
      SELECT a.no_rekening, a.nama_rekening, a.nama_bank,
             COALESCE(sum(k.jumlah_in - k.jumlah_out) FILTER (WHERE k.tanggal < ${tanggal}), 0)::bigint AS saldo_awal,
             COALESCE(sum(k.jumlah_in) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS masuk,
             COALESCE(sum(k.jumlah_out) FILTER (WHERE k.tanggal = ${tanggal}), 0)::bigint AS keluar
        FROM akun a
        LEFT JOIN kas k ON k.kode_toko = ${kodeToko} AND k.no_rekening = a.no_rekening AND k.tanggal <= ${tanggal}
       GROUP BY a.no_rekening, a.nama_rekening, a.nama_bank, a.urut
       ORDER BY a.urut, a.no_rekening`);
    return {
      tanggal,
      data: (res.rows as Record<string, string>[]).map((r) => {
        const awal = Number(r.saldo_awal);
        const masuk = Number(r.masuk);
        const keluar = Number(r.keluar);
        return {
          no_rekening: r.no_rekening ?? '',
          nama_rekening: r.nama_rekening ?? '',
          nama_bank: r.nama_bank ?? '',
          saldo_awal: awal,
          masuk,
          keluar,
          saldo_akhir: awal + masuk - keluar,
        };
      }),
    };
  }

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
  async function hitungList(kodeToko: string, tgl?: string): Promise<HitungKasList> {
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
  async function hitung(a: Actor, input: HitungKasInput & { catatan: string }): Promise<HitungKas> {
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

  return { list, doc, manual, pindahBank, batal, saldoRekening, hitungList, hitung };
}
