/**
 * Issue 25 (field defects) of Delete Data: two deletes of the same closed day at once end as one delete whose
 * archive batch holds every row it removed (cash book and points included; its restore gives the day back whole),
 * and a delete racing a buy-back of a piece sold that day never leaves the purchase pointing at a deleted sale line.
 */
import { HAPUS_MSG } from '@kilau/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteTestHooks } from '../../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;
const hooks: WriteTestHooks = {};
const SPV = { user_id: 'SPVF', password: 'rahasia-spv' };

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const seed = salesSeed(
  () => t,
  () => admin,
);
const tglSystem = async () =>
  (await q<{ d: string }>(`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'PST'`))[0]?.d as string;
/** The shop day moves on (what the close does to tgl_system), with the new day's gold price. */
const nextDay = async () => {
  await q(`UPDATE stores SET tgl_system = tgl_system + 1 WHERE kode_toko = 'PST'`);
  await seed.post('harga-emas', {
    tanggal: await tglSystem(),
    kode_group: 'E75',
    harga_jual: 1_000_000,
    harga_beli: 900_000,
  });
};
const sell = async (code: string, over: Record<string, unknown> = {}) =>
  (
    (await seed.post('penjualan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      items: [{ kode_barcode: code }],
      payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
      ...over,
    })) as { no_faktur_group: string }
  ).no_faktur_group;
const grant = (day: string) =>
  t.otorisasi(admin, { ...SPV, alasan: 'arsip lama', jenis: 'HAPUS_DATA', no_ref: `PENJUALAN:${day}:${day}` });
const hapus = async (day: string, otorisasi: unknown) =>
  t.call('POST', 'truncate/delete-penjualan', { token: admin, body: { tgl_from: day, tgl_to: day, otorisasi } });

/** Every table a sales delete touches, as count + digest: equal before a delete and after its restore. */
const snapshot = async () => {
  const out: Record<string, string> = {};
  for (const tb of ['penjualan', 'penjualan_detail', 'penjualan_bayar', 'kas', 'poin_ledger', 'pembelian_detail']) {
    const [r] = await q<{ d: string }>(
      `SELECT count(*)::int || ':' || md5(COALESCE(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${tb} x`,
    );
    out[tb] = r?.d as string;
  }
  return out;
};
/** Backends of this database waiting for a lock (the statements a test holds up). */
const waiting = async () =>
  Number(
    (
      await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      )
    )[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp({ testHooks: hooks });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createUser({ user_id: SPV.user_id, level: 'SPV', kode_toko: 'PST', password: SPV.password });
  await seed.masters({ member: true });
  await seed.post('harga-emas', {
    tanggal: await tglSystem(),
    kode_group: 'E75',
    harga_jual: 1_000_000,
    harga_beli: 900_000,
  });
  await seed.post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
});
afterAll(() => t?.close());

describe('field defects: delete data', () => {
  it('field 2: two deletes of the same closed day at once: one deletes, its batch holds every row, restore gives all back', async () => {
    const day = await tglSystem();
    const codes = await seed.pieces(3);
    // a member's sales (points rows), cash sales with change (cash-book rows in and out)
    await sell(codes[0] as string, { kode_member: 'M1' });
    await sell(codes[1] as string, { kode_member: 'M1', payments: [{ jenis: 'CASH', jumlah: 2_200_000 }] });
    await sell(codes[2] as string, { payments: [{ jenis: 'CASH', jumlah: 2_200_000 }] });
    await nextDay();
    const before = await snapshot();
    const kasRows = Number(
      (await q<{ n: number }>(`SELECT count(*)::int AS n FROM kas WHERE tanggal = $1`, [day]))[0]?.n,
    );
    const poinRows = Number(
      (await q<{ n: number }>(`SELECT count(*)::int AS n FROM poin_ledger WHERE tanggal = $1`, [day]))[0]?.n,
    );
    expect(kasRows).toBeGreaterThanOrEqual(5);
    expect(poinRows).toBe(2);

    // both deletes start together: the store row is held until both are under way
    const [g1, g2] = [await grant(day), await grant(day)];
    const blocker = new pg.Client({ connectionString: t.url });
    await blocker.connect();
    let both: Awaited<ReturnType<typeof hapus>>[];
    try {
      await blocker.query('BEGIN');
      await blocker.query(`SELECT 1 FROM stores WHERE kode_toko = 'PST' FOR UPDATE`);
      const running = Promise.all([hapus(day, g1), hapus(day, g2)]);
      while ((await waiting()) < 2) await new Promise((r) => setImmediate(r));
      await blocker.query('COMMIT');
      both = await running;
    } finally {
      await blocker.end();
    }
    const codesOf = both.map((r) => r.statusCode).sort();
    expect(codesOf, both.map((r) => r.body).join(' | ')).toEqual([200, 422]);
    expect(both.find((r) => r.statusCode === 422)?.json().message).toBe(HAPUS_MSG.empty);
    const batches = await q<{ id: string }>(`SELECT id FROM arsip_batch WHERE sumber = 'DELETE'`);
    expect(batches).toHaveLength(1);
    const id = batches[0]?.id as string;
    expect(
      await q(
        `SELECT tabel, count(*)::int AS n FROM arsip_row WHERE batch_id = $1 AND tabel IN ('kas', 'poin_ledger')
          GROUP BY tabel ORDER BY tabel`,
        [id],
      ),
    ).toEqual([
      { tabel: 'kas', n: kasRows },
      { tabel: 'poin_ledger', n: poinRows },
    ]);
    const otorisasi = await t.otorisasi(admin, { ...SPV, alasan: 'pulih', jenis: 'PULIH_ARSIP', no_ref: id });
    const back = await t.call('POST', `arsip/${id}/restore`, { token: admin, body: { otorisasi } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('field 6: a delete of a day while a piece sold that day is bought back never leaves the purchase on a deleted line', async () => {
    const day = await tglSystem();
    const [code] = await seed.pieces(1);
    const sold = await sell(code as string);
    await nextDay();
    const g = await grant(day);

    // the buy-back has locked the piece and read its sale line; it is held just before its COMMIT
    let paused!: () => void;
    const atCommit = new Promise<void>((r) => {
      paused = r;
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    hooks.beforeCommit = async () => {
      hooks.beforeCommit = undefined;
      paused();
      await gate;
    };
    const buy = t.call('POST', 'pembelian', {
      token: admin,
      headers: { 'idempotency-key': 'field6-beli' },
      body: {
        kode_sales: 'S01',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        items: [
          {
            kode_barcode: code,
            kode_dept: 'CC',
            nama_barang: 'cincin',
            berat: '2.125',
            kode_kondisi: 'MULUS',
            ada_nota: true,
            harga: 1_000_000,
          },
        ],
        payments: [{ jenis: 'CASH', jumlah: 1_000_000 }],
      },
    });
    // (a buy-back refused before its COMMIT answers instead)
    const early = await Promise.race([atCommit.then(() => undefined), buy]);
    expect(early?.body).toBeUndefined();
    // the delete runs meanwhile: it either finishes or waits for the buy-back's locks
    let settled = false;
    const del = hapus(day, g).finally(() => {
      settled = true;
    });
    while (!settled && (await waiting()) < 1) await new Promise((r) => setImmediate(r));
    release();
    const [b, d] = await Promise.all([buy, del]);
    expect(b.statusCode, b.body).toBe(200);
    expect(d.statusCode, d.body).toBe(422);
    expect(d.json().message).toBe(
      HAPUS_MSG.referenced('Pembelian (Barang Dibeli Kembali)', b.json().data.no_faktur_group),
    );
    // no purchase line refers to a sale line that is gone
    expect(
      await q(
        `SELECT b.no_faktur_beli, b.no_faktur_ext FROM pembelian_detail b
          WHERE b.no_faktur_ext <> '' AND NOT EXISTS (SELECT 1 FROM penjualan_detail d
                 WHERE d.kode_toko = b.kode_toko AND d.no_faktur_jual = b.no_faktur_ext)`,
      ),
    ).toEqual([]);
    expect(await q(`SELECT no_faktur_group FROM penjualan WHERE no_faktur_group = $1`, [sold])).toEqual([
      { no_faktur_group: sold },
    ]);
  });
});
