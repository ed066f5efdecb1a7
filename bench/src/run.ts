/**
 * `npm run bench`: starts the real server on its own embedded database, loads data, measures, prints a table with
 * each row's reference from the same run (the same work done bare through node-postgres, or the goal it is held to),
 * the server's event-loop max delay and RSS while that row ran, and writes the table to bench/results/latest.json
 * (not committed; the previous run's figures are printed beside the new ones).
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_COLD_STARTS (default 5),
 * BENCH_ONLY (default base,stock,sales,reports,beli): `base` = cold starts, the 1,000-row master list and the tiny
 * reads (authenticated vs public); `stock` = data-barang search and the close; `sales` = sale submit by 20 cashiers;
 * `reports` = the sales reports over 1,000,000 lines; `beli` = buy-back submit; `kas` (not in the default) = the
 * cash book / close / tukar point bench; `impor` (not in the default) = the 100,000-line penjualan import against
 * COPY (BENCH_IMPOR_ROWS); `hapus` (not in the default) = the delete of 100,000 sale lines by date range with its
 * archive, CSV export and restore (BENCH_HAPUS_LINES); `backup` (not in the default) = a base backup's duration and
 * size, sale submit during base backups vs without, and the RTO / RPO of a restore after kill -9 (BENCH_BACKUP_PIECES,
 * BENCH_BACKUP_LINES, BENCH_BACKUP_RPO_SECONDS). `npm run bench -- --cluster`: the chain deployment (issue 17). BENCH_BELI_SOLD (sold pieces ready for the buy-back bench, default 1000),
 * BENCH_KAS_ROWS (the cash book day of the kas bench, default 100000), BENCH_PIECES (default 100000),
 * BENCH_SALE_LINES (default 1000000), BENCH_REPORT_RUNS (default 5).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.service.ts';
import { ADMIN_PASSWORD, apiLogin, type ServerHandle, startServer } from '../../e2e/helpers/server.ts';
import { benchBackup } from './backup.bench.ts';
import { benchHapus } from './hapus.bench.ts';
import { bareLoad, type Figures, httpLoad, median } from './harness.ts';
import { benchImport } from './impor.bench.ts';
import { benchKasClose, benchKasPages, benchTukarPoin, seedKasBench } from './kas.bench.ts';
import { benchBuyBackSubmit, seedBuyBack } from './pembelian.bench.ts';
import {
  benchClose,
  benchSaleSubmit,
  benchSalesReports,
  benchSearch,
  type Meter,
  metered,
  type Row,
  seedSaleLines,
  seedStockBench,
} from './stock-sales.bench.ts';
import { webRows } from './web.bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONN = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COLD = Number(process.env.BENCH_COLD_STARTS ?? 5);
const PIECES = Number(process.env.BENCH_PIECES ?? 100_000);
const LINES = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const BELI_SOLD = Number(process.env.BENCH_BELI_SOLD ?? 1_000);
const KAS_ROWS = Number(process.env.BENCH_KAS_ROWS ?? 100_000);
const IMPOR_ROWS = Number(process.env.BENCH_IMPOR_ROWS ?? 100_000);
const HAPUS_LINES = Number(process.env.BENCH_HAPUS_LINES ?? 100_000);
const BACKUP_PIECES = Number(process.env.BENCH_BACKUP_PIECES ?? 20_000);
const BACKUP_LINES = Number(process.env.BENCH_BACKUP_LINES ?? 200_000);
const BACKUP_RPO_SECONDS = Number(process.env.BENCH_BACKUP_RPO_SECONDS ?? 90);
const ONLY = (process.env.BENCH_ONLY ?? 'base,stock,sales,reports,beli').split(',');
const RESULTS = path.resolve(import.meta.dirname, '../results/latest.json');

/** The server as in production: answers are not re-checked against their schemas (e2e runs check them). */
const PRODUCTION = { CHECK_RESPONSES: 'false' };

const rows: Row[] = [];

function meterOf(s: ServerHandle, token: () => string): Meter {
  return {
    reset: async () => {
      await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token() } });
    },
    read: async () => {
      const r = await fetch(`${s.baseUrl}/api/system/metrics`, { headers: { 'x-auth-token': token() } });
      const m = (await r.json()) as { event_loop_delay_max_ms: number; rss_mb: number };
      return { loopMaxMs: m.event_loop_delay_max_ms, rssMb: m.rss_mb };
    },
  };
}

/** A pool for the bare references as wide as the load, so the bare side never queues for a connection. */
function barePool(s: ServerHandle): pg.Pool {
  const pool = new pg.Pool({ connectionString: s.pool.options.connectionString, max: CONN + 2 });
  pool.on('error', () => {});
  return pool;
}

/** Cold starts to healthy: on an empty data dir (initdb, migrations) and on the data dir of a previous start. */
async function coldStarts(): Promise<{ empty: number[]; existing: number[] }> {
  const empty: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const t = Date.now();
    const s = await startServer(PRODUCTION);
    empty.push(Date.now() - t);
    await s.stop();
  }
  const existing: number[] = [];
  const dir = mkdtempSync('/tmp/kilau-bench-data-');
  rmSync(dir, { recursive: true, force: true }); // the server creates it (as startServer's own)
  try {
    for (let i = 0; i <= COLD; i++) {
      const t = Date.now();
      const s = await startServer({ ...PRODUCTION, DATA_DIR: dir });
      if (i > 0) existing.push(Date.now() - t); // the first start creates the data dir
      await s.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { empty, existing };
}

async function base() {
  const cold = await coldStarts();
  rows.push(
    {
      name: `cold start to healthy, empty data dir (median of ${COLD})`,
      goal: '< 3 s',
      note: `${median(cold.empty)} ms (${cold.empty.join(', ')} ms)`,
    },
    {
      name: `cold start to healthy, existing data dir (median of ${COLD})`,
      goal: '< 1.5 s',
      note: `${median(cold.existing)} ms (${cold.existing.join(', ')} ms)`,
    },
  );
  console.log(`cold starts: empty ${cold.empty.join(', ')} ms; existing data dir ${cold.existing.join(', ')} ms`);
  const s = await startServer(PRODUCTION);
  const bp = barePool(s);
  try {
    const token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    const meter = meterOf(s, () => token);
    await s.pool.query(
      `INSERT INTO parameter_berlian (kode_toko, jenis_batu, nama_batu)
       SELECT 'PST', 'JB' || lpad(g::text, 5, '0'), 'BATU NOMOR ' || g FROM generate_series(1, 1000) g`,
    );
    const list = `SELECT * FROM parameter_berlian WHERE kode_toko = 'PST' ORDER BY jenis_batu`;
    for (const conn of [CONN, 1]) {
      rows.push(
        await metered(meter, async () => ({
          name: `GET parameter-berlian (1,000 rows), ${conn === 1 ? 'one client' : `${conn} connections`}`,
          api: await httpLoad({
            url: `${s.baseUrl}/api/parameter-berlian`,
            token,
            connections: conn,
            seconds: SECONDS,
          }),
          bare: await bareLoad(bp, conn, SECONDS, () => bp.query(list)),
          goal: '≤ 1.3× bare',
        })),
      );
    }
    // The API around the smallest reads, one client: signed in (GET system/metrics: the session is read, no other
    // query) and public (GET health: SELECT 1). Both make one database round trip, so their difference is the
    // auth's own cost; each is also held against a bare SELECT 1.
    const one = await bareLoad(bp, 1, SECONDS, () => bp.query('SELECT 1'));
    const authed = await metered(
      meter,
      async (): Promise<Row> => ({
        name: 'tiny authenticated read (GET system/metrics: the session read only), one client',
        api: await httpLoad({ url: `${s.baseUrl}/api/system/metrics`, token, connections: 1, seconds: SECONDS }),
        bare: one,
        goal: 'auth ≤ +0.5 ms',
      }),
    );
    const open = await metered(
      meter,
      async (): Promise<Row> => ({
        name: 'tiny public read (GET health: SELECT 1, no token), one client',
        api: await httpLoad({ url: `${s.baseUrl}/api/health`, connections: 1, seconds: SECONDS }),
        bare: one,
      }),
    );
    const over = (r: Row) => (r.api && r.bare ? r.api.p50 - r.bare.p50 : 0);
    authed.note = `+${over(authed).toFixed(2)} ms over bare SELECT 1; the public read +${over(open).toFixed(2)} ms: auth ≈ +${(
      over(authed) - over(open)
    ).toFixed(2)} ms`;
    open.note = 'the API without auth around one round trip';
    rows.push(authed, open);
  } finally {
    await bp.end();
    await s.stop();
  }
}

async function stockSalesReportsBeli() {
  const s = await startServer(PRODUCTION);
  s.pool.on('error', (e) => console.error(`bench pool: ${e.message}`));
  const bp = barePool(s);
  try {
    console.log('stock, sales, reports and buy-back benchmarks:');
    const db = await seedStockBench(s, PIECES);
    let token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    const meter = meterOf(s, () => token);
    if (ONLY.includes('stock')) {
      await meter.reset();
      const search = await benchSearch(s, db, token, CONN, SECONDS, bp);
      const m = await meter.read();
      rows.push(...search.map((r) => Object.assign(r, m)));
    }
    if (ONLY.includes('sales')) {
      const sale = await metered(meter, () => benchSaleSubmit(s, db, token, CONN, SECONDS));
      sale.goal = 'p50 < 60 ms, p95 < 150 ms, 0 refused';
      rows.push(sale);
      console.log(`  ${sale.name}: ${sale.api?.p50} / ${sale.api?.p95} ms, ${sale.api?.rps} req/s, ${sale.note}`);
      // let requests still in flight when the load stopped finish, then validate the day like a supervisor
      await new Promise((r) => setTimeout(r, 3000));
      await s.pool.query(`UPDATE penjualan SET status_valid = 'DONE' WHERE kode_toko = 'PST'`);
    }
    if (ONLY.includes('stock')) {
      rows.push(await benchClose(s, token, PIECES));
      token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    }
    if (ONLY.includes('reports')) {
      await s.pool.query(
        `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system) VALUES ('MLT', 'KILAU MLT', 'CABANG', CURRENT_DATE) ON CONFLICT DO NOTHING`,
      );
      await s.pool.query(
        `INSERT INTO users (user_id, user_name, password_hash, level, kode_toko) VALUES ('BENCHMLT', 'BENCH', $1, 'OWN', 'MLT') ON CONFLICT DO NOTHING`,
        [await hashPassword('bench-mlt')],
      );
      const range = await seedSaleLines(db, 'MLT', LINES);
      const mlt = await apiLogin(s.baseUrl, 'BENCHMLT', 'bench-mlt');
      rows.push(...(await benchSalesReports(s, db, 'MLT', mlt, range, REPORT_RUNS, meter)));
    }
    // last: after the close (the next day, buying back pieces sold the day before) and the 1M-line seed
    if (ONLY.includes('beli')) {
      const sold = await seedBuyBack(s, db, token, BELI_SOLD);
      const beli = await metered(meter, () => benchBuyBackSubmit(s, token, sold, CONN, SECONDS));
      // let requests still in flight finish; every accepted submit is one purchase (each had its own key)
      await new Promise((r) => setTimeout(r, 3000));
      const { rows: made } = await s.pool.query(`SELECT count(*)::int AS n FROM pembelian WHERE kode_toko = 'PST'`);
      beli.note = `${beli.note}, ${made[0].n} purchases written`;
      rows.push(beli);
      console.log(`  ${beli.name}: ${beli.api?.p50} / ${beli.api?.p95} ms, ${beli.api?.rps} req/s, ${beli.note}`);
    }
    await db.$client.end();
  } catch (e) {
    console.error(`server output (last 4,000 characters):\n${s.output().slice(-4000)}`);
    throw e;
  } finally {
    await bp.end();
    await s.stop();
  }
}

// issue 12, on its own server: the cash book's pages, tukar point under load, then the close of that day
async function kas() {
  const s = await startServer(PRODUCTION);
  s.pool.on('error', (e) => console.error(`bench pool: ${e.message}`));
  try {
    console.log('cash book, tukar point and close benchmarks:');
    const token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    const { db, day } = await seedKasBench(s, token, KAS_ROWS);
    rows.push(...(await benchKasPages(s, db, day, token, KAS_ROWS, CONN, SECONDS)));
    const tukar = await benchTukarPoin(s, db, token, CONN, SECONDS);
    rows.push(await benchKasClose(s, db, day, token, KAS_ROWS));
    rows.push(tukar);
    await db.$client.end();
  } catch (e) {
    console.error(`server output (last 4,000 characters):\n${s.output().slice(-4000)}`);
    throw e;
  } finally {
    await s.stop();
  }
}

// issue 15, on its own server: a 100,000-line sales CSV imported through HTTP against COPY of the same rows
async function impor() {
  const s = await startServer(PRODUCTION);
  s.pool.on('error', (e) => console.error(`bench pool: ${e.message}`));
  try {
    console.log('import benchmark:');
    const token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    rows.push(await benchImport(s, token, IMPOR_ROWS));
  } catch (e) {
    console.error(`server output (last 4,000 characters):\n${s.output().slice(-4000)}`);
    throw e;
  } finally {
    await s.stop();
  }
}

// issue 15, on its own server: 100,000 sale lines deleted by date range (archived), exported and restored
async function hapus() {
  const s = await startServer(PRODUCTION);
  s.pool.on('error', (e) => console.error(`bench pool: ${e.message}`));
  try {
    console.log('delete benchmark:');
    const token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    rows.push(...(await benchHapus(s, token, HAPUS_LINES)));
  } catch (e) {
    console.error(`server output (last 4,000 characters):\n${s.output().slice(-4000)}`);
    throw e;
  } finally {
    await s.stop();
  }
}

type Saved = { at: string; connections: number; seconds: number; rows: (Row & { at?: string })[] };

function previous(): Saved | undefined {
  if (!existsSync(RESULTS)) return undefined;
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8')) as Saved;
  } catch {
    return undefined;
  }
}

function print(prev: Saved | undefined) {
  const fig = (f?: Figures) =>
    f ? `${f.p50} / ${f.p95} ms${f.rps ? `, ${f.rps} req/s` : ''}${f.errors ? `, ${f.errors} err` : ''}` : '';
  const ratio = (r?: Row) => (r?.api && r.bare && r.bare.p50 > 0 ? `${(r.api.p50 / r.bare.p50).toFixed(2)}×` : '');
  const before = new Map((prev?.rows ?? []).map((r) => [r.name, r]));
  console.log(
    `\n| benchmark (${CONN} concurrent unless said, ${SECONDS} s) | API p50 / p95, req/s | reference: bare SQL p50 / p95 · goal | ratio p50 | loop max / RSS | previous run${prev ? ` (${prev.at})` : ''}: API p50 / p95 · ratio · loop max | notes |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ref = [fig(r.bare), r.goal ? `goal ${r.goal}` : ''].filter(Boolean).join(' · ');
    const p = before.get(r.name);
    const was = p
      ? [fig(p.api), ratio(p), p.loopMaxMs !== undefined ? `${p.loopMaxMs} ms` : '', p.api ? '' : (p.note ?? '')]
          .filter(Boolean)
          .join(' · ')
      : '';
    const meter = r.loopMaxMs !== undefined ? `${r.loopMaxMs} ms / ${r.rssMb} MB` : '';
    console.log(`| ${r.name} | ${fig(r.api)} | ${ref} | ${ratio(r)} | ${meter} | ${was} | ${r.note ?? ''} |`);
  }
}

async function main() {
  const prev = previous();
  if (ONLY.includes('base')) await base();
  if (['stock', 'sales', 'reports', 'beli'].some((k) => ONLY.includes(k))) await stockSalesReportsBeli();
  if (ONLY.includes('kas')) await kas();
  if (ONLY.includes('impor')) await impor();
  if (ONLY.includes('hapus')) await hapus();
  // issue 26, on its own server archiving into its own BACKUP_DIR
  if (ONLY.includes('backup'))
    rows.push(
      ...(await benchBackup({
        pieces: BACKUP_PIECES,
        lines: BACKUP_LINES,
        conn: CONN,
        seconds: SECONDS,
        rpoSeconds: BACKUP_RPO_SECONDS,
        env: PRODUCTION,
        meterOf,
      })),
    );
  // issue 16: the web app's sizes from the build (no server, no timing)
  rows.push(...webRows());
  print(prev);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  // a partial run (BENCH_ONLY) replaces its own rows and keeps the others of the previous file, each with its date
  const at = new Date().toISOString();
  const measured = new Set(rows.map((r) => r.name));
  const kept = (prev?.rows ?? []).filter((r) => !measured.has(r.name)).map((r) => ({ ...r, at: r.at ?? prev?.at }));
  const saved: Saved = { at, connections: CONN, seconds: SECONDS, rows: [...rows.map((r) => ({ ...r, at })), ...kept] };
  writeFileSync(RESULTS, `${JSON.stringify(saved, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS)}`);
}

// `npm run bench -- --cluster`: the chain deployment (issue 17) instead of the single-shop bench.
(process.argv.includes('--cluster') ? import('./cluster.bench.ts').then((m) => m.benchCluster()) : main()).catch(
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
