/** Queries of the finance reports declared in `@kilau/domain` (keuangan.reports.ts). */
import { SALDO_AWAL } from '@kilau/domain';
import { type SQL, sql } from 'drizzle-orm';
import { storeClock } from '../../lib/store-time.ts';
import { registerReportQuery } from '../reports/report-registry.ts';
import { kasJenisBayar, saldoKasSebelum } from './keuangan.sql.ts';

type Q = Record<string, string | undefined>;
const opt = (expr: string, value: string | undefined): SQL => (value ? sql` AND ${sql.raw(expr)} = ${value}` : sql``);

// The drawer's book over the period: a first row with the balance before it, then every cash row in the order it was
// written with the running balance (opening + Σ in − Σ out so far). The opening row carries no in/out, so the
// column totals are the period's; a store whose drawer never moved has no rows at all.
registerReportQuery(
  'transaksi-keuangan-cash',
  (k, q) => sql`
  WITH awal AS (SELECT ${saldoKasSebelum(k, q.tgl_from ?? '')} AS saldo),
  rows AS (
    SELECT 1 AS urut, k.tanggal, k.id, to_char(${storeClock(sql`k.input_date`, sql`s.time_zone`)}, 'HH24:MI') AS jam,
           k.no_reff, k.kategori, k.deskripsi, k.keterangan, k.jumlah_in::bigint AS jumlah_in,
           k.jumlah_out::bigint AS jumlah_out
      FROM kas k JOIN stores s ON s.kode_toko = k.kode_toko
     WHERE k.kode_toko = ${k} AND k.no_rekening = '' AND k.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
  )
  SELECT tanggal, jam, no_reff, kategori, deskripsi, keterangan, jumlah_in, jumlah_out, saldo FROM (
    SELECT 0 AS urut, ${q.tgl_from}::date AS tanggal, 0::bigint AS id, NULL::text AS jam, NULL::text AS no_reff,
           NULL::text AS kategori, ${SALDO_AWAL}::text AS deskripsi, NULL::text AS keterangan, NULL::bigint AS jumlah_in,
           NULL::bigint AS jumlah_out, (SELECT saldo FROM awal) AS saldo
     -- a store whose drawer never moved up to the period's end has no book to show
     WHERE EXISTS (SELECT 1 FROM kas WHERE kode_toko = ${k} AND no_rekening = '' AND tanggal <= ${q.tgl_to})
    UNION ALL
    SELECT urut, tanggal, id, jam, no_reff, kategori, deskripsi, keterangan, jumlah_in, jumlah_out,
           ((SELECT saldo FROM awal) + sum(jumlah_in - jumlah_out) OVER (ORDER BY tanggal, id))::bigint
      FROM rows
  ) x
  ORDER BY urut, tanggal, id`,
);

// Every account line of the period (sales, purchases, deposits, bank deposits and withdrawals), per account and
// payment type, with its fee.
registerReportQuery(
  'keuangan-non-cash',
  (k, q: Q) => sql`
  SELECT no_rekening, nama_rekening, jenis, tanggal, no_reff, kategori, deskripsi, jumlah_in, jumlah_out, fee FROM (
    SELECT k.no_rekening, COALESCE(r.nama_rekening, '') AS nama_rekening, ${kasJenisBayar('k')} AS jenis, k.tanggal,
           k.no_reff, k.kategori, k.deskripsi, k.jumlah_in::bigint AS jumlah_in, k.jumlah_out::bigint AS jumlah_out,
           k.fee::bigint AS fee, k.id
      FROM kas k LEFT JOIN master_rekening r ON r.kode_toko = k.kode_toko AND r.no_rekening = k.no_rekening
     WHERE k.kode_toko = ${k} AND k.no_rekening <> '' AND k.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
           ${opt('k.no_rekening', q.no_rekening)}
  ) x
   WHERE TRUE ${opt('x.jenis', q.jenis)}
   ORDER BY no_rekening, jenis, tanggal, id`,
);
