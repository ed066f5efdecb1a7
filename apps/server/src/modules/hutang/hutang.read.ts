/**
 * Reading loans: one with its collateral, repayments and payment lines, a page of the list, the margin alert and the
 * counter's parameters. Each row is shown with what today (the store's day and fine gold price) makes of it.
 */
import {
  daysBetween,
  type HutangDoc,
  type HutangListQuery,
  type HutangRow,
  hutangTerlambat,
  type ParameterHutang,
  tagihanHutang,
  tanggalBolehLelang,
  toMg,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { hutangParams, kondisiList, type Today, todayOf } from './hutang.params.ts';

const n = (v: unknown) => Number(v);

const HEAD = sql`
  h.no_hutang, h.tanggal::text AS tanggal, h.lama_hari, h.tgl_jatuh_tempo::text AS tgl_jatuh_tempo, h.kode_sales,
  s.nama_sales, h.kode_member, h.nama_customer, h.no_hp, h.alamat_customer, h.no_hutang_lama, h.kode_pinjaman,
  h.bunga_persen::float8::text AS bunga_persen, h.harga_emas_gram::bigint AS harga_emas_gram,
  h.persen_max::float8::text AS persen_max, h.pembulatan, h.jumlah_barang, h.total_berat::text AS total_berat,
  h.total_berat_murni::text AS total_berat_murni, h.nilai_jaminan::bigint AS nilai_jaminan, h.pokok::bigint AS pokok,
  h.cara_bayar, h.no_rekening, h.keterangan, h.status, h.status_valid, h.tgl_selesai::text AS tgl_selesai,
  h.tgl_lelang::text AS tgl_lelang, h.lelang_otorisasi, h.input_by,
  to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM hutang h
  LEFT JOIN master_sales s ON s.kode_toko = h.kode_toko AND s.kode_sales = h.kode_sales`;

/** The row with what today (the store's day) makes of it: interest so far, overdue, collateral value, margin alert. */
function headRow(r: Record<string, unknown>, today: Today): HutangRow {
  const pokok = n(r.pokok);
  const aktif = r.status === 'AKTIF';
  const hari = aktif ? Math.max(0, daysBetween(String(r.tanggal), today.tanggal)) : 0;
  const t = tagihanHutang(pokok, String(r.bunga_persen), hari, n(r.pembulatan));
  const due = tagihanHutang(pokok, String(r.bunga_persen), n(r.lama_hari), n(r.pembulatan));
  const kini =
    today.harga === null ? n(r.nilai_jaminan) : Math.floor((toMg(String(r.total_berat_murni)) * today.harga) / 1000);
  return <HutangRow>{
    ...r,
    lama_hari: n(r.lama_hari),
    harga_emas_gram: n(r.harga_emas_gram),
    pembulatan: n(r.pembulatan),
    jumlah_barang: n(r.jumlah_barang),
    nilai_jaminan: n(r.nilai_jaminan),
    pokok,
    tagihan_jatuh_tempo: due.total,
    hari_berjalan: hari,
    bunga_hari_ini: aktif ? t.bunga : 0,
    tagihan_hari_ini: aktif ? t.total : 0,
    terlambat: aktif && hutangTerlambat(String(r.tgl_jatuh_tempo), today.tanggal),
    tgl_boleh_lelang: tanggalBolehLelang(String(r.tgl_jatuh_tempo), today.tenggang),
    nilai_jaminan_kini: kini,
    margin_alert: aktif && kini < t.total,
  };
}

const nums = (rows: unknown[], keys: string[]) =>
  (rows as Record<string, unknown>[]).map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, n(r[k])])) }));

/** One loan with its collateral, repayments/renewals and their payment lines. */
export async function getHutang(db: Db, kodeToko: string, no: string): Promise<HutangDoc> {
  const head = await one<Record<string, unknown>>(
    db,
    sql`SELECT ${HEAD} WHERE h.kode_toko = ${kodeToko} AND h.no_hutang = ${no}`,
  );
  if (!head) throw notFound(`No Hutang ${no} Tidak Ditemukan`);
  const items = await db.execute(sql`
    SELECT seq, nama_barang, kadar::float8::text AS kadar, berat::text AS berat, jumlah, berat_murni::text AS berat_murni,
           nilai::bigint AS nilai, foto <> '' AS ada_foto, kode_barcode
      FROM hutang_jaminan WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} ORDER BY seq`);
  const lunas = await db.execute(sql`
    SELECT no_lunas, jenis, tanggal::text AS tanggal, hari, pokok::bigint AS pokok, bunga::bigint AS bunga,
           total::bigint AS total, fee::bigint AS fee, kembalian::bigint AS kembalian, no_hutang_baru, status,
           tgl_batal::text AS tgl_batal, batal_alasan, batal_otorisasi
      FROM hutang_lunas WHERE kode_toko = ${kodeToko} AND no_hutang = ${no} ORDER BY created_at, no_lunas`);
  const payments = await db.execute(sql`
    SELECT b.no_lunas, b.seq, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening, r.nama_rekening, b.no_kartu,
           b.fee::bigint AS fee
      FROM hutang_bayar b
      JOIN hutang_lunas l ON l.kode_toko = b.kode_toko AND l.no_lunas = b.no_lunas
      LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
     WHERE b.kode_toko = ${kodeToko} AND l.no_hutang = ${no} ORDER BY b.no_lunas, b.seq`);
  return {
    ...headRow(head, await todayOf(db, kodeToko)),
    items: nums(items.rows, ['seq', 'jumlah', 'nilai']) as HutangDoc['items'],
    lunas: nums(lunas.rows, ['hari', 'pokok', 'bunga', 'total', 'fee', 'kembalian']) as HutangDoc['lunas'],
    payments: nums(payments.rows, ['seq', 'jumlah', 'fee']) as HutangDoc['payments'],
  };
}

/** What the loan counter opens with: today, the fine gold price, the loan parameters and the kondisi ranges. */
export async function parameterHutang(db: Db, kodeToko: string): Promise<ParameterHutang> {
  const t = await todayOf(db, kodeToko);
  const p = await hutangParams(db, kodeToko);
  return {
    tanggal: t.tanggal,
    harga_emas_gram: t.harga,
    persen_max: p.persen_max,
    pembulatan: p.pembulatan,
    tenggang: p.tenggang,
    ubah_bunga: p.ubah_bunga,
    kondisi: await kondisiList(db, kodeToko),
  };
}

/** One page of the store's loans by loan date or due date (newest first), with the number of all that match. */
export async function listHutang(db: Db, kodeToko: string, f: HutangListQuery) {
  const t = await todayOf(db, kodeToko);
  const q = f.q ? `%${f.q.toUpperCase()}%` : null;
  const col = f.jenis_tanggal === 'JATUH_TEMPO' ? sql`h.tgl_jatuh_tempo` : sql`h.tanggal`;
  const where = sql`h.kode_toko = ${kodeToko} AND ${col} BETWEEN ${f.tgl_from} AND ${f.tgl_to}
    AND (${f.status ?? null}::text IS NULL OR h.status = ${f.status ?? null})
    AND (${f.status_valid ?? null}::text IS NULL OR h.status_valid = ${f.status_valid ?? null})
    AND (${f.terlambat === 'true'} = false OR (h.status = 'AKTIF' AND h.tgl_jatuh_tempo < ${t.tanggal}))
    AND (${q}::text IS NULL OR h.no_hutang LIKE ${q} OR h.nama_customer LIKE ${q} OR h.no_hp LIKE ${q}
         OR h.kode_member LIKE ${q})`;
  const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM hutang h WHERE ${where}`);
  const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
     ORDER BY ${col} DESC, h.no_hutang DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
  return { data: (rows.rows as Record<string, unknown>[]).map((r) => headRow(r, t)), count: count?.n ?? 0 };
}

/** Active loans whose collateral, at today's fine gold price, is worth less than what they owe today. */
export async function marginAlert(db: Db, kodeToko: string) {
  const t = await todayOf(db, kodeToko);
  const rows = await db.execute(sql`SELECT ${HEAD} WHERE h.kode_toko = ${kodeToko} AND h.status = 'AKTIF'
    ORDER BY h.tgl_jatuh_tempo, h.no_hutang`);
  return { data: (rows.rows as Record<string, unknown>[]).map((r) => headRow(r, t)).filter((r) => r.margin_alert) };
}
