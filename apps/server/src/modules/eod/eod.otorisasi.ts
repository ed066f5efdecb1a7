/**
 * End-of-day section for the day's authorizations. Registered in eod-sections.ts; read inside the close transaction.
 */
import { sql } from 'drizzle-orm';
import { col, fig, registerEodSection, rowsOf, table } from './eod-sections.ts';

registerEodSection({
  key: 'otorisasi',
  title: 'Otorisasi',
  order: 80,
  build: async (tx, { kode_toko, tanggal }) => {
    const rows = await rowsOf(
      tx,
      sql`
      SELECT at, jenis, no_ref, user_id, otorisasi_by, alasan FROM otorisasi
       WHERE kode_toko = ${kode_toko} AND tanggal = ${tanggal} ORDER BY at, id`,
    );
    return {
      figures: [fig('jumlah', 'Jumlah Otorisasi', 'int', rows.length)],
      tables: [
        table(
          'daftar',
          'Daftar Otorisasi',
          [
            col('at', 'Waktu', 'datetime'),
            col('jenis', 'Jenis'),
            col('no_ref', 'No Reff'),
            col('user_id', 'User'),
            col('otorisasi_by', 'Otorisasi Oleh'),
            col('alasan', 'Alasan'),
          ],
          rows,
          'Tidak Ada Otorisasi',
        ),
      ],
      notes: [],
    };
  },
});
