/**
 * `npm run bench`: starts the real server on its own embedded database, loads data, measures, prints a table.
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_COLD_STARTS (default 5),
 * BENCH_ONLY (default base,stock,sales,beli; `kas` — not in the default — adds the cash book / close / tukar point
 * bench; `impor` — not in the default — the 100,000-line penjualan import against COPY, BENCH_IMPOR_ROWS), BENCH_BELI_SOLD (sold pieces ready for the buy-back bench, default 1000), BENCH_KAS_ROWS (the cash book
 * day of the kas bench, default 100000).
 */

import { hashPassword } from '../../apps/server/src/modules/auth/auth.service.ts';
import { ADMIN_PASSWORD, apiLogin, startServer } from '../../e2e/helpers/server.ts';
import { bareLoad, type Figures, httpLoad, median } from './harness.ts';
import { benchImport } from './impor.bench.ts';
import { benchKasClose, benchKasPages, benchTukarPoin, seedKasBench } from './kas.bench.ts';
import { benchBuyBackSubmit, seedBuyBack } from './pembelian.bench.ts';
import {
  benchClose,
  benchSaleSubmit,
  benchSalesReports,
  benchSearch,
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
const ONLY = (process.env.BENCH_ONLY ?? 'base,stock,sales,beli').split(',');

/** The server as in production: answers are not re-checked against their schemas (e2e runs check them). */
const PRODUCTION = { CHECK_RESPONSES: 'false' };

type Row = { name: string; api?: Figures; bare?: Figures; note?: string };
const rows: Row[] = [];

async function coldStarts(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const t = Date.now();
    const s = await startServer(PRODUCTION);
    times.push(Date.now() - t);
    await s.stop();
  }
  return times;
}

async function metrics(base: string, token: string) {
  const r = await fetch(`${base}/api/system/metrics`, { headers: { 'x-auth-token': token } });
  return (await r.json()) as { event_loop_delay_max_ms: number; rss_mb: number };
}

async function main() {
  let cold: number[] = [];
  if (ONLY.includes('base')) {
    cold = await coldStarts();
    console.log(`cold start to healthy (empty embedded DB): ${cold.join(', ')} ms`);
    const s = await startServer(PRODUCTION);
    try {
      const token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
      await s.pool.query(
        `INSERT INTO parameter_berlian (kode_toko, jenis_batu, nama_batu)
         SELECT 'PST', 'JB' || lpad(g::text, 5, '0'), 'BATU NOMOR ' || g FROM generate_series(1, 1000) g`,
      );
      await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
      const api = await httpLoad({
        url: `${s.baseUrl}/api/parameter-berlian`,
        token,
        connections: CONN,
        seconds: SECONDS,
      });
      const m = await metrics(s.baseUrl, token);
      const bare = await bareLoad(s.pool, CONN, SECONDS, () =>
        s.pool.query(`SELECT * FROM parameter_berlian WHERE kode_toko = 'PST' ORDER BY jenis_batu`),
      );
      rows.push({
        name: 'GET parameter-berlian (1,000 rows)',
        api,
        bare,
        note: `event loop max ${m.event_loop_delay_max_ms} ms, rss ${m.rss_mb} MB`,
      });
    } finally {
      await s.stop();
    }
  }

  if (ONLY.includes('stock') || ONLY.includes('sales') || ONLY.includes('beli')) {
    const s = await startServer(PRODUCTION);
    s.pool.on('error', (e) => console.error(`bench pool: ${e.message}`));
    try {
      console.log('stock and sales benchmarks:');
      const db = await seedStockBench(s, PIECES);
      let token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
      if (ONLY.includes('stock')) {
        await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
        rows.push(...(await benchSearch(s, db, token, CONN, SECONDS)));
        const m = await metrics(s.baseUrl, token);
        const last = rows.at(-1);
        if (last) last.note = `event loop max ${m.event_loop_delay_max_ms} ms`;
      }
      if (ONLY.includes('sales')) {
        await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
        const sale = await benchSaleSubmit(s, db, token, CONN, SECONDS);
        const m = await metrics(s.baseUrl, token);
        sale.note = `${sale.note}, event loop max ${m.event_loop_delay_max_ms} ms`;
        rows.push(sale);
        // let requests still in flight when the load stopped finish, then validate the day like a supervisor
        await new Promise((r) => setTimeout(r, 3000));
        await s.pool.query(`UPDATE penjualan SET status_valid = 'DONE' WHERE kode_toko = 'PST'`);
      }
      if (ONLY.includes('stock')) {
        rows.push(await benchClose(s, token, PIECES));
        token = await apiLogin(s.baseUrl, 'ADMIN', ADMIN_PASSWORD);
      }
      if (ONLY.includes('sales')) {
        await s.pool.query(
          `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system) VALUES ('MLT', 'KILAU MLT', 'CABANG', CURRENT_DATE) ON CONFLICT DO NOTHING`,
        );
        await s.pool.query(
          `INSERT INTO users (user_id, user_name, password_hash, level, kode_toko) VALUES ('BENCHMLT', 'BENCH', $1, 'OWN', 'MLT') ON CONFLICT DO NOTHING`,
          [await hashPassword('bench-mlt')],
        );
        const range = await seedSaleLines(db, 'MLT', LINES);
        const mlt = await apiLogin(s.baseUrl, 'BENCHMLT', 'bench-mlt');
        rows.push(...(await benchSalesReports(s, db, 'MLT', mlt, range, REPORT_RUNS)));
      }
      // last: after the close (the next day, buying back pieces sold the day before) and the 1M-line seed
      if (ONLY.includes('beli')) {
        const sold = await seedBuyBack(s, db, token, BELI_SOLD);
        await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
        const beli = await benchBuyBackSubmit(s, token, sold, CONN, SECONDS);
        const m = await metrics(s.baseUrl, token);
        // let requests still in flight finish; every accepted submit is one purchase (each had its own key)
        await new Promise((r) => setTimeout(r, 3000));
        const { rows: made } = await s.pool.query(`SELECT count(*)::int AS n FROM pembelian WHERE kode_toko = 'PST'`);
        beli.note = `${beli.note}, ${made[0].n} purchases written, event loop max ${m.event_loop_delay_max_ms} ms`;
        rows.push(beli);
        console.log(`  ${beli.name}: ${beli.api?.p50} / ${beli.api?.p95} ms, ${beli.api?.rps} req/s, ${beli.note}`);
      }
      await db.$client.end();
    } catch (e) {
      console.error(`server output (last 4,000 characters):\n${s.output().slice(-4000)}`);
      throw e;
    } finally {
      await s.stop();
    }
  }

  // issue 12, on its own server: the cash book's pages, tukar point under load, then the close of that day
  if (ONLY.includes('kas')) {
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
  if (ONLY.includes('impor')) {
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

  // issue 16: the web app's sizes from the build (no server, no timing)
  rows.push(...webRows());

  const fmt = (f?: Figures) =>
    f ? `${f.p50} / ${f.p95} ms, ${f.rps} req/s${f.errors ? `, ${f.errors} err` : ''}` : '-';
  console.log(
    `\n| benchmark (${CONN} concurrent, ${SECONDS} s) | API p50 / p95, req/s | bare SQL p50 / p95, req/s | ratio p50 | notes |`,
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.api && r.bare && r.bare.p50 > 0 ? (r.api.p50 / r.bare.p50).toFixed(2) : '-';
    console.log(`| ${r.name} | ${fmt(r.api)} | ${fmt(r.bare)} | ${ratio} | ${r.note ?? ''} |`);
  }
  if (cold.length)
    console.log(`| cold start to healthy, median of ${COLD} | ${median(cold)} ms | | | ${cold.join(', ')} ms |`);
}

// `npm run bench -- --cluster`: the chain deployment (issue 17) instead of the single-shop bench.
(process.argv.includes('--cluster') ? import('./cluster.bench.ts').then((m) => m.benchCluster()) : main()).catch(
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
