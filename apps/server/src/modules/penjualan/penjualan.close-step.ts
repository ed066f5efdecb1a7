/**
 * Close-store check (issue: the day's sales must be validated): a day with sales or deposits still OPEN cannot be
 * closed; the 422 lists them so the supervisor can validate on /validasi-jual-beli.
 */
import { sql } from 'drizzle-orm';
import { registerCloseCheck } from '../system/close-steps.ts';

registerCloseCheck({
  name: 'validasi-penjualan',
  message: 'Memeriksa Validasi Penjualan',
  order: 10,
  label: 'Transaksi',
  menu: 'Validasi Jual Beli',
  open: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'PENJUALAN' AS jenis, no_faktur_group AS nomor, total_harga AS jumlah FROM penjualan
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status = 'AKTIF' AND status_valid = 'OPEN'
      UNION ALL
      SELECT 'TITIPAN', no_titip, jumlah FROM titipan
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status_valid = 'OPEN'
      ORDER BY 1, 2`);
    return (res.rows as { jenis: string; nomor: string; jumlah: unknown }[]).map((r) => ({
      ...r,
      jumlah: Number(r.jumlah),
    }));
  },
});
