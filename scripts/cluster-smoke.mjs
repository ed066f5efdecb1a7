// `npm run cluster -- --smoke`: checks a started deployment end to end (issue 17). Everything goes through nginx
// except where a check needs one instance in particular (a socket on each instance).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { io } from 'socket.io-client';

const root = path.resolve(import.meta.dirname, '..');

function check(cond, what) {
  if (!cond) throw new Error(`gagal: ${what}`);
}

export async function runSmoke({ ports, log, stopReplica }) {
  const base = `http://127.0.0.1:${ports.nginx}`;
  const direct = `postgres://kilau@127.0.0.1:${ports.primary}/kilau`;

  // Demo data (two stores, users, masters, pieces) written on the primary, as an operator would.
  log('data demo (kecil) ke primary...');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/demo/demo.ts'), '--size=small'], {
    env: { ...process.env, DATABASE_URL: direct },
    stdio: 'pipe',
  });

  const call = async (method, url, token, body, headers = {}) => {
    const r = await fetch(`${base}/api/${url}`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return {
      status: r.status,
      body: json,
      instance: r.headers.get('x-kilau-instance'),
      db: r.headers.get('x-kilau-db'),
    };
  };

  const health = await call('GET', 'health');
  check(health.status === 200, `health lewat nginx (${health.status})`);

  const login = await call('POST', 'users/login', undefined, { user_id: 'PSTOWN', password: 'kilau123' });
  check(login.status === 200 && login.body.token, `login lewat nginx (${login.status} ${JSON.stringify(login.body)})`);
  let token = login.body.token;
  log(`login PSTOWN lewat nginx (instance ${login.instance})`);

  // Close-store progress started through one instance reaches a socket connected to another.
  const sockets = ports.api.map((p) =>
    io(`http://127.0.0.1:${p}`, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    }),
  );
  const seen = sockets.map(() => []);
  sockets.forEach((s, i) => {
    s.on('closed-store-progress', (p) => seen[i].push(p));
  });
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve, reject) => {
          s.once('start-closed-store', resolve);
          s.once('connect_error', reject);
          s.on('connect', () => s.emit('start-closed-store'));
        }),
    ),
  );
  // The demo's days are validated, so today's close runs (the day moves on; the sales below go on the next day).
  const valid = await call('PUT', 'system/close', token, { PROSES: 'close' });
  const closedOn = valid.instance;
  check(valid.status === 200, `tutup toko (${valid.status} ${JSON.stringify(valid.body)})`);
  await new Promise((r) => setTimeout(r, 1000));
  for (const s of sockets) s.close();
  const others = ports.api.map((_, i) => `api${i + 1}`).filter((n) => n !== closedOn);
  for (const [i, s] of seen.entries()) log(`socket api${i + 1}: ${s.length} event progress`);
  const otherIdx = Number(others[0].slice(3)) - 1;
  check(seen[otherIdx].length > 0, `progress tutup toko dari ${closedOn} sampai ke socket di ${others[0]}`);
  log(`close (${valid.status}) lewat ${closedOn}: progress sampai di ${others.join(', ')}`);

  // The close ended every session of the store (spec §4): log in again, on the next shop day.
  const relogin = await call('POST', 'users/login', undefined, { user_id: 'PSTOWN', password: 'kilau123' });
  check(relogin.status === 200, `login lagi setelah tutup toko (${relogin.status})`);
  token = relogin.body.token;

  // One sale on each API instance: nginx balances round robin; keep selling until every instance made one.
  const psql = (q) => execFileSync('psql', [direct, '-tAc', q]).toString().trim().split('\n');
  const [kodeSales] = psql("SELECT kode_sales FROM master_sales WHERE kode_toko='PST' ORDER BY kode_sales LIMIT 1");
  const pieces = psql(
    "SELECT kode_barcode FROM barang WHERE kode_toko='PST' AND status='STOCK' ORDER BY kode_barcode LIMIT 20",
  );
  const soldBy = new Map();
  for (let i = 0; i < pieces.length && soldBy.size < ports.api.length; i++) {
    const key = randomUUID();
    const body = {
      kode_sales: kodeSales,
      nama_customer: 'SMOKE',
      items: [{ kode_barcode: pieces[i] }],
      payments: [{ jenis: 'CASH', jumlah: 500_000_000 }],
    };
    const r = await call('POST', 'penjualan', token, body, { 'idempotency-key': key });
    check(r.status === 200, `penjualan ${pieces[i]} (${r.status} ${JSON.stringify(r.body)})`);
    // The same submit retried (e.g. through the other instance) is answered, not written twice.
    const again = await call('POST', 'penjualan', token, body, { 'idempotency-key': key });
    check(again.status === 200, `penjualan diulang (${again.status})`);
    const no = r.body.no_faktur_group ?? r.body.data?.no_faktur_group;
    const noAgain = again.body.no_faktur_group ?? again.body.data?.no_faktur_group;
    check(no && no === noAgain, `penjualan diulang memberi faktur yang sama (${no} / ${noAgain})`);
    if (!soldBy.has(r.instance)) soldBy.set(r.instance, no);
  }
  check(soldBy.size === ports.api.length, `penjualan di setiap instance (${[...soldBy.keys()].join(', ')})`);
  log(`penjualan di setiap instance: ${[...soldBy].map(([k, v]) => `${k} ${v}`).join(', ')}`);

  // A report read goes to the replica (a period within the line reports' 31-day cap).
  const from = new Date(Date.now() - 20 * 86400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
  const rep = await call('GET', `penjualan/report-transaksi?tgl_from=${from}&tgl_to=${to}`, token);
  check(rep.status === 200, `laporan (${rep.status})`);
  check(rep.db === 'replica', `laporan dibaca dari replica (x-kilau-db: ${rep.db})`);
  check(Array.isArray(rep.body) && rep.body.length > 0, 'laporan dari replica berisi data');
  log(`laporan dibaca dari replica (${rep.body.length} baris)`);

  // The replica goes away: reports fall back to the primary, on every instance.
  stopReplica();
  for (let i = 0; i < ports.api.length; i++) {
    const r = await call('GET', `penjualan/report-transaksi?tgl_from=${from}&tgl_to=${to}`, token);
    check(r.status === 200 && r.db === 'primary', `replica mati: laporan dari primary (${r.status} ${r.db})`);
    check(r.body.length === rep.body.length, 'replica mati: laporan yang sama dari primary');
  }
  log('replica dihentikan: laporan dibaca dari primary');
}
