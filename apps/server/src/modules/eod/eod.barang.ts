/**
 * End-of-day section for the barang summary: the rows the close's barang summary step (order 50) wrote for the day.
 * Registered in eod-sections.ts; read inside the close transaction.
 */
import { sql } from 'drizzle-orm';
import { col, fig, registerEodSection, rowsOf, table } from './eod-sections.ts';

registerEodSection({
  key: 'barang',
  title: 'Ringkasan Barang',
  order: 70,
  // the rows the close's barang summary step (order 50) wrote for the day
  build: async (tx, { kode_toko, tanggal }) => {
    const rows = await rowsOf(
      tx,
      sql`
      SELECT kode_dept, kode_group, kode_gudang, stock_awal, stock_in, stock_out, stock_tambah, stock_hancur, stock_jual,
             stock_beli, stock_akhir, berat_awal::text AS berat_awal, berat_in::text AS berat_in,
             berat_out::text AS berat_out, berat_tambah::text AS berat_tambah, berat_hancur::text AS berat_hancur,
             berat_jual::text AS berat_jual, berat_beli::text AS berat_beli, berat_akhir::text AS berat_akhir
        FROM barang_summary WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal}
       ORDER BY kode_gudang, kode_group, kode_dept`,
    );
    const keys = ['awal', 'in', 'out', 'tambah', 'hancur', 'jual', 'beli', 'akhir'] as const;
    const labels: Record<(typeof keys)[number], string> = {
      awal: 'Awal',
      in: 'Masuk',
      out: 'Keluar',
      tambah: 'Tambah',
      hancur: 'Hancur',
      jual: 'Jual',
      beli: 'Beli',
      akhir: 'Akhir',
    };
    const head = [col('kode_gudang', 'Gudang'), col('kode_group', 'Group'), col('kode_dept', 'Jenis')];
    const jumlah = table(
      'jumlah',
      'Jumlah (Pcs)',
      [...head, ...keys.map((k) => col(`stock_${k}`, labels[k], 'int', true))],
      rows,
      'Tidak Ada Stock',
    );
    const berat = table(
      'berat',
      'Berat (Gram)',
      [...head, ...keys.map((k) => col(`berat_${k}`, labels[k], 'weight', true))],
      rows,
      'Tidak Ada Stock',
    );
    return {
      figures: [
        fig('stock_akhir', 'Stock Akhir (Pcs)', 'int', jumlah.totals.stock_akhir ?? 0),
        fig('berat_akhir', 'Berat Akhir', 'weight', berat.totals.berat_akhir ?? '0.000'),
      ],
      tables: [jumlah, berat],
      notes: [],
    };
  },
});
