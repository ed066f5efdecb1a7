/**
 * Close-store check (issue 13): a day with orders still OPEN cannot be closed; the 422 lists them so the supervisor
 * validates them on /validasi-jual-beli, as for sales, deposits and purchases.
 */
import { sql } from 'drizzle-orm';
import { registerCloseCheck } from '../system/close-steps.ts';

registerCloseCheck({
  name: 'validasi-pesanan',
  message: 'Memeriksa Validasi Pesanan',
  order: 12,
  label: 'Pesanan',
  menu: 'Validasi Jual Beli',
  open: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'PESANAN' AS jenis, no_pesanan AS nomor, dp AS jumlah FROM pesanan
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status <> 'BATAL' AND status_valid = 'OPEN'
       ORDER BY no_pesanan`);
    return (res.rows as { jenis: string; nomor: string; jumlah: unknown }[]).map((r) => ({
      ...r,
      jumlah: Number(r.jumlah),
    }));
  },
});
