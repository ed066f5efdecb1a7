/**
 * Importing history (issue 15): sales, purchases, cash rows and the barang summary.
 * - History (penjualan, pembelian, cash, barang summary) replaces the store's rows of the dates the file covers
 *   (its first to its last date). Rows another document still references cannot be replaced: a sale made here has
 *   its cash rows, piece movements and points; a purchase its cash rows and trade-in line; a cash row its reversal.
 *   Rows written by an earlier import (impor_id) do not hold each other.
 * - Imported sales and purchases are history: no piece (barang) is created or moved. A line's barang_id is the
 *   store's piece with that barcode when there is one, else a uuid derived from store and barcode (md5), so the
 *   same line always gets the same id.
 * - A sale's header is the sum of its lines (per no_faktur_group): count, weight, price; its payment lines are the
 *   sums of the lines' cash_rp, transfer_rp, debet_rp, credit_rp and tukar_rp (CASH, TRANSFER, DEBIT, KREDIT, TUKAR;
 *   zero amounts give no line). A purchase's header likewise, with one CASH line of its cash_rp.
 */
import { IMPORT_FIELDS } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { archiveRows } from '../../lib/arsip.ts';
import { type InUse, none, one, type Replaced, rowsOf, type Scope, stage, type TypeDef } from './impor.types.ts';

// ---------------------------------------------------------------------------------------------------- penjualan

const inRange = (col: string, s: Scope) => sql`${sql.raw(col)} BETWEEN ${s.tgl_from}::date AND ${s.tgl_to}::date`;

/**
 * A document (header + lines) of the file whose number already exists on a date outside the file's range: it would
 * be neither replaced nor added — refused with its line. Shared by penjualan and pembelian.
 */
const docConflicts = (s: Scope, header: string, detail: string, lineNo: string) => sql`
    SELECT s.line, '${sql.raw(lineNo)} "' || s.${sql.raw(lineNo)} || '" sudah ada pada tanggal ' || h.tanggal
                   || ' (di luar tanggal file)' AS reason
      FROM ${stage} s
      JOIN ${sql.raw(detail)} d ON d.kode_toko = ${s.kode_toko} AND d.${sql.raw(lineNo)} = s.${sql.raw(lineNo)}
      JOIN ${sql.raw(header)} h ON h.kode_toko = d.kode_toko AND h.no_faktur_group = d.no_faktur_group
     WHERE NOT ${inRange('h.tanggal', s)}
    UNION ALL
    SELECT min(s.line), 'no_faktur_group "' || s.no_faktur_group || '" sudah ada pada tanggal ' || h.tanggal
                   || ' (di luar tanggal file)'
      FROM ${stage} s
      JOIN ${sql.raw(header)} h ON h.kode_toko = ${s.kode_toko} AND h.no_faktur_group = s.no_faktur_group
     WHERE NOT ${inRange('h.tanggal', s)}
     GROUP BY s.no_faktur_group, h.tanggal`;

/** What importing a document's dates replaces: its lines, documents, rupiah and weight. */
const docReplaced = (tx: Tx, s: Scope, header: 'penjualan' | 'pembelian') =>
  one<Replaced>(
    tx,
    sql`SELECT coalesce(sum(h.jumlah_barang), 0)::int AS rows, count(*)::int AS documents,
               coalesce(sum(h.total_harga), 0)::bigint AS total_rupiah, coalesce(sum(h.total_berat), 0)::text AS total_berat
          FROM ${sql.raw(header)} h WHERE h.kode_toko = ${s.kode_toko} AND ${inRange('h.tanggal', s)}`,
  );

/** The documents of the dates archived (header, lines, payments) and removed, lines first. */
async function archiveDocs(tx: Tx, s: Scope, arsip_id: string, header: 'penjualan' | 'pembelian') {
  const k = s.kode_toko;
  const g = sql`SELECT no_faktur_group FROM ${sql.raw(header)} WHERE kode_toko = ${k} AND ${inRange('tanggal', s)}`;
  await archiveRows(tx, arsip_id, header, sql`t.kode_toko = ${k} AND ${inRange('t.tanggal', s)}`);
  await archiveRows(tx, arsip_id, `${header}_detail`, sql`t.kode_toko = ${k} AND t.no_faktur_group IN (${g})`);
  await archiveRows(tx, arsip_id, `${header}_bayar`, sql`t.kode_toko = ${k} AND t.no_faktur_group IN (${g})`);
  await tx.execute(sql`DELETE FROM ${sql.raw(`${header}_bayar`)} WHERE kode_toko = ${k} AND no_faktur_group IN (${g})`);
  await tx.execute(
    sql`DELETE FROM ${sql.raw(`${header}_detail`)} WHERE kode_toko = ${k} AND no_faktur_group IN (${g})`,
  );
  await tx.execute(sql`DELETE FROM ${sql.raw(header)} WHERE kode_toko = ${k} AND ${inRange('tanggal', s)}`);
}

export const penjualanDef: TypeDef = {
  conflicts: (s) => docConflicts(s, 'penjualan', 'penjualan_detail', 'no_faktur_jual'),
  replaced: (tx, s) => docReplaced(tx, s, 'penjualan'),
  inUse: (tx, s) => {
    const k = s.kode_toko;
    const g = sql`SELECT no_faktur_group FROM penjualan WHERE kode_toko = ${k} AND ${inRange('tanggal', s)}`;
    return rowsOf<InUse>(
      tx,
      sql`SELECT ref, noun FROM (
            SELECT DISTINCT no_reff AS ref, 'Kas' AS noun FROM kas
             WHERE kode_toko = ${k} AND impor_id IS NULL AND no_reff IN (${g})
            UNION SELECT DISTINCT no_ref, 'Mutasi Barang' FROM barang_ledger WHERE kode_toko = ${k} AND no_ref IN (${g})
            UNION SELECT DISTINCT no_ref, 'Poin Member' FROM poin_ledger WHERE kode_toko = ${k} AND no_ref IN (${g})
            UNION SELECT DISTINCT no_penjualan, 'Pembelian' FROM pembelian
             WHERE kode_toko = ${k} AND impor_id IS NULL AND no_penjualan IN (${g})
            UNION SELECT DISTINCT d.no_faktur_group, 'Pembelian'
              FROM penjualan_detail d JOIN pembelian_detail b ON b.kode_toko = d.kode_toko AND b.no_faktur_ext = d.no_faktur_jual
              JOIN pembelian p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group AND p.impor_id IS NULL
             WHERE d.kode_toko = ${k} AND d.no_faktur_group IN (${g})
            UNION SELECT DISTINCT no_penjualan, 'Titipan' FROM titipan_barang WHERE kode_toko = ${k} AND no_penjualan IN (${g})
            UNION SELECT DISTINCT no_penjualan, 'Pesanan' FROM pesanan WHERE kode_toko = ${k} AND no_penjualan IN (${g})
          ) x ORDER BY ref, noun LIMIT 20`,
    );
  },
  write: async (tx, s, { arsip_id, user_id }) => {
    const k = s.kode_toko;
    await archiveDocs(tx, s, arsip_id, 'penjualan');
    // one pass over the lines gives each sale's header and its payment lines (one statement, two tables);
    // text aggregates compare bytewise (COLLATE "C"): the file's lines of one sale carry the same values
    const first = (col: string) => sql.raw(`min(s.${col} COLLATE "C")`);
    await tx.execute(sql`
      WITH g AS (
        SELECT s.no_faktur_group, min(s.tgl_system) AS tanggal, ${first('kode_sales')} AS kode_sales,
               min(${none('kode_member')} COLLATE "C") AS kode_member, ${first('nama_customer')} AS nama_customer,
               ${first('no_hp')} AS no_hp, ${first('alamat_customer')} AS alamat_customer,
               min(${none('kode_marketplace')} COLLATE "C") AS kode_marketplace, count(*) AS jumlah_barang,
               sum(s.berat) AS total_berat, sum(s.harga_total) AS total_harga, sum(s.cash_rp) AS c,
               sum(s.transfer_rp) AS t, sum(s.debet_rp) AS d, sum(s.credit_rp) AS k, sum(s.tukar_rp) AS u,
               bool_or(s.status_valid = 'OPEN') AS open, ${first('input_by')} AS input_by
          FROM ${stage} s GROUP BY s.no_faktur_group
      ), h AS (
        INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, kode_member, nama_customer, no_hp,
                               alamat_customer, kode_marketplace, jumlah_barang, total_berat, total_harga, total_bayar,
                               kembalian, status, status_valid, input_by, impor_id)
        SELECT ${k}, g.no_faktur_group, g.tanggal, g.kode_sales, g.kode_member, g.nama_customer, g.no_hp,
               g.alamat_customer, g.kode_marketplace, g.jumlah_barang, g.total_berat, g.total_harga,
               g.c + g.t + g.d + g.k + g.u, greatest(0, g.c + g.t + g.d + g.k + g.u - g.total_harga), 'AKTIF',
               CASE WHEN g.open THEN 'OPEN' ELSE 'DONE' END, coalesce(nullif(g.input_by, '-'), ${user_id}),
               ${arsip_id}::uuid
          FROM g
      )
      INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
      SELECT ${k}, g.no_faktur_group, v.seq, g.tanggal, v.jenis, v.jumlah
        FROM g CROSS JOIN LATERAL (VALUES
               (1, 'CASH', g.c),
               (1 + (g.c > 0)::int, 'TRANSFER', g.t),
               (1 + (g.c > 0)::int + (g.t > 0)::int, 'DEBIT', g.d),
               (1 + (g.c > 0)::int + (g.t > 0)::int + (g.d > 0)::int, 'KREDIT', g.k),
               (1 + (g.c > 0)::int + (g.t > 0)::int + (g.d > 0)::int + (g.k > 0)::int, 'TUKAR', g.u)
             ) v(seq, jenis, jumlah)
       WHERE v.jumlah > 0`);
    // a line's kadar: its printed kadar (deriveRow), else its group's persentase; its 24K price: the day's gold price
    // of the store's top gold group (the 24K reference the counter takes, migration 0028), the latest set on or
    // before that day, else that group's master price — so the tax recap values the fine gold as the counter does
    await tx.execute(sql`
      WITH days AS (SELECT DISTINCT s.tgl_system AS tanggal FROM ${stage} s),
      h24 AS (
        SELECT d.tanggal,
               coalesce((SELECT h.harga_jual FROM master_harga_emas h
                           JOIN master_group g ON g.kode_toko = h.kode_toko AND g.kode_group = h.kode_group
                          WHERE h.kode_toko = ${k} AND h.tanggal <= d.tanggal AND g.jenis_group = 'EMAS' AND h.harga_jual > 0
                          ORDER BY h.tanggal DESC, g.persentase DESC, h.harga_jual DESC LIMIT 1),
                        (SELECT g.harga FROM master_group g
                          WHERE g.kode_toko = ${k} AND g.jenis_group = 'EMAS' AND g.status_aktif
                          ORDER BY g.persentase DESC, g.harga DESC LIMIT 1),
                        0) AS harga
          FROM days d)
      INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode,
                                    nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak,
                                    nama_atribut, berat_atribut, harga_gram, harga_gram_24k, ongkos, harga_atribut,
                                    harga_hitung, harga_total, status, status_kembali, status_tukar)
      SELECT ${k}, s.no_faktur_jual, s.no_faktur_group, s.tgl_system,
             coalesce(b.id, md5(${k} || ':' || s.kode_barcode)::uuid), s.kode_barcode, s.nama_barang, s.kode_group,
             s.kode_dept, s.kode_gudang, s.kode_baki, s.berat, coalesce(s.kadar, g.persentase, 0), s.kadar_cetak,
             s.nama_atribut, s.berat_atribut, s.harga_gram, h24.harga, s.ongkos, s.harga_atribut, s.harga_total,
             s.harga_total, 'AKTIF', s.status_kembali, s.status_tukar::boolean
        FROM ${stage} s LEFT JOIN barang b ON b.kode_toko = ${k} AND b.kode_barcode = s.kode_barcode
        LEFT JOIN master_group g ON g.kode_toko = ${k} AND g.kode_group = s.kode_group
        JOIN h24 ON h24.tanggal = s.tgl_system`);
  },
};

// ---------------------------------------------------------------------------------------------------- pembelian

export const pembelianDef: TypeDef = {
  conflicts: (s) => docConflicts(s, 'pembelian', 'pembelian_detail', 'no_faktur_beli'),
  replaced: (tx, s) => docReplaced(tx, s, 'pembelian'),
  inUse: (tx, s) => {
    const k = s.kode_toko;
    const g = sql`SELECT no_faktur_group FROM pembelian WHERE kode_toko = ${k} AND ${inRange('tanggal', s)}`;
    return rowsOf<InUse>(
      tx,
      sql`SELECT ref, noun FROM (
            SELECT DISTINCT no_reff AS ref, 'Kas' AS noun FROM kas
             WHERE kode_toko = ${k} AND impor_id IS NULL AND no_reff IN (${g})
            UNION SELECT DISTINCT no_ref, 'Mutasi Barang' FROM barang_ledger WHERE kode_toko = ${k} AND no_ref IN (${g})
            UNION SELECT DISTINCT b.no_ref, 'Penjualan (tukar)' FROM penjualan_bayar b
              JOIN penjualan p ON p.kode_toko = b.kode_toko AND p.no_faktur_group = b.no_faktur_group AND p.impor_id IS NULL
             WHERE b.kode_toko = ${k} AND b.no_ref IN (${g})
          ) x ORDER BY ref, noun LIMIT 20`,
    );
  },
  write: async (tx, s, { arsip_id, user_id }) => {
    const k = s.kode_toko;
    await archiveDocs(tx, s, arsip_id, 'pembelian');
    await tx.execute(sql`
      INSERT INTO pembelian (kode_toko, no_faktur_group, tanggal, kode_sales, kode_member, nama_customer, no_hp,
                             alamat_customer, kode_gudang, kode_baki, jumlah_barang, total_berat, total_harga, status,
                             status_valid, input_by, impor_id)
      SELECT ${k}, s.no_faktur_group, min(s.tgl_system), min(s.kode_sales), min(${none('kode_member')}),
             min(s.nama_customer), min(s.no_hp), min(s.alamat_customer), min(s.kode_gudang), '-', count(*),
             sum(s.berat), sum(s.harga), 'AKTIF', CASE WHEN bool_or(s.status_valid = 'OPEN') THEN 'OPEN' ELSE 'DONE' END,
             coalesce(nullif(min(s.input_by), '-'), ${user_id}), ${arsip_id}::uuid
        FROM ${stage} s GROUP BY s.no_faktur_group`);
    await tx.execute(sql`
      INSERT INTO pembelian_detail (kode_toko, no_faktur_beli, no_faktur_group, tanggal, barang_id, kode_barcode,
                                    no_faktur_ext, kode_group, kode_dept, nama_barang, kadar, berat_nota, berat,
                                    kode_kondisi, type_kondisi, ada_nota, harga_nota, harga_beli_gram, harga_rata,
                                    harga_policy, harga)
      SELECT ${k}, s.no_faktur_beli, s.no_faktur_group, s.tgl_system,
             coalesce(b.id, md5(${k} || ':' || s.kode_barcode)::uuid), s.kode_barcode, ${none('no_faktur_ext')},
             s.kode_group, s.kode_dept, s.nama_barang, s.kadar, s.berat_nota, s.berat, s.kondisi, s.type_kondisi,
             s.no_faktur_ext <> '-', s.harga_nota, round(s.harga / s.berat)::bigint, s.harga_rata, s.harga, s.harga
        FROM ${stage} s LEFT JOIN barang b ON b.kode_toko = ${k} AND b.kode_barcode = s.kode_barcode`);
    await tx.execute(sql`
      INSERT INTO pembelian_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
      SELECT ${k}, s.no_faktur_group, 1, min(s.tgl_system), 'CASH', sum(s.cash_rp)
        FROM ${stage} s GROUP BY s.no_faktur_group HAVING sum(s.cash_rp) > 0`);
  },
};

// --------------------------------------------------------------------------------------------------------- kas

export function kasDef(nonCash: boolean): TypeDef {
  const side = sql.raw(nonCash ? `no_rekening <> ''` : `no_rekening = ''`);
  const scope = (s: Scope, alias = '') =>
    sql`${sql.raw(`${alias}kode_toko`)} = ${s.kode_toko} AND ${inRange(`${alias}tanggal`, s)} AND ${sql.raw(alias)}${side}`;
  return {
    replaced: async (tx, s) =>
      one<Replaced>(
        tx,
        sql`SELECT count(*)::int AS rows, count(*)::int AS documents,
                   coalesce(sum(jumlah_in + jumlah_out), 0)::bigint AS total_rupiah, '0' AS total_berat
              FROM kas WHERE ${scope(s)}`,
      ),
    inUse: (tx, s) => {
      const k = s.kode_toko;
      const docs = [
        ['penjualan', 'no_faktur_group', 'Penjualan'],
        ['pembelian', 'no_faktur_group', 'Pembelian'],
        ['titipan', 'no_titip', 'Titipan'],
        ['pesanan', 'no_pesanan', 'Pesanan'],
        ['service', 'no_service', 'Service'],
        ['hutang', 'no_hutang', 'Hutang'],
        ['hutang_lunas', 'no_lunas', 'Pelunasan Hutang'],
      ] as const;
      const ofDocs = docs.map(
        ([t, c, noun]) =>
          sql`SELECT DISTINCT r.no_reff AS ref, ${noun} AS noun FROM kas r
               WHERE ${scope(s, 'r.')} AND r.impor_id IS NULL AND r.no_reff <> ''
                 AND EXISTS (SELECT 1 FROM ${sql.identifier(t)} d WHERE d.kode_toko = ${k} AND d.${sql.identifier(c)} = r.no_reff)`,
      );
      return rowsOf<InUse>(
        tx,
        sql`SELECT ref, noun FROM (
              SELECT DISTINCT r.id::text AS ref, 'Kas (pembatalan)' AS noun FROM kas r
                JOIN kas b ON b.kode_toko = r.kode_toko AND b.batal_of = r.id
               WHERE ${scope(s, 'r.')} AND NOT (${inRange('b.tanggal', s)} AND b.${side})
              UNION ${sql.join(ofDocs, sql` UNION `)}
            ) x ORDER BY ref, noun LIMIT 20`,
      );
    },
    write: async (tx, s, { arsip_id, user_id }) => {
      await archiveRows(tx, arsip_id, 'kas', scope(s, 't.'));
      await tx.execute(sql`DELETE FROM kas WHERE ${scope(s)}`);
      await tx.execute(sql`
        INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in, jumlah_out,
                         fee, no_reff, input_by, input_date, impor_id)
        SELECT ${s.kode_toko}, s.tanggal, s.jenis, s.kategori, s.deskripsi, s.keterangan, s.no_rekening, s.jumlah_in,
               s.jumlah_out, s.fee, s.no_reff, CASE WHEN s.input_by = '-' THEN ${user_id} ELSE s.input_by END,
               coalesce(s.input_date, now()), ${arsip_id}::uuid
          FROM ${stage} s ORDER BY s.line`);
    },
  };
}

// ------------------------------------------------------------------------------------------------ barang summary

const SUMMARY_COLS = Object.keys(IMPORT_FIELDS.barang_summary);

export const summaryDef: TypeDef = {
  replaced: (tx, s) =>
    one<Replaced>(
      tx,
      sql`SELECT count(*)::int AS rows, count(*)::int AS documents, 0::bigint AS total_rupiah,
                 coalesce(sum(berat_akhir), 0)::text AS total_berat
            FROM barang_summary WHERE kode_toko = ${s.kode_toko} AND ${inRange('tanggal', s)}`,
    ),
  inUse: async () => [],
  write: async (tx, s, { arsip_id }) => {
    const where = sql`t.kode_toko = ${s.kode_toko} AND ${inRange('t.tanggal', s)}`;
    await archiveRows(tx, arsip_id, 'barang_summary', where);
    await tx.execute(sql`DELETE FROM barang_summary t WHERE ${where}`);
    const cols = sql.raw(SUMMARY_COLS.map((c) => `"${c}"`).join(', '));
    const sel = sql.join(
      SUMMARY_COLS.map((c) => (c === 'kode_toko' ? sql`${s.kode_toko}` : sql.raw(`s."${c}"`))),
      sql`, `,
    );
    await tx.execute(sql`INSERT INTO barang_summary (${cols}) SELECT ${sel} FROM ${stage} s`);
  },
};
