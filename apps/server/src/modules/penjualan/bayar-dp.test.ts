/**
 * Bayar DP at the sales counter (issue 13): a down payment reserves the cart's pieces for the customer (status
 * TITIP, a deposit of jenis DP with total, DP and remainder); only the sale drawing that deposit sells them, at the
 * price fixed with the DP, the DP counted once; cancelling (supervisor) releases them and refunds or keeps the DP.
 */
import { MSG_KAS } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { setSaldoKas } from '../../test/saldo-kas.ts';
import { salesSeed } from '../../test/sales-seed.ts';
import { MSG_TITIP_DP } from './penjualan.service.ts';

let t: TestApp;
let admin: string;
let lain: string;
const SPV = { user_id: 'SPV1', password: 'rahasia-spv' };

const { post, pieces, masters } = salesSeed(
  () => t,
  () => admin,
);
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];

const dpBody = (codes: string[], over: Record<string, unknown> = {}) => ({
  nama_customer: 'rina',
  no_hp: '0813',
  alamat_customer: 'jl. melati 2',
  items: codes.map((kode_barcode) => ({ kode_barcode })),
  dp: 1_000_000,
  payments: [
    { jenis: 'CASH', jumlah: 600_000 },
    { jenis: 'DEBIT', jumlah: 500_000, no_rekening: '123', no_kartu: '4111', fee: 5_000 },
  ],
  ...over,
});
const bayarDp = (body: unknown, headers?: Record<string, string>, token = admin) =>
  t.call('POST', 'titipan/dp', { token, body, headers });
const sell = (codes: string[], payments: unknown[]) =>
  t.call('POST', 'penjualan', {
    token: admin,
    body: {
      kode_sales: 'S01',
      nama_customer: 'rina',
      items: codes.map((kode_barcode) => ({ kode_barcode })),
      payments,
    },
  });
const status = async (code: string) =>
  (
    await q<{ status: string; kode_baki: string }>(`SELECT status, kode_baki FROM barang WHERE kode_barcode = $1`, [
      code,
    ])
  )[0] as { status: string; kode_baki: string };
const kas = (no: string) =>
  q(
    `SELECT jenis, no_rekening, jumlah_in::int AS i, jumlah_out::int AS o, fee::int AS fee FROM kas WHERE no_reff = $1 ORDER BY id`,
    [no],
  );
const batal = async (no: string, batal_dp: 'KEMBALI' | 'HANGUS', jumlah: number) =>
  t.call('POST', 'titipan/kembali', {
    token: admin,
    body: {
      no_titip: no,
      batal_dp,
      otorisasi: await t.otorisasi(admin, {
        ...SPV,
        alasan: 'customer batal',
        jenis: 'KEMBALI_TITIPAN',
        no_ref: no,
        detail: { jumlah },
      }),
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters({ bank: true });
  await t.createUser({ ...SPV, level: 'SPV', kode_toko: 'PST' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  lain = await t.login('LAIN1', 'rahasia-lain');
});
afterAll(() => t?.close());

describe('Bayar DP', () => {
  let codes: string[] = [];
  let no = '';

  it('reserves the pieces, records total, DP and remainder, the DP lines in the cash book, once per key', async () => {
    codes = await pieces(2);
    const headers = { 'Idempotency-Key': 'dp-1' };
    const r = await bayarDp(dpBody(codes), headers);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    no = d.no_titip;
    expect(d).toMatchObject({
      jenis: 'DP',
      nama_customer: 'RINA',
      alamat_customer: 'JL. MELATI 2',
      total_harga: 4_350_000,
      jumlah: 1_000_000,
      kurang: 3_350_000,
      sisa: 1_000_000,
      status: 'AKTIF',
    });
    expect(d.items).toEqual(
      codes.map((kode_barcode) => ({
        kode_barcode,
        nama_barang: 'CINCIN',
        berat: '2.125',
        harga: 2_175_000,
        status: 'DIPESAN',
        no_penjualan: '',
      })),
    );
    const again = await bayarDp(dpBody(codes), headers);
    expect(again.json().data.no_titip).toBe(no);
    expect(await q(`SELECT count(*)::int AS n FROM titipan WHERE jenis = 'DP'`)).toEqual([{ n: 1 }]);
    expect(await kas(no)).toEqual([
      { jenis: 'MASUK', no_rekening: '', i: 600_000, o: 0, fee: 0 },
      { jenis: 'MASUK', no_rekening: '123', i: 500_000, o: 0, fee: 5_000 },
      { jenis: 'KELUAR', no_rekening: '', i: 0, o: 100_000, fee: 0 },
    ]);
    for (const c of codes) expect((await status(c)).status).toBe('TITIP');
    // out of its tray: the counter's scan of saleable stock refuses it, the reserved scan finds it
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: admin })).statusCode).toBe(422);
    expect((await t.call('GET', `barang/scan/${codes[0]}?status=TITIP`, { token: admin })).statusCode).toBe(200);
    // the counter's scan finds it with its deposit and the price fixed with the DP
    const scanned = (await t.call('GET', `penjualan/scan/${codes[0]}`, { token: admin })).json();
    expect(scanned).toMatchObject({ kode_barcode: codes[0], harga_total: 2_175_000, no_titip: no });
    expect((await t.call('GET', `titipan/${no}`, { token: admin })).json()).toMatchObject({
      no_titip: no,
      kurang: 3_350_000,
    });
  });

  it('refuses a DP of the whole price and a piece already reserved', async () => {
    const [c] = await pieces(1);
    const whole = await bayarDp(
      dpBody([c as string], { dp: 2_175_000, payments: [{ jenis: 'CASH', jumlah: 2_175_000 }] }),
    );
    expect(whole.statusCode).toBe(422);
    const twice = await bayarDp(dpBody([codes[0] as string]));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('Titipan DP');
    expect((await status(c as string)).status).toBe('STOCK');
  });

  it('a reserved piece is not sold to another sale, even one drawing another deposit', async () => {
    const cash = await sell([codes[0] as string], [{ jenis: 'CASH', jumlah: 2_175_000 }]);
    expect(cash.statusCode).toBe(422);
    expect(cash.json().message).toBe(MSG_TITIP_DP.bukanTitipan(codes[0] as string, no));
    const other = await post('titipan', { nama_customer: 'joko', jumlah: 3_000_000 });
    const drawn = await sell([codes[0] as string], [{ jenis: 'TITIPAN', jumlah: 2_175_000, no_titip: other.no_titip }]);
    expect(drawn.statusCode).toBe(422);
    expect((await status(codes[0] as string)).status).toBe('TITIP');
  });

  it('settles: the sale drawing the deposit sells the pieces at the fixed price, the DP counted once', async () => {
    // the gold price rises after the DP: the reserved pieces keep the price fixed with it
    await q(`UPDATE master_group SET harga = 1100000 WHERE kode_group = 'E75'`);
    const over = await sell(codes, [
      { jenis: 'TITIPAN', jumlah: 1_000_000, no_titip: no },
      { jenis: 'TITIPAN', jumlah: 1, no_titip: no },
      { jenis: 'CASH', jumlah: 3_349_999 },
    ]);
    expect(over.statusCode).toBe(422);
    // one of the two reserved pieces alone: the deposit would be spent with the other still reserved
    const one = await sell(
      [codes[0] as string],
      [
        { jenis: 'TITIPAN', jumlah: 1_000_000, no_titip: no },
        { jenis: 'CASH', jumlah: 1_175_000 },
      ],
    );
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toBe(MSG_TITIP_DP.semuaBarang(no, codes[1] as string));
    const r = await sell(codes, [
      { jenis: 'TITIPAN', jumlah: 1_000_000, no_titip: no },
      { jenis: 'CASH', jumlah: 3_350_000 },
    ]);
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s.total_harga).toBe(4_350_000);
    expect(s.kembalian).toBe(0);
    expect(await kas(s.no_faktur_group)).toEqual([{ jenis: 'MASUK', no_rekening: '', i: 3_350_000, o: 0, fee: 0 }]);
    expect(await q(`SELECT terpakai::int, status FROM titipan WHERE no_titip = $1`, [no])).toEqual([
      { terpakai: 1_000_000, status: 'TERPAKAI' },
    ]);
    expect(await q(`SELECT status, no_penjualan FROM titipan_barang WHERE no_titip = $1`, [no])).toEqual([
      { status: 'TERJUAL', no_penjualan: s.no_faktur_group },
      { status: 'TERJUAL', no_penjualan: s.no_faktur_group },
    ]);
    for (const c of codes) expect((await status(c)).status).toBe('TERJUAL');

    // the sale cancelled: the draw comes back and the pieces are reserved again
    const fj = s.no_faktur_group as string;
    const cancel = await t.call('POST', 'penjualan/batal', {
      token: admin,
      body: {
        no_faktur_group: fj,
        otorisasi: await t.otorisasi(admin, { ...SPV, alasan: 'salah', jenis: 'BATAL_JUAL', no_ref: fj }),
      },
    });
    expect(cancel.statusCode).toBe(200);
    for (const c of codes) expect((await status(c)).status).toBe('TITIP');
    expect(await q(`SELECT terpakai::int, status FROM titipan WHERE no_titip = $1`, [no])).toEqual([
      { terpakai: 0, status: 'AKTIF' },
    ]);
  });

  it('cancel refunding the DP: the supervisor approves the amount, the pieces go back to their tray', async () => {
    // a grant for keeping the DP does not pay it back
    const wrong = await batal(no, 'KEMBALI', 0);
    expect(wrong.statusCode).toBe(422);
    const r = await batal(no, 'KEMBALI', 1_000_000);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ no_titip: no, dikembalikan: 1_000_000, hangus: 0 });
    // paid back through the accounts it came in by
    expect((await kas(no)).slice(3)).toEqual([
      { jenis: 'KELUAR', no_rekening: '', i: 0, o: 500_000, fee: 0 },
      { jenis: 'KELUAR', no_rekening: '123', i: 0, o: 500_000, fee: 0 },
    ]);
    for (const c of codes) expect(await status(c)).toEqual({ status: 'STOCK', kode_baki: 'B1' });
    expect(await q(`SELECT DISTINCT status FROM titipan_barang WHERE no_titip = $1`, [no])).toEqual([
      { status: 'DILEPAS' },
    ]);
    expect((await batal(no, 'KEMBALI', 1_000_000)).statusCode).toBe(422);
    // released: anyone may buy them now
    expect((await sell([codes[0] as string], [{ jenis: 'CASH', jumlah: 2_420_000 }])).statusCode).toBe(200);
  });

  it('cancel keeping the DP (HANGUS): recorded on the deposit, no cash moves, the deposit cannot pay', async () => {
    const [c] = await pieces(1);
    const d = (
      await bayarDp(dpBody([c as string], { dp: 500_000, payments: [{ jenis: 'CASH', jumlah: 500_000 }] }))
    ).json().data;
    const r = await batal(d.no_titip, 'HANGUS', 0);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({ no_titip: d.no_titip, dikembalikan: 0, hangus: 500_000 });
    expect(await kas(d.no_titip)).toEqual([{ jenis: 'MASUK', no_rekening: '', i: 500_000, o: 0, fee: 0 }]);
    const row = (await t.call('GET', `titipan/${d.no_titip}`, { token: admin })).json();
    expect(row).toMatchObject({ status: 'HANGUS', hangus: 500_000, dikembalikan: 0, sisa: 0 });
    expect((await status(c as string)).status).toBe('STOCK');
    const pay = await sell([c as string], [{ jenis: 'TITIPAN', jumlah: 500_000, no_titip: d.no_titip }]);
    expect(pay.statusCode).toBe(422);
    // a plain deposit (Titip Uang) is only paid back
    const plain = await post('titipan', { nama_customer: 'ani', jumlah: 100_000 });
    expect((await batal(plain.no_titip, 'HANGUS', 0)).statusCode).toBe(422);
  });

  it('another store neither reads, cancels nor reserves this store’s deposits and pieces', async () => {
    const [c] = await pieces(1);
    const d = (
      await bayarDp(dpBody([c as string], { dp: 500_000, payments: [{ jenis: 'CASH', jumlah: 500_000 }] }))
    ).json().data;
    expect((await t.call('GET', `titipan/${d.no_titip}`, { token: lain })).statusCode).toBe(404);
    const refund = await t.call('POST', 'titipan/kembali', {
      token: lain,
      body: { no_titip: d.no_titip, otorisasi: { otorisasi_id: '00000000-0000-0000-0000-000000000000' } },
    });
    expect(refund.statusCode).toBe(404);
    const other = await bayarDp(
      dpBody([c as string], { dp: 500_000, payments: [{ jenis: 'CASH', jumlah: 500_000 }] }),
      undefined,
      lain,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(`Barcode ${c} Bukan Barang Toko Ini`);
    expect((await status(c as string)).status).toBe('TITIP');
  });
});

describe('field 3: a refund leaves the drawer only with money the drawer holds', () => {
  it('field 3: refunding a DP in cash is refused as Kas Keluar refuses when the drawer lacks it; nothing moves', async () => {
    const codes = await pieces(1);
    const r = await bayarDp(dpBody(codes, { dp: 500_000, payments: [{ jenis: 'CASH', jumlah: 500_000 }] }));
    expect(r.statusCode, r.body).toBe(200);
    const no = r.json().data.no_titip as string;
    await setSaldoKas(t.db, 'PST', 100_000);
    const refused = await batal(no, 'KEMBALI', 500_000);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(MSG_KAS.laciKurang(100_000, 500_000));
    expect(await q(`SELECT status FROM titipan WHERE no_titip = $1`, [no])).toEqual([{ status: 'AKTIF' }]);
    expect((await status(codes[0] as string)).status).toBe('TITIP');
    // with the money in the drawer the same refund is paid
    await setSaldoKas(t.db, 'PST', 500_000);
    const ok = await batal(no, 'KEMBALI', 500_000);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await kas(no)).at(-1)).toEqual({ jenis: 'KELUAR', no_rekening: '', i: 0, o: 500_000, fee: 0 });
  });
});
