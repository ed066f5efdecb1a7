/**
 * Test seed: puts a store's book — the drawer (no_rekening '') or a store account — at exactly `saldo` on the
 * store's shop day, with one MODAL row for the difference (DESIGN.md: money leaves a book only if the book holds it,
 * so a suite that pays out first gives its drawer the money a shop starts the day with).
 */
import type { Db } from '../db/client.ts';

export async function setSaldoKas(db: Db, kodeToko: string, saldo: number, noRekening = '') {
  const r = await db.$client.query(
    `SELECT s.tgl_system::text AS tanggal,
            (SELECT COALESCE(sum(k.jumlah_in - k.jumlah_out), 0)::bigint FROM kas k
              WHERE k.kode_toko = s.kode_toko AND k.no_rekening = $2 AND k.tanggal <= s.tgl_system) AS saldo
       FROM stores s WHERE s.kode_toko = $1`,
    [kodeToko, noRekening],
  );
  const row = r.rows[0] as { tanggal: string; saldo: string } | undefined;
  if (!row) throw new Error(`setSaldoKas: no store ${kodeToko}`);
  const beda = saldo - Number(row.saldo);
  if (beda === 0) return;
  await db.$client.query(
    `INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, no_rekening, jumlah_in, jumlah_out, input_by)
     VALUES ($1, $2, $3, 'MODAL', 'MODAL TEST', $4, $5, $6, 'TEST')`,
    [kodeToko, row.tanggal, beda > 0 ? 'MASUK' : 'KELUAR', noRekening, Math.max(beda, 0), Math.max(-beda, 0)],
  );
}
