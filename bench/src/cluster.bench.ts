/**
 * `npm run bench -- --cluster` (issue 17): the chain deployment of `npm run cluster` (PostgreSQL 15 primary +
 * streaming replica, pgbouncer in transaction mode, two API instances behind nginx) under a chain-size data set.
 * Env: CLUSTER_STORES (50), CLUSTER_PIECES (2,000,000), CLUSTER_LINES (5,000,000), CLUSTER_CASHIERS (4 per store),
 * CLUSTER_SECONDS (10).
 * Prints: sale submits from every store's cashiers through nginx (2 instances) vs straight to one instance on the
 * same database; one store's report and the whole chain's (every store's at once) on the replica vs the primary;
 * kill -9 of one instance during the load (no lost or duplicated sale, at most one failed request per client);
 * reports with the replica killed (they fall back to the primary).
 */
import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../../apps/server/src/db/client.ts';
import { seedMasters, seedStores } from '../../apps/server/src/demo/demo.ts';
import { seedPieces } from '../../apps/server/src/demo/demo-history.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.service.ts';
import { type Cluster, startCluster, stopAll } from '../../scripts/cluster.mjs';

const STORES = Number(process.env.CLUSTER_STORES ?? 50);
const PIECES = Number(process.env.CLUSTER_PIECES ?? 2_000_000);
const LINES = Number(process.env.CLUSTER_LINES ?? 5_000_000);
const CASHIERS = Number(process.env.CLUSTER_CASHIERS ?? 4);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 10);
const PASSWORD = 'bench-cluster-1';
const TZ = 'WIB';

type Line = { name: string; value: string };
const table: Line[] = [];
const out = (name: string, value: string) => {
  table.push({ name, value });
  console.log(`  ${name}: ${value}`);
};

const storeCode = (i: number) => `C${String(i + 1).padStart(2, '0')}`;

async function seed(db: Db): Promise<{ from: string; to: string }> {
  const t0 = Date.now();
  await seedStores(db, TZ);
  await seedMasters(db);
  const hash = await hashPassword(PASSWORD);
  const codes = Array.from({ length: STORES }, (_, i) => storeCode(i));
  // The chain's stores with PST's masters (every master table, by its own columns) and an owner each.
  const masters = (
    await db.execute<{ table_name: string; cols: string }>(sql`
      SELECT c.table_name, string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) AS cols
        FROM information_schema.columns c
       WHERE c.table_schema = 'public' AND c.table_name LIKE 'master\_%' AND c.column_name <> 'kode_toko'
         AND c.is_identity = 'NO' AND c.is_generated = 'NEVER'
         AND NOT (c.column_name = 'id' AND c.column_default IS NOT NULL)
         AND coalesce(c.column_default, '') NOT LIKE 'nextval%'
       GROUP BY c.table_name`)
  ).rows;
  for (const kode of codes) {
    await db.execute(sql`INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system, time_zone)
                         VALUES (${kode}, ${`KILAU CABANG ${kode}`}, 'CABANG', ${todayIn(TZ)}, ${TZ}) ON CONFLICT DO NOTHING`);
    // Masters refer to each other (baki → gudang, jenis → group): copy in passes until each went in.
    let left = masters;
    for (let pass = 0; left.length && pass < 6; pass++) {
      const failed: typeof masters = [];
      for (const m of left) {
        await db
          .execute(
            sql.raw(`INSERT INTO ${m.table_name} (kode_toko, ${m.cols}) SELECT '${kode}', ${m.cols} FROM ${m.table_name}
                      WHERE kode_toko = 'PST' ON CONFLICT DO NOTHING`),
          )
          .catch(() => failed.push(m));
      }
      left = failed;
    }
    if (left.length) throw new Error(`masters not copied: ${left.map((m) => m.table_name).join(', ')}`);
    await db.execute(sql`INSERT INTO users (user_id, user_name, password_hash, level, kode_toko, menu)
                         VALUES (${`${kode}OWN`}, ${`PEMILIK ${kode}`}, ${hash}, 'OWN', ${kode}, '[]') ON CONFLICT DO NOTHING`);
  }
  console.log(`  ${STORES} stores with masters and owners in ${Date.now() - t0} ms`);
  const t1 = Date.now();
  for (const kode of codes) await seedPieces(db, kode, Math.floor(PIECES / STORES), addDays(todayIn(TZ), -100));
  console.log(`  ${PIECES.toLocaleString('en-US')} pieces in ${Date.now() - t1} ms`);
  const t2 = Date.now();
  const range = await seedChainSales(db, codes, Math.floor(LINES / STORES));
  await db.execute(sql`ANALYZE`);
  console.log(`  ${LINES.toLocaleString('en-US')} sale lines in ${Date.now() - t2} ms`);
  return range;
}

/**
 * Every store's sale lines over 90 days in three INSERT … SELECT statements for the whole chain (headers, lines,
 * payments) — the shape of stock-sales.bench.ts's seedSaleLines, without a statement and an ANALYZE per store.
 * Invoice h of a store holds its lines 2h and 2h + 1, on even day offsets.
 */
async function seedChainSales(db: Db, codes: string[], perStore: number): Promise<{ from: string; to: string }> {
  const to = addDays(todayIn(TZ), -1);
  const from = addDays(to, -89);
  const stores = `{${codes.join(',')}}`;
  await db.execute(sql`
    INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat,
                           total_harga, total_bayar, status_valid, input_by)
    SELECT k, 'B-' || h, ${from}::date + ((2 * h) % 90), (ARRAY['S01','S02','S03'])[1 + h % 3], 'BENCH', 2, 4.250,
           4564000, 4564000, 'DONE', 'BENCH'
      FROM unnest(${stores}::text[]) k, generate_series(0, ${Math.floor(perStore / 2) - 1}) h`);
  await db.execute(sql`
    INSERT INTO penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang,
           kode_group, kode_dept, kode_gudang, kode_baki, berat, kadar, kadar_cetak, harga_gram, harga_gram_24k, ongkos,
           harga_hitung, harga_total, harga_modal, perolehan)
    SELECT k, 'B-' || g, 'B-' || (g / 2), ${from}::date + ((2 * (g / 2)) % 90), gen_random_uuid(),
           lpad((90000000 + g)::text, 8, '0'), 'CINCIN BENCH', (ARRAY['EMAS75','EMAS70','EMAS42','EMAS24'])[1 + g % 4],
           (ARRAY['CC','KL','GL','AT','LT'])[1 + g % 5], 'ETL', 'B01', 2.125, 75, '750', 1050000, 1350000, 50000,
           2282000, 2282000, 2100000, 'FAKTUR'
      FROM unnest(${stores}::text[]) k, generate_series(0, ${Math.floor(perStore / 2) * 2 - 1}) g`);
  await db.execute(sql`
    INSERT INTO penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah)
    SELECT kode_toko, no_faktur_group, 1, tanggal, 'CASH', total_harga FROM penjualan WHERE no_faktur_group LIKE 'B-%'`);
  return { from, to };
}

async function login(base: string, user: string): Promise<string> {
  const r = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user, password: PASSWORD }),
  });
  if (!r.ok) throw new Error(`login ${user}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

type Load = {
  lat: number[];
  failed: number[];
  ok: Map<string, string>;
  retried: number;
  refused: number;
  why: Map<string, number>;
};

/**
 * Every store's cashiers sell distinct pieces of their store back to back for `seconds`. A failed request is
 * retried once with the same Idempotency-Key (what the web client does after a lost answer).
 */
async function saleLoad(
  base: string,
  tokens: Map<string, string>,
  stock: Map<string, string[]>,
  seconds: number,
  during?: () => void,
): Promise<Load> {
  const res: Load = { lat: [], failed: [], ok: new Map(), retried: 0, refused: 0, why: new Map() };
  const until = Date.now() + seconds * 1000;
  if (during) setTimeout(during, (seconds * 1000) / 3);
  const clients = [...tokens.keys()].flatMap((kode) => Array.from({ length: CASHIERS }, (_, c) => ({ kode, c })));
  await Promise.all(
    clients.map(async ({ kode }, ci) => {
      res.failed[ci] = 0;
      const pieces = stock.get(kode) as string[];
      while (Date.now() < until) {
        const code = pieces.pop();
        if (!code) break;
        const key = randomUUID();
        const body = JSON.stringify({
          kode_sales: 'S01',
          nama_customer: 'BENCH CLUSTER',
          items: [{ kode_barcode: code }],
          payments: [{ jenis: 'CASH', jumlah: 500_000_000 }],
        });
        const send = () =>
          fetch(`${base}/api/penjualan`, {
            method: 'POST',
            headers: {
              'x-auth-token': tokens.get(kode) as string,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body,
          }).then(async (r) => ({
            status: r.status,
            json: (await r.json().catch(() => ({}))) as Record<string, unknown>,
          }));
        const t = performance.now();
        let r = await send().catch(() => ({ status: 0, json: {} as Record<string, unknown> }));
        const note = (x: { status: number; json: Record<string, unknown> }) => {
          const k = `${x.status} ${String(x.json.message ?? '').slice(0, 60)}`;
          res.why.set(k, (res.why.get(k) ?? 0) + 1);
        };
        if (r.status === 0 || r.status >= 500) {
          note(r);
          res.failed[ci] = (res.failed[ci] ?? 0) + 1;
          res.retried++;
          r = await send().catch(() => ({ status: 0, json: {} as Record<string, unknown> }));
        }
        res.lat.push(performance.now() - t);
        const data = (r.json.data ?? {}) as Record<string, unknown>;
        if (r.status === 200) res.ok.set(key, String(data.no_faktur_group ?? ''));
        else {
          res.refused++;
          note(r);
        }
      }
    }),
  );
  return res;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0);
};

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const v = await fn();
  return [Math.round(performance.now() - t), v];
}

export async function benchCluster(): Promise<void> {
  let cl: Cluster | undefined;
  try {
    cl = await startCluster({ instances: 2, temp: true });
    const c = cl;
    const nginx = `http://127.0.0.1:${c.ports.nginx}`;
    const one = `http://127.0.0.1:${c.ports.api[0]}`;
    const db = createDb(`postgres://kilau@127.0.0.1:${c.ports.primary}/kilau`, 4);
    const range = await seed(db);
    const codes = Array.from({ length: STORES }, (_, i) => storeCode(i));
    const tokens = new Map<string, string>();
    for (const k of codes) tokens.set(k, await login(nginx, `${k}OWN`));
    const stock = new Map<string, string[]>();
    for (const k of codes) {
      const r = await db.execute<{ kode_barcode: string }>(
        sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${k} AND status = 'STOCK' ORDER BY random() LIMIT 5000`,
      );
      stock.set(
        k,
        r.rows.map((x) => x.kode_barcode),
      );
    }
    const clients = STORES * CASHIERS;
    const why = (l: Load) =>
      [...l.why]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, n]) => `${n}× ${k}`)
        .join('; ');
    console.log(`\nsale submits, ${STORES} stores × ${CASHIERS} cashiers = ${clients} clients, ${SECONDS} s each`);
    const viaNginx = await saleLoad(nginx, tokens, stock, SECONDS);
    out(
      'sale submit through nginx (2 instances)',
      `${Math.round(viaNginx.lat.length / SECONDS)} sales/s, p50 ${pct(viaNginx.lat, 50)} ms, p95 ${pct(viaNginx.lat, 95)} ms, ${viaNginx.refused} refused`,
    );
    if (viaNginx.why.size) console.log(`    not 200: ${why(viaNginx)}`);
    const direct = await saleLoad(one, tokens, stock, SECONDS);
    if (direct.why.size) console.log(`    not 200: ${why(direct)}`);
    out(
      'sale submit to one instance (same database)',
      `${Math.round(direct.lat.length / SECONDS)} sales/s, p50 ${pct(direct.lat, 50)} ms, p95 ${pct(direct.lat, 95)} ms, ${direct.refused} refused`,
    );
    out(
      'two instances / one (throughput)',
      `${(viaNginx.lat.length / Math.max(1, direct.lat.length)).toFixed(2)}× on this 2-core machine`,
    );

    // Fault: kill -9 of the second instance a third of the way in; clients retry through nginx (to the first).
    const before = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM penjualan WHERE nama_customer = 'BENCH CLUSTER'`,
    );
    const fault = await saleLoad(nginx, tokens, stock, SECONDS, () => c.killApi(1));
    if (fault.why.size) console.log(`    not 200: ${why(fault)}`);
    const after = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM penjualan WHERE nama_customer = 'BENCH CLUSTER'`,
    );
    const written = (after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0);
    const distinct = new Set(fault.ok.values()).size;
    const maxFailed = Math.max(0, ...fault.failed);
    out(
      'kill -9 of one instance during the load',
      `${fault.ok.size} sales answered, ${written} written, ${distinct} distinct numbers, ${fault.retried} retried, ` +
        `max failed per client ${maxFailed}, ${fault.refused} refused → ` +
        (written === fault.ok.size && distinct === fault.ok.size && maxFailed <= 1
          ? 'nothing lost or doubled'
          : 'MISMATCH'),
    );

    // Reports: one store, and the whole chain (every store's report at once), replica then primary.
    // The seed writes invoices on even day offsets: the day before the range's end is a busy one.
    const day = addDays(range.to, -1);
    const report = (kode: string) =>
      fetch(`${nginx}/api/penjualan/report-transaksi?tgl_from=${day}&tgl_to=${day}`, {
        headers: { 'x-auth-token': tokens.get(kode) as string },
      }).then(async (r) => ({ db: r.headers.get('x-kilau-db'), rows: ((await r.json()) as unknown[]).length }));
    for (const phase of ['replica', 'primary'] as const) {
      if (phase === 'primary') c.stopReplica();
      const [msOne, oneRes] = await timed(() => report('C01'));
      const [msChain, chain] = await timed(() => Promise.all(codes.map(report)));
      out(
        `report-transaksi (one busy day) on the ${phase}`,
        `one store ${msOne} ms (${oneRes.rows} rows, x-kilau-db ${oneRes.db}); whole chain ${msChain} ms ` +
          `(${chain.reduce((a, b) => a + b.rows, 0)} rows, served by ${[...new Set(chain.map((x) => x.db))].join('/')})`,
      );
    }
    await db.$client.end();
  } finally {
    if (cl) await stopAll(cl.dir, false);
  }
  console.log('\n| what | figure |\n|---|---|');
  for (const l of table) console.log(`| ${l.name} | ${l.value} |`);
}
