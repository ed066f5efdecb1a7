/**
 * Payment lines checked against their source (issue 9, "Money and stock holes"): a deposit's balance summed over
 * all its lines, a refunded deposit stays closed, USD at the store's rate unless a supervisor approves another,
 * a trade-in (TUKAR) line only against a real trade-in purchase of the day (issue 11), with its cash-book rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/helpers.ts';
import { salesSeed } from '../../test/sales-seed.ts';

let t: TestApp;
let admin: string;
const SPV = { user_id: 'SPV1', password: 'rahasia-spv' };

const { post, pieces, masters } = salesSeed(
  () => t,
  () => admin,
);
const sale = (codes: string[], payments: unknown[], over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  nama_customer: 'budi',
  items: codes.map((kode_barcode) => ({ kode_barcode })),
  payments,
  ...over,
});
const sell = (body: unknown) => t.call('POST', 'penjualan', { token: admin, body });
const titipan = async (no: string) =>
  (
    await t.db.$client.query(
      `SELECT jumlah::int, terpakai::int, dikembalikan::int, status FROM titipan WHERE no_titip = $1`,
      [no],
    )
  ).rows[0];
const kasOf = async (no: string) =>
  (
    await t.db.$client.query(
      `SELECT jenis, kategori, deskripsi, keterangan, no_rekening, jumlah_in::int, jumlah_out::int FROM kas
        WHERE no_reff = $1 ORDER BY id`,
      [no],
    )
  ).rows;
const cashOf = async (no: string) =>
  (
    await t.db.$client.query(
      `SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::int AS net FROM kas WHERE no_reff = $1 AND no_rekening = ''`,
      [no],
    )
  ).rows[0].net as number;
const batal = async (no: string) =>
  t.call('POST', 'penjualan/batal', {
    token: admin,
    body: {
      no_faktur_group: no,
      otorisasi: await t.otorisasi(admin, { ...SPV, alasan: 'batal beli', jenis: 'BATAL_JUAL', no_ref: no }),
    },
  });
const kembali = async (no: string) =>
  t.call('POST', 'titipan/kembali', {
    token: admin,
    body: {
      no_titip: no,
      otorisasi: await t.otorisasi(admin, { ...SPV, alasan: 'ambil uang', jenis: 'KEMBALI_TITIPAN', no_ref: no }),
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await masters();
  await t.createUser({ ...SPV, level: 'SPV', kode_toko: 'PST' });
});
afterAll(() => t.close());

describe('titipan as payment', () => {
  it('issue 9.1: two lines of one deposit are checked against its balance together', async () => {
    const tt = await post('titipan', { nama_customer: 'siti', jumlah: 1_100_000 });
    const codes = await pieces(1);
    const twice = await sell(
      sale(codes, [
        { jenis: 'TITIPAN', jumlah: 1_100_000, no_titip: tt.no_titip },
        { jenis: 'TITIPAN', jumlah: 1_075_000, no_titip: tt.no_titip },
      ]),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(`Sisa Titipan ${tt.no_titip} Hanya Rp 1,100,000`);
    expect(await titipan(tt.no_titip)).toMatchObject({ terpakai: 0, status: 'AKTIF' });
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: admin })).statusCode).toBe(200);

    // two lines within the balance are drawn together
    const ok = await sell(
      sale(codes, [
        { jenis: 'TITIPAN', jumlah: 600_000, no_titip: tt.no_titip },
        { jenis: 'TITIPAN', jumlah: 500_000, no_titip: tt.no_titip },
        { jenis: 'CASH', jumlah: 1_075_000 },
      ]),
    );
    expect(ok.statusCode).toBe(200);
    expect(await titipan(tt.no_titip)).toMatchObject({ terpakai: 1_100_000, status: 'TERPAKAI' });
  });

  it('issue 9.1: deposits are locked in key order, so a sale waiting for one holds no other (no deadlock)', async () => {
    const a = await post('titipan', { nama_customer: 'ani', jumlah: 2_000_000 });
    const b = await post('titipan', { nama_customer: 'ani', jumlah: 2_000_000 });
    expect(a.no_titip < b.no_titip).toBe(true);
    const [code] = await pieces(1);
    // another writer holds deposit A (the lower key) ...
    const other = await t.db.$client.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT 1 FROM titipan WHERE no_titip = $1 FOR UPDATE`, [a.no_titip]);
      // ... while a sale pays with B first, then A
      // (an inject starts only when awaited: `.then` sends it now)
      const pending = sell(
        sale(
          [code as string],
          [
            { jenis: 'TITIPAN', jumlah: 1_000_000, no_titip: b.no_titip },
            { jenis: 'TITIPAN', jumlah: 1_175_000, no_titip: a.no_titip },
          ],
        ),
      ).then((r) => r);
      // wait until the sale is blocked on A
      for (;;) {
        const w = await t.db.$client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%titipan%'`,
        );
        if (w.rows[0].n > 0) break;
        await new Promise((r) => setImmediate(r));
      }
      // the waiting sale holds no lock on B: the other writer takes B at once (locking B first would deadlock)
      const got = await other.query(`SELECT no_titip FROM titipan WHERE no_titip = $1 FOR UPDATE NOWAIT`, [b.no_titip]);
      expect(got.rows).toEqual([{ no_titip: b.no_titip }]);
      await other.query('ROLLBACK');
      const r = await pending;
      expect(r.statusCode).toBe(200);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
      other.release();
    }
    expect(await titipan(a.no_titip)).toMatchObject({ terpakai: 1_175_000, status: 'AKTIF' });
    expect(await titipan(b.no_titip)).toMatchObject({ terpakai: 1_000_000, status: 'AKTIF' });
  });

  it('issue 9.2: a refunded deposit stays closed when a sale that drew it is cancelled; that draw is paid out in cash', async () => {
    const tt = await post('titipan', { nama_customer: 'rina', jumlah: 1_000_000 });
    const [code] = await pieces(1);
    const s = (
      await sell(
        sale(
          [code as string],
          [
            { jenis: 'TITIPAN', jumlah: 175_000, no_titip: tt.no_titip },
            { jenis: 'CASH', jumlah: 2_000_000 },
          ],
        ),
      )
    ).json().data;
    const refund = await kembali(tt.no_titip);
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data).toEqual({ no_titip: tt.no_titip, dikembalikan: 825_000, hangus: 0 });
    expect(await titipan(tt.no_titip)).toEqual({
      jumlah: 1_000_000,
      terpakai: 175_000,
      dikembalikan: 825_000,
      status: 'KEMBALI',
    });

    expect((await batal(s.no_faktur_group)).statusCode).toBe(200);
    // the deposit is not spendable again: 825,000 was paid out, and the cancelled draw is paid out too
    expect(await titipan(tt.no_titip)).toEqual({
      jumlah: 1_000_000,
      terpakai: 0,
      dikembalikan: 1_000_000,
      status: 'KEMBALI',
    });
    const [again] = await pieces(1);
    const reuse = await sell(
      sale(
        [again as string],
        [
          { jenis: 'TITIPAN', jumlah: 825_000, no_titip: tt.no_titip },
          { jenis: 'CASH', jumlah: 1_350_000 },
        ],
      ),
    );
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(`Titipan ${tt.no_titip} Sudah Tidak Aktif`);
    // cash: 1,000,000 came in with the deposit, 825,000 + 175,000 went back; the sale's own cash is reversed
    expect(await cashOf(tt.no_titip)).toBe(0);
    expect(await cashOf(s.no_faktur_group)).toBe(0);
    expect((await kasOf(tt.no_titip)).map((k) => [k.jenis, k.jumlah_in, k.jumlah_out])).toEqual([
      ['MASUK', 1_000_000, 0],
      ['KELUAR', 0, 825_000],
      ['KELUAR', 0, 175_000],
    ]);
    const list = (await t.call('GET', `titipan/paginated?q=${tt.no_titip}`, { token: admin })).json().data;
    expect(list[0]).toMatchObject({ terpakai: 0, dikembalikan: 1_000_000, sisa: 0, status: 'KEMBALI' });
    // and it cannot be refunded a second time
    expect((await kembali(tt.no_titip)).json().message).toBe(`Titipan ${tt.no_titip} Tidak Dapat Dikembalikan`);
  });

  it('issue 9.2: cancelling a sale gives the deposit back only what that sale drew', async () => {
    const tt = await post('titipan', { nama_customer: 'dodi', jumlah: 3_000_000 });
    const [c1, c2] = await pieces(2);
    const first = (
      await sell(sale([c1 as string], [{ jenis: 'TITIPAN', jumlah: 2_175_000, no_titip: tt.no_titip }]))
    ).json().data;
    const second = (
      await sell(
        sale(
          [c2 as string],
          [
            { jenis: 'TITIPAN', jumlah: 825_000, no_titip: tt.no_titip },
            { jenis: 'CASH', jumlah: 1_350_000 },
          ],
        ),
      )
    ).json().data;
    expect(await titipan(tt.no_titip)).toMatchObject({ terpakai: 3_000_000, status: 'TERPAKAI' });
    expect((await batal(second.no_faktur_group)).statusCode).toBe(200);
    expect(await titipan(tt.no_titip)).toEqual({
      jumlah: 3_000_000,
      terpakai: 2_175_000,
      dikembalikan: 0,
      status: 'AKTIF',
    });
    expect(await cashOf(tt.no_titip)).toBe(3_000_000);
    expect((await batal(first.no_faktur_group)).statusCode).toBe(200);
    expect(await titipan(tt.no_titip)).toMatchObject({ terpakai: 0, dikembalikan: 0, status: 'AKTIF' });
  });
});

describe('USD at the store rate', () => {
  const setKurs = (v: string) =>
    t.call('PUT', 'para-system', { token: admin, body: { values: { KURS_USD: v } } }).then((r) => {
      if (r.statusCode !== 200) throw new Error(r.body);
    });
  const kurs = (kurs_baru: number, kurs_lama = 15_500) =>
    t.otorisasi(admin, { ...SPV, alasan: 'kurs bank', jenis: 'UBAH_KURS', detail: { kurs_lama, kurs_baru } });

  it('issue 9.3: a typed rate other than KURS_USD needs a supervisor; the till cannot pay change at a made-up rate', async () => {
    await setKurs('15500');
    const [code] = await pieces(1);
    const typed = await sell(sale([code as string], [{ jenis: 'USD', jumlah: 1, usd: 1, kurs: 12_199_500 }]));
    expect(typed.statusCode).toBe(422);
    expect(typed.json().message).toBe(
      'Kurs USD Rp 12,199,500 Berbeda Dari Kurs Toko Rp 15,500, Memerlukan Otorisasi Supervisor',
    );
    expect((await t.call('GET', `barang/scan/${code}`, { token: admin })).statusCode).toBe(200);
    // a grant for another rate does not approve this one
    const other = await sell(
      sale([code as string], [{ jenis: 'USD', jumlah: 1, usd: 1, kurs: 12_199_500, otorisasi: await kurs(16_000) }]),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Otorisasi Tidak Berlaku');

    // at the store's rate (sent, or left out): no supervisor; the change is rupiah
    const ok = await sell(sale([code as string], [{ jenis: 'USD', jumlah: 1, usd: 150 }]));
    expect(ok.statusCode).toBe(200);
    const s = ok.json().data;
    expect(s).toMatchObject({ total_harga: 2_175_000, total_bayar: 2_325_000, kembalian: 150_000 });
    expect(s.payments).toMatchObject([{ jenis: 'USD', jumlah: 2_325_000, usd: 150, kurs: 15_500 }]);
    // the dollars are their own cash-book line: rupiah value, with the dollars and the rate
    expect(await kasOf(s.no_faktur_group)).toEqual([
      {
        jenis: 'MASUK',
        kategori: 'USD',
        deskripsi: 'PENJUALAN USD',
        keterangan: 'USD 150 X RP 15,500',
        no_rekening: '',
        jumlah_in: 2_325_000,
        jumlah_out: 0,
      },
      {
        jenis: 'KELUAR',
        kategori: 'PENJUALAN',
        deskripsi: 'KEMBALIAN PENJUALAN',
        keterangan: '',
        no_rekening: '',
        jumlah_in: 0,
        jumlah_out: 150_000,
      },
    ]);
    // cancelled: the dollars go back as dollars, the change comes back as rupiah
    expect((await batal(s.no_faktur_group)).statusCode).toBe(200);
    const net = await t.db.$client.query(
      `SELECT kategori, sum(jumlah_in - jumlah_out)::int AS net FROM kas WHERE no_reff = $1 GROUP BY kategori ORDER BY kategori`,
      [s.no_faktur_group],
    );
    expect(net.rows).toEqual([
      { kategori: 'PENJUALAN', net: 0 },
      { kategori: 'USD', net: 0 },
    ]);
  });

  it('issue 9.3: a supervisor approves one other rate, recorded with the store rate and the dollars', async () => {
    await setKurs('15500');
    const [code] = await pieces(1);
    const g = await kurs(16_000);
    const ok = await sell(
      sale(
        [code as string],
        [
          { jenis: 'USD', jumlah: 1, usd: 100, kurs: 16_000, otorisasi: g },
          { jenis: 'CASH', jumlah: 575_000 },
        ],
      ),
    );
    expect(ok.statusCode).toBe(200);
    const s = ok.json().data;
    expect(s).toMatchObject({ total_bayar: 2_175_000, kembalian: 0 });
    const o = await t.db.$client.query(`SELECT jenis, otorisasi_by, detail FROM otorisasi WHERE no_ref = $1`, [
      s.no_faktur_group,
    ]);
    expect(o.rows).toEqual([
      { jenis: 'UBAH_KURS', otorisasi_by: 'SPV1', detail: { kurs_lama: 15_500, kurs_baru: 16_000, usd: 100 } },
    ]);
    // single use
    const [code2] = await pieces(1);
    const replay = await sell(
      sale(
        [code2 as string],
        [
          { jenis: 'USD', jumlah: 1, usd: 100, kurs: 16_000, otorisasi: g },
          { jenis: 'CASH', jumlah: 575_000 },
        ],
      ),
    );
    expect(replay.json().message).toBe('Otorisasi Tidak Berlaku');
  });
});

describe('tukar (trade-in)', () => {
  let tanggal = '';
  beforeAll(async () => {
    tanggal = (await t.call('GET', 'pembelian/parameter', { token: admin })).json().tanggal;
    await post('gudang', { kode_gudang: 'SRT', nama_gudang: 'SORTIR' });
    await post('baki', { kode_baki: 'S1', nama_baki: 'SORTIR 1', kode_gudang: 'SRT', berat_baki: '100' });
    await post('harga-emas', { tanggal, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
    await post('parabeli', { kode_kondisi: 'MULUS', type_kondisi: 'RP', potongan_nota: '0', potongan_tanpa_nota: '0' });
  });
  /** A purchase of one manual piece (2 g, policy 1,800,000) at `harga`: a trade-in (no money to the customer) unless `cash`. */
  const beli = async (harga: number, cash = false, token = admin) =>
    (
      await post(
        'pembelian',
        {
          kode_sales: 'S01',
          kode_gudang: 'SRT',
          kode_baki: 'S1',
          items: [{ kode_dept: 'CC', nama_barang: 'cincin lama', berat: '2', kode_kondisi: 'MULUS', harga }],
          ...(cash ? { payments: [{ jenis: 'CASH', jumlah: harga }] } : { tukar: true }),
        },
        token,
      )
    ).no_faktur_group as string;
  const lines = (no_ref: string, jumlah = 1_000_000) => [
    { jenis: 'TUKAR', jumlah, no_ref },
    { jenis: 'CASH', jumlah: 2_175_000 - jumlah },
  ];
  const refused = async (code: string, no_ref: string, jumlah?: number) => {
    const r = await sell(sale([code], lines(no_ref, jumlah)));
    expect(r.statusCode).toBe(422);
    return r.json().message as string;
  };

  it('a TUKAR line is paid by today’s unused trade-in purchase of exactly its amount; it writes its cash-book rows', async () => {
    const [code] = (await pieces(1)) as [string];
    const no = await beli(1_000_000);
    // a trade-in purchase pays nobody in money: no cash-book row, no payment line
    expect(await kasOf(no)).toEqual([]);
    expect(await refused(code, 'PST-FB-000000-9999')).toBe('Pembelian PST-FB-000000-9999 Tidak Ditemukan');
    expect(await refused(code, no, 900_000)).toBe(`Jumlah Tukar Harus Sama Dengan Total Pembelian ${no} Rp 1,000,000`);
    const paid = await beli(1_000_000, true);
    expect(await refused(code, paid)).toBe(
      `Pembelian ${paid} Sudah Dibayar Ke Customer, Tidak Dapat Dipakai Untuk Tukar`,
    );
    const noRef = await sell(
      sale(
        [code],
        [
          { jenis: 'TUKAR', jumlah: 1_000_000 },
          { jenis: 'CASH', jumlah: 1_175_000 },
        ],
      ),
    );
    expect(noRef.json().message).toBe('No Pembelian Tukar Harus Diisi');
    expect((await t.call('GET', `barang/scan/${code}`, { token: admin })).statusCode).toBe(200);

    const ok = await sell(sale([code], lines(no.toLowerCase())));
    expect(ok.statusCode, ok.body).toBe(200);
    const s = ok.json().data;
    expect(s.payments.find((p: { jenis: string }) => p.jenis === 'TUKAR').no_ref).toBe(no);
    expect(await kasOf(s.no_faktur_group)).toEqual([
      {
        jenis: 'MASUK',
        kategori: 'TUKAR',
        deskripsi: 'PEMBAYARAN TUKAR',
        keterangan: `REF ${no}`,
        no_rekening: '',
        jumlah_in: 1_000_000,
        jumlah_out: 0,
      },
      {
        jenis: 'KELUAR',
        kategori: 'TUKAR',
        deskripsi: 'TUKAR BARANG CUSTOMER',
        keterangan: `REF ${no}`,
        no_rekening: '',
        jumlah_in: 0,
        jumlah_out: 1_000_000,
      },
      {
        jenis: 'MASUK',
        kategori: 'PENJUALAN',
        deskripsi: 'PENJUALAN CASH',
        keterangan: '',
        no_rekening: '',
        jumlah_in: 1_175_000,
        jumlah_out: 0,
      },
    ]);
    // the trade-in does not put cash in the till: the sale's cash is only the cash paid
    expect(await cashOf(s.no_faktur_group)).toBe(1_175_000);
    expect((await t.call('GET', `pembelian/get/by-no/${no}`, { token: admin })).json().no_penjualan).toBe(
      s.no_faktur_group,
    );
    // one purchase never pays two sales
    const [other] = (await pieces(1)) as [string];
    expect(await refused(other, no)).toBe(`Pembelian ${no} Sudah Dipakai Untuk Penjualan ${s.no_faktur_group}`);
  });

  it('two sales racing for one trade-in purchase: exactly one takes it', async () => {
    const [a, b] = (await pieces(2)) as [string, string];
    const no = await beli(500_000);
    const [r1, r2] = await Promise.all([sell(sale([a], lines(no, 500_000))), sell(sale([b], lines(no, 500_000)))]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 422]);
  });

  it('a purchase of another day or another store cannot pay; a cancelled sale releases its purchase, paid in cash', async () => {
    const [code, again] = (await pieces(2)) as [string, string];
    const old = await beli(400_000);
    await t.db.$client.query(`UPDATE pembelian SET tanggal = tanggal - 1 WHERE no_faktur_group = $1`, [old]);
    expect(await refused(code, old, 400_000)).toBe(`Pembelian ${old} Bukan Transaksi Hari Ini`);
    await t.createStore({ kode_toko: 'LAIN' });
    await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
    const lain = await t.login('LAIN1', 'rahasia-lain');
    const r = await t.call('POST', 'penjualan', {
      token: lain,
      body: sale([code], lines((await beli(400_000)) as string, 400_000)),
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);

    const no = await beli(300_000);
    const ok = await sell(sale([code], lines(no, 300_000)));
    expect(ok.statusCode, ok.body).toBe(200);
    const jual = ok.json().data.no_faktur_group as string;
    const g = await t.otorisasi(admin, { ...SPV, alasan: 'salah input', jenis: 'BATAL_JUAL', no_ref: jual });
    const batal = await t.call('POST', 'penjualan/batal', {
      token: admin,
      body: { no_faktur_group: jual, otorisasi: g },
    });
    expect(batal.statusCode, batal.body).toBe(200);
    const doc = (await t.call('GET', `pembelian/get/by-no/${no}`, { token: admin })).json();
    expect(doc).toMatchObject({ no_penjualan: null, tukar: false, status: 'AKTIF' });
    expect(doc.payments).toEqual([expect.objectContaining({ jenis: 'CASH', jumlah: 300_000 })]);
    expect(await kasOf(no)).toEqual([
      {
        jenis: 'KELUAR',
        kategori: 'PEMBELIAN',
        deskripsi: 'PEMBELIAN CASH',
        keterangan: `PENJUALAN ${jual} DIBATALKAN`,
        no_rekening: '',
        jumlah_in: 0,
        jumlah_out: 300_000,
      },
    ]);
    // paid out now: it can no longer pay another sale
    expect(await refused(again, no, 300_000)).toBe(
      `Pembelian ${no} Sudah Dibayar Ke Customer, Tidak Dapat Dipakai Untuk Tukar`,
    );
  });
});
