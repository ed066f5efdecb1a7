/**
 * Delete bench (issue 15): 100,000 sale lines (50,000 sales with their payment lines over 90 closed days) deleted by
 * date range through `POST truncate/delete-penjualan` — counted first (`?preview=true`), then archived and deleted
 * in one transaction — against the bare DELETE of the same rows (rolled back); the server's event-loop max delay
 * and the slowest `GET health` answered while the delete ran; then the archive's CSV export and the restore.
 */
import { randomUUID } from 'node:crypto';
import { createDb } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.service.ts';
import type { ServerHandle } from '../../e2e/helpers/server.ts';
import type { Row } from './stock-sales.bench.ts';
import { seedSaleLines } from './stock-sales.bench.ts';

async function call(s: ServerHandle, token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${s.baseUrl}/api/${path}`, {
    method,
    headers: { 'x-auth-token': token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
  return text;
}

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const v = await fn();
  return [v, Math.round(performance.now() - t)];
};

/** GET health every 20 ms while `fn` runs: the slowest answer (the server stays responsive or it does not). */
async function probed<T>(s: ServerHandle, fn: () => Promise<T>): Promise<[T, number]> {
  let done = false;
  let worst = 0;
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${s.baseUrl}/api/health`).then((r) => r.text());
      worst = Math.max(worst, performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const v = await fn();
  done = true;
  await probe;
  return [v, Math.round(worst)];
}

export async function benchHapus(s: ServerHandle, token: string, lines: number): Promise<Row[]> {
  const db = createDb(s.pool.options.connectionString as string, 4);
  const metrics = async () =>
    (await (await fetch(`${s.baseUrl}/api/system/metrics`, { headers: { 'x-auth-token': token } })).json()) as {
      event_loop_delay_max_ms: number;
      rss_mb: number;
    };
  const reset = () =>
    fetch(`${s.baseUrl}/api/system/metrics/reset`, { method: 'POST', headers: { 'x-auth-token': token } });
  try {
    await s.pool.query(
      `INSERT INTO users (user_id, user_name, password_hash, level, kode_toko) VALUES ('BENCHSPV', 'BENCH', $1, 'SPV', 'PST')`,
      [await hashPassword('bench-spv')],
    );
    const range = await seedSaleLines(db, 'PST', lines);
    const body = { tgl_from: range.from, tgl_to: range.to };
    const q = `kode_toko = 'PST' AND tanggal BETWEEN '${range.from}' AND '${range.to}'`;
    const count = async (t: string) =>
      Number((await s.pool.query(`SELECT count(*) AS n FROM ${t} WHERE ${q}`)).rows[0].n);

    // bare: the same three DELETEs in one transaction, rolled back
    const client = await s.pool.connect();
    let bareMs = 0;
    try {
      await client.query('BEGIN');
      [, bareMs] = await timed(async () => {
        for (const t of ['penjualan_bayar', 'penjualan_detail', 'penjualan'])
          await client.query(`DELETE FROM ${t} WHERE ${q}`);
      });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }

    const [pv, previewMs] = await timed(() => call(s, token, 'POST', 'truncate/delete-penjualan?preview=true', body));
    const preview = JSON.parse(pv).data as { documents: number; lines: number; rows: number; total_rupiah: number };
    const grant = async (jenis: string, no_ref: string) =>
      JSON.parse(
        await call(s, token, 'POST', 'otorisasi', {
          user_id: 'BENCHSPV',
          password: 'bench-spv',
          alasan: 'bench hapus',
          jenis,
          no_ref,
        }),
      ) as { otorisasi_id: string };
    const otorisasi = await grant('HAPUS_DATA', `PENJUALAN:${range.from}:${range.to}`);
    await reset();
    const [[res, deleteMs], healthMax] = await probed(s, () =>
      timed(() => call(s, token, 'POST', 'truncate/delete-penjualan', { ...body, otorisasi })),
    );
    const mDelete = await metrics();
    const loopDelete = mDelete.event_loop_delay_max_ms;
    const data = JSON.parse(res).data as { arsip_id: string; rows: number };
    const left = await count('penjualan_detail');

    await reset();
    let bytes = 0;
    const [, csvMs] = await timed(async () => {
      const r = await fetch(`${s.baseUrl}/api/arsip/${data.arsip_id}/csv`, { headers: { 'x-auth-token': token } });
      if (!r.body) throw new Error('csv: no body');
      for await (const c of r.body) bytes += (c as Uint8Array).length;
    });
    const mCsv = await metrics();
    const loopCsv = mCsv.event_loop_delay_max_ms;

    const pulih = await grant('PULIH_ARSIP', data.arsip_id);
    await reset();
    const [, restoreMs] = await timed(() =>
      call(s, token, 'POST', `arsip/${data.arsip_id}/restore`, { otorisasi: pulih }),
    );
    const mRestore = await metrics();
    const loopRestore = mRestore.event_loop_delay_max_ms;
    const back = await count('penjualan_detail');

    const n = preview.lines.toLocaleString('en-US');
    const fig = (ms: number) => ({ p50: ms, p95: ms, rps: 0, errors: 0, requests: 1 });
    const rows: Row[] = [
      {
        name: `POST truncate/delete-penjualan ${n} lines (${preview.documents.toLocaleString('en-US')} sales, ${data.rows.toLocaleString('en-US')} rows archived)`,
        api: fig(deleteMs),
        bare: fig(bareMs),
        loopMaxMs: loopDelete,
        rssMb: mDelete.rss_mb,
        note: `archive + delete in one transaction; preview ${previewMs} ms; event loop max ${loopDelete} ms; slowest GET health during it ${healthMax} ms; ${left} lines left`,
      },
      {
        name: `GET arsip/:id/csv (${n} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB streamed)`,
        api: fig(csvMs),
        loopMaxMs: loopCsv,
        rssMb: mCsv.rss_mb,
        note: `event loop max ${loopCsv} ms`,
      },
      {
        name: `POST arsip/:id/restore (${data.rows.toLocaleString('en-US')} rows)`,
        api: fig(restoreMs),
        loopMaxMs: loopRestore,
        rssMb: mRestore.rss_mb,
        note: `event loop max ${loopRestore} ms; ${back.toLocaleString('en-US')} lines back`,
      },
    ];
    for (const r of rows)
      console.log(`  ${r.name}: ${r.api?.p50} ms${r.bare ? ` (bare ${r.bare.p50} ms)` : ''}, ${r.note}`);
    return rows;
  } finally {
    await db.$client.end();
  }
}
