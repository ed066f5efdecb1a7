/**
 * Close-store check (issue 11): a day with purchases still OPEN cannot be closed; the 422 lists them so the
 * supervisor can validate them on /validasi-jual-beli, as for sales and deposits.
 */
import { sql } from 'drizzle-orm';
import { registerCloseCheck } from '../system/close-steps.ts';

registerCloseCheck({
  name: 'validasi-pembelian',
  message: 'Memeriksa Validasi Pembelian',
  order: 11,
  label: 'Pembelian',
  menu: 'Validasi Jual Beli',
  open: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'PEMBELIAN' AS jenis, no_faktur_group AS nomor, total_harga AS jumlah FROM pembelian
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status = 'AKTIF' AND status_valid = 'OPEN'
       ORDER BY no_faktur_group`);
    return (res.rows as { jenis: string; nomor: string; jumlah: unknown }[]).map((r) => ({
      ...r,
      jumlah: Number(r.jumlah),
    }));
  },
});
