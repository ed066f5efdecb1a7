/**
 * Loans against gold (issue 14): collateral valued at the fine gold price and held in custody (never barang), the
 * maximum loan and the rate from kondisi pinjaman, money out and in through the cash book exactly once, repay /
 * cancel repayment (supervisor) / renew / forfeit (after grace, supervisor) by the state rules, store isolation,
 * the close refusing unvalidated loans, the reports, the EOD section and the yearly numbering across a year change.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { addDays, formatTanggal } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig, today } from '../../test/helpers.ts';
import { setSaldoKas } from '../../test/saldo-kas.ts';

let t: TestApp;
let admin: string;
let lain: string;
let tanggal: string;
let yy: string;
const dir = mkdtempSync('/tmp/kilau-hutang-');

async function post(url: string, body: unknown, token = admin) {
  const r = await t.call('POST', url, { token, body });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const setDay = (d: string) => q(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [d]);
const setPara = (values: Record<string, string>) => t.call('PUT', 'para-system', { token: admin, body: { values } });

const loan = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'siti aminah',
  no_hp: '0812',
  items: [
    { nama_barang: 'cincin', kadar: '75', berat: '1', jumlah: 1 },
    { nama_barang: 'gelang', kadar: '70', berat: '2.5', jumlah: 2 },
  ],
  pokok: 250_000,
  ...over,
});
const create = (body: unknown, headers?: Record<string, string>, token = admin) =>
  t.call('POST', 'hutang', { token, body, headers });
const grant = (jenis: string, no: string, jumlah: number) =>
  t.otorisasi(admin, {
    user_id: 'SPV1',
    password: 'rahasia-spv',
    alasan: 'disetujui',
    jenis,
    no_ref: no,
    detail: { jumlah },
  });
const kasOf = (no: string) =>
  q<{ jenis: string; no_rekening: string; i: number; o: number; fee: number }>(
    `SELECT jenis, no_rekening, jumlah_in::int AS i, jumlah_out::int AS o, fee::int AS fee FROM kas
      WHERE no_reff = $1 AND kategori = 'HUTANG' ORDER BY id`,
    [no],
  );

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ DATA_DIR: dir }) });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  tanggal = today();
  yy = tanggal.slice(2, 4);
  await post('group', {
    kode_group: 'E24',
    nama_group: 'EMAS 24',
    jenis_group: 'EMAS',
    harga: 1_100_000,
    persentase: '100',
  });
  await post('group', {
    kode_group: 'E75',
    nama_group: 'EMAS 75',
    jenis_group: 'EMAS',
    harga: 900_000,
    persentase: '75',
  });
  await post('harga-emas', { tanggal, kode_group: 'E24', harga_jual: 1_100_000, harga_beli: 1_000_000 });
  await post('harga-emas', { tanggal, kode_group: 'E75', harga_jual: 900_000, harga_beli: 700_000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('parapinjaman', {
    kode_pinjaman: 'A',
    nominal_dari: 0,
    nominal_sampai: 500_000,
    bunga_persen: '4',
    lama_pinjam: 30,
    persen_max_pinjaman: '80',
  });
  await post('parapinjaman', {
    kode_pinjaman: 'B',
    nominal_dari: 500_001,
    nominal_sampai: 50_000_000,
    bunga_persen: '3',
    lama_pinjam: 60,
    persen_max_pinjaman: '80',
  });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  lain = await t.login('LAIN1', 'rahasia-lain');
  // the day's opening money: loans leave the drawer and the account only with money they hold
  await setSaldoKas(t.db, 'PST', 10_000_000);
  await setSaldoKas(t.db, 'PST', 10_000_000, '123');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

let no1 = '';
let no2 = '';
let no3 = '';

describe('transaksi hutang', () => {
  it('values the collateral at the fine gold price, pays the loan out of the drawer once per Idempotency-Key', async () => {
    const p = (await t.call('GET', 'hutang/parameter', { token: admin })).json();
    expect(p).toMatchObject({ tanggal, harga_emas_gram: 1_000_000, persen_max: '80', pembulatan: 1000, tenggang: 7 });
    expect(p.kondisi).toHaveLength(2);
    const barang = await q(`SELECT count(*)::int AS n FROM barang`);
    const headers = { 'Idempotency-Key': 'hutang-1' };
    const r = await create(loan(), headers);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    no1 = d.no_hutang;
    expect(no1).toBe(`PST-PI${yy}-00001`);
    expect(d).toMatchObject({
      kode_member: 'NONMEMBER',
      nama_customer: 'SITI AMINAH',
      no_hutang_lama: '',
      kode_pinjaman: 'A',
      bunga_persen: '4',
      lama_hari: 30,
      tgl_jatuh_tempo: addDays(tanggal, 30),
      jumlah_barang: 3,
      total_berat: '3.500',
      total_berat_murni: '2.500',
      nilai_jaminan: 2_500_000,
      pokok: 250_000,
      tagihan_jatuh_tempo: 260_000,
      tagihan_hari_ini: 250_000,
      status: 'AKTIF',
      cara_bayar: 'CASH',
    });
    expect(d.items.map((i: { nilai: number }) => i.nilai)).toEqual([750_000, 1_750_000]);
    const again = await create(loan(), headers);
    expect(again.json().data.no_hutang).toBe(no1);
    expect(await q(`SELECT count(*)::int AS n FROM hutang`)).toEqual([{ n: 1 }]);
    expect(await kasOf(no1)).toEqual([{ jenis: 'KELUAR', no_rekening: '', i: 0, o: 250_000, fee: 0 }]);
    // the dashboard's loan chart counts the money lent today
    expect((await t.call('GET', 'hutang/chart?type=today', { token: admin })).json()).toMatchObject({
      value: 250_000,
      jumlah: 1,
    });
    // custody: the pledged pieces are not barang — nothing to sell, move or count
    expect(await q(`SELECT count(*)::int AS n FROM barang`)).toEqual(barang);
    const search = (await t.call('GET', 'barang/search?q=CINCIN', { token: admin })).json();
    expect(JSON.stringify(search)).not.toContain('CINCIN');
  });

  it('refuses more than PERSEN_MAX_PINJAMAN % of the value, a rate override unless allowed, an amount without kondisi', async () => {
    const over = await create(loan({ pokok: 2_000_001 }));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Jumlah Pinjaman Melebihi Maksimal Pinjaman Rp 2,000,000');
    const rate = await create(loan({ bunga_persen: '2' }));
    expect(rate.statusCode).toBe(422);
    expect(rate.json().message).toBe('Bunga Tidak Boleh Diubah, Ikuti Master Kondisi Pinjaman');
    expect((await setPara({ PERSEN_MAX_PINJAMAN: '90' })).statusCode).toBe(200);
    const none = await create(
      loan({ items: [{ nama_barang: 'emas batang', kadar: '100', berat: '60', jumlah: 1 }], pokok: 50_000_001 }),
    );
    expect(none.json().message).toBe('Tidak Ada Kondisi Pinjaman Untuk Nominal Rp 50,000,001');
    const max = await create(loan({ pokok: 2_250_000, cara_bayar: 'TRANSFER', no_rekening: '123' }));
    expect(max.statusCode, max.body).toBe(200);
    no2 = max.json().data.no_hutang;
    expect(max.json().data).toMatchObject({ kode_pinjaman: 'B', bunga_persen: '3', lama_hari: 60, persen_max: '90' });
    expect(await kasOf(no2)).toEqual([{ jenis: 'KELUAR', no_rekening: '123', i: 0, o: 2_250_000, fee: 0 }]);
    expect((await setPara({ HUTANG_UBAH_BUNGA: 'true' })).statusCode).toBe(200);
    const own = await create(loan({ bunga_persen: '2.5', lama_hari: 10 }));
    expect(own.statusCode, own.body).toBe(200);
    no3 = own.json().data.no_hutang;
    expect(own.json().data).toMatchObject({
      bunga_persen: '2.5',
      lama_hari: 10,
      tgl_jatuh_tempo: addDays(tanggal, 10),
    });
    expect(no3).toBe(`PST-PI${yy}-00003`);
  });

  it('repays with interest to today (CASH + DEBIT with fee), once; batal lunas needs the supervisor', async () => {
    await setDay(addDays(tanggal, 20));
    const doc = (await t.call('GET', `hutang/get/by-no/${no1}`, { token: admin })).json();
    // 250,000 at 4 % for 20 days = 256,667 → up to 257,000 (PEMBULATAN_HUTANG 1000)
    expect(doc).toMatchObject({ hari_berjalan: 20, bunga_hari_ini: 7_000, tagihan_hari_ini: 257_000 });
    const short = await t.call('PUT', 'hutang/pelunasan', {
      token: admin,
      body: { no_hutang: no1, payments: [{ jenis: 'CASH', jumlah: 256_999 }] },
    });
    expect(short.statusCode).toBe(422);
    const payments = [
      { jenis: 'CASH', jumlah: 200_000 },
      { jenis: 'DEBIT', jumlah: 57_000, no_rekening: '123', no_kartu: '4111', fee: 1_500 },
    ];
    const r = await t.call('PUT', 'hutang/pelunasan', { token: admin, body: { no_hutang: no1, payments } });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.status).toBe('LUNAS');
    expect(d.lunas).toMatchObject([
      { jenis: 'PELUNASAN', hari: 20, pokok: 250_000, bunga: 7_000, total: 257_000, fee: 1_500 },
    ]);
    const noLunas = d.lunas[0].no_lunas;
    expect(await kasOf(noLunas)).toEqual([
      { jenis: 'MASUK', no_rekening: '', i: 200_000, o: 0, fee: 0 },
      { jenis: 'MASUK', no_rekening: '123', i: 57_000, o: 0, fee: 1_500 },
    ]);
    const twice = await t.call('PUT', 'hutang/pelunasan', { token: admin, body: { no_hutang: no1, payments } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(`Hutang ${no1} Sudah Lunas`);

    const noGrant = await t.call('POST', 'hutang/batal-lunas', { token: admin, body: { no_hutang: no1 } });
    expect(noGrant.statusCode).toBe(400);
    const wrong = await grant('BATAL_LUNAS_HUTANG', no1, 1);
    const refused = await t.call('POST', 'hutang/batal-lunas', {
      token: admin,
      body: { no_hutang: no1, otorisasi: wrong },
    });
    expect(refused.statusCode).toBe(422);
    expect((await q(`SELECT status FROM hutang WHERE no_hutang = $1`, [no1]))[0]).toEqual({ status: 'LUNAS' });
    const ok = await grant('BATAL_LUNAS_HUTANG', no1, 257_000);
    const b = await t.call('POST', 'hutang/batal-lunas', { token: admin, body: { no_hutang: no1, otorisasi: ok } });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data).toMatchObject({ status: 'AKTIF', tagihan_hari_ini: 257_000 });
    expect(b.json().data.lunas[0]).toMatchObject({ status: 'BATAL', batal_otorisasi: 'SPV1' });
    const net = await q(
      `SELECT sum(jumlah_in - jumlah_out)::int AS n FROM kas WHERE no_reff = $1 GROUP BY no_rekening`,
      [noLunas],
    );
    expect(net).toEqual([{ n: 0 }, { n: 0 }]);
  });

  it('renews: interest to date paid, a new loan carries the old number, the collateral stays in custody', async () => {
    await setDay(addDays(tanggal, 25));
    // 250,000 at 4 % for 25 days = 8,333.33 → 258,333 → 259,000: the interest is 9,000
    const r = await t.call('POST', 'hutang/peremajaan', {
      token: admin,
      body: { no_hutang: no1, lama_hari: 15, payments: [{ jenis: 'CASH', jumlah: 10_000 }] },
    });
    expect(r.statusCode, r.body).toBe(200);
    const baru = r.json().data;
    expect(baru).toMatchObject({
      no_hutang: `PST-PI${yy}-00004`,
      no_hutang_lama: no1,
      tanggal: addDays(tanggal, 25),
      lama_hari: 15,
      pokok: 250_000,
      status: 'AKTIF',
      cara_bayar: 'PEREMAJAAN',
      jumlah_barang: 3,
    });
    const old = (await t.call('GET', `hutang/get/by-no/${no1}`, { token: admin })).json();
    expect(old.status).toBe('DIPERBARUI');
    const l = old.lunas.find((x: { jenis: string }) => x.jenis === 'PEREMAJAAN');
    expect(l).toMatchObject({ bunga: 9_000, total: 9_000, kembalian: 1_000, no_hutang_baru: baru.no_hutang });
    expect(await kasOf(l.no_lunas)).toEqual([
      { jenis: 'MASUK', no_rekening: '', i: 10_000, o: 0, fee: 0 },
      { jenis: 'KELUAR', no_rekening: '', i: 0, o: 1_000, fee: 0 },
    ]);
    expect(await kasOf(baru.no_hutang)).toEqual([]);
    const again = await t.call('POST', 'hutang/peremajaan', { token: admin, body: { no_hutang: no1, payments: [] } });
    expect(again.json().message).toBe(`Hutang ${no1} Sudah Diperbarui`);
    expect(await q(`SELECT count(*)::int AS n FROM barang`)).toEqual([{ n: 0 }]);
  });

  it('forfeits only after the grace days and with a supervisor: the collateral becomes stock in sortir', async () => {
    // no3 is due at +10, grace 7 days: forfeit from +18
    await setDay(addDays(tanggal, 17));
    const list = (
      await t.call('GET', `hutang/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}&terlambat=true`, { token: admin })
    ).json();
    expect(list.data.map((h: { no_hutang: string }) => h.no_hutang)).toEqual([no3]);
    expect(list.data[0].terlambat).toBe(true);
    const body = { no_hutang: no3, kode_gudang: 'SRT', kode_baki: 'S1', kode_dept: 'CC' };
    const early = await t.call('POST', 'hutang/lelang', {
      token: admin,
      body: { ...body, otorisasi: await grant('LELANG_HUTANG', no3, 250_000) },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      `Hutang Belum Melewati Masa Tenggang, Dapat Dilelang Mulai ${formatTanggal(addDays(tanggal, 18))}`,
    );
    // field 39: the day as on every receipt (`26 November 2026`), never DD-MM-YYYY
    expect(early.json().message).toMatch(/Mulai \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await setDay(addDays(tanggal, 18));
    const noGrant = await t.call('POST', 'hutang/lelang', {
      token: admin,
      body: { ...body, otorisasi: { otorisasi_id: '00000000-0000-0000-0000-000000000000' } },
    });
    expect(noGrant.statusCode).toBe(422);
    const r = await t.call('POST', 'hutang/lelang', {
      token: admin,
      body: { ...body, otorisasi: await grant('LELANG_HUTANG', no3, 250_000) },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'LELANG', lelang_otorisasi: 'SPV1' });
    const pieces = await q(
      `SELECT nama_barang, berat::text AS berat, kadar::float8 AS kadar, status, perolehan, no_ref, kode_baki FROM barang ORDER BY kode_barcode`,
    );
    expect(pieces).toEqual([
      {
        nama_barang: 'CINCIN',
        berat: '1.000',
        kadar: 75,
        status: 'SORTIR',
        perolehan: 'LELANG_HUTANG',
        no_ref: no3,
        kode_baki: 'S1',
      },
      {
        nama_barang: 'GELANG',
        berat: '2.500',
        kadar: 70,
        status: 'SORTIR',
        perolehan: 'LELANG_HUTANG',
        no_ref: no3,
        kode_baki: 'S1',
      },
    ]);
    expect(await q(`SELECT jenis, status_ke FROM barang_ledger WHERE no_ref = $1`, [no3])).toEqual([
      { jenis: 'BELI', status_ke: 'SORTIR' },
      { jenis: 'BELI', status_ke: 'SORTIR' },
    ]);
    expect(r.json().data.items.every((i: { kode_barcode: string | null }) => i.kode_barcode)).toBe(true);
  });

  it('never shows or touches another store’s loans', async () => {
    expect((await t.call('GET', `hutang/get/by-no/${no2}`, { token: lain })).statusCode).toBe(404);
    const pay = await t.call('PUT', 'hutang/pelunasan', {
      token: lain,
      body: { no_hutang: no2, payments: [{ jenis: 'CASH', jumlah: 9_000_000 }] },
    });
    expect(pay.statusCode).toBe(404);
    const page = (
      await t.call('GET', `hutang/paginated?tgl_from=2000-01-01&tgl_to=2100-01-01`, { token: lain })
    ).json();
    expect(page).toEqual({ data: [], count: 0 });
  });

  it('keeps a pledged piece’s photo (JPEG only), readable by the store only', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
    const headers = { 'content-type': 'image/jpeg' };
    const bad = await t.call('PUT', `hutang/foto/${no2}/1`, { token: admin, body: Buffer.from('hello'), headers });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('PUT', `hutang/foto/${no2}/9`, { token: admin, body: jpeg, headers })).statusCode).toBe(404);
    expect((await t.call('PUT', `hutang/foto/${no2}/1`, { token: admin, body: jpeg, headers })).statusCode).toBe(200);
    const d = (await t.call('GET', `hutang/get/by-no/${no2}`, { token: admin })).json();
    expect(d.items.map((i: { ada_foto: boolean }) => i.ada_foto)).toEqual([true, false]);
    const got = await t.call('GET', `hutang/foto/${no2}/1`, { token: admin });
    expect(Buffer.from(got.rawPayload).equals(jpeg)).toBe(true);
    expect((await t.call('GET', `hutang/foto/${no2}/1`, { token: lain })).statusCode).toBe(404);
  });

  it('flags the margin alert when the collateral at today’s price falls below what is owed', async () => {
    expect((await t.call('GET', 'hutang/margin-alert', { token: admin })).json().data).toEqual([]);
    await post('harga-emas', {
      tanggal: addDays(tanggal, 18),
      kode_group: 'E24',
      harga_jual: 1_000_000,
      harga_beli: 900_000,
    });
    const alert = (await t.call('GET', 'hutang/margin-alert', { token: admin })).json().data;
    // no2: 2,250,000 owed + interest, collateral 2.5 g fine × 900,000 = 2,250,000
    expect(alert.map((h: { no_hutang: string }) => h.no_hutang)).toEqual([no2]);
    expect(alert[0]).toMatchObject({ nilai_jaminan_kini: 2_250_000, margin_alert: true });
  });

  it('reports, the close refusing unvalidated loans, the end-of-day section', async () => {
    const range = `tgl_from=${tanggal}&tgl_to=${addDays(tanggal, 30)}`;
    const trx = (await t.call('GET', `hutang/report-transaksi?${range}`, { token: admin })).json();
    expect(trx.map((r: { no_hutang: string }) => r.no_hutang)).toEqual([no1, no2, no3, `PST-PI${yy}-00004`]);
    const stock = (await t.call('GET', `hutang/report-stock?${range}`, { token: admin })).json();
    expect(stock.map((r: { no_hutang: string }) => r.no_hutang)).toEqual([
      no2,
      no2,
      `PST-PI${yy}-00004`,
      `PST-PI${yy}-00004`,
    ]);
    expect(stock[0]).toMatchObject({ berat_murni: 0.75, harga_emas_gram: 900_000, nilai_kini: 675_000 });
    const lunas = (await t.call('GET', `hutang/report-lunas?${range}`, { token: admin })).json();
    expect(lunas).toMatchObject([{ jenis: 'PEREMAJAAN', bunga: 9_000 }]);
    const batal = (await t.call('GET', `hutang/report-batal?${range}`, { token: admin })).json();
    expect(batal).toMatchObject([{ no_hutang: no1, total: 257_000, batal_otorisasi: 'SPV1' }]);

    // the close runs on the real day: the loans made that day (the renewal was made later) wait for validation
    await setDay(tanggal);
    const blocked = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      'Masih Ada 3 Hutang Yang Belum Divalidasi, Silahkan Validasi Di Menu Validasi Hutang',
    );
    expect(blocked.json().belum_valid ?? blocked.json().data?.belum_valid).toHaveLength(3);
    const v = await t.call('PUT', 'hutang/validasi', {
      token: admin,
      body: { nomor: [no1, no2, no3, `PST-PI${yy}-00004`] },
    });
    expect(v.json().data.jumlah).toBe(4);
    const closed = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const eod = await q<{ data: { sections: { key: string; figures: { key: string; value: unknown }[] }[] } }>(
      `SELECT data FROM eod_report WHERE kode_toko = 'PST'`,
    );
    const sec = eod[0]?.data.sections.find((s) => s.key === 'hutang');
    const fig = Object.fromEntries((sec?.figures ?? []).map((f) => [f.key, f.value]));
    expect(fig).toMatchObject({
      baru: 3,
      pokok_baru: 2_750_000,
      lelang: 0,
      aktif: 2,
      pokok_aktif: 2_500_000,
      qty_jaminan: 6,
      berat_jaminan: '7.000',
    });
  });

  it('numbers loans per year: the first loan of a new year is 00001 again', async () => {
    const next = `${Number(tanggal.slice(0, 4)) + 1}-01-01`;
    await setDay(next);
    admin = await t.login('ADMIN', ADMIN_PASSWORD); // the close ended the sessions
    const r = await create(loan());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.no_hutang).toBe(`PST-PI${next.slice(2, 4)}-00001`);
    const r2 = await create(loan());
    expect(r2.json().data.no_hutang).toBe(`PST-PI${next.slice(2, 4)}-00002`);
  });
});

describe('field 3 / field 38: a loan leaves a book only with money the book holds', () => {
  it('field 3: a cash loan the drawer cannot pay is refused as Kas Keluar refuses it; the exact balance pays it', async () => {
    await setSaldoKas(t.db, 'PST', 100_000);
    const count = () => q(`SELECT count(*)::int AS n FROM hutang`);
    const before = await count();
    const r = await create(loan({ pokok: 250_000 }));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toMatch(/^Saldo Kas Di Laci Tidak Cukup: Saldo Rp 100.000, Diminta Rp 250.000$/);
    expect(await count()).toEqual(before);
    await setSaldoKas(t.db, 'PST', 250_000);
    const ok = await create(loan({ pokok: 250_000 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      await q(
        `SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::int AS s FROM kas WHERE kode_toko = 'PST' AND no_rekening = ''`,
      ),
    ).toEqual([{ s: 0 }]);
  });

  it('field 38: a loan paid by transfer is refused when the store account’s book lacks the money', async () => {
    await setSaldoKas(t.db, 'PST', 5_000_000);
    await setSaldoKas(t.db, 'PST', 100_000, '123');
    const r = await create(loan({ pokok: 250_000, cara_bayar: 'TRANSFER', no_rekening: '123' }));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toMatch(/^Saldo Rekening 123 Tidak Cukup: Saldo Rp 100.000, Diminta Rp 250.000$/);
  });
});
