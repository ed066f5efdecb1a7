import { findRoute, REPORTS, type ReportDef, reportMaxDays } from '@kilau/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonArrayStream, jsonTextStream } from '../../lib/json-stream.ts';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from '../../test/helpers.ts';
import { seedReportDay } from '../../test/report-seed.ts';
import {
  JSON_PIECE_BYTES,
  JSON_YIELD_BYTES,
  REPORT_FETCH_ROWS,
  registerReportQuery,
  reportQuery,
  runReport,
  runReportJson,
} from './report-registry.ts';

let t: TestApp;
let admin: string;
let mlt: string;
let day: string;
/** Store-gated reports (the tax recap: MLT and NQC only) run as an owner of such a store. */
const tokenFor = (r: ReportDef) => (findRoute(r.route)?.stores ? mlt : admin);
const storeFor = (r: ReportDef) => (findRoute(r.route)?.stores ? 'MLT' : 'PST');

beforeAll(async () => {
  t = await createTestApp();
  // module-gated reports need the module keys
  await t.db.$client.query(
    `UPDATE users SET modules = '["SEPUHAN_MODULE","SEMI_GROSIR_MODULE"]' WHERE user_id = 'ADMIN'`,
  );
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createStore({ kode_toko: 'MLT' });
  await t.createUser({ user_id: 'OWNMLT', level: 'OWN', kode_toko: 'MLT', password: 'rahasia-mlt' });
  await t.createUser({ user_id: 'SPVR', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spvr' });
  mlt = await t.login('OWNMLT', 'rahasia-mlt');
  day = (await seedReportDay(t, admin, { user_id: 'SPVR', password: 'rahasia-spvr' }, mlt)).tanggal;
  // the close ended the store's sessions
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const range = () => `tgl_from=${day}&tgl_to=${day}`;

describe.each(REPORTS.map((r) => [r.key, r] as const))('report %s', (_key, r) => {
  const needsDates = r.filters.some((f) => f.name === 'tgl_from');
  const query = () => (needsDates ? { tgl_from: day, tgl_to: day } : {});
  it('issue 9.17: the SQL answers every declared column, with or without rows', async () => {
    const declared = r.columns.map((c) => c.field);
    const seeded = await runReport(t.db, r.key, storeFor(r), query());
    expect(seeded.fields).toEqual(expect.arrayContaining(declared));
    // a store with no data at all: the field list still names every declared column
    const empty = await runReport(t.db, r.key, 'KOSONG', query());
    expect(empty.rows).toEqual([]);
    expect(empty.fields).toEqual(expect.arrayContaining(declared));
  });
  it('issue 9.17: answers the seeded day as a bare array of rows (at least one) carrying every declared column', async () => {
    const res = await t.call('GET', `${r.api}?${needsDates ? range() : ''}`, { token: tokenFor(r) });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const c of r.columns) expect(row).toHaveProperty(c.field);
  });
  it('issue 16: is written from its COPY text, the same text the object path writes for its rows', async () => {
    const columns = r.columns.map((c) => c.field);
    const json = await runReportJson(t.db, r.key, columns, storeFor(r), query());
    // every report's columns are of a type written from COPY (none falls back to row objects)
    expect(json).toBeDefined();
    const { rows } = await runReport(t.db, r.key, storeFor(r), query());
    expect(json?.rows).toBe(rows.length);
    const objects = rows.map((row) => Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]])));
    expect(`[${Buffer.concat(json?.pieces ?? []).toString()}]`).toBe(JSON.stringify(objects));
  });
  if (needsDates)
    it('refuses a missing or inverted date range with an Indonesian message', async () => {
      expect((await t.call('GET', r.api, { token: tokenFor(r) })).statusCode).toBe(400);
      const inv = await t.call('GET', `${r.api}?tgl_from=2026-02-02&tgl_to=2026-02-01`, { token: tokenFor(r) });
      expect(inv.statusCode).toBe(400);
      expect(inv.json().message).toBe('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
    });
  it('is refused to a user without the report in their menu', async () => {
    await t
      .createUser({
        user_id: `R${r.key.length}${r.key.slice(0, 5)}`.toUpperCase(),
        level: 'STF',
        kode_toko: 'PST',
        password: 'rahasia-r',
        menu: menuGranting([], { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }),
      })
      .catch(() => {});
    const tok = await t.login(`R${r.key.length}${r.key.slice(0, 5)}`, 'rahasia-r');
    expect((await t.call('GET', `${r.api}?${range()}`, { token: tok })).statusCode).toBe(403);
  });
});

describe('goods report content', () => {
  it('laporan tambah barang lists the day’s new pieces with weights; barang detail lists stock', async () => {
    const rows = (await t.call('GET', `barang/report-tambah?${range()}`, { token: admin })).json() as {
      berat: number;
      nama_barang: string;
    }[];
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({ nama_barang: 'CINCIN', berat: 2.125 });
    expect(rows.at(-1)).toMatchObject({ nama_barang: 'LIONTIN', berat: 1.5 });
    // in tray B1: 8 new − 1 moved − 1 melted − 5 sold + 1 cancelled + 1 from the supplier + the diamond piece
    const detail = (await t.call('GET', 'barang/report-detail?kode_baki=b1', { token: admin })).json() as unknown[];
    expect(detail).toHaveLength(4);
    expect((await t.call('GET', 'barang/report-detail?kode_baki=XX', { token: admin })).json()).toEqual([]);
  });
});

describe('report gating', () => {
  it('the tax recap is refused to stores other than MLT and NQC, even to an owner', async () => {
    expect((await t.call('GET', `penjualan/report-rekap-jual-pajak?${range()}`, { token: admin })).statusCode).toBe(
      403,
    );
  });
  it('laporan-authorization follows the access of laporan-otorisasi', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    await t.createUser({
      user_id: 'AUD1',
      level: 'STF',
      kode_toko: 'PST',
      password: 'rahasia-aud',
      menu: menuGranting(['/laporan-otorisasi'], ctx),
    });
    const aud = await t.login('AUD1', 'rahasia-aud');
    expect((await t.call('GET', `otorisasi/report-authorization?${range()}`, { token: aud })).statusCode).toBe(200);
    expect((await t.call('GET', `otorisasi/report?${range()}`, { token: aud })).statusCode).toBe(200);
  });
});

describe('period caps and streamed answers', () => {
  const shift = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  it.each([
    ['penjualan/report-margin', 31],
    ['penjualan/report-stock-jual', 366],
    ['keuangan/report-cash', 92],
  ] as const)(
    '%s refuses a period over %i days with the Indonesian message and answers one at the cap',
    async (api, max) => {
      const def = REPORTS.find((r) => r.api === api);
      if (!def) throw new Error(`no report ${api}`);
      expect(reportMaxDays(def)).toBe(max);
      const over = await t.call('GET', `${api}?tgl_from=${shift(day, -max)}&tgl_to=${day}`, { token: admin });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(`Periode Laporan Maksimal ${max} Hari`);
      const at = await t.call('GET', `${api}?tgl_from=${shift(day, 1 - max)}&tgl_to=${day}`, { token: admin });
      expect(at.statusCode).toBe(200);
      expect((at.json() as unknown[]).length).toBeGreaterThan(0);
    },
  );
  it('every report answers, as streamed JSON text, exactly the rows of its registered query (declared columns)', async () => {
    for (const r of REPORTS) {
      const needsDates = r.filters.some((f) => f.name === 'tgl_from');
      const res = await t.call('GET', `${r.api}?${needsDates ? range() : ''}`, { token: tokenFor(r) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // the registered query run directly, in one statement (no cursor, no stream)
      const query = reportQuery(r.key);
      if (!query) throw new Error(r.key);
      const direct = await t.db.execute(query(storeFor(r), needsDates ? { tgl_from: day, tgl_to: day } : {}));
      const declared = (direct.rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(r.columns.filter((c) => row[c.field] !== undefined).map((c) => [c.field, row[c.field]])),
      );
      expect(res.body, r.key).toBe(JSON.stringify(declared));
    }
  });
  it('the batches join into the bytes of one JSON.stringify, across batch ends and for no rows', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({
      a: i,
      b: `x"${i}`,
      c: null,
      d: new Date(Date.UTC(2026, 0, i + 1)),
      z: 1,
    }));
    const pick = (v: unknown) => {
      const { z: _z, ...rest } = v as Record<string, unknown>;
      return rest;
    };
    const text = async (s: NodeJS.ReadableStream) => {
      let out = '';
      for await (const c of s) out += c.toString();
      return out;
    };
    for (const batch of [1, 2, 3, 7, 2000])
      expect(await text(jsonArrayStream(rows, pick, batch))).toBe(JSON.stringify(rows.map(pick)));
    expect(await text(jsonArrayStream([], pick))).toBe('[]');
  });
  it('a report longer than one FETCH of the cursor reads every row, in the order of the query', async () => {
    const many = sql`SELECT g AS n, 'baris ' || g AS teks FROM generate_series(1, ${REPORT_FETCH_ROWS * 2 + 7}) g ORDER BY g`;
    registerReportQuery('test-banyak', () => many);
    const res = await runReport(t.db, 'test-banyak', 'PST', {});
    expect(res.fields).toEqual(['n', 'teks']);
    expect(res.rows).toEqual((await t.db.execute(many)).rows);
    expect(res.rows).toHaveLength(REPORT_FETCH_ROWS * 2 + 7);
  });
  /** The rows of a query as the object path writes them: the declared columns it answers, in declared order. */
  const picked = (rows: Record<string, unknown>[], columns: string[]) =>
    JSON.stringify(
      rows.map((row) => Object.fromEntries(columns.filter((c) => row[c] !== undefined).map((c) => [c, row[c]]))),
    );
  it('each row is written from its COPY text as the object path would: every column type, escapes, nulls, declared order', async () => {
    const kinds = sql`
      SELECT * FROM (VALUES
        (1, 'a"b\\c/é' || chr(10) || chr(9) || chr(1) || chr(31) || chr(8) || chr(11) || chr(12) || chr(13) || chr(127) || '\\N', 12345678901::int8, 1.5::numeric(10, 3), 2.125::float8,
         'NaN'::float8, 'Infinity'::float4, true, '2026-01-02'::date, '2026-01-02 03:04:05.678+07'::timestamptz,
         '2026-01-02 03:04:05'::timestamp, '1 day 02:00'::interval, '10:11'::time, NULL::text, 'x'::varchar(5),
         'ab'::char(4), 7::int2),
        (2, '', -1::int8, NULL, -0.000123::float8, 1e14::float8, NULL, false, NULL, NULL, NULL, NULL, NULL, 'y', NULL,
         NULL, NULL)
      ) v(n, teks, besar, angka, berat, nan, inf, aktif, tgl, waktu, lokal, lama, jam, kosong, v, c, kecil)
      ORDER BY n DESC`;
    registerReportQuery('test-jenis', () => kinds);
    // declared order differs from the SQL's; 'tidak_ada' is declared but not answered (left out, as the picker does)
    const columns = ['kecil', 'teks', 'besar', 'angka', 'berat', 'nan', 'inf', 'aktif', 'tgl', 'waktu', 'lokal'];
    columns.push('lama', 'jam', 'kosong', 'tidak_ada', 'v', 'c', 'n');
    const json = await runReportJson(t.db, 'test-jenis', columns, 'PST', {});
    expect(json?.rows).toBe(2);
    expect(`[${Buffer.concat(json?.pieces ?? []).toString()}]`).toBe(
      picked((await t.db.execute(kinds)).rows as Record<string, unknown>[], columns),
    );
    // a float of 1e15 or more, or under 1e-4, is written in PostgreSQL's exponent form (1e+20): the same number
    const far = sql`SELECT 1e20::float8 AS besar, 1.5e-7::float8 AS kecil, -1.25e16::float4 AS f4`;
    registerReportQuery('test-jauh', () => far);
    const json2 = await runReportJson(t.db, 'test-jauh', ['besar', 'kecil', 'f4'], 'PST', {});
    const text = Buffer.concat(json2?.pieces ?? []).toString();
    expect(text).toBe('{"besar":1e+20,"kecil":1.5e-07,"f4":-1.25e+16}');
    expect(JSON.parse(text)).toEqual((await t.db.execute(far)).rows[0]);
  });
  it('a report longer than a piece of JSON text reads every row in the order of the query, a row bigger than a piece too', async () => {
    // ≈ 20 bytes of COPY text and 40 of JSON a row, multi-byte text, past several pieces and yields; row 5 alone is
    // longer than a piece
    const n = Math.max(Math.ceil((JSON_YIELD_BYTES * 3) / 20), Math.ceil((JSON_PIECE_BYTES * 3) / 40));
    const many = sql`SELECT g AS n, CASE WHEN g = 5 THEN repeat('é', ${JSON_PIECE_BYTES}) ELSE 'baris é ' || g END AS teks
      FROM generate_series(1, ${n}) g ORDER BY g DESC`;
    registerReportQuery('test-banyak-json', () => many);
    const json = await runReportJson(t.db, 'test-banyak-json', ['teks', 'n'], 'PST', {});
    expect(json?.rows).toBe(n);
    expect(json?.pieces.length).toBeGreaterThanOrEqual(3);
    const text = async (s: NodeJS.ReadableStream) => {
      const out: Buffer[] = [];
      for await (const c of s) out.push(c as Buffer);
      return Buffer.concat(out).toString();
    };
    expect(await text(jsonTextStream(json?.pieces ?? []))).toBe(
      picked((await t.db.execute(many)).rows as Record<string, unknown>[], ['teks', 'n']),
    );
    expect(await text(jsonTextStream([]))).toBe('[]');
  });
  it('a column PostgreSQL cannot write as the object path does (json, arrays) leaves the report to the object path', async () => {
    registerReportQuery('test-jsonb', () => sql`SELECT 1 AS n, '{"a": 1}'::jsonb AS isi`);
    expect(await runReportJson(t.db, 'test-jsonb', ['n', 'isi'], 'PST', {})).toBeUndefined();
    // the column not declared: written by PostgreSQL
    const n = await runReportJson(t.db, 'test-jsonb', ['n'], 'PST', {});
    expect(Buffer.concat(n?.pieces ?? []).toString()).toBe('{"n":1}');
  });
  it('a query failing halfway through its COPY fails the report, and every connection of the pool still answers', async () => {
    // rows go out before row 30,000 divides by zero; the parameter goes into the COPY text as a quoted literal
    registerReportQuery(
      'test-gagal',
      (_k, q) =>
        sql`SELECT g AS n, 1 / (g - 30000) AS x, ${q.teks ?? ''}::text AS teks FROM generate_series(1, 40000) g`,
    );
    const max = t.db.$client.options.max ?? 10;
    for (let i = 0; i < max + 2; i++)
      await expect(runReportJson(t.db, 'test-gagal', ['n', 'x'], 'PST', {})).rejects.toMatchObject({ code: '22012' });
    registerReportQuery('test-kutip', (_k, q) => sql`SELECT ${q.teks ?? ''}::text AS teks`);
    const teks = `O'Neil \\ "$1" ; DROP TABLE stores; --`;
    const json = await runReportJson(t.db, 'test-kutip', ['teks'], 'PST', { teks });
    expect(JSON.parse(`[${Buffer.concat(json?.pieces ?? []).toString()}]`)).toEqual([{ teks }]);
  });
  it('answers written over real sockets at once, reusing each other’s pieces, each arrive whole', async () => {
    // ≈ 4 MB of one report on a day of its own: 16 pieces an answer
    await t.db.execute(sql`
      INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, nama_customer, jumlah_barang, total_berat,
                             total_harga, total_bayar, status_valid, input_by)
      SELECT 'PST', 'POOL-' || g, '2020-02-02', 'S01', 'PELANGGAN ' || g, 1, 2.125, 2282000, 2282000, 'DONE', 'ADMIN'
        FROM generate_series(1, 20000) g`);
    const api = 'penjualan/report-transaksi?tgl_from=2020-02-02&tgl_to=2020-02-02';
    const expected = (await t.call('GET', api, { token: admin })).body;
    expect((JSON.parse(expected) as unknown[]).length).toBe(20000);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // requests started while earlier answers are still being written: their pieces go round
      for (let round = 0; round < 3; round++) {
        const bodies = await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            await new Promise((r) => setTimeout(r, i * 15));
            const res = await fetch(`${address}/api/${api}`, { headers: { 'x-auth-token': admin } });
            return res.text();
          }),
        );
        for (const b of bodies) expect(b === expected, `round ${round}`).toBe(true);
      }
    } finally {
      await t.app.server.close();
    }
  });
});
