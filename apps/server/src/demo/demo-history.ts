/**
 * Demo stock and sales history: 90 days of gold prices per gold group, pieces across every tray (8,000 per store at size normal, over 5,000 still in stock after the sales), then 90 closed shop
 * days of validated sales with cash-book rows and ledger movements, and the barang summary of each day computed
 * by the same close step the app runs. Set-based SQL, so 100,000 pieces load in seconds (benchmarks use it).
 */
import { addDays, todayIn } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import '../modules/barang/barang-summary.step.ts';
import { closeSteps } from '../modules/system/close-steps.ts';

export type HistoryOptions = { pieces: number; days: number; salesPerDay: number; tz?: string };

export const SIZES = {
  small: { pieces: 600, days: 10, salesPerDay: 10 },
  normal: { pieces: 8000, days: 90, salesPerDay: 15 },
  large: { pieces: 100_000, days: 90, salesPerDay: 150 },
} as const;

const NAMES: Record<string, string[]> = {
  CC: ['CINCIN POLOS', 'CINCIN MATA SATU', 'CINCIN UKIR', 'CINCIN KAWIN'],
  KL: ['KALUNG RANTAI', 'KALUNG NURI', 'KALUNG SINGAPUR'],
  GL: ['GELANG RANTAI', 'GELANG BANGKOK', 'GELANG KERONCONG'],
  AT: ['ANTING TINDIK', 'ANTING JEPIT', 'ANTING GIWANG'],
  LT: ['LIONTIN HATI', 'LIONTIN HURUF', 'LIONTIN SALIB'],
  LM: ['LOGAM MULIA 1 GR', 'LOGAM MULIA 5 GR'],
  CB: ['CINCIN BERLIAN SOLITAIRE', 'CINCIN BERLIAN HALO'],
};

/** Pieces for one store, created `days` before today (ledger TAMBAH on that day). */
export async function seedPieces(db: Db, kodeToko: string, n: number, day: string): Promise<void> {
  const names = Object.entries(NAMES).flatMap(([dept, list]) => list.map((nama) => ({ dept, nama })));
  await db.execute(sql`
    WITH trays AS (SELECT kode_baki, kode_gudang, row_number() OVER (ORDER BY kode_baki) - 1 AS i, count(*) OVER () AS n
                     FROM master_baki WHERE kode_toko = ${kodeToko} AND status_aktif),
         kinds AS (SELECT j.kode_dept, j.kode_group, row_number() OVER (ORDER BY j.kode_dept) - 1 AS i, count(*) OVER () AS n
                     FROM master_jenis j WHERE j.kode_toko = ${kodeToko} AND j.status_aktif),
         names AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(names)}::jsonb) AS x(dept text, nama text)),
         src AS (SELECT g, lpad(nextval('barcode_seq')::text, 8, '0') AS kode_barcode FROM generate_series(1, ${n}) g),
         ins AS (
    INSERT INTO barang (kode_toko, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, berat_asli,
                        kadar, kadar_cetak, ongkos, harga_jual, status, tgl_masuk, input_by, perolehan)
    SELECT ${kodeToko}, s.kode_barcode,
           COALESCE((SELECT nama FROM names WHERE dept = k.kode_dept ORDER BY md5(s.kode_barcode || nama) LIMIT 1), 'PERHIASAN'),
           k.kode_group, k.kode_dept, t.kode_gudang, t.kode_baki,
           round((0.5 + random() * 14.5)::numeric, 3), round((0.5 + random() * 14.5)::numeric, 3),
           CASE k.kode_group WHEN 'EMAS24' THEN 99.9 WHEN 'EMAS75' THEN 75 WHEN 'EMAS70' THEN 70 WHEN 'EMAS42' THEN 42 ELSE 75 END,
           CASE k.kode_group WHEN 'EMAS24' THEN '999' WHEN 'EMAS75' THEN '750' WHEN 'EMAS70' THEN '700' WHEN 'EMAS42' THEN '420' ELSE '750' END,
           (floor(random() * 20) * 5000)::bigint,
           CASE WHEN k.kode_group = 'BERLIAN' THEN (5 + floor(random() * 45))::bigint * 1000000 ELSE 0 END,
           'STOCK', ${day}, 'DEMO', CASE WHEN random() < 0.15 THEN 'BELI_KEMBALI' ELSE 'FAKTUR' END
      FROM src s
      JOIN trays t ON t.i = s.g % t.n
      JOIN kinds k ON k.i = (s.g / 7) % k.n
    RETURNING id, kode_toko, kode_barcode, kode_group, kode_dept, kode_gudang, kode_baki, berat
         ),
         codes AS (INSERT INTO barcodes (kode_barcode, kode_toko, barang_id) SELECT kode_barcode, kode_toko, id FROM ins)
    -- one statement: each new piece gets its barcode identity and its TAMBAH ledger row, nothing is looked up again
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept, ke_gudang, ke_baki,
                               status_ke, berat, keterangan)
    SELECT kode_toko, id, kode_barcode, ${day}, 'DEMO', 'TAMBAH', kode_group, kode_dept, kode_gudang, kode_baki, 'STOCK', berat, 'DATA DEMO'
      FROM ins`);
}

/**
 * The gold price of every gold group for every day from `from` to `today` (Master Parameter Harga Emas): a gentle
 * market path that ends today at the group's own price (the counter's price per gram), so the sales of each day
 * are priced at that day's price and buy-back / trade-in find a buy price at once. Buying back pays 95 % of the
 * selling price; prices in whole thousands. Rows already there are kept.
 */
export async function seedGoldPrices(db: Db, kodeToko: string, from: string, today: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO master_harga_emas (kode_toko, tanggal, kode_group, harga_jual, harga_beli, harga_modal, created_by, updated_by)
    SELECT g.kode_toko, d::date, g.kode_group, p.jual, (round(p.jual * 0.95 / 1000) * 1000)::bigint,
           (round(g.harga_modal * p.f / 1000) * 1000)::bigint, 'DEMO', 'DEMO'
      FROM master_group g
     CROSS JOIN generate_series(${from}::date, ${today}::date, interval '1 day') d
     CROSS JOIN LATERAL (SELECT (${today}::date - d::date) AS n) x
     CROSS JOIN LATERAL (SELECT 1 - 0.0006 * x.n + 0.012 * sin(x.n / 6.0) AS f) m
     CROSS JOIN LATERAL (SELECT m.f, (round(g.harga * m.f / 1000) * 1000)::bigint AS jual) p
     WHERE g.kode_toko = ${kodeToko} AND g.jenis_group = 'EMAS' AND g.harga > 0
    ON CONFLICT (kode_toko, tanggal, kode_group) DO NOTHING`);
}

/** One day of validated cash sales of random pieces in stock (two pieces per visit), at that day's gold price. */
export async function seedSalesDay(db: Db, kodeToko: string, day: string, visits: number): Promise<void> {
  await db.execute(sql`
    WITH picked AS (
      SELECT b.*, COALESCE(h.harga_jual, g.harga) AS harga_gram, COALESCE(h.harga_modal, g.harga_modal) AS modal_gram
        FROM barang b JOIN master_group g ON g.kode_toko = b.kode_toko AND g.kode_group = b.kode_group
        LEFT JOIN master_harga_emas h ON h.kode_toko = b.kode_toko AND h.kode_group = b.kode_group AND h.tanggal = ${day}
       WHERE b.kode_toko = ${kodeToko} AND b.status = 'STOCK'
       ORDER BY random() LIMIT ${visits * 2}
    ), gram24 AS (
      -- the day's 24K price (the tax recap's Total 24K)
      SELECT COALESCE(
               (SELECT h.harga_jual FROM master_harga_emas h JOIN master_group g USING (kode_toko, kode_group)
                 WHERE h.kode_toko = ${kodeToko} AND h.tanggal = ${day} AND g.jenis_group = 'EMAS'
                 ORDER BY g.persentase DESC NULLS LAST LIMIT 1),
               1350000) AS harga
    ), ranked AS (
      SELECT p.*, row_number() OVER () AS rn FROM picked p
    ), numbered AS (
      SELECT p.*, ((rn - 1) / 2) + 1 AS visit, ((rn - 1) % 2) + 1 AS line,
             CASE WHEN harga_jual > 0 THEN harga_jual
                  ELSE ceil((ceil(berat * harga_gram) + ongkos + harga_atribut) / 500.0) * 500 END::bigint AS harga
        FROM ranked p
    ), ins_detail AS (
      INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang,
             kode_group, kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, nama_atribut, berat_atribut, harga_gram,
             harga_gram_24k, ongkos, harga_atribut, harga_hitung, harga_total, harga_modal, perolehan)
      SELECT kode_toko, ${kodeToko} || '-FJ-' || to_char(${day}::date, 'YYMMDD') || '-' || lpad(visit::text, 4, '0') || '-' || lpad(line::text, 2, '0'),
             ${kodeToko} || '-FJ-' || to_char(${day}::date, 'YYMMDD') || '-' || lpad(visit::text, 4, '0'), ${day}, id, kode_barcode,
             nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, nama_atribut, berat_atribut,
             harga_gram, (SELECT harga FROM gram24), ongkos, harga_atribut, harga, harga, ceil(berat * modal_gram)::bigint,
             perolehan
        FROM numbered RETURNING no_faktur_group, harga_total, berat
    ), heads AS (
      INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat, total_harga,
                             total_bayar, status_valid, valid_by, valid_at, input_by, created_at)
      SELECT ${kodeToko}, no_faktur_group, ${day}, (ARRAY['S01','S02','S03'])[1 + abs(hashtext(no_faktur_group)) % 3],
             (ARRAY['BUDI','SITI','AGUS','DEWI','RINA','JOKO','ANI','HENDRA'])[1 + abs(hashtext(no_faktur_group || 'c')) % 8],
             count(*), sum(berat), sum(harga_total), sum(harga_total), 'DONE', 'DEMO', now(), 'DEMO',
             ${day}::date + time '09:00' + (abs(hashtext(no_faktur_group)) % 28800) * interval '1 second'
        FROM ins_detail GROUP BY no_faktur_group RETURNING no_faktur_group, total_harga
    ), pays AS (
      INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
      SELECT ${kodeToko}, no_faktur_group, 1, ${day}, 'CASH', total_harga FROM heads RETURNING no_faktur_group, jumlah
    )
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, jumlah_in, no_reff, input_by)
    SELECT ${kodeToko}, ${day}, 'MASUK', 'PENJUALAN', 'PENJUALAN CASH', jumlah, no_faktur_group, 'DEMO' FROM pays`);
  // about one visit in four is a member's: its name, its points (1 per Rp 1,000,000) and their ledger row
  await db.execute(sql`
    WITH m AS (
      SELECT kode_member, nama_member, no_hp, alamat, (row_number() OVER (ORDER BY kode_member) - 1)::int AS i,
             count(*) OVER ()::int AS n
        FROM master_member WHERE kode_toko = ${kodeToko} AND status_aktif
    ), upd AS (
      UPDATE penjualan p SET kode_member = m.kode_member, nama_customer = m.nama_member, no_hp = m.no_hp,
             alamat_customer = m.alamat, poin = floor(p.total_harga / 1000000)::int
        FROM m
       WHERE p.kode_toko = ${kodeToko} AND p.tanggal = ${day} AND abs(hashtext(p.no_faktur_group || 'm')) % 4 = 0
         AND m.i = abs(hashtext(p.no_faktur_group)) % m.n
      RETURNING p.kode_member, p.poin, p.no_faktur_group
    )
    INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref, at)
    SELECT ${kodeToko}, kode_member, ${day}, 'JUAL', poin, no_faktur_group, ${day}::date + time '12:00' FROM upd WHERE poin > 0`);
  await db.execute(sql`
    INSERT INTO barang_ledger (kode_toko, barang_id, kode_barcode, tanggal, user_id, jenis, kode_group, kode_dept, dari_gudang, dari_baki,
                               status_dari, status_ke, berat, no_ref, keterangan)
    SELECT d.kode_toko, d.barang_id, d.kode_barcode, ${day}, 'DEMO', 'JUAL', d.kode_group, d.kode_dept, d.kode_gudang, d.kode_baki,
           'STOCK', 'TERJUAL', d.berat, d.no_faktur_group, 'PENJUALAN ' || d.no_faktur_group
      FROM penjualan_detail d WHERE d.kode_toko = ${kodeToko} AND d.tanggal = ${day}`);
  await db.execute(sql`
    UPDATE barang b SET status = 'TERJUAL', no_ref = d.no_faktur_group FROM penjualan_detail d
     WHERE d.kode_toko = ${kodeToko} AND d.tanggal = ${day} AND b.kode_toko = d.kode_toko AND b.id = d.barang_id`);
  await db.execute(sql`
    INSERT INTO doc_counters (kode_toko, kind, period, last)
    SELECT ${kodeToko}, 'FJ', ${day}, count(*) FROM penjualan WHERE kode_toko = ${kodeToko} AND tanggal = ${day}
    ON CONFLICT (kode_toko, kind, period) DO UPDATE SET last = EXCLUDED.last`);
}

/** Closes `day` the way the app does (the registered summary steps), without the checks that need live users. */
export async function closeDemoDay(db: Db, kodeToko: string, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const step of closeSteps()) {
      if ((step.order ?? 50) < 50) continue; // validation checks: demo sales are validated already
      await step.run(tx, { kode_toko: kodeToko, tanggal: day, user_id: 'DEMO' });
    }
    await tx.execute(
      sql`INSERT INTO store_days (kode_toko, tanggal, closed_by) VALUES (${kodeToko}, ${day}, 'DEMO') ON CONFLICT DO NOTHING`,
    );
  });
}

export async function seedHistory(
  db: Db,
  kodeToko: string,
  o: HistoryOptions,
  log: (m: string) => void,
): Promise<void> {
  const today = todayIn(o.tz);
  const start = addDays(today, -o.days);
  // prices first: the sales of each day use them (and a demo made before they existed gets them too)
  await seedGoldPrices(db, kodeToko, start, today);
  const already = await db.execute(
    sql`SELECT count(*)::int AS n FROM barang WHERE kode_toko = ${kodeToko} AND input_by = 'DEMO'`,
  );
  if ((already.rows[0] as { n: number }).n > 0) {
    log(`${kodeToko}: data demo barang sudah ada, dilewati`);
    return;
  }
  const t0 = Date.now();
  await seedPieces(db, kodeToko, o.pieces, start);
  await closeDemoDay(db, kodeToko, start);
  for (let i = 1; i < o.days; i++) {
    const day = addDays(start, i);
    await seedSalesDay(db, kodeToko, day, o.salesPerDay);
    await closeDemoDay(db, kodeToko, day);
  }
  await db.execute(sql`UPDATE stores SET tgl_system = ${today} WHERE kode_toko = ${kodeToko}`);
  log(`${kodeToko}: ${o.pieces} barang, ${o.days} hari penjualan (${Date.now() - t0} ms)`);
}
