/**
 * Stock and sales benchmarks (issues 5 and 6): data-barang search at 100,000 pieces, the close-store summary at
 * 100,000 pieces, sale submit at 20 concurrent cashiers, and the sales reports over 1,000,000 sale lines
 * compared with the bare SQL each report runs.
 */
import { randomUUID } from 'node:crypto';
import { addDays, REPORTS, todayIn } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createDb, type Db } from '../../apps/server/src/db/client.ts';
import { seedMasters, seedStores } from '../../apps/server/src/demo/demo.ts';
import { seedPieces } from '../../apps/server/src/demo/demo-history.ts';
import '../../apps/server/src/modules/barang/barang.reports.ts';
import '../../apps/server/src/modules/penjualan/penjualan.reports.ts';
import { reportQuery } from '../../apps/server/src/modules/reports/report-registry.ts';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import { bareLoad, cpuSince, type Figures, load, treeCpu } from './harness.ts';

export type Row = {
  name: string;
  api?: Figures;
  /** The same work done bare through node-postgres, in the same run. */
  bare?: Figures;
  /** The goal this row is held to (issue 16), printed beside the figures. */
  goal?: string;
  /** Event-loop max delay of the server while this row ran (metrics reset before it), and its RSS after. */
  loopMaxMs?: number;
  rssMb?: number;
  note?: string;
};

/** Resets the server's event-loop window before a row and reads it (with RSS) after. */
export type Meter = { reset: () => Promise<void>; read: () => Promise<{ loopMaxMs: number; rssMb: number }> };
export async function metered<T extends Row>(meter: Meter, run: () => Promise<T>): Promise<T> {
  await meter.reset();
  const row = await run();
  Object.assign(row, await meter.read());
  return row;
}

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
  bp: pg.Pool,
): Promise<Row[]> {
  const rows: Row[] = [];
  const count = Number(
    ((await db.execute(sql`SELECT count(*)::int AS n FROM barang WHERE kode_toko = 'PST'`)).rows[0] as { n: number }).n,
  );
  const pages = Math.max(1, Math.floor(Math.min(count, 5000) / 50));
  let i = 0;
  const { figures } = await load({
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
  const api = figures;
  let j = 0;
  const bare = await bareLoad(bp, conn, seconds, async () => {
    j++;
    const where = j % 2 === 0 ? `nama_barang LIKE '%CINCIN%'` : `kode_baki = 'B0${1 + (j % 4)}' AND status = 'STOCK'`;
    await Promise.all([
      bp.query(
        `SELECT * FROM barang WHERE kode_toko = 'PST' AND ${where} ORDER BY created_at DESC NULLS LAST, kode_barcode DESC NULLS LAST LIMIT 50 OFFSET ${(j % pages) * 50}`,
      ),
      bp.query(`SELECT count(*) FROM barang WHERE kode_toko = 'PST' AND ${where}`),
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
  const sampling = sampleWaits(s.pool, seconds);
  const pid = s.proc.pid as number;
  const cpu0 = treeCpu(pid);
  const { res, figures } = await load({
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
  const cpu = cpuSince(cpu0, treeCpu(pid));
  const sales = Math.max(1, res['2xx']);
  const per = (ms: number) => (ms / sales).toFixed(2);
  return {
    name: `POST penjualan (sale submit, ${conn} concurrent cashiers)`,
    api: figures,
    note:
      `${res.non2xx} refused; CPU per sale: server ${per(cpu.self)} ms, PostgreSQL ${per(cpu.children)} ms ` +
      `(2 cores: ${Math.round(2000 / ((cpu.self + cpu.children) / sales))} sales/s at most); ${await sampling}`,
  };
}

/**
 * Samples the server's connections every 20 ms while a load runs (the issue 16 diagnosis): how many run a
 * statement, sit idle in a transaction (waiting for Node), or wait for a lock — and for those, on which statement
 * and whether the holder was itself idle in its transaction.
 */
async function sampleWaits(pool: pg.Pool, seconds: number): Promise<string> {
  const until = Date.now() + seconds * 1000;
  const n = { samples: 0, active: 0, idleTx: 0, waiting: 0, counter: 0, holderIdle: 0 };
  while (Date.now() < until) {
    const { rows } = await pool.query<{ state: string; waiting: boolean; query: string; holder_state: string | null }>(
      `SELECT a.state, a.wait_event_type = 'Lock' AS waiting, left(a.query, 60) AS query,
              (SELECT b.state FROM pg_stat_activity b WHERE b.pid = (pg_blocking_pids(a.pid))[1] LIMIT 1) AS holder_state
         FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend'
          AND a.application_name NOT LIKE 'bench%'`,
    );
    n.samples++;
    for (const r of rows) {
      if (r.state === 'idle in transaction') n.idleTx++;
      else if (r.state === 'active' && !r.waiting) n.active++;
      if (r.waiting) {
        n.waiting++;
        if (/doc_counters|kilau_penjualan_write/.test(r.query)) n.counter++;
        if (r.holder_state === 'idle in transaction') n.holderIdle++;
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const per = (x: number) => (x / Math.max(1, n.samples)).toFixed(1);
  return (
    `connections per sample: ${per(n.active)} running, ${per(n.idleTx)} idle in transaction, ${per(n.waiting)} waiting ` +
    `for a lock (${per(n.counter)} on the invoice counter; holder idle in transaction in ${per(n.holderIdle)})`
  );
}

/** One million sale lines over 90 days (half a million invoices), written directly for the report benchmark. */
export async function seedSaleLines(db: Db, kode: string, lines: number): Promise<{ from: string; to: string }> {
  const to = addDays(todayIn(TZ), -1);
  const from = addDays(to, -89);
  const t = Date.now();
  // invoice h holds lines 2h and 2h + 1, all on day h % 90 (every day of the range is a busy day, ≈11,111 lines);
  // the headers go first (the lines point at them)
  await db.execute(sql`
    INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat, total_harga,
                           total_bayar, status_valid, input_by)
    SELECT ${kode}, 'B-' || (g / 2), ${from}::date + ((g / 2) % 90), (ARRAY['S01','S02','S03'])[1 + abs(hashtext('B-' || (g / 2))) % 3],
           'BENCH', count(*), 2.125 * count(*), 2282000 * count(*), 2282000 * count(*), 'DONE', 'BENCH'
      FROM generate_series(1, ${lines}) g GROUP BY g / 2`);
  await db.execute(sql`
    INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang, kode_group,
           kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, harga_gram, harga_gram_24k, ongkos, harga_hitung, harga_total,
           harga_modal, perolehan)
    SELECT ${kode}, 'B-' || g, 'B-' || (g / 2), ${from}::date + ((g / 2) % 90), gen_random_uuid(), lpad((90000000 + g)::text, 8, '0'),
           'CINCIN BENCH', (ARRAY['EMAS75','EMAS70','EMAS42','EMAS24'])[1 + g % 4], (ARRAY['CC','KL','GL','AT','LT'])[1 + g % 5], 'ETL',
           'B01', 2.125, 75, '750', 1050000, 1350000, 50000, 2282000, 2282000, 2100000, CASE WHEN g % 7 = 0 THEN 'BELI_KEMBALI' ELSE 'FAKTUR' END
      FROM generate_series(1, ${lines}) g`);
  await db.execute(sql`
    INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
    SELECT kode_toko, no_faktur_group, 1, tanggal, 'CASH', total_harga FROM penjualan WHERE kode_toko = ${kode} AND no_faktur_group LIKE 'B-%'`);
  // as a shop's database is between its days: vacuumed (autovacuum would otherwise work through the million new rows
  // while the reports are measured) and checkpointed
  await db.execute(sql`VACUUM (ANALYZE) penjualan, penjualan_detail, penjualan_bayar`);
  await db.execute(sql`ANALYZE`);
  await db.execute(sql`CHECKPOINT`);
  console.log(`  seeded ${lines.toLocaleString('en-US')} sale lines in ${Date.now() - t} ms`);
  return { from, to };
}

/**
 * Each sales report through the API vs the same registered query run bare through node-postgres, over the
 * 1,000,000-line table. Row reports read one busy day (≈11,111 lines), aggregate reports the whole 90 days; the
 * margin report also over 7 and 30 days, for the event loop (the server must never freeze for a big report).
 */
export async function benchSalesReports(
  s: ServerHandle,
  db: Db,
  kode: string,
  token: string,
  range: { from: string; to: string },
  runs: number,
  meter: Meter,
): Promise<Row[]> {
  const rows: Row[] = [];
  const count = Number(
    (
      (await db.execute(sql`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_toko = ${kode}`)).rows[0] as {
        n: number;
      }
    ).n,
  );
  const lines = count >= 1_000_000 ? `${count / 1_000_000}M` : count.toLocaleString('en-US');
  const aggregate = new Set(['stock-jual', 'penjualan-sales', 'penjualan-rekap']);
  const cases: { key: string; days: number }[] = [
    { key: 'penjualan-margin', days: 1 },
    { key: 'penjualan-margin', days: 7 },
    { key: 'penjualan-margin', days: 31 }, // the longest period the margin report allows (issue 16)
    { key: 'stock-jual', days: 90 },
    { key: 'transaksi-penjualan', days: 1 },
    { key: 'penjualan-sales', days: 90 },
    { key: 'penjualan-bayar', days: 1 },
    { key: 'penjualan-rekap', days: 90 },
    { key: 'batal-penjualan', days: 1 },
  ];
  for (const { key, days } of cases) {
    const def = REPORTS.find((r) => r.key === key);
    const query = reportQuery(key);
    if (!def || !query) continue;
    const q = { tgl_from: addDays(range.to, 1 - days), tgl_to: range.to };
    // the big ranges are measured fewer times (one 31-day margin report is ≈ 340,000 rows), one busy day three times
    // as often: a median of 5 runs of a 20 ms report moved by a third between runs of the bench
    const n = days > 7 && !aggregate.has(key) ? Math.min(runs, 2) : days === 1 ? runs * 3 : runs;
    const row = await metered(meter, async (): Promise<Row> => {
      const apiMs: number[] = [];
      const bareMs: number[] = [];
      let got = 0;
      let bytes = 0;
      for (let i = 0; i < n; i++) {
        let t = performance.now();
        const r = await fetch(`${s.baseUrl}/api/${def.api}?tgl_from=${q.tgl_from}&tgl_to=${q.tgl_to}`, {
          headers: { 'x-auth-token': token },
        });
        const text = await r.text();
        apiMs.push(performance.now() - t);
        bytes = text.length;
        const body = r.ok ? (JSON.parse(text) as unknown) : undefined;
        got = Array.isArray(body) ? body.length : -1;
        t = performance.now();
        await db.execute(query(kode, q));
        bareMs.push(performance.now() - t);
      }
      const fig = (xs: number[]) => ({
        p50: percentileOf(xs, 50),
        p95: percentileOf(xs, 95),
        rps: 0,
        requests: n,
        errors: 0,
      });
      return {
        name: `GET ${def.api} (${days === 1 ? '1 busy day' : `${days} days`}, ${lines} lines)`,
        api: fig(apiMs),
        bare: fig(bareMs),
        goal:
          key === 'penjualan-margin' ? 'loop max < 50 ms' : key === 'transaksi-penjualan' ? '≤ 1.3× bare' : undefined,
        note: `${got} rows, ${(bytes / 1048576).toFixed(1)} MB JSON, ${n} runs`,
      };
    });
    rows.push(row);
    console.log(
      `  ${row.name}: ${row.api?.p50} ms (bare ${row.bare?.p50} ms), loop max ${row.loopMaxMs} ms, ${row.note}`,
    );
  }
  return rows;
}
