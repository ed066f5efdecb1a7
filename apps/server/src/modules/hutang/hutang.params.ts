/**
 * What a loan is priced with: the store's loan parameters (system parameters), today's price of fine gold, the
 * kondisi pinjaman ranges, and "today" — the store's day with that price and the grace days.
 */
import { HUTANG_PARAM, type KondisiPinjaman, persenMilli, SETTING_DEFAULTS } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { one } from '../../lib/counter-steps.ts';
import { settings } from '../../lib/settings.ts';

/** The store's loan parameters (system parameters, defaults when unset or not valid). */
export async function hutangParams(tx: Tx | Db, kodeToko: string) {
  const persenOk = persenMilli(await settings.get(tx, kodeToko, HUTANG_PARAM.persenMax));
  return {
    pembulatan: await settings.get(tx, kodeToko, HUTANG_PARAM.pembulatan),
    tenggang: await settings.get(tx, kodeToko, HUTANG_PARAM.tenggang),
    persen_max:
      persenOk === undefined || persenOk > 100_000
        ? (SETTING_DEFAULTS[HUTANG_PARAM.persenMax] as string)
        : String(persenOk / 1000),
    ubah_bunga: await settings.get(tx, kodeToko, HUTANG_PARAM.ubahBunga),
  };
}

/**
 * Today's buy price per gram of FINE gold: the buy price (master parameter harga emas, latest up to `tanggal`) of
 * the store's purest active group, scaled to 100 % (price × 100 / its persentase, rounded down). Null when unset.
 */
export async function hargaEmasMurni(tx: Tx | Db, kodeToko: string, tanggal: string): Promise<number | null> {
  const r = await one<{ harga: string; persentase: string }>(
    tx,
    sql`SELECT h.harga_beli::bigint AS harga, g.persentase::text AS persentase
          FROM master_group g
          JOIN LATERAL (SELECT harga_beli FROM master_harga_emas h
                         WHERE h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group AND h.tanggal <= ${tanggal}
                         ORDER BY h.tanggal DESC LIMIT 1) h ON true
         WHERE g.kode_toko = ${kodeToko} AND g.status_aktif AND g.persentase > 0
         ORDER BY g.persentase DESC, g.kode_group LIMIT 1`,
  );
  if (!r) return null;
  const milli = persenMilli(r.persentase) ?? 100_000;
  return Math.floor((Number(r.harga) * 100_000) / Math.min(100_000, Math.max(1, milli)));
}

/** The store's kondisi pinjaman: amount ranges with their monthly rate and term. */
export async function kondisiList(tx: Tx | Db, kodeToko: string) {
  const rows = await tx.execute(sql`
    SELECT kode_pinjaman, nominal_dari::bigint AS nominal_dari, nominal_sampai::bigint AS nominal_sampai,
           bunga_persen::float8::text AS bunga_persen, lama_pinjam::int AS lama_pinjam
      FROM master_kondisi_pinjaman WHERE kode_toko = ${kodeToko} ORDER BY nominal_dari, kode_pinjaman`);
  return (rows.rows as Record<string, unknown>[]).map((r) => ({
    kode_pinjaman: String(r.kode_pinjaman),
    nominal_dari: Number(r.nominal_dari),
    nominal_sampai: Number(r.nominal_sampai),
    bunga_persen: String(r.bunga_persen),
    lama_pinjam: Number(r.lama_pinjam),
  })) satisfies KondisiPinjaman[];
}

export type Today = { tanggal: string; harga: number | null; tenggang: number };

/** The store's day, today's fine gold price and the grace days: what a loan's row is read against. */
export async function todayOf(tx: Tx | Db, kodeToko: string): Promise<Today> {
  const d = await one<{ tgl_system: string }>(
    tx,
    sql`SELECT tgl_system::text AS tgl_system FROM stores WHERE kode_toko = ${kodeToko}`,
  );
  const tanggal = d?.tgl_system ?? '';
  const p = await hutangParams(tx, kodeToko);
  return { tanggal, harga: await hargaEmasMurni(tx, kodeToko, tanggal), tenggang: p.tenggang };
}
