/**
 * The member screens' reads (issue 12): the picker (code, name or phone, with the points balance), a member's
 * documents over a period with totals (/lihat-transaksi-member) and the points ledger with its running balance
 * (/transaksi-poin). Every read is the session's store only: another store's member is simply not found.
 */
import {
  type MemberPoin,
  POIN_MSG,
  type PoinLedger,
  saldoPoinBerjalan,
  type TransaksiMember,
  type TransaksiMemberRow,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

type Period = { kode_member: string; tgl_from: string; tgl_to: string };

const memberCols = sql`m.kode_member, m.nama_member, m.no_hp, m.alamat, m.status_aktif,
  (SELECT coalesce(sum(l.poin), 0)::int FROM poin_ledger l WHERE l.kode_toko = m.kode_toko AND l.kode_member = m.kode_member) AS poin`;

/** The count, weight and rupiah of each kind of document, what is not cancelled. */
function totalsOf(rows: TransaksiMemberRow[]): TransaksiMember['totals'] {
  const sum = (jenis: TransaksiMemberRow['jenis']) => {
    const own = rows.filter((r) => r.jenis === jenis && r.status !== 'BATAL');
    return {
      jumlah: own.length,
      // weights to the milligram, added as integers (never float sums)
      berat: own.reduce((n, r) => n + Math.round(Number(r.berat) * 1000), 0) / 1000,
      total: own.reduce((n, r) => n + Number(r.total), 0),
    };
  };
  return { penjualan: sum('PENJUALAN'), pembelian: sum('PEMBELIAN'), titipan: sum('TITIPAN') };
}

export function createMemberService(db: Db) {
  async function member(kodeToko: string, kode: string): Promise<MemberPoin> {
    const res = await db.execute(sql`SELECT ${memberCols} FROM master_member m
      WHERE m.kode_toko = ${kodeToko} AND m.kode_member = ${kode}`);
    const m = res.rows[0] as MemberPoin | undefined;
    if (!m) throw notFound(POIN_MSG.memberTidakAda(kode));
    return m;
  }

  /** At most 20 members whose code, name or phone holds the text (all when empty), by name. */
  async function search(kodeToko: string, q: string): Promise<MemberPoin[]> {
    const text = `%${q.trim().toUpperCase()}%`;
    const res = await db.execute(sql`SELECT ${memberCols} FROM master_member m
      WHERE m.kode_toko = ${kodeToko}
        AND (m.kode_member LIKE ${text} OR m.nama_member LIKE ${text} OR m.no_hp LIKE ${text})
      ORDER BY m.status_aktif DESC, m.nama_member, m.kode_member LIMIT 20`);
    return res.rows as MemberPoin[];
  }

  /** The member's sales, buy-backs and deposits of the period; totals count what is not cancelled. */
  async function transaksi(kodeToko: string, q: Period): Promise<TransaksiMember> {
    const m = await member(kodeToko, q.kode_member);
    const res = await db.execute(sql`
      SELECT 'PENJUALAN' AS jenis, tanggal, no_faktur_group AS no_transaksi, jumlah_barang, total_berat::float8 AS berat,
             total_harga AS total, poin, status, created_at
        FROM penjualan WHERE kode_toko = ${kodeToko} AND kode_member = ${m.kode_member} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
      UNION ALL
      SELECT 'PEMBELIAN', tanggal, no_faktur_group, jumlah_barang, total_berat::float8, total_harga, 0, status, created_at
        FROM pembelian WHERE kode_toko = ${kodeToko} AND kode_member = ${m.kode_member} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
      UNION ALL
      SELECT 'TITIPAN', tanggal, no_titip, 0, 0::float8, jumlah, 0, status, created_at
        FROM titipan WHERE kode_toko = ${kodeToko} AND kode_member = ${m.kode_member} AND tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
      ORDER BY tanggal, created_at, no_transaksi`);
    const rows = res.rows as TransaksiMemberRow[];
    return { member: m, rows, totals: totalsOf(rows) };
  }

  /** The ledger of the period in the order it was written, with the balance before it and after every row. */
  async function ledger(kodeToko: string, q: Period): Promise<PoinLedger> {
    const m = await member(kodeToko, q.kode_member);
    const awal = await db.execute(sql`SELECT coalesce(sum(poin), 0)::int AS saldo FROM poin_ledger
      WHERE kode_toko = ${kodeToko} AND kode_member = ${m.kode_member} AND tanggal < ${q.tgl_from}`);
    const saldoAwal = (awal.rows[0] as { saldo: number }).saldo;
    // What a row was: its sale (and, for a cancellation that could not take back everything, what it took of
    // what was earned), or its gift.
    const res = await db.execute(sql`
      SELECT l.tanggal, l.at, l.jenis, l.no_ref, l.poin,
             CASE l.jenis
               WHEN 'JUAL' THEN 'PENJUALAN ' || l.no_ref
               WHEN 'BATAL_JUAL' THEN 'BATAL PENJUALAN ' || l.no_ref ||
                 CASE WHEN p.poin IS NOT NULL AND -l.poin < p.poin
                      THEN ' (DIAMBIL ' || (-l.poin) || ' DARI ' || p.poin || ' POIN, SISANYA SUDAH DITUKAR)' ELSE '' END
               WHEN 'TUKAR' THEN 'TUKAR ' || coalesce(t.qty || ' X ' || t.nama_hadiah, l.no_ref)
               ELSE l.jenis || ' ' || l.no_ref
             END AS keterangan
        FROM poin_ledger l
        LEFT JOIN penjualan p ON l.jenis = 'BATAL_JUAL' AND p.kode_toko = l.kode_toko AND p.no_faktur_group = l.no_ref
        LEFT JOIN tukar_poin t ON l.jenis = 'TUKAR' AND t.kode_toko = l.kode_toko AND t.no_tukar = l.no_ref
       WHERE l.kode_toko = ${kodeToko} AND l.kode_member = ${m.kode_member} AND l.tanggal BETWEEN ${q.tgl_from} AND ${q.tgl_to}
       ORDER BY l.tanggal, l.id`);
    const rows = saldoPoinBerjalan(saldoAwal, res.rows as Omit<PoinLedger['rows'][number], 'saldo'>[]);
    return {
      member: m,
      saldo_awal: saldoAwal,
      rows,
      masuk: rows.reduce((n, r) => n + (r.poin > 0 ? r.poin : 0), 0),
      keluar: rows.reduce((n, r) => n + (r.poin < 0 ? -r.poin : 0), 0),
      saldo_akhir: rows.at(-1)?.saldo ?? saldoAwal,
    };
  }

  return { member, search, transaksi, ledger };
}
