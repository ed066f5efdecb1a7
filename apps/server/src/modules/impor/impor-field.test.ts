/**
 * Issue 25 (field defects) of the import: a history file dated on or after the open day is refused (its numbers
 * would collide with the counter's), the counter never hands out a number an import already holds, a CSV upload
 * cut mid-way leaves no spool file, and imported sales carry the kadar and the day's 24K price (tax recap).
 */
import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { formatTanggal } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';
import { runReport } from '../reports/report-registry.ts';

let t: TestApp;
let admin: string;
let tgl: string; // PST's open day
let kemarin: string; // the day before, closed

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const seed = salesSeed(
  () => t,
  () => admin,
);
const yymmdd = (d: string) => `${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}`;

/** A sale line of the JSON import (spec §7.3 `data_penjualans`) on the sales seed's masters. */
const jual = (g: string, l: string, d: string, over: Record<string, unknown> = {}) => ({
  no_faktur_group: g,
  no_faktur_jual: l,
  tgl_system: d,
  kode_sales: 'S01',
  nama_customer: 'budi',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  kode_barcode: 9_100_001,
  kode_group: 'E75',
  kode_dept: 'CC',
  nama_barang: 'CINCIN',
  berat: 2,
  harga_gram: 1_000_000,
  harga_total: 2_000_000,
  status_kembali: 'KEMBALI',
  status_valid: 'DONE',
  status_tukar: 'false',
  cash_rp: 2_000_000,
  ...over,
});
const beli = (g: string, l: string, d: string) => ({
  no_faktur_group: g,
  no_faktur_beli: l,
  tgl_system: d,
  kode_sales: 'S01',
  nama_customer: 'budi',
  kode_gudang: 'ETL',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_barcode: 9_200_001,
  nama_barang: 'CINCIN',
  berat_nota: 1,
  berat: 1,
  kadar: 75,
  harga_nota: 900_000,
  harga_rata: 900_000,
  harga: 900_000,
  kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  status_valid: 'DONE',
  cash_rp: 900_000,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await seed.masters({ e24: true });
  tgl = (await q<{ d: string }>(`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'PST'`))[0]?.d as string;
  kemarin = (await q<{ d: string }>(`SELECT ($1::date - 1)::text AS d`, [tgl]))[0]?.d as string;
});
afterAll(() => t?.close());

describe('field defects: the import', () => {
  it('field 1: a history import dated on or after the open day is refused at preview and at commit, naming the date', async () => {
    const reason = `Data tanggal ${formatTanggal(tgl)} tidak dapat diimport: hanya hari yang sudah ditutup (sebelum tanggal sistem toko ${formatTanggal(tgl)}) yang dapat diimport`;
    const body = { data_penjualans: [jual('X1', 'X1-1', kemarin), jual('X2', 'X2-1', tgl)] };
    const preview = await t.call('POST', 'truncate/penjualan?preview=true', { token: admin, body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([{ line: 0, reason }]);
    const commit = await t.call('POST', 'truncate/penjualan', { token: admin, body });
    expect(commit.statusCode, commit.body).toBe(422);
    expect(commit.json().detail.errors).toEqual([{ line: 0, reason }]);
    expect(await q(`SELECT no_faktur_group FROM penjualan WHERE kode_toko = 'PST'`)).toEqual([]);

    // every dated type: purchases, the cash book (a day after the open day too), the stock summary
    const besok = (await q<{ d: string }>(`SELECT ($1::date + 1)::text AS d`, [tgl]))[0]?.d as string;
    const later = (d: string) =>
      `Data tanggal ${formatTanggal(d)} tidak dapat diimport: hanya hari yang sudah ditutup (sebelum tanggal sistem toko ${formatTanggal(tgl)}) yang dapat diimport`;
    const b = await t.call('POST', 'pembelian/truncate', {
      token: admin,
      body: { data_pembelians: [beli('Y1', 'Y1-1', tgl)] },
    });
    expect(b.statusCode, b.body).toBe(422);
    expect(b.json().detail.errors).toEqual([{ line: 0, reason }]);
    const k = await t.call('POST', 'cash/import-data-cash?tipe=keuangan_cash', {
      token: admin,
      body: {
        data: [{ tanggal: besok, jenis: 'MASUK', kategori: 'MODAL', deskripsi: 'MDL', jumlah_in: 5, jumlah_out: 0 }],
      },
    });
    expect(k.statusCode, k.body).toBe(422);
    expect(k.json().detail.errors).toEqual([{ line: 0, reason: later(besok) }]);
    const s = await t.call('POST', 'truncate/barang-summary', {
      token: admin,
      body: {
        barang_summary: [
          { tanggal: tgl, kode_dept: 'CC', kode_group: 'E75', kode_gudang: 'ETL', stock_akhir: 1, berat_akhir: 1 },
        ],
      },
    });
    expect(s.statusCode, s.body).toBe(422);
    expect(s.json().detail.errors).toEqual([{ line: 0, reason }]);
  });

  it('field 1: the counter never hands out a number an import holds (sale and buy-back of the open day)', async () => {
    // a history file of yesterday whose numbers are today's counter numbers (the old system numbered otherwise)
    const fj = `PST-FJ-${yymmdd(tgl)}-`;
    const fb = `PST-FB-${yymmdd(tgl)}-`;
    const r = await t.call('POST', 'truncate/penjualan', {
      token: admin,
      body: {
        data_penjualans: [
          jual(`${fj}0001`, `${fj}0001-01`, kemarin),
          jual(`${fj}0002`, `${fj}0002-01`, kemarin, { kode_barcode: 9_100_002 }),
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const rb = await t.call('POST', 'pembelian/truncate', {
      token: admin,
      body: { data_pembelians: [beli(`${fb}0001`, `${fb}0001-01`, kemarin)] },
    });
    expect(rb.statusCode, rb.body).toBe(200);

    const [a, b2] = await seed.pieces(2);
    const sell = (code: string) =>
      t.call('POST', 'penjualan', {
        token: admin,
        body: {
          kode_sales: 'S01',
          nama_customer: 'ani',
          items: [{ kode_barcode: code }],
          payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
        },
      });
    const s1 = await sell(a as string);
    expect(s1.statusCode, s1.body).toBe(200);
    expect(s1.json().data.no_faktur_group).toBe(`${fj}0003`);
    const s2 = await sell(b2 as string);
    expect(s2.statusCode, s2.body).toBe(200);
    expect(s2.json().data.no_faktur_group).toBe(`${fj}0004`);

    await seed.post('harga-emas', { tanggal: tgl, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
    await seed.post('parabeli', {
      kode_kondisi: 'MULUS',
      type_kondisi: 'PERSENTASE',
      potongan_nota: '2',
      potongan_tanpa_nota: '5',
    });
    const buy = await t.call('POST', 'pembelian', {
      token: admin,
      body: {
        kode_sales: 'S01',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        items: [
          {
            kode_dept: 'CC',
            nama_barang: 'cincin lama',
            berat: '1',
            kode_kondisi: 'MULUS',
            ada_nota: true,
            harga: 500_000,
          },
        ],
        payments: [{ jenis: 'CASH', jumlah: 500_000 }],
      },
    });
    expect(buy.statusCode, buy.body).toBe(200);
    expect(buy.json().data.no_faktur_group).toBe(`${fb}0002`);
  });

  it('field 10: a CSV upload cut mid-way leaves no spool file behind', async () => {
    // the spool goes to os.tmpdir(): a folder of this test's own (TMPDIR), so other runs' spools do not count
    const root = await mkdtemp(nodePath.join(tmpdir(), 'kilau-field10-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = root;
    const watcher = watch(root);
    /** Resolves when `root` holds entries (or none), re-checked on every change of the folder; fails after 5 s. */
    const until = (want: (n: number) => boolean, what: string) =>
      new Promise<void>((resolve, reject) => {
        const check = async () => {
          if (want((await readdir(root)).length)) done(resolve);
        };
        const deadline = setTimeout(() => done(() => reject(new Error(what))), 5000);
        const done = (f: () => void) => {
          clearTimeout(deadline);
          watcher.off('change', onChange);
          f();
        };
        const onChange = () => void check();
        watcher.on('change', onChange);
        void check();
      });
    try {
      const addr = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(addr);
      const boundary = 'kilau-field10';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="data_penjualans"; filename="penjualan.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nno_faktur_group,no_faktur_jual,tgl_system\n';
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((res) => socket.once('connect', () => res()));
      socket.on('error', () => {});
      socket.write(
        `POST /api/truncate/penjualan HTTP/1.1\r\nHost: 127.0.0.1\r\nx-auth-token: ${admin}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n${head}`,
      );
      // half of the file arrives, the spool file is there; then the line drops
      socket.write(`${'FG1,FJ1,2026-01-05\n'.repeat(100_000)}`);
      await until((n) => n > 0, 'the upload never reached its spool file');
      socket.destroy();
      await until((n) => n === 0, 'the spool stayed');
      expect(await readdir(root)).toEqual([]);
    } finally {
      watcher.close();
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      const left = await readdir(root);
      await rm(root, { recursive: true, force: true });
      expect(left).toEqual([]);
    }
  });

  it('field 10: the spool of an upload cut by a killed server is removed when the server starts again', async () => {
    const root = await mkdtemp(nodePath.join(tmpdir(), 'kilau-field10-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = root;
    try {
      // a server process that died (kill -9) in the middle of an upload: its 2 MB spool is all that is left of it
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      const left = nodePath.join(root, `kilau-impor-${dead}-Ab12Cd`);
      await mkdir(left);
      await writeFile(nodePath.join(left, 'upload.csv'), 'x'.repeat(2 * 1024 * 1024));
      // a running server's upload (this process) is not touched, nor anything else in the folder
      const live = `kilau-impor-${process.pid}-Ef34Gh`;
      await mkdir(nodePath.join(root, live));
      await mkdir(nodePath.join(root, 'lain'));
      const app = await buildApp({ db: t.db, config: testConfig(), dbMode: inject('dbMode') });
      await app.ready();
      await app.close();
      expect((await readdir(root)).sort()).toEqual([live, 'lain']);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      await rm(root, { recursive: true, force: true });
    }
  });

  it("field 24: imported sales carry the kadar of their kadar_cetak and the day's 24K price: the tax recap's Total 24K", async () => {
    const day = (await q<{ d: string }>(`SELECT ($1::date - 2)::text AS d`, [tgl]))[0]?.d as string;
    // the day's gold prices: E24 (99.9%, the 24K reference) and E75
    await seed.post('harga-emas', { tanggal: day, kode_group: 'E24', harga_jual: 1_500_000, harga_beli: 1_400_000 });
    await seed.post('harga-emas', { tanggal: day, kode_group: 'E75', harga_jual: 1_100_000, harga_beli: 1_000_000 });
    const r = await t.call('POST', 'truncate/penjualan', {
      token: admin,
      body: {
        data_penjualans: [
          jual('R1', 'R1-1', day, { kadar_cetak: '750', berat: 2, harga_total: 2_400_000, cash_rp: 2_400_000 }),
          jual('R1', 'R1-2', day, { kadar_cetak: '17K', berat: 1, kode_barcode: 9_100_009 }),
          // nothing printed: the group's persentase (E75: 75)
          jual('R2', 'R2-1', day, { kadar_cetak: '-', berat: 1, kode_barcode: 9_100_010 }),
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(
      await q(
        `SELECT no_faktur_jual, kadar::text AS kadar, harga_gram_24k::int AS h24 FROM penjualan_detail
          WHERE kode_toko = 'PST' AND tanggal = $1 ORDER BY 1`,
        [day],
      ),
    ).toEqual([
      { no_faktur_jual: 'R1-1', kadar: '75.000', h24: 1_500_000 },
      { no_faktur_jual: 'R1-2', kadar: '70.000', h24: 1_500_000 },
      { no_faktur_jual: 'R2-1', kadar: '75.000', h24: 1_500_000 },
    ]);
    // the recap's query (the screen is offered to the stores of spec §2.8 only)
    const recap = await runReport(t.db, 'penjualan-rekap', 'PST', { tgl_from: day, tgl_to: day });
    // 2 g × 75% + 1 g × 70% + 1 g × 75% = 2.95 g fine gold × Rp 1,500,000
    expect(recap.rows).toMatchObject([{ harga_total: 6_400_000, total_24k: 4_425_000, ongkos: 1_975_000 }]);
  });
});
