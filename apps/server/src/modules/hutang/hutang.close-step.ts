/**
 * Close-store check (issue 14): a day with loans still OPEN (not validated on /validasi-hutang) cannot be closed;
 * the 422 lists them.
 */
import { sql } from 'drizzle-orm';
import { unprocessable } from '../../lib/errors.ts';
import { registerCloseStep } from '../system/close-steps.ts';

registerCloseStep({
  name: 'validasi-hutang',
  message: 'Memeriksa Validasi Hutang',
  order: 14,
  run: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'HUTANG' AS jenis, no_hutang AS nomor, pokok AS jumlah FROM hutang
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status_valid = 'OPEN'
       ORDER BY no_hutang`);
    if (res.rows.length) {
      throw unprocessable(
        `Masih Ada ${res.rows.length} Hutang Yang Belum Divalidasi, Silahkan Validasi Di Menu Validasi Hutang`,
        { belum_valid: res.rows },
      );
    }
  },
});
