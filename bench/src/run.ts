/**
 * `npm run bench`: starts the real server on its own embedded database, loads data, measures, prints a table.
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_COLD_STARTS (default 5).
 */
import { ADMIN_PASSWORD, apiLogin, startServer } from '../../e2e/helpers/server.ts';
import { bareLoad, type Figures, httpLoad, median } from './harness.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONN = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COLD = Number(process.env.BENCH_COLD_STARTS ?? 5);

type Row = { name: string; api?: Figures; bare?: Figures; note?: string };
const rows: Row[] = [];

async function coldStarts(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < COLD; i++) {
    const t = Date.now();
    const s = await startServer();
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
  const cold = await coldStarts();
  console.log(`cold start to healthy (empty embedded DB): ${cold.join(', ')} ms`);

  const s = await startServer();
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
  console.log(`| cold start to healthy, median of ${COLD} | ${median(cold)} ms | | | ${cold.join(', ')} ms |`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
