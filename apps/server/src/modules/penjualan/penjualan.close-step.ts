/**
 * Close-store check (issue: the day's sales must be validated): a day with sales or deposits still OPEN cannot be
 * closed; the 422 lists them so the supervisor can validate on /validasi-jual-beli.
 */
import { sql } from 'drizzle-orm';
import { unprocessable } from '../../lib/errors.ts';
import { registerCloseStep } from '../system/close-steps.ts';

registerCloseStep({
  name: 'validasi-penjualan',
  message: 'Memeriksa Validasi Penjualan',
  order: 10,
  run: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'PENJUALAN' AS jenis, no_faktur_group AS nomor, total_harga AS jumlah FROM penjualan
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status = 'AKTIF' AND status_valid = 'OPEN'
      UNION ALL
      SELECT 'TITIPAN', no_titip, jumlah FROM titipan
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status_valid = 'OPEN'
      ORDER BY 1, 2`);
    if (res.rows.length) {
      throw unprocessable(
        `Masih Ada ${res.rows.length} Transaksi Yang Belum Divalidasi, Silahkan Validasi Di Menu Validasi Jual Beli`,
        { belum_valid: res.rows },
      );
    }
  },
});
