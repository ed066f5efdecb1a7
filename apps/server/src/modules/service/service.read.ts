/** Reading repairs: one with its items and payment lines, a page of the list, the counter's parameters. */
import {
  PERSEN_SERVICE_KEY,
  persenMilli,
  SETTING_DEFAULTS,
  type ServiceDoc,
  type ServiceListQuery,
  type ServiceRow,
  sisaService,
} from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { notFound } from '../../lib/errors.ts';
import { settings } from '../../lib/settings.ts';

/** The store's service surcharge %, as typed on /settingsystem (the default when unset or not a percentage). */
export async function persenServiceOf(tx: Tx | Db, kodeToko: string): Promise<string> {
  const v = await settings.get(tx, kodeToko, PERSEN_SERVICE_KEY);
  const milli = persenMilli(v);
  return milli === undefined || milli > 100_000 ? (SETTING_DEFAULTS[PERSEN_SERVICE_KEY] as string) : v;
}

/** What the service counter opens with: the store's day and its surcharge %. */
export async function parameterService(db: Db, kodeToko: string) {
  const d = await one<{ tgl_system: string }>(
    db,
    sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
  );
  return { tanggal: d?.tgl_system ?? '', persen_tambahan: await persenServiceOf(db, kodeToko) };
}

const HEAD = sql`
  v.no_service, v.tanggal::text AS tanggal, v.kode_sales, s.nama_sales, v.kode_member, v.nama_customer, v.no_hp,
  v.alamat_customer, v.kode_tukang, t.nama_tukang, v.keterangan, v.jumlah_barang, v.total_berat::text AS total_berat,
  v.subtotal::bigint AS subtotal, v.persen_tambahan::float8::text AS persen_tambahan,
  v.biaya_tambahan::bigint AS biaya_tambahan, v.total::bigint AS total, v.dp::bigint AS dp,
  v.kembalian::bigint AS kembalian, v.pelunasan::bigint AS pelunasan, v.kembalian_ambil::bigint AS kembalian_ambil,
  v.uang_kembali::bigint AS uang_kembali, v.status, v.status_valid, v.tgl_selesai::text AS tgl_selesai,
  v.tgl_ambil::text AS tgl_ambil, v.batal_alasan, v.batal_by, v.batal_otorisasi, v.input_by,
  to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
  FROM service v
  LEFT JOIN master_sales s ON s.kode_toko = v.kode_toko AND s.kode_sales = v.kode_sales
  LEFT JOIN master_tukang t ON t.kode_toko = v.kode_toko AND t.kode_tukang = v.kode_tukang`;

const n = (v: unknown) => Number(v);
function headRow(r: Record<string, unknown>): ServiceRow {
  const open = r.status === 'MASUK' || r.status === 'SELESAI';
  return <ServiceRow>{
    ...r,
    jumlah_barang: n(r.jumlah_barang),
    subtotal: n(r.subtotal),
    biaya_tambahan: n(r.biaya_tambahan),
    total: n(r.total),
    dp: n(r.dp),
    kembalian: n(r.kembalian),
    pelunasan: n(r.pelunasan),
    kembalian_ambil: n(r.kembalian_ambil),
    uang_kembali: n(r.uang_kembali),
    sisa: open ? sisaService(n(r.total), n(r.dp) + n(r.pelunasan)) : 0,
  };
}

export async function getService(db: Db, kodeToko: string, no: string): Promise<ServiceDoc> {
  const head = await one<Record<string, unknown>>(
    db,
    sql`SELECT ${HEAD} WHERE v.kode_toko = ${kodeToko} AND v.no_service = ${no}`,
  );
  if (!head) throw notFound(`No Service ${no} Tidak Ditemukan`);
  const items = await db.execute(sql`
    SELECT seq, nama_barang, berat::text AS berat, jumlah, ongkos::bigint AS ongkos, subtotal::bigint AS subtotal,
           deskripsi, foto <> '' AS ada_foto
      FROM service_detail WHERE kode_toko = ${kodeToko} AND no_service = ${no} ORDER BY seq`);
  const payments = await db.execute(sql`
    SELECT b.seq, b.tahap, b.tanggal::text AS tanggal, b.jenis, b.jumlah::bigint AS jumlah, b.no_rekening,
           r.nama_rekening, b.no_kartu, b.fee::bigint AS fee
      FROM service_bayar b LEFT JOIN master_rekening r ON r.kode_toko = b.kode_toko AND r.no_rekening = b.no_rekening
     WHERE b.kode_toko = ${kodeToko} AND b.no_service = ${no} ORDER BY b.seq`);
  return {
    ...headRow(head),
    items: (items.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      jumlah: n(r.jumlah),
      ongkos: n(r.ongkos),
      subtotal: n(r.subtotal),
    })) as ServiceDoc['items'],
    payments: (payments.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      jumlah: n(r.jumlah),
      fee: n(r.fee),
    })) as ServiceDoc['payments'],
  };
}

/** One page of the store's services of a period (newest first), with the number of all that match. */
export async function listService(db: Db, kodeToko: string, f: ServiceListQuery) {
  const q = f.q ? `%${f.q.toUpperCase()}%` : null;
  const where = sql`v.kode_toko = ${kodeToko} AND v.tanggal BETWEEN ${f.tgl_from} AND ${f.tgl_to}
    AND (${f.status ?? null}::text IS NULL OR v.status = ${f.status ?? null})
    AND (${f.status_valid ?? null}::text IS NULL OR (v.status_valid = ${f.status_valid ?? null} AND v.status <> 'BATAL'))
    AND (${q}::text IS NULL OR v.no_service LIKE ${q} OR v.nama_customer LIKE ${q} OR v.no_hp LIKE ${q})`;
  const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM service v WHERE ${where}`);
  const rows = await db.execute(sql`SELECT ${HEAD} WHERE ${where}
     ORDER BY v.tanggal DESC, v.no_service DESC OFFSET ${f.skip} LIMIT ${f.limit}`);
  return { data: (rows.rows as Record<string, unknown>[]).map(headRow), count: count?.n ?? 0 };
}
