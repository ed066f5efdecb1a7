/**
 * How the finance reports and the end-of-day report read the cash book (`kas`, written by lib/kas.ts writeKas):
 * the drawer is the rows without an account (`no_rekening = ''`), an account's book the rows carrying it.
 */
import { type SQL, sql } from 'drizzle-orm';

/**
 * The payment type of a kas row `k`. The writers name it at the end of the description of a document's account line
 * (`PENJUALAN DEBIT`, `PEMBELIAN TRANSFER`, `DP PESANAN KREDIT`, `PELUNASAN SERVICE DEBIT`…). A reversal (`BATAL
 * PENJUALAN`, `PENGEMBALIAN DP PESANAN`, `BATAL SERVICE`…) goes back per account, so its type is the type(s) of the
 * same document's earlier lines on that account. Dollars and trade-ins are their own kategori; any other drawer row
 * is cash; a deposit by transfer, a bank deposit or withdrawal (and anything else on an account) a transfer.
 */
const JENIS_RE = `' (TRANSFER|DEBIT|KREDIT)$'`;
export const kasJenisBayar = (k = 'k'): SQL =>
  sql.raw(`(CASE
    WHEN ${k}.kategori IN ('USD', 'TUKAR') THEN ${k}.kategori
    WHEN ${k}.no_rekening = '' THEN 'CASH'
    WHEN ${k}.kategori = 'TITIPAN' OR ${k}.kategori LIKE '%UANG BANK' THEN 'TRANSFER'
    WHEN ${k}.deskripsi ~ ${JENIS_RE} THEN substring(${k}.deskripsi from ${JENIS_RE})
    ELSE COALESCE((SELECT string_agg(DISTINCT substring(o.deskripsi from ${JENIS_RE}), '/')
           FROM kas o WHERE o.kode_toko = ${k}.kode_toko AND o.no_reff = ${k}.no_reff AND o.no_rekening = ${k}.no_rekening
            AND o.id < ${k}.id AND o.deskripsi ~ ${JENIS_RE}), 'TRANSFER')
  END)`);

/** The drawer's balance before a day: every cash row of the store dated earlier. */
export const saldoKasSebelum = (kodeToko: string, tanggal: string): SQL => sql`
  (SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::bigint FROM kas
    WHERE kode_toko = ${kodeToko} AND no_rekening = '' AND tanggal < ${tanggal})`;
