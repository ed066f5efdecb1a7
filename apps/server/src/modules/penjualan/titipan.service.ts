/**
 * Deposits (titipan): money a customer leaves in advance, later used as payment for a sale (drawn down inside
 * the sale's transaction) or refunded with a supervisor's authorization. Every movement writes the cash book.
 * A refund pays back what is left and closes the deposit for good (KEMBALI); `dikembalikan` records what went back.
 */
import type { OtorisasiRef, TitipanPage, titipanRowSchema } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextDocNumber } from '../../lib/doc-number.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { writeKas } from '../../lib/kas.ts';
import { authorize } from '../../lib/otorisasi.ts';
import { openStockDay } from '../barang/ledger.service.ts';

type Actor = { kode_toko: string; user_id: string };
type TitipanRow = z.output<typeof titipanRowSchema>;

const COLS = sql.raw(`no_titip, tanggal, kode_member, nama_customer, no_hp, jumlah, terpakai, dikembalikan,
  jumlah - terpakai - dikembalikan AS sisa, jenis,
  no_rekening, keterangan, status, status_valid, valid_by, input_by, created_at`);

export function createTitipanService(db: Db) {
  async function create(
    a: Actor,
    b: {
      kode_member: string;
      nama_customer: string;
      no_hp: string;
      jumlah: number;
      jenis: 'CASH' | 'TRANSFER';
      no_rekening: string;
      keterangan: string;
    },
  ) {
    if (b.jenis === 'TRANSFER' && !b.no_rekening) throw unprocessable('Rekening Tujuan Harus Dipilih');
    return db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      if (b.jenis === 'TRANSFER') {
        const rek = await tx.execute(
          sql`SELECT 1 FROM master_rekening WHERE kode_toko = ${a.kode_toko} AND no_rekening = ${b.no_rekening} AND status_aktif`,
        );
        if (!rek.rows[0]) throw unprocessable(`Rekening ${b.no_rekening} Tidak Ditemukan`);
      }
      const no = await nextDocNumber(tx, a.kode_toko, 'TT', ctx.tanggal);
      const res = await tx.execute(sql`
        INSERT INTO titipan (kode_toko, no_titip, tanggal, kode_member, nama_customer, no_hp, jumlah, jenis, no_rekening, keterangan, input_by)
        VALUES (${a.kode_toko}, ${no}, ${ctx.tanggal}, ${b.kode_member}, ${b.nama_customer}, ${b.no_hp}, ${b.jumlah}, ${b.jenis},
                ${b.jenis === 'TRANSFER' ? b.no_rekening : ''}, ${b.keterangan}, ${a.user_id})
        RETURNING ${COLS}`);
      await writeKas(tx, ctx, [
        {
          jenis: 'MASUK',
          kategori: 'TITIPAN',
          deskripsi: `TITIPAN ${b.nama_customer}`,
          no_rekening: b.jenis === 'TRANSFER' ? b.no_rekening : '',
          jumlah: b.jumlah,
          no_reff: no,
        },
      ]);
      return res.rows[0] as TitipanRow;
    });
  }

  /** One page of the deposits (newest first) with how many match and what is left of every match. */
  async function page(
    kodeToko: string,
    q: {
      status?: string;
      status_valid?: string;
      tgl_from?: string;
      tgl_to?: string;
      q?: string;
      skip: number;
      limit: number;
    },
  ): Promise<TitipanPage> {
    const text = q.q?.trim().toUpperCase();
    const where = sql`kode_toko = ${kodeToko}
      ${q.status ? sql`AND status = ${q.status}` : sql``}
      ${q.status_valid ? sql`AND status_valid = ${q.status_valid}` : sql``}
      ${q.tgl_from && q.tgl_to ? sql`AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}` : sql``}
      ${text ? sql`AND (no_titip LIKE ${`%${text}%`} OR nama_customer LIKE ${`%${text}%`} OR no_hp LIKE ${`%${text}%`})` : sql``}`;
    const rows = await db.execute(
      sql`SELECT ${COLS} FROM titipan WHERE ${where} ORDER BY created_at DESC, no_titip DESC LIMIT ${q.limit} OFFSET ${q.skip}`,
    );
    const sum = (
      await db.execute(sql`SELECT count(*)::int AS count,
        coalesce(sum(jumlah - terpakai - dikembalikan), 0)::bigint AS sisa FROM titipan WHERE ${where}`)
    ).rows[0] as { count: number; sisa: number };
    return { data: rows.rows as TitipanRow[], count: sum.count, summary: { sisa: sum.sisa } };
  }

  async function refund(a: Actor, no: string, o: OtorisasiRef) {
    return db.transaction(async (tx) => {
      const ctx = await openStockDay(tx, a.kode_toko, a.user_id);
      const t = (
        await tx.execute(sql`SELECT status, jumlah - terpakai - dikembalikan AS sisa, jenis, no_rekening, nama_customer FROM titipan
        WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no} FOR UPDATE`)
      ).rows[0] as
        | { status: string; sisa: number; jenis: string; no_rekening: string; nama_customer: string }
        | undefined;
      if (!t) throw notFound(`Titipan ${no} Tidak Ditemukan`);
      if (t.status !== 'AKTIF' || t.sisa <= 0) throw unprocessable(`Titipan ${no} Tidak Dapat Dikembalikan`);
      const g = await authorize(tx, ctx, o, 'KEMBALI_TITIPAN', no);
      await tx.execute(
        sql`UPDATE titipan SET status = 'KEMBALI', dikembalikan = dikembalikan + ${t.sisa} WHERE kode_toko = ${a.kode_toko} AND no_titip = ${no}`,
      );
      await writeKas(tx, ctx, [
        {
          jenis: 'KELUAR',
          kategori: 'TITIPAN',
          deskripsi: `PENGEMBALIAN TITIPAN ${t.nama_customer}`,
          no_rekening: t.no_rekening,
          jumlah: t.sisa,
          no_reff: no,
          keterangan: g.alasan,
        },
      ]);
      return { no_titip: no, dikembalikan: t.sisa };
    });
  }

  async function validate(a: Actor, nomor: string[]) {
    const res = await db.execute(sql`UPDATE titipan SET status_valid = 'DONE', valid_by = ${a.user_id}, valid_at = now()
      WHERE kode_toko = ${a.kode_toko} AND no_titip = ANY(${sql.param(nomor)}::text[]) AND status_valid = 'OPEN' RETURNING no_titip`);
    return { jumlah: res.rows.length };
  }

  return { create, page, refund, validate };
}
