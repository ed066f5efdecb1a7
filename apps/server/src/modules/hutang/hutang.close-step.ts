/**
 * Close-store check (issue 14): a day with loans still OPEN (not validated on /validasi-hutang) cannot be closed;
 * the 422 lists them.
 */
import { sql } from 'drizzle-orm';
import { registerCloseCheck } from '../system/close-steps.ts';

registerCloseCheck({
  name: 'validasi-hutang',
  message: 'Memeriksa Validasi Hutang',
  order: 14,
  label: 'Hutang',
  menu: 'Validasi Hutang',
  open: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'HUTANG' AS jenis, no_hutang AS nomor, pokok AS jumlah FROM hutang
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status_valid = 'OPEN'
       ORDER BY no_hutang`);
    return (res.rows as { jenis: string; nomor: string; jumlah: unknown }[]).map((r) => ({
      ...r,
      jumlah: Number(r.jumlah),
    }));
  },
});
