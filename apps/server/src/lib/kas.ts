/** Writes cash-book rows (DOMAIN.md "kas / bank"): every money movement of a document lands here. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export type KasRow = {
  jenis: 'MASUK' | 'KELUAR';
  kategori: string;
  deskripsi: string;
  keterangan?: string;
  no_rekening?: string;
  jumlah: number;
  fee?: number;
  no_reff: string;
  /** Why a manual row or a reversal was written. */
  alasan?: string;
  /** A reversing row: the id of the row it cancels (once only: unique index). */
  batal_of?: number;
};

/** The rows as the kas table stores them (zero amounts dropped): what writeKas inserts, for a caller's own insert. */
export function kasRecords(rows: readonly KasRow[]) {
  return rows
    .filter((r) => r.jumlah !== 0)
    .map((r) => ({
      jenis: r.jenis,
      kategori: r.kategori,
      deskripsi: r.deskripsi,
      keterangan: r.keterangan ?? '',
      no_rekening: r.no_rekening ?? '',
      jumlah_in: r.jenis === 'MASUK' ? r.jumlah : 0,
      jumlah_out: r.jenis === 'KELUAR' ? r.jumlah : 0,
      fee: r.fee ?? 0,
      no_reff: r.no_reff,
      alasan: r.alasan ?? '',
      batal_of: r.batal_of ?? null,
    }));
}

export async function writeKas(
  tx: Tx,
  ctx: { kode_toko: string; tanggal: string; user_id: string },
  rows: readonly KasRow[],
) {
  const list = kasRecords(rows);
  if (!list.length) return;
  await tx.execute(sql`
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out, fee, no_reff, alasan, batal_of, input_by)
    SELECT ${ctx.kode_toko}, ${ctx.tanggal}, k.jenis, k.kategori, k.deskripsi, k.keterangan, k.no_rekening, k.jumlah_in, k.jumlah_out,
           k.fee, k.no_reff, k.alasan, k.batal_of, ${ctx.user_id}
      FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS k(jenis text, kategori text, deskripsi text, keterangan text,
           no_rekening text, jumlah_in bigint, jumlah_out bigint, fee bigint, no_reff text, alasan text, batal_of bigint)`);
}
