/**
 * Import bench (issue 15): a 100,000-line penjualan CSV (2 lines per sale) uploaded end to end through
 * `POST truncate/penjualan` (multipart, streamed, committed) against `COPY` of the same rows — the same headers,
 * lines and payment lines — into the same tables (for another store code) in one transaction; rows/s of each, their
 * ratio (goal ≥ 0.5), and the server's event-loop max delay during the import (goal ≤ 100 ms).
 */
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import type { Row } from './stock-sales.bench.ts';

const HEAD = [
  'no_faktur_group',
  'no_faktur_jual',
  'tgl_system',
  'kode_sales',
  'nama_customer',
  'kode_gudang',
  'kode_baki',
  'kode_barcode',
  'kode_group',
  'kode_dept',
  'nama_barang',
  'berat',
  'harga_gram',
  'harga_total',
  'cash_rp',
  'transfer_rp',
];

type Line = { g: string; l: string; d: string; bc: string; berat: string; harga: number; cash: number; tf: number };

function lines(n: number): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < n; i++) {
    const sale = Math.floor(i / 2);
    const day = `2025-06-${String(1 + (sale % 28)).padStart(2, '0')}`;
    const berat = `${1 + (i % 7)}.${String(i % 1000).padStart(3, '0')}`;
    const harga = 1_000_000 + (i % 500) * 1000;
    out.push({
      g: `IMP-${String(sale).padStart(7, '0')}`,
      l: `IMP-${String(sale).padStart(7, '0')}-${i % 2}`,
      d: day,
      bc: String(10_000_000 + i),
      berat,
      harga,
      cash: i % 3 === 0 ? harga : 0,
      tf: i % 3 === 0 ? 0 : harga,
    });
  }
  return out;
}

function csvOf(rows: Line[]): string {
  const body = rows.map(
    (r) =>
      `${r.g},${r.l},${r.d},S1,PELANGGAN BENCH,G1,B1,${r.bc},EM,CN,CINCIN BENCH,${r.berat},1000000,${r.harga},${r.cash},${r.tf}`,
  );
  return `${HEAD.join(',')}\n${body.join('\n')}\n`;
}

async function metricsMax(s: ServerHandle, token: string): Promise<number> {
  const r = await fetch(`${s.baseUrl}/api/system/metrics`, { headers: { 'x-auth-token': token } });
  return ((await r.json()) as { event_loop_delay_max_ms: number }).event_loop_delay_max_ms;
}

/** COPY of the same sales (headers, lines, payments) for store `kode` in one transaction; ms. */
async function copySame(s: ServerHandle, kode: string, rows: Line[]): Promise<number> {
  const groups = new Map<string, Line[]>();
  for (const r of rows) {
    const g = groups.get(r.g);
    if (g) g.push(r);
    else groups.set(r.g, [r]);
  }
  const thousandths = (b: string) => {
    const [i, f = ''] = b.split('.');
    return Number(i) * 1000 + Number(f.padEnd(3, '0'));
  };
  let heads = '';
  let pays = '';
  for (const [g, ls] of groups) {
    const harga = ls.reduce((a, x) => a + x.harga, 0);
    const berat = ls.reduce((a, x) => a + thousandths(x.berat), 0);
    const cash = ls.reduce((a, x) => a + x.cash, 0);
    const tf = ls.reduce((a, x) => a + x.tf, 0);
    const d = (ls[0] as Line).d;
    heads += `${kode}\t${g}\t${d}\tS1\tPELANGGAN BENCH\t${ls.length}\t${(berat / 1000).toFixed(3)}\t${harga}\t${harga}\tDONE\tBENCH\n`;
    let seq = 0;
    if (cash > 0) pays += `${kode}\t${g}\t${++seq}\t${d}\tCASH\t${cash}\n`;
    if (tf > 0) pays += `${kode}\t${g}\t${++seq}\t${d}\tTRANSFER\t${tf}\n`;
  }
  let details = '';
  for (const r of rows) {
    details += `${kode}\t${r.l}\t${r.g}\t${r.d}\t${randomUUID()}\t${r.bc}\tCINCIN BENCH\tEM\tCN\tG1\tB1\t${r.berat}\t1000000\t${r.harga}\t${r.harga}\n`;
  }
  const client = await s.pool.connect();
  try {
    const t = performance.now();
    await client.query('BEGIN');
    const copy = async (text: string, data: string) => {
      const st = client.query(copyFrom(text));
      st.end(data);
      await finished(st);
    };
    await copy(
      'COPY penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat, total_harga, total_bayar, status_valid, input_by) FROM STDIN',
      heads,
    );
    await copy(
      'COPY penjualan_detail (kode_toko, no_faktur_jual, no_faktur_group, tanggal, barang_id, kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, berat, harga_gram, harga_hitung, harga_total) FROM STDIN',
      details,
    );
    await copy('COPY penjualan_bayar (kode_toko, no_faktur_group, seq, tanggal, jenis, jumlah) FROM STDIN', pays);
    await client.query('COMMIT');
    return performance.now() - t;
  } finally {
    client.release();
  }
}

export async function benchImport(s: ServerHandle, token: string, n: number): Promise<Row> {
  for (const kode of ['PST', 'CPY']) {
    if (kode === 'CPY')
      await s.pool.query(
        `INSERT INTO stores (kode_toko, nama_toko, tipe_toko, tgl_system) VALUES ('CPY', 'KILAU COPY', 'CABANG', CURRENT_DATE) ON CONFLICT DO NOTHING`,
      );
    await s.pool.query(
      `INSERT INTO master_group (kode_toko, kode_group, nama_group, jenis_group, harga) VALUES ($1, 'EM', 'EMAS', 'EMAS', 1000000) ON CONFLICT DO NOTHING`,
      [kode],
    );
    await s.pool.query(
      `INSERT INTO master_jenis (kode_toko, kode_dept, nama_dept, kode_group) VALUES ($1, 'CN', 'CINCIN', 'EM') ON CONFLICT DO NOTHING`,
      [kode],
    );
    await s.pool.query(
      `INSERT INTO master_gudang (kode_toko, kode_gudang, nama_gudang) VALUES ($1, 'G1', 'GUDANG') ON CONFLICT DO NOTHING`,
      [kode],
    );
  }
  const rows = lines(n);
  const text = csvOf(rows);
  await fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
  const form = new FormData();
  form.append('data_penjualans', new Blob([text], { type: 'text/csv' }), 'data_penjualan.csv');
  const t = performance.now();
  const r = await fetch(`${s.baseUrl}/api/truncate/penjualan`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'idempotency-key': randomUUID() },
    body: form,
  });
  const body = await r.text();
  const importMs = performance.now() - t;
  const loop = await metricsMax(s, token);
  if (r.status !== 200) throw new Error(`import: ${r.status} ${body.slice(0, 500)}`);
  const written = await s.pool.query(`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_toko = 'PST'`);
  const copyMs = await copySame(s, 'CPY', rows);
  const importRps = Math.round(n / (importMs / 1000));
  const copyRps = Math.round(n / (copyMs / 1000));
  const mb = (Buffer.byteLength(text) / 1048576).toFixed(1);
  const note =
    `import ${Math.round(importMs)} ms = ${importRps.toLocaleString('en-US')} rows/s (${written.rows[0].n} lines written, ` +
    `${mb} MB CSV); COPY of the same rows ${Math.round(copyMs)} ms = ${copyRps.toLocaleString('en-US')} rows/s; ` +
    `ratio ${(importRps / copyRps).toFixed(2)}; event loop max ${loop} ms during the import`;
  console.log(`  ${note}`);
  return { name: `POST truncate/penjualan (${n.toLocaleString('en-US')}-line CSV upload) vs COPY`, note };
}
