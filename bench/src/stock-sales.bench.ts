/**
 * Stock and sales benchmarks (issues 5 and 6): data-barang search at 100,000 pieces, the close-store summary at
 * 100,000 pieces, sale submit at 20 concurrent cashiers, and the sales reports over 1,000,000 sale lines
 * compared with the bare SQL each report runs.
 */
import { randomUUID } from 'node:crypto';
import { addDays, REPORTS, todayIn } from '@kilau/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../../apps/server/src/db/client.ts';
import { seedMasters, seedStores } from '../../apps/server/src/demo/demo.ts';
import { seedPieces } from '../../apps/server/src/demo/demo-history.ts';
import '../../apps/server/src/modules/barang/barang.reports.ts';
import '../../apps/server/src/modules/penjualan/penjualan.reports.ts';
import { reportQuery } from '../../apps/server/src/modules/reports/report-registry.ts';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import { bareLoad, type Figures } from './harness.ts';

export type Row = { name: string; api?: Figures; bare?: Figures; note?: string };

const TZ = 'WIB';

export async function seedStockBench(s: ServerHandle, pieces: number): Promise<Db> {
  const db = createDb(s.pool.options.connectionString as string, 4);
  await seedStores(db, TZ);
  await seedMasters(db);
  const t = Date.now();
  // pieces created today: the close of today summarises 100,000 TAMBAH movements
  await seedPieces(db, 'PST', pieces, todayIn(TZ));
  await db.execute(sql`ANALYZE`);
  console.log(`  seeded ${pieces} pieces in ${Date.now() - t} ms`);
  return db;
}

function percentileOf(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) * 100) / 100;
}

export async function benchSearch(
  s: ServerHandle,
  db: Db,
  token: string,
  conn: number,
  seconds: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const count = Number(
    ((await db.execute(sql`SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'PST'`)).rows[0] as { n: number }).n,
  );
  const pages = Math.max(1, Math.floor(Math.min(count, 5000) / 50));
  let i = 0;
  const res = await autocannon({
    url: s.baseUrl,
    connections: conn,
    duration: seconds,
    headers: { 'x-auth-token': token },
    requests: [
      {
        setupRequest: (req) => {
          i++;
          const q = i % 2 === 0 ? 'q=CINCIN&' : `kode_baki=B0${1 + (i % 4)}&status=STOCK&`;
          return { ...req, path: `/api/barang/search?${q}limit=50&skip=${(i % pages) * 50}` };
        },
      },
    ],
  });
  const api: Figures = {
    p50: res.latency.p50,
    p95: res.latency.p97_5,
    rps: Math.round(res.requests.average),
    requests: res.requests.total,
    errors: res.errors + res.non2xx,
  };
  let j = 0;
  const bare = await bareLoad(s.pool, conn, seconds, async () => {
    j++;
    const where = j % 2 === 0 ? `nama_barang LIKE '%CINCIN%'` : `kode_baki = 'B0${1 + (j % 4)}' AND status = 'STOCK'`;
    await Promise.all([
      s.pool.query(
        `SELECT * FROM barang WHERE kode_toko = 'PST' AND ${where} ORDER BY created_at DESC NULLS LAST, kode_barcode DESC NULLS LAST LIMIT 50 OFFSET ${(j % pages) * 50}`,
      ),
      s.pool.query(`SELECT count(*) FROM barang WHERE kode_toko = 'PST' AND ${where}`),
    ]);
  });
  rows.push({ name: `GET barang/search (data-barang) at ${count.toLocaleString('en-US')} pieces`, api, bare });
  return rows;
}

export async function benchClose(s: ServerHandle, token: string, pieces: number): Promise<Row> {
  const t = performance.now();
  const r = await fetch(`${s.baseUrl}/api/system/close`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ PROSES: 'close' }),
  });
  const ms = Math.round(performance.now() - t);
  const body = (await r.json()) as { message: string };
  return {
    name: `PUT system/close (barang summary over ${pieces.toLocaleString('en-US')} pieces)`,
    note: `${ms} ms, ${r.status} ${body.message}`,
  };
}

/** 20 cashiers each selling distinct pieces as fast as they can. */
export async function benchSaleSubmit(
  s: ServerHandle,
  db: Db,
  token: string,
  conn: number,
  seconds: number,
): Promise<Row> {
  await db.execute(
    sql`INSERT INTO master_sales (kode_toko, kode_sales, nama_sales) VALUES ('PST', 'BENCH', 'BENCH') ON CONFLICT DO NOTHING`,
  );
  const stock = (
    await db.execute(
      sql`SELECT kode_barcode FROM barang WHERE kode_toko = 'PST' AND status = 'STOCK' ORDER BY kode_barcode LIMIT 50000`,
    )
  ).rows as { kode_barcode: string }[];
  let next = 0;
  const res = await autocannon({
    url: `${s.baseUrl}/api/penjualan`,
    method: 'POST',
    connections: conn,
    duration: seconds,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const code = stock[next++ % stock.length]?.kode_barcode;
          return {
            ...req,
            headers: { ...req.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              kode_sales: 'BENCH',
              nama_customer: 'BENCH',
              items: [{ kode_barcode: code }],
              payments: [{ jenis: 'CASH', jumlah: 500_000_000 }],
            }),
          };
        },
      },
    ],
  });
  return {
    name: `POST penjualan (sale submit, ${conn} concurrent cashiers)`,
    api: {
      p50: res.latency.p50,
      p95: res.latency.p97_5,
      rps: Math.round(res.requests.average),
      requests: res.requests.total,
      errors: res.errors + res.non2xx,
    },
    note: `${res.non2xx} refused`,
  };
}

/** One million sale lines over 90 days (half a million invoices), written directly for the report benchmark. */
export async function seedSaleLines(db: Db, kode: string, lines: number): Promise<{ from: string; to: string }> {
  const to = addDays(todayIn(TZ), -1);
  const from = addDays(to, -89);
  const t = Date.now();
  // invoice h holds lines 2h and 2h + 1; the headers go first (the lines point at them)
  await db.execute(sql`
    INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat, total_harga,
                           total_bayar, status_valid, input_by)
    SELECT ${kode}, 'B-' || (g / 2), min(${from}::date + (g % 90)), (ARRAY['S01','S02','S03'])[1 + abs(hashtext('B-' || (g / 2))) % 3],
           'BENCH', count(*), 2.125 * count(*), 2282000 * count(*), 2282000 * count(*), 'DONE', 'BENCH'
      FROM generate_series(1, ${lines}) g GROUP BY g / 2`);
  await db.execute(sql`
    INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang, kode_group,
           kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, harga_gram, harga_gram_24k, ongkos, harga_hitung, harga_total,
           harga_modal, perolehan)
    SELECT ${kode}, 'B-' || g, 'B-' || (g / 2), ${from}::date + (g % 90), gen_random_uuid(), lpad((90000000 + g)::text, 8, '0'),
           'CINCIN BENCH', (ARRAY['EMAS75','EMAS70','EMAS42','EMAS24'])[1 + g % 4], (ARRAY['CC','KL','GL','AT','LT'])[1 + g % 5], 'ETL',
           'B01', 2.125, 75, '750', 1050000, 1350000, 50000, 2282000, 2282000, 2100000, CASE WHEN g % 7 = 0 THEN 'BELI_KEMBALI' ELSE 'FAKTUR' END
      FROM generate_series(1, ${lines}) g`);
  await db.execute(sql`
    INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
    SELECT kode_toko, no_faktur_group, 1, tanggal, 'CASH', total_harga FROM penjualan WHERE kode_toko = ${kode} AND no_faktur_group LIKE 'B-%'`);
  await db.execute(sql`ANALYZE`);
  console.log(`  seeded ${lines.toLocaleString('en-US')} sale lines in ${Date.now() - t} ms`);
  return { from, to };
}

/**
 * Each sales report through the API vs the same registered query run bare through node-postgres. Row reports
 * read one day (≈11,000 lines), aggregate reports the whole 90 days; both over the 1,000,000-line table.
 */
export async function benchSalesReports(
  s: ServerHandle,
  db: Db,
  kode: string,
  token: string,
  range: { from: string; to: string },
  runs: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const aggregate = new Set(['stock-jual', 'penjualan-sales', 'penjualan-rekap']);
  const keys = [
    'penjualan-margin',
    'stock-jual',
    'transaksi-penjualan',
    'penjualan-sales',
    'penjualan-bayar',
    'penjualan-rekap',
    'batal-penjualan',
  ];
  for (const key of keys) {
    const def = REPORTS.find((r) => r.key === key);
    const query = reportQuery(key);
    if (!def || !query) continue;
    const q = aggregate.has(key)
      ? { tgl_from: range.from, tgl_to: range.to }
      : { tgl_from: range.to, tgl_to: range.to };
    const apiMs: number[] = [];
    const bareMs: number[] = [];
    let n = 0;
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      const r = await fetch(`${s.baseUrl}/api/${def.api}?tgl_from=${q.tgl_from}&tgl_to=${q.tgl_to}`, {
        headers: { 'x-auth-token': token },
      });
      const body = (await r.json()) as unknown[];
      apiMs.push(performance.now() - t);
      n = Array.isArray(body) ? body.length : -1;
      t = performance.now();
      await db.execute(query(kode, q));
      bareMs.push(performance.now() - t);
    }
    const api = { p50: percentileOf(apiMs, 50), p95: percentileOf(apiMs, 95), rps: 0, requests: runs, errors: 0 };
    const bare = { p50: percentileOf(bareMs, 50), p95: percentileOf(bareMs, 95), rps: 0, requests: runs, errors: 0 };
    rows.push({
      name: `GET ${def.api} (${aggregate.has(key) ? '90 days' : '1 day'}, 1M lines)`,
      api,
      bare,
      note: `${n} rows`,
    });
  }
  return rows;
}
