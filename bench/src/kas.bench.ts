/**
 * Cash book, end of day and tukar point benchmarks (issue 12): one store day of 100,000 drawer rows in the cash
 * book (plus 30 earlier days for the opening balance) read a page at a time through `cash/paginated` (first page
 * and the deepest), the close of that day (which writes the end-of-day report from the kas rows), and 20 counters
 * exchanging points for one gift over 20 members, after which no member may hold negative points and the gift's
 * stock must have gone down by exactly the number of accepted exchanges.
 */
import { randomUUID } from 'node:crypto';
import { todayIn } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../../apps/server/src/db/client.ts';
import { seedMasters, seedStores } from '../../apps/server/src/demo/demo.ts';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import { bareLoad, httpLoad, load } from './harness.ts';
import type { Row } from './stock-sales.bench.ts';

const TZ = 'WIB';
const MEMBERS = 20;
const GIFT = 'BENCHGIFT';
const GIFT_STOCK = 1_000_000;
const MEMBER_POINTS = 1_000_000;

async function api(s: ServerHandle, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const r = await fetch(`${s.baseUrl}/api/${path}`, {
    method,
    headers: { 'x-auth-token': token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return JSON.parse(text);
}

async function resetMetrics(s: ServerHandle, token: string) {
  await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
}

async function loopMax(s: ServerHandle, token: string): Promise<number> {
  const r = await fetch(`${s.baseUrl}/api/system/metrics`, { headers: { 'x-auth-token': token } });
  return ((await r.json()) as { event_loop_delay_max_ms: number }).event_loop_delay_max_ms;
}

const one = async <T>(db: Db, q: ReturnType<typeof sql>) => (await db.execute(q)).rows[0] as T;

/**
 * The demo stores and masters, `rows` drawer rows on today's shop day (two in three MASUK, the rest KELUAR) and
 * 30 earlier days of 2,000 rows each; 20 members with points and a gift with stock to exchange.
 */
export async function seedKasBench(s: ServerHandle, token: string, rows: number): Promise<{ db: Db; day: string }> {
  const db = createDb(s.pool.options.connectionString as string, 4);
  await seedStores(db, TZ);
  await seedMasters(db);
  const day = todayIn(TZ);
  const t = Date.now();
  // earlier days first (lower ids), the day itself after: the book's order is by id
  await db.execute(sql`
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, no_rekening, jumlah_in, jumlah_out, no_reff, input_by)
    SELECT 'PST', ${day}::date - (30 - g / 2000), CASE WHEN g % 3 = 0 THEN 'KELUAR' ELSE 'MASUK' END,
           CASE WHEN g % 3 = 0 THEN 'OPS' ELSE 'MDL' END, 'BENCH KAS LAMA ' || g, '',
           CASE WHEN g % 3 = 0 THEN 0 ELSE 150000 + (g % 7) * 1000 END,
           CASE WHEN g % 3 = 0 THEN 100000 + (g % 5) * 1000 ELSE 0 END, 'PST-BENCH-L' || g, 'BENCH'
      FROM generate_series(0, 30 * 2000 - 1) g`);
  await db.execute(sql`
    INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, no_rekening, jumlah_in, jumlah_out, no_reff, input_by)
    SELECT 'PST', ${day}::date, CASE WHEN g % 3 = 0 THEN 'KELUAR' ELSE 'MASUK' END,
           CASE WHEN g % 3 = 0 THEN 'OPS' ELSE 'MDL' END, 'BENCH KAS ' || g, '',
           CASE WHEN g % 3 = 0 THEN 0 ELSE 150000 + (g % 7) * 1000 END,
           CASE WHEN g % 3 = 0 THEN 100000 + (g % 5) * 1000 ELSE 0 END, 'PST-BENCH-' || g, 'BENCH'
      FROM generate_series(1, ${rows}) g`);
  for (let i = 1; i <= MEMBERS; i++) {
    const kode = `BM${String(i).padStart(2, '0')}`;
    await api(s, token, 'POST', 'member', { kode_member: kode, nama_member: `BENCH ${i}`, no_hp: `0899000${i}` });
  }
  await api(s, token, 'POST', 'hadiah', { kode_hadiah: GIFT, nama_hadiah: 'HADIAH BENCH', poin: 1, stock: GIFT_STOCK });
  await db.execute(sql`
    INSERT INTO poin_ledger (kode_toko, kode_member, tanggal, jenis, poin, no_ref)
    SELECT 'PST', 'BM' || lpad(g::text, 2, '0'), ${day}::date - 1, 'JUAL', ${MEMBER_POINTS}, 'BENCH-' || g
      FROM generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `  seeded ${rows.toLocaleString('en-US')} + 60,000 earlier kas rows, ${MEMBERS} members in ${Date.now() - t} ms`,
  );
  return { db, day };
}

/** The first and the deepest page of the day's drawer book, through the API and as the same two queries bare. */
export async function benchKasPages(
  s: ServerHandle,
  db: Db,
  day: string,
  token: string,
  rows: number,
  conn: number,
  seconds: number,
): Promise<Row[]> {
  const out: Row[] = [];
  const n = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM kas WHERE kode_toko = 'PST' AND no_rekening = '' AND tanggal = ${day}`,
  );
  for (const skip of [0, Math.max(0, rows - 50)]) {
    await resetMetrics(s, token);
    const apiFig = await httpLoad({
      url: `${s.baseUrl}/api/cash/paginated?skip=${skip}&limit=50`,
      token,
      connections: conn,
      seconds,
    });
    const max = await loopMax(s, token);
    const bare = await bareLoad(s.pool, conn, seconds, async () => {
      const head = await s.pool.query(
        `SELECT COALESCE(sum(jumlah_in - jumlah_out) FILTER (WHERE tanggal < $1), 0)::bigint AS awal,
                COALESCE(sum(jumlah_in) FILTER (WHERE tanggal = $1), 0)::bigint AS masuk,
                COALESCE(sum(jumlah_out) FILTER (WHERE tanggal = $1), 0)::bigint AS keluar,
                count(*) FILTER (WHERE tanggal = $1)::int AS n
           FROM kas WHERE kode_toko = 'PST' AND no_rekening = '' AND tanggal <= $1`,
        [day],
      );
      await s.pool.query(
        `WITH day AS (
           SELECT k.id, sum(k.jumlah_in - k.jumlah_out) OVER (ORDER BY k.id ROWS UNBOUNDED PRECEDING) AS cum
             FROM kas k WHERE k.kode_toko = 'PST' AND k.no_rekening = '' AND k.tanggal = $1
         )
         SELECT k.*, mk.nama_kategori, ($2::bigint + day.cum)::bigint AS saldo,
                EXISTS (SELECT 1 FROM kas b WHERE b.kode_toko = k.kode_toko AND b.batal_of = k.id) AS dibatalkan,
                (k.batal_of IS NULL AND (k.no_reff LIKE 'PST-KAS-%' OR k.no_reff LIKE 'PST-BANK-%')) AS manual
           FROM day JOIN kas k ON k.kode_toko = 'PST' AND k.id = day.id
           LEFT JOIN master_kategori mk ON mk.kode_toko = k.kode_toko AND mk.kode_kategori = k.kategori
          ORDER BY k.id OFFSET $3 LIMIT 50`,
        [day, head.rows[0].awal, skip],
      );
    });
    out.push({
      name: `GET cash/paginated skip=${skip} (day of ${n.n.toLocaleString('en-US')} drawer rows)`,
      api: apiFig,
      bare,
      note: `event loop max ${max} ms`,
    });
  }
  return out;
}

/** 20 counters exchanging one gift each for points, spread over 20 members, each with its own Idempotency-Key. */
export async function benchTukarPoin(
  s: ServerHandle,
  db: Db,
  token: string,
  conn: number,
  seconds: number,
): Promise<Row> {
  const stockOf = async () =>
    Number(
      (
        await one<{ stock: number }>(
          db,
          sql`SELECT stock FROM master_hadiah WHERE kode_toko = 'PST' AND kode_hadiah = ${GIFT}`,
        )
      ).stock,
    );
  const before = await stockOf();
  await resetMetrics(s, token);
  let i = 0;
  const { res, figures } = await load({
    url: `${s.baseUrl}/api/tukar-poin`,
    method: 'POST',
    connections: conn,
    duration: seconds,
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          i++;
          return {
            ...req,
            headers: { ...req.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              kode_member: `BM${String(1 + (i % MEMBERS)).padStart(2, '0')}`,
              kode_hadiah: GIFT,
              qty: 1,
            }),
          };
        },
      },
    ],
  });
  const max = await loopMax(s, token);
  // let requests still in flight when the load stopped finish before checking the books
  await new Promise((r) => setTimeout(r, 3000));
  const after = await stockOf();
  const made = await one<{ n: number; qty: number }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(sum(qty), 0)::int AS qty FROM tukar_poin WHERE kode_toko = 'PST' AND kode_hadiah = ${GIFT}`,
  );
  const negative = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT kode_member FROM poin_ledger WHERE kode_toko = 'PST'
          GROUP BY kode_member HAVING sum(poin) < 0) x`,
  );
  const accepted = res['2xx'];
  const drop = before - after;
  const ok = drop === made.qty && made.n >= accepted && negative.n === 0;
  return {
    name: `POST tukar-poin (${conn} concurrent counters, ${MEMBERS} members, 1 gift)`,
    api: figures,
    note:
      `${res.non2xx} refused, ${res.errors} errors; ${accepted} accepted answers, ${made.n} exchanges written, ` +
      `gift stock ${before} → ${after} (−${drop}), ${negative.n} members below zero points` +
      `${ok ? '' : ' — MISMATCH'}, event loop max ${max} ms`,
  };
}

/** The close of the seeded day: its checks, the barang summary and the end-of-day report built from the kas rows. */
export async function benchKasClose(s: ServerHandle, db: Db, day: string, token: string, rows: number): Promise<Row> {
  const t = performance.now();
  const r = await fetch(`${s.baseUrl}/api/system/close`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ PROSES: 'close' }),
  });
  const ms = Math.round(performance.now() - t);
  const body = (await r.json()) as { message: string };
  const eod = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM eod_report WHERE kode_toko = 'PST' AND tanggal = ${day}`,
  );
  return {
    name: `PUT system/close (EOD report over ${rows.toLocaleString('en-US')} kas rows of the day)`,
    note: `${ms} ms, ${r.status} ${body.message}, ${eod.n} eod_report row`,
  };
}
