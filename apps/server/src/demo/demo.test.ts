/**
 * `npm run demo` through its own functions (stores, users, masters, history) on a fresh database, at size small:
 * the demo shop can buy back at once.
 */
import { addDays } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/helpers.ts';
import { seedMasters, seedStores, seedUsers } from './demo.ts';
import { SIZES, seedHistory } from './demo-history.ts';

let t: TestApp;
let admin: string;
const SIZE = SIZES.small;

beforeAll(async () => {
  t = await createTestApp();
  await seedStores(t.db, 'WIB');
  await seedUsers(t.db);
  await seedMasters(t.db);
  await seedHistory(t.db, 'PST', { ...SIZE, tz: 'Asia/Jakarta' }, () => {});
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const q = async <T>(text: string, params: unknown[] = []) => (await t.db.$client.query(text, params)).rows as T[];

describe('field 32: the demo ships gold prices', () => {
  it('field 32: a price per gold group per day of the history, the sales at that day’s price, buy-back at once', async () => {
    const [{ today } = { today: '' }] = await q<{ today: string }>(
      `SELECT tgl_system::text AS today FROM stores WHERE kode_toko = 'PST'`,
    );
    const start = addDays(today, -SIZE.days);
    // every gold group (not the diamond one) has a price on every day from the first demo day to today
    const groups = await q<{ kode_group: string; harga: string; days: number; first: string; last: string }>(
      `SELECT g.kode_group, g.harga::text, count(h.*)::int AS days, min(h.tanggal)::text AS first,
              max(h.tanggal)::text AS last
         FROM master_group g LEFT JOIN master_harga_emas h ON h.kode_toko = g.kode_toko AND h.kode_group = g.kode_group
        WHERE g.kode_toko = 'PST' AND g.jenis_group = 'EMAS' GROUP BY g.kode_group, g.harga ORDER BY 1`,
    );
    expect(groups.map((g) => g.kode_group)).toEqual(['EMAS24', 'EMAS42', 'EMAS70', 'EMAS75']);
    for (const g of groups) expect(g).toMatchObject({ days: SIZE.days + 1, first: start, last: today });
    // buying back pays less than selling; today's price is the group's price the counter sells at
    const off = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM master_harga_emas h JOIN master_group g USING (kode_toko, kode_group)
        WHERE h.kode_toko = 'PST' AND (h.harga_beli >= h.harga_jual OR h.harga_beli <= 0
              OR (h.tanggal = $1 AND (h.harga_jual <> g.harga OR h.harga_modal <> g.harga_modal)))`,
      [today],
    );
    expect(off[0]?.n).toBe(0);
    // every demo sale line of gold was priced at its own day's gold price (and its 24K price that day)
    const lines = await q<{ n: number; wrong: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE d.harga_gram <> h.harga_jual OR d.harga_gram_24k <> k.harga_jual)::int AS wrong
         FROM penjualan_detail d
         JOIN master_group g ON g.kode_toko = d.kode_toko AND g.kode_group = d.kode_group AND g.jenis_group = 'EMAS'
         JOIN master_harga_emas h ON h.kode_toko = d.kode_toko AND h.kode_group = d.kode_group AND h.tanggal = d.tanggal
         JOIN master_harga_emas k ON k.kode_toko = d.kode_toko AND k.kode_group = 'EMAS24' AND k.tanggal = d.tanggal
        WHERE d.kode_toko = 'PST'`,
    );
    expect(lines[0]?.n).toBeGreaterThan(0);
    expect(lines[0]?.wrong).toBe(0);
    // the prices move over the 90 days, as a market does
    const moves = await q<{ n: number }>(
      `SELECT count(DISTINCT harga_jual)::int AS n FROM master_harga_emas WHERE kode_toko = 'PST' AND kode_group = 'EMAS75'`,
    );
    expect(moves[0]?.n).toBeGreaterThan(1);

    // a demo sale of gold comes back over the counter at once, at today's buy price of its group
    const [sold] = await q<{
      kode_barcode: string;
      kode_dept: string;
      nama_barang: string;
      berat: string;
      beli: string;
    }>(
      `SELECT d.kode_barcode, d.kode_dept, d.nama_barang, d.berat::text, h.harga_beli::text AS beli
         FROM penjualan_detail d JOIN master_group g USING (kode_toko, kode_group)
         JOIN master_harga_emas h ON h.kode_toko = d.kode_toko AND h.kode_group = d.kode_group AND h.tanggal = $1
        WHERE d.kode_toko = 'PST' AND g.jenis_group = 'EMAS' ORDER BY d.tanggal DESC, d.kode_barcode LIMIT 1`,
      [today],
    );
    const res = await t.call('POST', 'pembelian', {
      token: admin,
      body: {
        kode_sales: 'S01',
        kode_gudang: 'BRK',
        kode_baki: 'S01',
        items: [
          {
            kode_barcode: sold?.kode_barcode,
            kode_dept: sold?.kode_dept,
            nama_barang: sold?.nama_barang,
            berat: sold?.berat,
            kode_kondisi: 'MULUS',
            ada_nota: true,
            harga: 100_000,
          },
        ],
        payments: [{ jenis: 'CASH', jumlah: 100_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await q<{ harga_beli_gram: string }>(
      `SELECT harga_beli_gram::text FROM pembelian_detail WHERE kode_toko = 'PST' AND no_faktur_group = $1`,
      [res.json().data.no_faktur_group],
    );
    expect(line?.harga_beli_gram).toBe(sold?.beli);
  });
});
