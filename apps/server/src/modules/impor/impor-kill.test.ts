/**
 * Issue 15: kill -9 of the server in the middle of a 100,000-row import leaves the database exactly as before.
 * The real server (main.ts) runs as a child process on this test's database; the import is killed while it writes
 * the store's sale lines (its INSERT … SELECT from the staging table is running), and every table the import
 * touches is compared, row by row, with its state before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, JWT_SECRET, type TestApp } from '../../test/helpers.ts';

const ROWS = 100_000;
const TABLES = [
  'penjualan',
  'penjualan_detail',
  'penjualan_bayar',
  'arsip_batch',
  'arsip_row',
  'barang',
  'kas',
  'idempotency_keys',
  'master_group',
];

let t: TestApp;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

function saleCsv(n: number, day: (i: number) => string): string {
  const head =
    'no_faktur_group,no_faktur_jual,tgl_system,kode_sales,kode_gudang,kode_baki,kode_barcode,kode_group,kode_dept,nama_barang,berat,harga_total,cash_rp';
  const rows: string[] = [head];
  for (let i = 0; i < n; i++) {
    const g = `K-${String(Math.floor(i / 2)).padStart(7, '0')}`;
    rows.push(`${g},${g}-${i % 2},${day(i)},S1,G1,B1,${i},EM,CN,CINCIN,1.5,1500000,1500000`);
  }
  return `${rows.join('\n')}\n`;
}

/** Every row of every table the import touches, as one digest per table. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const r = await t.db.$client.query(
      `SELECT count(*)::int || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x`,
    );
    out[table] = r.rows[0].d as string;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.$client.query(`
    INSERT INTO master_group (kode_toko, kode_group, nama_group, jenis_group, harga) VALUES ('PST', 'EM', 'EMAS', 'EMAS', 1);
    INSERT INTO master_jenis (kode_toko, kode_dept, nama_dept, kode_group) VALUES ('PST', 'CN', 'CINCIN', 'EM');
    INSERT INTO master_gudang (kode_toko, kode_gudang, nama_gudang) VALUES ('PST', 'G1', 'GUDANG');`);
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await t?.close();
});

describe('an import killed mid-way', () => {
  it('kill -9 of the server while a 100,000-row import writes leaves the database exactly as before', async () => {
    // history the import would replace: a day of 200 sale lines imported before (the file's final line break
    // ends it with an empty record, the one §5 discards)
    const admin = await t.login('ADMIN', ADMIN_PASSWORD);
    const first = saleCsv(200, () => '2025-03-01');
    const boundary = '----kilaukill';
    const body = (csv: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="data_penjualans"; filename="penjualan.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const pre = await t.call('POST', 'truncate/penjualan', {
      token: admin,
      body: body(first),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(pre.statusCode, pre.body).toBe(200);
    const before = await snapshot();
    expect(before.penjualan_detail?.split(':')[0]).toBe('200');

    const port = await freePort();
    const root = path.resolve(import.meta.dirname, '../../../../..');
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: t.url,
        PORT: String(port),
        JWT_SECRET,
        ADMIN_PASSWORD,
        STORE_CODE: 'PST',
        STORE_TYPE: 'PUSAT',
        TZ_TOKO: 'Asia/Jakarta',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent/kilau-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
    });
    child.stderr?.on('data', (d) => {
      out += String(d);
    });
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', () => {
        if (out.includes('Kilau siap')) resolve();
      });
      child?.on('exit', (c) => reject(new Error(`server exited ${c}: ${out}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'ADMIN', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;

    // 100,000 lines over 2025-03-01..2025-03-28: replaces the day above
    const big = saleCsv(ROWS, (i) => `2025-03-${String(1 + (i % 28)).padStart(2, '0')}`);
    let settled = false;
    const upload = fetch(`${base}/api/truncate/penjualan`, {
      method: 'POST',
      headers: {
        'x-auth-token': token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': 'kill-test',
      },
      body: body(big),
    }).then(
      (r) => {
        settled = true;
        return `answered ${r.status}`;
      },
      () => {
        settled = true;
        return 'cut';
      },
    );
    // wait until the import writes the store's sale lines from its staging table, then kill the server
    let writing = false;
    while (!writing && !settled) {
      const r = await t.db.$client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE state = 'active' AND query LIKE '%INSERT INTO penjualan_detail%' AND query LIKE '%imp_stage%'`,
      );
      writing = r.rows[0].n > 0;
    }
    expect(writing, 'the import finished before it could be killed').toBe(true);
    const gone = new Promise((r) => child?.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    expect(await upload).toBe('cut');

    // the server's backends end when they notice their client is gone; then nothing of the import may remain
    for (;;) {
      const r = await t.db.$client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND application_name = '' AND backend_type = 'client backend' AND query LIKE '%imp_stage%'`,
      );
      if (r.rows[0].n === 0) break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});
