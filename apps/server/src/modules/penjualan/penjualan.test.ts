import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;

const { post, pieces, masters } = salesSeed(
  () => t,
  () => admin,
);
const sale = (codes: string[], payments: unknown[], over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'budi',
  no_hp: '0812',
  items: codes.map((kode_barcode) => ({ kode_barcode })),
  payments,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters({ e24: true, bank: true, member: true });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createUser({ user_id: 'KSR1', level: 'KSR', kode_toko: 'PST', password: 'rahasia-ksr' });
});
afterAll(() => t.close());

describe('transaksi penjualan', () => {
  it('prices pieces by weight, group price and rounding; numbers the invoice; marks the pieces sold', async () => {
    const codes = await pieces(2);
    const scan = (await t.call('GET', `penjualan/scan/${codes[0]}`, { token: admin })).json();
    expect(scan).toMatchObject({ harga_gram: 1_000_000, harga_total: 2_175_000 });
    const r = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(codes, [{ jenis: 'CASH', jumlah: 4_400_000 }]),
    });
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s.no_faktur_group).toMatch(/^PST-FJ-\d{6}-0001$/);
    expect(s).toMatchObject({
      total_harga: 4_350_000,
      total_bayar: 4_400_000,
      kembalian: 50_000,
      jumlah_barang: 2,
      total_berat: 4.25,
      nama_customer: 'BUDI',
    });
    expect(s.items.map((i: { no_faktur_jual: string }) => i.no_faktur_jual)).toEqual([
      `${s.no_faktur_group}-01`,
      `${s.no_faktur_group}-02`,
    ]);
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: admin })).json().message).toBe(
      `Barang ${codes[0]} Sudah Terjual`,
    );
    const kas = await t.db.$client.query(`SELECT sum(jumlah_in - jumlah_out)::int AS net FROM kas WHERE no_reff = $1`, [
      s.no_faktur_group,
    ]);
    expect(kas.rows[0].net).toBe(4_350_000);
    const second = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(await pieces(1), [{ jenis: 'CASH', jumlah: 2_175_000 }]),
    });
    expect(second.json().data.no_faktur_group).toMatch(/-0002$/);
  });

  it('respects the store rounding parameter', async () => {
    await t.call('PUT', 'para-system', { token: admin, body: { values: { PEMBULATAN: '1000' } } });
    const [c] = await pieces(1, { berat: '1.001', ongkos: 0 });
    expect((await t.call('GET', `penjualan/scan/${c}`, { token: admin })).json().harga_total).toBe(1_001_000);
    await t.call('PUT', 'para-system', { token: admin, body: { values: { PEMBULATAN: '500' } } });
    expect((await t.call('GET', `penjualan/scan/${c}`, { token: admin })).json().harga_total).toBe(1_001_000);
  });

  it('refuses underpayment and non-cash above the total, with the amount', async () => {
    const codes = await pieces(1);
    const under = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(codes, [{ jenis: 'CASH', jumlah: 2_000_000 }]),
    });
    expect(under.statusCode).toBe(422);
    expect(under.json().message).toBe('Pembayaran Kurang Rp 175,000');
    const over = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(codes, [{ jenis: 'TRANSFER', jumlah: 3_000_000, no_rekening: '123' }]),
    });
    expect(over.json().message).toBe('Pembayaran Non Tunai Melebihi Total Belanja');
    const norek = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(codes, [{ jenis: 'DEBIT', jumlah: 2_175_000 }]),
    });
    expect(norek.statusCode).toBe(400);
    expect(norek.json().message).toBe('Rekening Tujuan Harus Dipilih');
    // nothing was sold by the refused attempts
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: admin })).statusCode).toBe(200);
  });

  it('takes a mixed payment: transfer, card with fee, USD and cash', async () => {
    const codes = await pieces(2);
    const r = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(codes, [
        { jenis: 'TRANSFER', jumlah: 1_000_000, no_rekening: '123' },
        { jenis: 'KREDIT', jumlah: 1_000_000, no_rekening: '123', no_kartu: '4111', fee: 25_000 },
        { jenis: 'USD', jumlah: 1, usd: 100, kurs: 16_000 },
        { jenis: 'CASH', jumlah: 1_000_000 },
      ]),
    });
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s.total_bayar).toBe(4_600_000);
    expect(s.kembalian).toBe(250_000);
    expect(s.payments.map((p: { jenis: string; jumlah: number }) => [p.jenis, p.jumlah])).toEqual([
      ['TRANSFER', 1_000_000],
      ['KREDIT', 1_000_000],
      ['USD', 1_600_000],
      ['CASH', 1_000_000],
    ]);
  });

  it('a retried submit with the same Idempotency-Key creates one sale', async () => {
    const codes = await pieces(1);
    const body = sale(codes, [{ jenis: 'CASH', jumlah: 2_175_000 }]);
    const headers = { 'idempotency-key': 'kasir-retry-1' };
    const [a, b] = await Promise.all([
      t.call('POST', 'penjualan', { token: admin, body, headers }),
      t.call('POST', 'penjualan', { token: admin, body, headers }),
    ]);
    const ok = [a, b].filter((x) => x.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await t.call('POST', 'penjualan', { token: admin, body, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.no_faktur_group).toBe(ok[0]?.json().data.no_faktur_group);
    const n = await t.db.$client.query(`SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_barcode = $1`, [
      codes[0],
    ]);
    expect(n.rows[0].n).toBe(1);
  });

  it('issue 9.19: two cashiers (level KSR) of the store selling the same barcode at once: exactly one succeeds', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    for (const id of ['KSRA', 'KSRB'])
      await t.createUser({
        user_id: id,
        level: 'KSR',
        kode_toko: 'PST',
        password: 'rahasia-ksr',
        menu: menuGranting(['/transaksi-penjualan'], ctx),
      });
    const [a, b] = [await t.login('KSRA', 'rahasia-ksr'), await t.login('KSRB', 'rahasia-ksr')];
    for (let round = 0; round < 3; round++) {
      const codes = await pieces(1);
      const body = sale(codes, [{ jenis: 'CASH', jumlah: 2_175_000 }]);
      const results = await Promise.all([
        t.call('POST', 'penjualan', { token: a, body }),
        t.call('POST', 'penjualan', { token: b, body }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(results.find((r) => r.statusCode === 422)?.json().message).toBe(`Barang ${codes[0]} Sudah Terjual`);
      const sold = await t.db.$client.query(
        `SELECT p.input_by FROM penjualan_detail d
           JOIN penjualan p ON p.kode_toko = d.kode_toko AND p.no_faktur_group = d.no_faktur_group
          WHERE d.kode_barcode = $1`,
        [codes[0]],
      );
      // one sale, made by whichever cashier won, never by the admin
      expect(sold.rows).toHaveLength(1);
      expect(['KSRA', 'KSRB']).toContain(sold.rows[0].input_by);
    }
  });

  it('a changed price needs a supervisor; the authorization is recorded', async () => {
    const codes = await pieces(1);
    const body = {
      ...sale(codes, [{ jenis: 'CASH', jumlah: 2_000_000 }]),
      items: [{ kode_barcode: codes[0], harga_total: 2_000_000 }],
    };
    expect((await t.call('POST', 'penjualan', { token: admin, body })).json().message).toBe(
      'Perubahan Harga Memerlukan Otorisasi Supervisor',
    );
    const ask = (user_id: string, password: string) =>
      t.call('POST', 'otorisasi', {
        token: admin,
        body: {
          user_id,
          password,
          alasan: 'langganan',
          jenis: 'UBAH_HARGA',
          detail: { items: [{ kode_barcode: codes[0], harga_lama: 2_175_000, harga_baru: 2_000_000 }] },
        },
      });
    const wrong = await ask('SPV1', 'salah');
    expect(wrong.json().message).toBe('Otorisasi Gagal, User ID Atau Password Supervisor Salah');
    const notSpv = await ask('KSR1', 'rahasia-ksr');
    expect(notSpv.json().message).toBe('Otorisasi Gagal, User Bukan Supervisor');
    const granted = await ask('spv1', 'rahasia-spv');
    expect(granted.statusCode).toBe(200);
    const ok = await t.call('POST', 'penjualan', { token: admin, body: { ...body, otorisasi: granted.json() } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.items[0]).toMatchObject({ harga_hitung: 2_175_000, harga_total: 2_000_000 });
    const o = await t.db.$client.query(`SELECT jenis, otorisasi_by, alasan, detail FROM otorisasi WHERE no_ref = $1`, [
      ok.json().data.no_faktur_group,
    ]);
    expect(o.rows).toEqual([
      {
        jenis: 'UBAH_HARGA',
        otorisasi_by: 'SPV1',
        alasan: 'LANGGANAN',
        detail: { items: [{ kode_barcode: codes[0], harga_lama: 2_175_000, harga_baru: 2_000_000 }] },
      },
    ]);
  });

  it('a member earns points; a deposit pays part of a sale and is drawn down', async () => {
    const tt = await post('titipan', { nama_customer: 'siti', jumlah: 500_000 });
    expect(tt.no_titip).toMatch(/^TT-\d{6}-0001$/);
    const codes = await pieces(1);
    const r = await t.call('POST', 'penjualan', {
      token: admin,
      body: {
        ...sale(codes, [
          { jenis: 'TITIPAN', jumlah: 500_000, no_titip: tt.no_titip },
          { jenis: 'CASH', jumlah: 1_675_000 },
        ]),
        kode_member: 'M1',
        nama_customer: '',
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ poin: 2, nama_customer: 'SITI', no_hp: '0812' });
    const list = (await t.call('GET', `titipan/paginated?q=${tt.no_titip}`, { token: admin })).json();
    expect(list.data[0]).toMatchObject({ terpakai: 500_000, sisa: 0, status: 'TERPAKAI' });
    const again = await t.call('POST', 'penjualan', {
      token: admin,
      body: sale(await pieces(1), [
        { jenis: 'TITIPAN', jumlah: 100, no_titip: tt.no_titip },
        { jenis: 'CASH', jumlah: 2_175_000 },
      ]),
    });
    expect(again.json().message).toBe(`Titipan ${tt.no_titip} Sudah Tidak Aktif`);
  });
});

describe('marketplace', () => {
  it('keeps the fee of the day of sale: a later change of the master does not rewrite the report', async () => {
    const mp = await post('marketplace', { kode_marketplace: 'SHOPEE', nama_marketplace: 'SHOPEE', fee_persen: '5' });
    const codes = await pieces(1);
    const s = (
      await t.call('POST', 'penjualan', {
        token: admin,
        body: { ...sale(codes, [{ jenis: 'CASH', jumlah: 2_175_000 }]), kode_marketplace: 'shopee' },
      })
    ).json().data;
    await t.call('PUT', `marketplace/${mp._id}`, {
      token: admin,
      body: { kode_marketplace: 'SHOPEE', nama_marketplace: 'SHOPEE', fee_persen: '10' },
    });
    const day = s.tanggal as string;
    const rows = (
      await t.call('GET', `penjualan/report-marketplace?tgl_from=${day}&tgl_to=${day}`, { token: admin })
    ).json() as { no_faktur_group: string; fee_persen: number; fee: number }[];
    expect(rows.find((r) => r.no_faktur_group === s.no_faktur_group)).toMatchObject({ fee_persen: 5, fee: 108_750 });
  });
});

describe('batal penjualan', () => {
  it('needs a reason and a supervisor; pieces go back to their tray, cash is reversed, points taken back', async () => {
    const codes = await pieces(1);
    const s = (
      await t.call('POST', 'penjualan', {
        token: admin,
        body: { ...sale(codes, [{ jenis: 'CASH', jumlah: 2_175_000 }]), kode_member: 'M1' },
      })
    ).json().data;
    const batal = { jenis: 'BATAL_JUAL', no_ref: s.no_faktur_group };
    const bad = await t.call('POST', 'otorisasi', {
      token: admin,
      body: { user_id: 'SPV1', password: 'x', alasan: 'salah input', ...batal },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.call('POST', 'penjualan/batal', {
      token: admin,
      body: {
        no_faktur_group: s.no_faktur_group,
        otorisasi: await t.otorisasi(admin, {
          user_id: 'SPV1',
          password: 'rahasia-spv',
          alasan: 'salah input',
          ...batal,
        }),
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'BATAL', batal_alasan: 'SALAH INPUT', batal_otorisasi: 'SPV1' });
    const d = (await t.call('GET', `barang/detail/${codes[0]}`, { token: admin })).json();
    expect(d).toMatchObject({ status: 'STOCK', kode_baki: 'B1' });
    const riwayat = (await t.call('GET', `barang/riwayat/${codes[0]}`, { token: admin })).json();
    expect(riwayat.data.map((x: { jenis: string }) => x.jenis)).toEqual(['TAMBAH', 'JUAL', 'BATAL_JUAL']);
    const kas = await t.db.$client.query(`SELECT sum(jumlah_in - jumlah_out)::int AS net FROM kas WHERE no_reff = $1`, [
      s.no_faktur_group,
    ]);
    expect(kas.rows[0].net).toBe(0);
    const poin = await t.db.$client.query(`SELECT sum(poin)::int AS p FROM poin_ledger WHERE no_ref = $1`, [
      s.no_faktur_group,
    ]);
    expect(poin.rows[0].p).toBe(0);
    expect(
      (
        await t.call('POST', 'penjualan/batal', {
          token: admin,
          body: {
            no_faktur_group: s.no_faktur_group,
            otorisasi: await t.otorisasi(admin, { user_id: 'SPV1', password: 'rahasia-spv', alasan: 'lagi', ...batal }),
          },
        })
      ).json().message,
    ).toBe(`Penjualan ${s.no_faktur_group} Sudah Dibatalkan`);
  });
});

describe('validation and the close', () => {
  it('open deposits can be validated from /validasi-jual-beli (the only validation screen on the date-mismatch screen)', async () => {
    const tt = await post('titipan', { nama_customer: 'rina', jumlah: 100_000 });
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    await t.createUser({
      user_id: 'VJB1',
      level: 'SPV',
      kode_toko: 'PST',
      password: 'rahasia-vjb',
      menu: menuGranting(['/validasi-jual-beli'], ctx),
    });
    await t.createUser({
      user_id: 'LPJ1',
      level: 'KSR',
      kode_toko: 'PST',
      password: 'rahasia-lpj',
      menu: menuGranting(['/lihat-penjualan'], ctx),
    });
    const vjb = await t.login('VJB1', 'rahasia-vjb');
    const lpj = await t.login('LPJ1', 'rahasia-lpj');
    const open = await t.call('GET', `titipan/paginated?status_valid=OPEN&q=${tt.no_titip}`, { token: vjb });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.map((x: { no_titip: string }) => x.no_titip)).toEqual([tt.no_titip]);
    const body = { nomor: [tt.no_titip] };
    expect((await t.call('PUT', 'titipan/validasi', { token: lpj, body })).statusCode).toBe(403);
    const ok = await t.call('PUT', 'titipan/validasi', { token: vjb, body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ jumlah: 1 });
  });

  it('refuses to close while sales are open, listing them; validated sales let the day close and enter stock_jual', async () => {
    const day = (await t.call('GET', 'users/me', { token: admin })).json().user.tgl_system as string;
    const blocked = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toContain('Belum Divalidasi');
    const open = blocked.json().belum_valid as { jenis: string; nomor: string }[];
    expect(open.length).toBeGreaterThan(0);
    const list = (
      await t.call(
        'GET',
        `penjualan/paginated?tgl_from=${day}&tgl_to=${day}&status_valid=OPEN&status=AKTIF&limit=500`,
        { token: admin },
      )
    ).json().data as { no_faktur_group: string }[];
    await t.call('PUT', 'penjualan/validasi', { token: admin, body: { nomor: list.map((x) => x.no_faktur_group) } });
    const tts = (await t.call('GET', 'titipan/paginated?status_valid=OPEN&limit=500', { token: admin })).json()
      .data as { no_titip: string }[];
    await t.call('PUT', 'titipan/validasi', { token: admin, body: { nomor: tts.map((x) => x.no_titip) } });
    // a validated sale can no longer be cancelled
    const validated = list[0]?.no_faktur_group as string;
    const late = await t.call('POST', 'penjualan/batal', {
      token: admin,
      body: {
        no_faktur_group: validated,
        otorisasi: await t.otorisasi(admin, {
          user_id: 'SPV1',
          password: 'rahasia-spv',
          alasan: 'x x x',
          jenis: 'BATAL_JUAL',
          no_ref: validated,
        }),
      },
    });
    expect(late.json().message).toBe(`Penjualan ${validated} Sudah Divalidasi, Tidak Dapat Dibatalkan`);
    const close = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(close.statusCode).toBe(200);
    const sold = await t.db.$client.query(
      `SELECT sum(stock_jual)::int AS n FROM barang_summary WHERE kode_toko = 'PST' AND tanggal = $1`,
      [day],
    );
    // every line sold that day counts in stock_jual; a cancelled one also comes back in as stock_in
    const lines = await t.db.$client.query(
      `SELECT count(*)::int AS n FROM penjualan_detail WHERE kode_toko = 'PST' AND tanggal = $1`,
      [day],
    );
    expect(sold.rows[0].n).toBe(lines.rows[0].n);
  });
});

describe('store isolation', () => {
  it('a branch can neither see nor sell head-office pieces or invoices; the refusal does not name the owning store', async () => {
    await t.createStore({ kode_toko: 'T3' });
    await t.createUser({ user_id: 'OWNT3', level: 'OWN', kode_toko: 'T3', password: 'rahasia-t3' });
    const t3 = await t.login('OWNT3', 'rahasia-t3');
    admin = await t.login('ADMIN', ADMIN_PASSWORD);
    const codes = await pieces(1);
    await masters({ e24: true, bank: true, member: true }, t3);
    const r = await t.call('POST', 'penjualan', {
      token: t3,
      body: sale(codes, [{ jenis: 'CASH', jumlah: 9_000_000 }]),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(`Barcode ${codes[0]} Bukan Barang Toko Ini`);
    const scan = await t.call('GET', `penjualan/scan/${codes[0]}`, { token: t3 });
    expect(scan.json().message).toBe(`Barcode ${codes[0]} Bukan Barang Toko Ini`);
    const anyPst = (await t.db.$client.query(`SELECT no_faktur_group FROM penjualan WHERE kode_toko = 'PST' LIMIT 1`))
      .rows[0].no_faktur_group;
    expect((await t.call('GET', `penjualan/get/by-no/${anyPst}`, { token: t3 })).statusCode).toBe(404);
  });
});
