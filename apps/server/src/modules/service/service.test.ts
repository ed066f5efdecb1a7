/**
 * Repairs (issue 13): total = Σ quantity × fee + the store's surcharge %, the amount paid now by payment lines into the
 * cash book exactly once; states by the state machine (no pick-up before SELESAI, never twice, the rest paid at
 * pick-up); cancel only with a supervisor's grant and all money given back; store isolation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testConfig, today } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
let lain: string;
let tanggal: string;
const dir = mkdtempSync('/tmp/kilau-service-');

async function post(url: string, body: unknown, token = admin, method: 'POST' | 'PUT' = 'POST') {
  const r = await t.call(method, url, { token, body });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];

const service = (over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'budi santoso',
  no_hp: '0813',
  alamat_customer: 'jl. melati 2',
  kode_tukang: 'T01',
  items: [
    { nama_barang: 'kalung putus', berat: '5.125', jumlah: 1, ongkos: 150_000, deskripsi: 'sambung' },
    { nama_barang: 'cincin', berat: '2', jumlah: 2, ongkos: 33_333 },
  ],
  dp: 100_000,
  payments: [
    { jenis: 'CASH', jumlah: 60_000 },
    { jenis: 'DEBIT', jumlah: 50_000, no_rekening: '123', no_kartu: '4111', fee: 1_000 },
  ],
  ...over,
});
const create = (body: unknown, headers?: Record<string, string>, token = admin) =>
  t.call('POST', 'service', { token, body, headers });
const put = (url: string, body: unknown, token = admin) => t.call('PUT', url, { token, body });
const grant = (no: string, jumlah: number, token = admin) =>
  t.otorisasi(token, {
    user_id: 'SPV1',
    password: 'rahasia-spv',
    alasan: 'customer batal',
    jenis: 'BATAL_SERVICE',
    no_ref: no,
    detail: { jumlah },
  });
const kasNet = (no: string) =>
  q<{ no_rekening: string; net: number }>(
    `SELECT no_rekening, sum(jumlah_in - jumlah_out)::int AS net FROM kas WHERE no_reff = $1 GROUP BY no_rekening
      ORDER BY no_rekening`,
    [no],
  );
const setPersen = (value: string) =>
  t.call('PUT', 'para-system', { token: admin, body: { values: { PERSEN_SERVICE: value } } });

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ DATA_DIR: dir }) });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  tanggal = today();
  await post('sales', { kode_sales: 'S01', nama_sales: 'DEWI' });
  await post('tukang', { kode_tukang: 'T01', nama_tukang: 'PAK HARUN' });
  await post('tukang', { kode_tukang: 'T02', nama_tukang: 'PAK UDIN' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  lain = await t.login('LAIN1', 'rahasia-lain');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('transaksi service', () => {
  it('totals Σ quantity × fee, takes the DP with CASH + DEBIT into the cash book, once per Idempotency-Key', async () => {
    expect((await t.call('GET', 'service/parameter', { token: admin })).json()).toEqual({
      tanggal,
      persen_tambahan: '0',
    });
    const headers = { 'Idempotency-Key': 'service-1' };
    const r1 = await create(service(), headers);
    expect(r1.statusCode).toBe(200);
    const d = r1.json().data;
    expect(d.no_service).toMatch(/^PST-SV-\d{6}-0001$/);
    expect(d).toMatchObject({
      nama_customer: 'BUDI SANTOSO',
      alamat_customer: 'JL. MELATI 2',
      status: 'MASUK',
      jumlah_barang: 3,
      total_berat: '7.125',
      subtotal: 216_666,
      persen_tambahan: '0',
      biaya_tambahan: 0,
      total: 216_666,
      dp: 100_000,
      kembalian: 10_000,
      sisa: 116_666,
      nama_tukang: 'PAK HARUN',
    });
    expect(d.items.map((i: { subtotal: number }) => i.subtotal)).toEqual([150_000, 66_666]);
    const again = await create(service(), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.no_service).toBe(d.no_service);
    expect(await q(`SELECT count(*)::int AS n FROM service`)).toEqual([{ n: 1 }]);
    const kas = await q(
      `SELECT jenis, kategori, no_rekening, jumlah_in::int AS i, jumlah_out::int AS o, fee::int AS fee FROM kas
        WHERE no_reff = $1 ORDER BY id`,
      [d.no_service],
    );
    expect(kas).toEqual([
      { jenis: 'MASUK', kategori: 'SERVICE', no_rekening: '', i: 60_000, o: 0, fee: 0 },
      { jenis: 'MASUK', kategori: 'SERVICE', no_rekening: '123', i: 50_000, o: 0, fee: 1_000 },
      { jenis: 'KELUAR', kategori: 'SERVICE', no_rekening: '', i: 0, o: 10_000, fee: 0 },
    ]);
  });

  it('adds the store surcharge % as its own line, rounded to the rupiah, fixed on the service', async () => {
    expect((await setPersen('2.5')).statusCode).toBe(200);
    const d = await post('service', service({ dp: 0, payments: [] }));
    // 216 666 × 2.5 % = 5 416.65 → 5 417
    expect(d).toMatchObject({ subtotal: 216_666, persen_tambahan: '2.5', biaya_tambahan: 5_417, total: 222_083 });
    expect(d.payments).toEqual([]);
    expect(await kasNet(d.no_service)).toEqual([]);
    // paid in full at intake: the whole total
    const full = await post('service', service({ dp: 222_083, payments: [{ jenis: 'CASH', jumlah: 222_083 }] }));
    expect(full).toMatchObject({ total: 222_083, dp: 222_083, sisa: 0 });
    expect((await setPersen('0')).statusCode).toBe(200);
    expect(await q(`SELECT persen_tambahan::text AS p FROM service WHERE no_service = $1`, [d.no_service])).toEqual([
      { p: '2.500' },
    ]);
  });

  it('checks the payment lines against the amount paid now and that against the total', async () => {
    const before = await q(`SELECT count(*)::int AS n FROM service`);
    const short = await create(service({ payments: [{ jenis: 'CASH', jumlah: 90_000 }] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Pembayaran Kurang Rp 10,000');
    const nonCash = await create(service({ payments: [{ jenis: 'TRANSFER', jumlah: 110_000, no_rekening: '123' }] }));
    expect(nonCash.statusCode).toBe(422);
    expect(nonCash.json().message).toBe('Pembayaran Non Tunai Melebihi Total Belanja');
    const over = await create(service({ dp: 300_000, payments: [{ jenis: 'CASH', jumlah: 300_000 }] }));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('DP Tidak Boleh Melebihi Total Service');
    const noAccount = await create(service({ payments: [{ jenis: 'KREDIT', jumlah: 100_000, no_rekening: '999' }] }));
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json().message).toBe('Rekening 999 Tidak Ditemukan');
    const noItems = await create(service({ items: [] }));
    expect(noItems.statusCode).toBe(400);
    expect(await q(`SELECT count(*)::int AS n FROM service`)).toEqual(before);
  });

  it('no pick-up before SELESAI; the pick-up pays exactly the rest, once', async () => {
    const no = (await post('service', service())).no_service as string;
    const early = await put('service/ambil', { no_service: no, payments: [{ jenis: 'CASH', jumlah: 116_666 }] });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(`Service ${no} Belum Selesai, Tidak Dapat Diambil`);
    const s = await put('service/selesai', { no_service: no, kode_tukang: 'T02' });
    expect(s.statusCode).toBe(200);
    expect(s.json().data).toMatchObject({ status: 'SELESAI', tgl_selesai: tanggal, kode_tukang: 'T02' });
    expect((await put('service/selesai', { no_service: no })).json().message).toBe(`Service ${no} Sudah Selesai`);
    const short = await put('service/ambil', { no_service: no, payments: [{ jenis: 'CASH', jumlah: 100_000 }] });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Pembayaran Kurang Rp 16,666');
    const ok = await put('service/ambil', {
      no_service: no,
      payments: [
        { jenis: 'TRANSFER', jumlah: 66_666, no_rekening: '123' },
        { jenis: 'CASH', jumlah: 60_000 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const doc = ok.json().data;
    expect(doc).toMatchObject({ status: 'DIAMBIL', pelunasan: 116_666, kembalian_ambil: 10_000, sisa: 0 });
    expect(doc.payments.map((p: { tahap: string; seq: number }) => [p.tahap, p.seq])).toEqual([
      ['MASUK', 1],
      ['MASUK', 2],
      ['AMBIL', 3],
      ['AMBIL', 4],
    ]);
    // the cash book holds the whole total, once
    const net = await kasNet(no);
    expect(net.reduce((s, k) => s + k.net, 0)).toBe(216_666);
    const twice = await put('service/ambil', { no_service: no, payments: [{ jenis: 'CASH', jumlah: 116_666 }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(`Service ${no} Sudah Diambil`);
    expect((await kasNet(no)).reduce((s, k) => s + k.net, 0)).toBe(216_666);
    // picked up: cannot be cancelled any more
    const late = await t.call('POST', 'service/batal', {
      token: admin,
      body: { no_service: no, otorisasi: await grant(no, 216_666) },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(`Service ${no} Sudah Diambil`);
  });

  it('cancel needs a supervisor grant for the amount given back; all money reversed through the cash book', async () => {
    const no = (await post('service', service())).no_service as string;
    const none = await t.call('POST', 'service/batal', { token: admin, body: { no_service: no } });
    expect(none.statusCode).toBe(400);
    // a grant for another amount does not approve this refund
    const wrong = await t.call('POST', 'service/batal', {
      token: admin,
      body: { no_service: no, otorisasi: await grant(no, 0) },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await q(`SELECT status FROM service WHERE no_service = $1`, [no]))[0]).toEqual({ status: 'MASUK' });
    const ok = await t.call('POST', 'service/batal', {
      token: admin,
      body: { no_service: no, otorisasi: await grant(no, 100_000) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'BATAL',
      uang_kembali: 100_000,
      batal_otorisasi: 'SPV1',
      batal_alasan: 'CUSTOMER BATAL',
      sisa: 0,
    });
    expect(await kasNet(no)).toEqual([
      { no_rekening: '', net: 0 },
      { no_rekening: '123', net: 0 },
    ]);
    expect(await q(`SELECT jenis, otorisasi_by FROM otorisasi WHERE no_ref = $1`, [no])).toEqual([
      { jenis: 'BATAL_SERVICE', otorisasi_by: 'SPV1' },
    ]);
    const again = await t.call('POST', 'service/batal', {
      token: admin,
      body: { no_service: no, otorisasi: await grant(no, 100_000) },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(`Service ${no} Sudah Dibatalkan`);
    expect((await put('service/selesai', { no_service: no })).statusCode).toBe(422);
  });

  it('never shows or changes a service of another store', async () => {
    const no = (await post('service', service())).no_service as string;
    expect((await t.call('GET', `service/get/by-no/${no}`, { token: lain })).statusCode).toBe(404);
    expect((await put('service/selesai', { no_service: no }, lain)).statusCode).toBe(404);
    expect(
      (await put('service/ambil', { no_service: no, payments: [{ jenis: 'CASH', jumlah: 116_666 }] }, lain)).statusCode,
    ).toBe(404);
    const list = await t.call('GET', `service/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}`, { token: lain });
    expect(list.json()).toEqual({ data: [], count: 0 });
    const v = await put('service/validasi', { nomor: [no] }, lain);
    expect(v.json().data.jumlah).toBe(0);
    // another store's sales and accounts are not this store's
    const foreign = await create(service(), undefined, lain);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Sales S01 Tidak Ditemukan');
    expect((await t.call('GET', `service/foto/${no}/1`, { token: lain })).statusCode).toBe(404);
  });

  it('keeps an item photo (JPEG only) readable by the store', async () => {
    const no = (await post('service', service())).no_service as string;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
    const headers = { 'content-type': 'image/jpeg' };
    const bad = await t.call('PUT', `service/foto/${no}/1`, { token: admin, body: Buffer.from('hello'), headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Foto Harus Berformat JPEG');
    expect((await t.call('PUT', `service/foto/${no}/9`, { token: admin, body: jpeg, headers })).statusCode).toBe(404);
    const up = await t.call('PUT', `service/foto/${no}/1`, { token: admin, body: jpeg, headers });
    expect(up.statusCode).toBe(200);
    const doc = (await t.call('GET', `service/get/by-no/${no}`, { token: admin })).json();
    expect(doc.items.map((i: { ada_foto: boolean }) => i.ada_foto)).toEqual([true, false]);
    const got = await t.call('GET', `service/foto/${no}/1`, { token: admin });
    expect(got.statusCode).toBe(200);
    expect(Buffer.from(got.rawPayload).equals(jpeg)).toBe(true);
    expect((await t.call('GET', `service/foto/${no}/2`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `service/foto/${no}/1`, { token: lain })).statusCode).toBe(404);
  });

  it('lists a period by status, validation and customer, paged', async () => {
    const base = `service/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}`;
    const all = (await t.call('GET', base, { token: admin })).json();
    expect(all.count).toBeGreaterThanOrEqual(6);
    expect((await t.call('GET', `${base}&status=BATAL`, { token: admin })).json().count).toBe(1);
    expect((await t.call('GET', `${base}&status=DIAMBIL`, { token: admin })).json().count).toBe(1);
    const open = (await t.call('GET', `${base}&status_valid=OPEN`, { token: admin })).json();
    expect(open.count).toBe(all.count - 1);
    const page = (await t.call('GET', `${base}&limit=2&skip=1`, { token: admin })).json();
    expect(page.data).toHaveLength(2);
    expect(page.count).toBe(all.count);
    expect(page.data[0].no_service).toBe(all.data[1].no_service);
    expect((await t.call('GET', `${base}&q=budi`, { token: admin })).json().count).toBe(all.count);
    expect((await t.call('GET', `${base}&q=joko`, { token: admin })).json().count).toBe(0);
  });

  it('the dashboard chart sums the services of the day, cancelled ones left out', async () => {
    const live = await q<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, sum(total)::bigint AS total FROM service WHERE status <> 'BATAL'`,
    );
    const chart = (await t.call('GET', 'service/chart?type=today', { token: admin })).json();
    expect(chart).toMatchObject({ value: Number(live[0]?.total), jumlah: live[0]?.n });
  });

  it('open services block the close until validated; the reports and the end-of-day section list them', async () => {
    const range = `tgl_from=${tanggal}&tgl_to=${tanggal}`;
    const ambil = (await t.call('GET', `service/report-ambil?${range}`, { token: admin })).json();
    expect(ambil).toHaveLength(1);
    expect(ambil[0]).toMatchObject({ total: 216_666, dp: 100_000, pelunasan: 116_666, nama_tukang: 'PAK UDIN' });
    const batal = (await t.call('GET', `service/report-batal?${range}`, { token: admin })).json();
    expect(batal).toHaveLength(1);
    expect(batal[0]).toMatchObject({ uang_kembali: 100_000, batal_otorisasi: 'SPV1' });
    const selesai = (await t.call('GET', `service/report-selesai?${range}&status=DIAMBIL`, { token: admin })).json();
    expect(selesai).toHaveLength(1);
    const masuk = (await t.call('GET', `service/report-masuk?${range}&kode_sales=S01`, { token: admin })).json();
    expect(masuk.length).toBeGreaterThanOrEqual(6);
    expect((await t.call('GET', `service/report-services?${range}&kode_sales=XX`, { token: admin })).json()).toEqual(
      [],
    );

    const open = await q<{ no_service: string }>(`SELECT no_service FROM service WHERE status <> 'BATAL'`);
    const blocked = await put('system/close', { PROSES: 'close' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      `Masih Ada ${open.length} Service Yang Belum Divalidasi, Silahkan Validasi Di Menu Validasi Jual Beli`,
    );
    const v = await put('service/validasi', { nomor: open.map((o) => o.no_service) });
    expect(v.json().data.jumlah).toBe(open.length);
    const closed = await put('system/close', { PROSES: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    const eod = await q<{ data: { sections: { key: string; figures: { key: string; value: unknown }[] }[] } }>(
      `SELECT data FROM eod_report WHERE kode_toko = 'PST'`,
    );
    const sec = eod[0]?.data.sections.find((s) => s.key === 'service');
    const fig = Object.fromEntries((sec?.figures ?? []).map((f) => [f.key, f.value]));
    expect(fig).toMatchObject({
      masuk: open.length + 1,
      diambil: 1,
      pelunasan: 116_666,
      batal: 1,
      uang_kembali: 100_000,
    });
  });
});
