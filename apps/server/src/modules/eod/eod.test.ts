/**
 * End-of-day report and finance reports (issue 12): a day of sales (one cancelled), deposits (one refunded), a
 * buy-back, a bank deposit and a drawer count, closed through PUT system/close; every figure of the stored report
 * is held against the day's documents; the report is written once and never rewritten; another store sees nothing.
 */
import { addDays, type EodData, type EodTable, eodFigure, eodTable } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeKas } from '../../lib/kas.ts';
import { createTestApp, type TestApp, today } from '../../test/helpers.ts';
import { writeEodReport } from './eod.close-step.ts';

let t: TestApp;
let own: string;
const DAY = addDays(today(), -2);
const NEXT = addDays(DAY, 1);
const SPV = { user_id: 'EODSPV', password: 'rahasia-spv' };
const docs: Record<string, string> = {};

async function post(url: string, body: unknown, token = own) {
  const r = await t.call('POST', url, { token, body });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const kas = (tanggal: string, rows: Parameters<typeof writeKas>[2]) =>
  t.db.transaction((tx) => writeKas(tx, { kode_toko: 'EOD', tanggal, user_id: 'EODOWN' }, rows));
const eod = async (tanggal: string, token = own) => t.call('GET', `eod/by-date/${tanggal}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  await t.createStore({ kode_toko: 'EOD', tgl_system: DAY, nama_toko: 'TOKO EOD' });
  await t.createUser({ user_id: 'EODOWN', level: 'OWN', kode_toko: 'EOD', password: 'rahasia-own' });
  await t.createUser({ user_id: SPV.user_id, level: 'SPV', kode_toko: 'EOD', password: SPV.password });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAINOWN', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  own = await t.login('EODOWN', 'rahasia-own');
  await post('group', {
    kode_group: 'E75',
    nama_group: 'EMAS 75',
    jenis_group: 'EMAS',
    harga: 1_000_000,
    persentase: '75',
  });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO BCA', kode_bank: 'BCA' });
  await post('harga-emas', { tanggal: DAY, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
  await post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
  await post('ruginota', { kode_group: 'E75', type: 'RP', nilai: '10000' });

  // the drawer held 250,000 before the day
  await kas(addDays(DAY, -1), [
    { jenis: 'MASUK', kategori: 'MODAL', deskripsi: 'MODAL AWAL', jumlah: 250_000, no_reff: 'MODAL-1' },
  ]);

  const made = (await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '2',
        kadar: '75',
        jumlah: 4,
      },
    ],
  })) as { kode_barcode: string }[];
  const [a, b, c, d] = made.map((m) => m.kode_barcode) as [string, string, string, string];
  const sell = (code: string, payments: unknown[]) =>
    post('penjualan', { kode_sales: 'S01', nama_customer: 'budi', items: [{ kode_barcode: code }], payments });
  const sa = await sell(a, [{ jenis: 'CASH', jumlah: 2_000_000 }]);
  expect(sa).toMatchObject({ total_harga: 2_000_000, kembalian: 0 });
  docs.a = sa.no_faktur_group;
  docs.b = (
    await sell(b, [{ jenis: 'DEBIT', jumlah: 2_000_000, no_rekening: '123', no_kartu: '4111', fee: 20_000 }])
  ).no_faktur_group;
  docs.c = (
    await sell(c, [{ jenis: 'KREDIT', jumlah: 2_000_000, no_rekening: '123', no_kartu: '5222' }])
  ).no_faktur_group;
  const grantC = await t.otorisasi(own, { ...SPV, alasan: 'salah input', jenis: 'BATAL_JUAL', no_ref: docs.c });
  await post('penjualan/batal', { no_faktur_group: docs.c, otorisasi: grantC });

  docs.t1 = (await post('titipan', { nama_customer: 'rina', jumlah: 500_000 })).no_titip;
  docs.t2 = (
    await post('titipan', { nama_customer: 'sari', jumlah: 300_000, jenis: 'TRANSFER', no_rekening: '123' })
  ).no_titip;
  docs.t3 = (await post('titipan', { nama_customer: 'tono', jumlah: 100_000 })).no_titip;
  const grantT = await t.otorisasi(own, { ...SPV, alasan: 'batal beli', jenis: 'KEMBALI_TITIPAN', no_ref: docs.t3 });
  await post('titipan/kembali', { no_titip: docs.t3, otorisasi: grantT });
  docs.d = (
    await sell(d, [
      { jenis: 'TITIPAN', jumlah: 500_000, no_titip: docs.t1 },
      { jenis: 'CASH', jumlah: 1_500_000 },
    ])
  ).no_faktur_group;

  // the customer of sale A sells the ring back: 1.950 g, 1,700,000 in cash, into sorting
  docs.beli = (
    await post('pembelian', {
      kode_sales: 'S01',
      kode_gudang: 'SRT',
      kode_baki: 'S1',
      items: [
        {
          kode_barcode: a,
          kode_dept: 'CC',
          nama_barang: 'cincin',
          berat: '1.95',
          kode_kondisi: 'MULUS',
          ada_nota: true,
          harga: 1_700_000,
        },
      ],
      payments: [{ jenis: 'CASH', jumlah: 1_700_000 }],
    })
  ).no_faktur_group;

  // 1,000,000 from the drawer to the bank (the cash book's own write: both books in one document)
  docs.bank = (
    await post('cash/tambah-bank', { no_rekening: '123', jumlah: 1_000_000, keterangan: 'setor', alasan: 'kas penuh' })
  ).no_reff;

  // two drawer counts: the later one is the day's (book 1,550,000, counted 1,500,000: 50,000 short, with a note and
  // a supervisor's grant)
  await post('cash/hitung', {
    pecahan: [
      { kode: 'K100000', jumlah: 15 },
      { kode: 'K50000', jumlah: 1 },
    ],
  });
  const selisih = await t.otorisasi(own, {
    ...SPV,
    alasan: 'uang kurang',
    jenis: 'SELISIH_KAS',
    detail: { jumlah: 1_500_000 },
  });
  await post('cash/hitung', {
    pecahan: [
      { kode: 'K100000', jumlah: 14 },
      { kode: 'K50000', jumlah: 2 },
    ],
    catatan: 'uang kurang',
    otorisasi: selisih,
  });

  const jual = await q<{ no: string }>(
    `SELECT no_faktur_group AS no FROM penjualan WHERE kode_toko = 'EOD' AND status = 'AKTIF'`,
  );
  await t.call('PUT', 'penjualan/validasi', { token: own, body: { nomor: jual.map((r) => r.no) } });
  await t.call('PUT', 'titipan/validasi', { token: own, body: { nomor: [docs.t1, docs.t2, docs.t3] } });
  await t.call('PUT', 'pembelian/validasi', { token: own, body: { nomor: [docs.beli] } });
  const closed = await t.call('PUT', 'system/close', { token: own, body: { PROSES: 'close' } });
  expect(closed.statusCode, closed.body).toBe(200);
  own = await t.login('EODOWN', 'rahasia-own');
});
afterAll(() => t?.close());

const rowsOf = (tb: EodTable | undefined) => tb?.rows ?? [];

describe('laporan EOD', () => {
  it('the close wrote the day’s report: every figure equals the day’s documents', async () => {
    const days = await t.call('GET', 'eod/days', { token: own });
    expect(days.statusCode).toBe(200);
    expect(days.json()).toEqual([{ tanggal: DAY, created_by: 'EODOWN', created_at: expect.any(String) }]);
    const res = await eod(DAY);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as { kode_toko: string; tanggal: string; created_by: string; data: EodData };
    expect(r).toMatchObject({ kode_toko: 'EOD', tanggal: DAY, created_by: 'EODOWN' });
    const data = r.data;
    expect(data).toMatchObject({
      versi: 1,
      kode_toko: 'EOD',
      nama_toko: 'TOKO EOD',
      tanggal: DAY,
      ditutup_oleh: 'EODOWN',
    });
    // this release's sections in their order; modules that land later (service, pesanan…) add theirs in between
    const core = ['penjualan', 'pembelian', 'titipan', 'pembayaran', 'kas', 'hitung_laci', 'barang', 'otorisasi'];
    const keys = data.sections.map((s) => s.key);
    expect(keys.filter((k) => core.includes(k))).toEqual(core);
    expect(new Set(keys).size).toBe(keys.length);
    const f = (section: string, key: string) => eodFigure(data, section, key);

    // sales A (cash), B (debit), D (deposit + cash) stand; C (credit) was cancelled
    expect([f('penjualan', 'transaksi'), f('penjualan', 'barang'), f('penjualan', 'berat')]).toEqual([3, 3, '6.000']);
    expect([f('penjualan', 'total'), f('penjualan', 'batal'), f('penjualan', 'total_batal')]).toEqual([
      6_000_000, 1, 2_000_000,
    ]);
    expect(rowsOf(eodTable(data, 'penjualan', 'per_group'))).toEqual([
      { kode_group: 'E75', nama_group: 'EMAS 75', barang: 3, berat: '6.000', total: 6_000_000 },
    ]);
    expect(rowsOf(eodTable(data, 'penjualan', 'batal'))).toEqual([
      {
        no_faktur_group: docs.c,
        nama_customer: 'BUDI',
        total_harga: 2_000_000,
        batal_alasan: 'SALAH INPUT',
        batal_by: 'EODOWN',
        batal_otorisasi: SPV.user_id,
      },
    ]);

    expect(
      ['transaksi', 'barang', 'berat', 'total', 'total_tukar', 'batal', 'total_batal'].map((k) => f('pembelian', k)),
    ).toEqual([1, 1, '1.950', 1_700_000, 0, 0, 0]);

    // deposits: 500,000 cash (drawn by D), 300,000 by transfer (still open), 100,000 cash refunded
    expect(['baru', 'jumlah_baru', 'terpakai', 'dikembalikan', 'sisa_aktif'].map((k) => f('titipan', k))).toEqual([
      3, 900_000, 500_000, 100_000, 300_000,
    ]);

    // drawer: in A 2,000,000 + T1 500,000 + T3 100,000 + D 1,500,000; out buy-back 1,700,000, bank 1,000,000, refund 100,000
    expect(['saldo_awal', 'masuk', 'keluar', 'saldo_akhir'].map((k) => f('kas', k))).toEqual([
      250_000, 4_100_000, 2_800_000, 1_550_000,
    ]);
    expect(rowsOf(eodTable(data, 'kas', 'per_kategori'))).toEqual([
      { kategori: 'PEMBELIAN', masuk: 0, keluar: 1_700_000 },
      { kategori: 'PENJUALAN', masuk: 3_500_000, keluar: 0 },
      { kategori: 'TAMBAH UANG BANK', masuk: 0, keluar: 1_000_000 },
      { kategori: 'TITIPAN', masuk: 600_000, keluar: 100_000 },
    ]);
    // account 123: B 2,000,000 (fee 20,000), C 2,000,000 and its reversal, T2 300,000, the bank deposit 1,000,000
    expect(rowsOf(eodTable(data, 'kas', 'rekening'))).toEqual([
      {
        no_rekening: '123',
        nama_rekening: 'TOKO BCA',
        saldo_awal: 0,
        masuk: 5_300_000,
        keluar: 2_000_000,
        fee: 20_000,
        saldo_akhir: 3_300_000,
      },
    ]);

    expect(
      ['tunai_masuk', 'tunai_keluar', 'non_tunai_masuk', 'non_tunai_keluar', 'fee'].map((k) => f('pembayaran', k)),
    ).toEqual([4_100_000, 2_800_000, 5_300_000, 2_000_000, 20_000]);
    const perJenis = eodTable(data, 'pembayaran', 'per_jenis');
    expect(rowsOf(perJenis)).toEqual([
      { jenis: 'CASH', masuk: 4_100_000, keluar: 2_800_000, fee: 0, bersih: 1_300_000 },
      { jenis: 'DEBIT', masuk: 2_000_000, keluar: 0, fee: 20_000, bersih: 2_000_000 },
      { jenis: 'KREDIT', masuk: 2_000_000, keluar: 2_000_000, fee: 0, bersih: 0 },
      { jenis: 'TRANSFER', masuk: 1_300_000, keluar: 0, fee: 0, bersih: 1_300_000 },
    ]);
    expect(perJenis?.totals).toEqual({ masuk: 9_400_000, keluar: 4_800_000, fee: 20_000, bersih: 4_600_000 });
    expect(
      rowsOf(eodTable(data, 'pembayaran', 'per_rekening')).map((x) => [x.jenis, x.no_rekening, x.nama_rekening]),
    ).toEqual([
      ['CASH', 'KAS', ''],
      ['DEBIT', '123', 'TOKO BCA'],
      ['KREDIT', '123', 'TOKO BCA'],
      ['TRANSFER', '123', 'TOKO BCA'],
    ]);

    // the day's last drawer count, against the book then and at the close
    expect(
      [
        'total_hitung',
        'saldo_buku',
        'selisih',
        'saldo_tutup',
        'selisih_tutup',
        'dihitung_oleh',
        'catatan',
        'otorisasi_by',
      ].map((k) => f('hitung_laci', k)),
    ).toEqual([1_500_000, 1_550_000, -50_000, 1_550_000, -50_000, 'EODOWN', 'UANG KURANG', SPV.user_id]);
    expect(f('hitung_laci', 'waktu')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const pecahan = eodTable(data, 'hitung_laci', 'pecahan');
    expect(rowsOf(pecahan)).toEqual([
      { jenis: 'KERTAS', nominal: 100_000, jumlah: 14, subtotal: 1_400_000 },
      { jenis: 'KERTAS', nominal: 50_000, jumlah: 2, subtotal: 100_000 },
    ]);
    expect(pecahan?.totals).toEqual({ jumlah: 16, subtotal: 1_500_000 });

    // the barang summary the close computed: 4 new, 3 sold (C came back), the bought-back ring into sorting
    const sum = await q<{ s: number; b: string }>(
      `SELECT sum(stock_akhir)::int AS s, sum(berat_akhir)::text AS b FROM barang_summary WHERE kode_toko = 'EOD' AND tanggal = $1`,
      [DAY],
    );
    expect([f('barang', 'stock_akhir'), f('barang', 'berat_akhir')]).toEqual([2, '3.950']);
    expect(sum[0]).toEqual({ s: 2, b: '3.950' });
    const [sums] = await q(
      `SELECT sum(stock_awal)::int AS stock_awal, sum(stock_in)::int AS stock_in, sum(stock_out)::int AS stock_out,
              sum(stock_tambah)::int AS stock_tambah, sum(stock_hancur)::int AS stock_hancur, sum(stock_jual)::int AS stock_jual,
              sum(stock_beli)::int AS stock_beli, sum(stock_akhir)::int AS stock_akhir,
              sum(berat_jual)::text AS berat_jual, sum(berat_beli)::text AS berat_beli, sum(berat_tambah)::text AS berat_tambah
         FROM barang_summary WHERE kode_toko = 'EOD' AND tanggal = $1`,
      [DAY],
    );
    const { berat_jual, berat_beli, berat_tambah, ...stock } = sums as Record<string, unknown>;
    expect(eodTable(data, 'barang', 'jumlah')?.totals).toEqual(stock);
    expect(stock).toMatchObject({ stock_tambah: 4, stock_beli: 1, stock_akhir: 2 });
    expect(eodTable(data, 'barang', 'berat')?.totals).toMatchObject({
      berat_jual,
      berat_beli,
      berat_tambah,
      berat_akhir: '3.950',
    });

    expect(f('otorisasi', 'jumlah')).toBe(3);
    expect(rowsOf(eodTable(data, 'otorisasi', 'daftar')).map((o) => [o.jenis, o.no_ref, o.otorisasi_by])).toEqual([
      ['BATAL_JUAL', docs.c, SPV.user_id],
      ['KEMBALI_TITIPAN', docs.t3, SPV.user_id],
      ['SELISIH_KAS', expect.stringMatching(/^HITUNG KAS \d+$/), SPV.user_id],
    ]);
  });

  it('is written once: a later close and a direct attempt leave it as it was', async () => {
    const before = await q(
      `SELECT data, created_at, created_by FROM eod_report WHERE kode_toko = 'EOD' AND tanggal = $1`,
      [DAY],
    );
    // more money on the closed day, then the step itself run for it again
    await kas(DAY, [{ jenis: 'MASUK', kategori: 'LAIN', deskripsi: 'TERLAMBAT', jumlah: 999, no_reff: 'X' }]);
    const wrote = await t.db.transaction((tx) =>
      writeEodReport(tx, { kode_toko: 'EOD', tanggal: DAY, user_id: 'LAIN' }),
    );
    expect(wrote).toBe(false);
    // the next day closes with its own report
    const closed = await t.call('PUT', 'system/close', { token: own, body: { PROSES: 'close' } });
    expect(closed.statusCode, closed.body).toBe(200);
    own = await t.login('EODOWN', 'rahasia-own');
    const after = await q(
      `SELECT data, created_at, created_by FROM eod_report WHERE kode_toko = 'EOD' AND tanggal = $1`,
      [DAY],
    );
    expect(after).toEqual(before);
    expect((await t.call('GET', 'eod/days', { token: own })).json().map((d: { tanggal: string }) => d.tanggal)).toEqual(
      [NEXT, DAY],
    );
    const next = (await eod(NEXT)).json().data as EodData;
    // the next day opens with the day's closing (plus the late row written on the closed day)
    expect(eodFigure(next, 'kas', 'saldo_awal')).toBe(1_550_999);
    expect(eodFigure(next, 'penjualan', 'transaksi')).toBe(0);
    expect(next.sections.find((s) => s.key === 'hitung_laci')?.notes).toEqual(['Tidak Ada Hitung Laci Pada Hari Ini']);
    await q(`DELETE FROM kas WHERE kode_toko = 'EOD' AND no_reff = 'X'`);
  });

  it('another store never reads it; an unknown day is 404 with its message', async () => {
    const lain = await t.login('LAINOWN', 'rahasia-lain');
    const r = await eod(DAY, lain);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(`Laporan EOD Tanggal ${DAY} Tidak Ditemukan`);
    expect((await t.call('GET', 'eod/days', { token: lain })).json()).toEqual([]);
    expect((await t.call('GET', `keuangan/report-cash?tgl_from=${DAY}&tgl_to=${DAY}`, { token: lain })).json()).toEqual(
      [],
    );
    expect(
      (await t.call('GET', `keuangan/report-non-cash?tgl_from=${DAY}&tgl_to=${DAY}`, { token: lain })).json(),
    ).toEqual([]);
    expect((await eod('2020-01-01')).statusCode).toBe(404);
    expect((await t.call('GET', 'eod/by-date/kemarin', { token: own })).statusCode).toBe(400);
  });
});

describe('laporan keuangan', () => {
  type CashRow = {
    deskripsi: string;
    jumlah_in: number | null;
    jumlah_out: number | null;
    saldo: number;
    no_reff: string | null;
  };
  it('cash: the opening balance first, every drawer row with the running balance, the period’s totals', async () => {
    const rows = (
      await t.call('GET', `keuangan/report-cash?tgl_from=${DAY}&tgl_to=${DAY}`, { token: own })
    ).json() as CashRow[];
    expect(rows[0]).toMatchObject({
      deskripsi: 'SALDO AWAL',
      jumlah_in: null,
      jumlah_out: null,
      saldo: 250_000,
      tanggal: DAY,
    });
    let saldo = 250_000;
    for (const r of rows.slice(1)) {
      saldo += (r.jumlah_in ?? 0) - (r.jumlah_out ?? 0);
      expect(r.saldo).toBe(saldo);
    }
    expect(saldo).toBe(1_550_000);
    expect(rows.slice(1).reduce((s, r) => s + (r.jumlah_in ?? 0), 0)).toBe(4_100_000);
    expect(rows.slice(1).reduce((s, r) => s + (r.jumlah_out ?? 0), 0)).toBe(2_800_000);
    expect(rows.filter((r) => r.no_reff === docs.a).map((r) => [r.deskripsi, r.jumlah_in])).toEqual([
      ['PENJUALAN CASH', 2_000_000],
    ]);
    // over two days the opening is the day before's
    const two = (
      await t.call('GET', `keuangan/report-cash?tgl_from=${addDays(DAY, -1)}&tgl_to=${DAY}`, { token: own })
    ).json() as CashRow[];
    expect(two[0]?.saldo).toBe(0);
    expect(two[1]).toMatchObject({ deskripsi: 'MODAL AWAL', jumlah_in: 250_000, saldo: 250_000 });
    expect(two.at(-1)?.saldo).toBe(1_550_000);
  });

  it('non-cash: every account line per account and payment type with its fee; filters by account and type', async () => {
    type Row = {
      no_rekening: string;
      nama_rekening: string;
      jenis: string;
      no_reff: string;
      jumlah_in: number;
      jumlah_out: number;
      fee: number;
    };
    const url = `keuangan/report-non-cash?tgl_from=${DAY}&tgl_to=${DAY}`;
    const rows = (await t.call('GET', url, { token: own })).json() as Row[];
    expect(rows.map((r) => [r.jenis, r.no_reff, r.jumlah_in, r.jumlah_out, r.fee])).toEqual([
      ['DEBIT', docs.b, 2_000_000, 0, 20_000],
      ['KREDIT', docs.c, 2_000_000, 0, 0],
      ['KREDIT', docs.c, 0, 2_000_000, 0],
      ['TRANSFER', docs.t2, 300_000, 0, 0],
      ['TRANSFER', docs.bank, 1_000_000, 0, 0],
    ]);
    expect(rows.every((r) => r.no_rekening === '123' && r.nama_rekening === 'TOKO BCA')).toBe(true);
    expect(rows.reduce((s, r) => s + r.fee, 0)).toBe(20_000);
    // any module's account line names its type last; its reversal takes the type of the document's earlier lines
    const before = addDays(DAY, -1);
    await kas(before, [
      {
        jenis: 'MASUK',
        kategori: 'PESANAN',
        deskripsi: 'DP PESANAN DEBIT',
        no_rekening: '123',
        jumlah: 700_000,
        fee: 7_000,
        no_reff: 'PSN-1',
      },
      {
        jenis: 'MASUK',
        kategori: 'SERVICE',
        deskripsi: 'DP SERVICE KREDIT',
        no_rekening: '123',
        jumlah: 50_000,
        no_reff: 'SRV-1',
      },
    ]);
    await kas(before, [
      {
        jenis: 'KELUAR',
        kategori: 'PESANAN',
        deskripsi: 'PENGEMBALIAN DP PESANAN',
        no_rekening: '123',
        jumlah: 700_000,
        no_reff: 'PSN-1',
      },
    ]);
    const other = (
      await t.call('GET', `keuangan/report-non-cash?tgl_from=${before}&tgl_to=${before}`, { token: own })
    ).json() as Row[];
    expect(other.map((r) => [r.jenis, r.no_reff, r.jumlah_in, r.jumlah_out, r.fee])).toEqual([
      ['DEBIT', 'PSN-1', 700_000, 0, 7_000],
      ['DEBIT', 'PSN-1', 0, 700_000, 0],
      ['KREDIT', 'SRV-1', 50_000, 0, 0],
    ]);
    const kredit = (await t.call('GET', `${url}&jenis=KREDIT`, { token: own })).json() as Row[];
    expect(kredit).toHaveLength(2);
    expect((await t.call('GET', `${url}&no_rekening=999`, { token: own })).json()).toEqual([]);
  });
});
