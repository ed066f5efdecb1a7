/**
 * Close-store check (issue 13): a day with services still OPEN cannot be closed; the 422 lists them so the supervisor
 * validates them on /validasi-jual-beli, as for sales, deposits, purchases and orders.
 */
import { sql } from 'drizzle-orm';
import { registerCloseCheck } from '../system/close-steps.ts';

registerCloseCheck({
  name: 'validasi-service',
  message: 'Memeriksa Validasi Service',
  order: 13,
  label: 'Service',
  menu: 'Validasi Jual Beli',
  open: async (tx, { kode_toko, tanggal }) => {
    const res = await tx.execute(sql`
      SELECT 'SERVICE' AS jenis, no_service AS nomor, total AS jumlah FROM service
       WHERE kode_toko = ${kode_toko} AND tanggal <= ${tanggal} AND status <> 'BATAL' AND status_valid = 'OPEN'
       ORDER BY no_service`);
    return (res.rows as { jenis: string; nomor: string; jumlah: unknown }[]).map((r) => ({
      ...r,
      jumlah: Number(r.jumlah),
    }));
  },
});
