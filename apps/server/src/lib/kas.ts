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
};

export async function writeKas(
  tx: Tx,
  ctx: { kode_toko: string; tanggal: string; user_id: string },
  rows: readonly KasRow[],
) {
  for (const r of rows) {
    if (r.jumlah === 0) continue;
    await tx.execute(sql`
      INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out, fee, no_reff, input_by)
      VALUES (${ctx.kode_toko}, ${ctx.tanggal}, ${r.jenis}, ${r.kategori}, ${r.deskripsi}, ${r.keterangan ?? ''}, ${r.no_rekening ?? ''},
              ${r.jenis === 'MASUK' ? r.jumlah : 0}, ${r.jenis === 'KELUAR' ? r.jumlah : 0}, ${r.fee ?? 0}, ${r.no_reff}, ${ctx.user_id})`);
  }
}
