/**
 * The sales and deposit lists grow without bound: they answer one page `{ data, count }` with the count (and the
 * totals) of every row the filter matches, and the pages join up — no list is cut silently (issue 10; the old lists
 * stopped at 2,000 rows without saying so).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
// more rows than the old cap, in a year of their own so no other test's rows are counted
const N = 2_101;
const DAY = '2001-02-03';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  // every 7th sale is cancelled; created_at steps back a second per row so the order (newest first) is known
  await t.db.$client.query(
    `INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat,
       total_harga, total_bayar, kembalian, status, input_by, created_at)
     SELECT 'PST', 'PST-FJ-010203-' || lpad(i::text, 5, '0'), $1, 'S01', 'PELANGGAN ' || i, 1, 1.250, 1000 * i, 1000 * i, 0,
            CASE WHEN i % 7 = 0 THEN 'BATAL' ELSE 'AKTIF' END, 'ADMIN', timestamptz '2001-02-03 12:00+00' + i * interval '1 second'
       FROM generate_series(1, $2::int) i`,
    [DAY, N],
  );
  await t.db.$client.query(
    `INSERT INTO titipan (kode_toko, no_titip, tanggal, nama_customer, jumlah, terpakai, input_by, created_at)
     SELECT 'PST', 'PST-TT-010203-' || lpad(i::text, 5, '0'), $1, 'PENITIP ' || i, 100 * i, 10 * i, 'ADMIN',
            timestamptz '2001-02-03 12:00+00' + i * interval '1 second'
       FROM generate_series(1, $2::int) i`,
    [DAY, N],
  );
});
afterAll(() => t.close());

async function all<R>(path: string, limit: number) {
  const rows: R[] = [];
  const counts = new Set<number>();
  for (let skip = 0; ; skip += limit) {
    const r = await t.call('GET', `${path}&skip=${skip}&limit=${limit}`, { token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json() as { data: R[]; count: number };
    counts.add(page.count);
    rows.push(...page.data);
    if (page.data.length < limit) break;
  }
  return { rows, counts: [...counts] };
}

describe('penjualan/paginated', () => {
  const path = `penjualan/paginated?tgl_from=${DAY}&tgl_to=${DAY}`;

  it('answers one page with the count and the totals of every match', async () => {
    const r = (await t.call('GET', `${path}&limit=25`, { token: admin })).json();
    expect(r.data).toHaveLength(25);
    expect(r.count).toBe(N);
    // newest first
    expect(r.data[0].no_faktur_group).toBe(`PST-FJ-010203-0${N}`);
    const aktif = Array.from({ length: N }, (_, i) => i + 1).filter((i) => i % 7 !== 0);
    expect(r.summary).toEqual({
      aktif: aktif.length,
      berat: aktif.length * 1.25,
      harga: aktif.reduce((n, i) => n + 1000 * i, 0),
    });
  });

  it('pages past the old 2,000-row cap join up to every row, each once, in order', async () => {
    const { rows, counts } = await all<{ no_faktur_group: string }>(path, 500);
    expect(counts).toEqual([N]);
    expect(rows).toHaveLength(N);
    const nos = rows.map((x) => x.no_faktur_group);
    expect(new Set(nos).size).toBe(N);
    expect(nos.at(-1)).toBe('PST-FJ-010203-00001');
    // the last page holds the oldest row
    const last = (await t.call('GET', `${path}&skip=${N - 1}&limit=50`, { token: admin })).json();
    expect(last).toMatchObject({ count: N, data: [{ no_faktur_group: 'PST-FJ-010203-00001' }] });
  });

  it('counts what the filter matches, not what the page shows', async () => {
    const r = (await t.call('GET', `${path}&status=BATAL&limit=10`, { token: admin })).json();
    expect(r.count).toBe(Math.floor(N / 7));
    expect(r.summary).toEqual({ aktif: 0, berat: 0, harga: 0 });
    expect((await t.call('GET', `${path}&limit=501`, { token: admin })).statusCode).toBe(400);
  });
});

describe('titipan/paginated', () => {
  const path = `titipan/paginated?tgl_from=${DAY}&tgl_to=${DAY}`;

  it('answers one page with the count and what is left of every match', async () => {
    const r = (await t.call('GET', `${path}&limit=10`, { token: admin })).json();
    expect(r.data).toHaveLength(10);
    expect(r.count).toBe(N);
    expect(r.data[0]).toMatchObject({ no_titip: `PST-TT-010203-0${N}`, sisa: 90 * N });
    expect(r.summary).toEqual({ sisa: (90 * N * (N + 1)) / 2 });
  });

  it('pages past the old 2,000-row cap join up to every deposit, each once', async () => {
    const { rows, counts } = await all<{ no_titip: string }>(path, 500);
    expect(counts).toEqual([N]);
    expect(new Set(rows.map((x) => x.no_titip)).size).toBe(N);
    expect(rows.at(-1)?.no_titip).toBe('PST-TT-010203-00001');
  });
});
