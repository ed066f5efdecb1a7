/**
 * How the finance reports and the end-of-day report read the cash book (`kas`, written by lib/kas.ts writeKas):
 * the drawer is the rows without an account (`no_rekening = ''`), an account's book the rows carrying it.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * The payment type of a kas row `k`. The writers name it: a sale's or purchase's account line is `PENJUALAN <jenis>`
 * / `PEMBELIAN <jenis>`; a cancellation (`BATAL PENJUALAN` / `BATAL PEMBELIAN`) reverses per account, so its type is
 * read back from the document's payment lines on that account. Dollars and trade-ins are their own kategori; any
 * other drawer row is cash, any other account row (a deposit paid by transfer, a bank deposit or withdrawal) a transfer.
 */
export const kasJenisBayar = (k = 'k'): SQL =>
  sql.raw(`(CASE
    WHEN ${k}.kategori IN ('USD', 'TUKAR') THEN ${k}.kategori
    WHEN ${k}.no_rekening = '' THEN 'CASH'
    WHEN ${k}.deskripsi IN ('PENJUALAN TRANSFER', 'PENJUALAN DEBIT', 'PENJUALAN KREDIT',
                            'PEMBELIAN TRANSFER', 'PEMBELIAN DEBIT', 'PEMBELIAN KREDIT') THEN split_part(${k}.deskripsi, ' ', 2)
    WHEN ${k}.deskripsi = 'BATAL PENJUALAN' THEN COALESCE((SELECT string_agg(DISTINCT b.jenis, '/' ORDER BY b.jenis)
           FROM penjualan_bayar b WHERE b.kode_toko = ${k}.kode_toko AND b.no_faktur_group = ${k}.no_reff
            AND b.no_rekening = ${k}.no_rekening), 'TRANSFER')
    WHEN ${k}.deskripsi = 'BATAL PEMBELIAN' THEN COALESCE((SELECT string_agg(DISTINCT b.jenis, '/' ORDER BY b.jenis)
           FROM pembelian_bayar b WHERE b.kode_toko = ${k}.kode_toko AND b.no_faktur_group = ${k}.no_reff
            AND b.no_rekening = ${k}.no_rekening), 'TRANSFER')
    ELSE 'TRANSFER'
  END)`);

/** The drawer's balance before a day: every cash row of the store dated earlier. */
export const saldoKasSebelum = (kodeToko: string, tanggal: string): SQL => sql`
  (SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::bigint FROM kas
    WHERE kode_toko = ${kodeToko} AND no_rekening = '' AND tanggal < ${tanggal})`;
