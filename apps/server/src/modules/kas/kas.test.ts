/** Cash and bank book (issue 12): manual rows, reversal, paging with running balances, bank moves, drawer count. */
import { MSG_KAS } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteTestHooks } from '../../plugins/idempotency.plugin.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp, today } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
let lain: string;
let tanggal: string;
const hooks: WriteTestHooks = {};

async function post(url: string, body: unknown, token = admin) {
  const r = await t.call('POST', url, { token, body });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}
const get = async (url: string, token = admin) => {
  const r = await t.call('GET', url, { token });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json();
};
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];
const laci = async () => (await get('cash/saldo-rekening')).data[0].saldo_akhir as number;
const rekening = async (no: string) =>
  (await get('cash/saldo-rekening')).data.find((r: { no_rekening: string }) => r.no_rekening === no);
const kasMasuk = (jumlah: number, over: Record<string, unknown> = {}) => ({
  jenis: 'MASUK',
  kode_kategori: 'MODAL',
  jumlah,
  keterangan: 'modal awal',
  alasan: 'setoran pemilik',
  ...over,
});
const kasKeluar = (jumlah: number, over: Record<string, unknown> = {}) => ({
  jenis: 'KELUAR',
  kode_kategori: 'LISTRIK',
  jumlah,
  keterangan: 'token listrik',
  alasan: 'bulanan',
  ...over,
});
const grant = (jenis: string, no_ref = '', detail: unknown = {}, token = admin) =>
  t.otorisasi(token, { user_id: 'SPV1', password: 'rahasia-spv', alasan: 'disetujui', jenis, no_ref, detail });

beforeAll(async () => {
  t = await createTestApp({ testHooks: hooks });
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  tanggal = today();
  await post('kategori', { kode_kategori: 'MODAL', nama_kategori: 'MODAL', jenis: 'MASUK' });
  await post('kategori', { kode_kategori: 'LISTRIK', nama_kategori: 'BAYAR LISTRIK', jenis: 'KELUAR' });
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  lain = await t.login('LAIN1', 'rahasia-lain');
  // yesterday's book: the day's opening balance
  await q(
    `INSERT INTO kas (kode_toko, tanggal, jenis, kategori, deskripsi, jumlah_in, jumlah_out, no_reff, input_by)
     VALUES ('PST', $1::date - 1, 'MASUK', 'PENJUALAN', 'PENJUALAN CASH', 1000000, 0, 'PST-FJ-X-0001', 'ADMIN')`,
    [tanggal],
  );
});
afterAll(() => t?.close());

describe('manual cash in / out', () => {
  it('needs a reason, a keterangan, an amount above zero and a kategori of the same jenis', async () => {
    const call = (body: unknown) => t.call('POST', 'cash/manual', { token: admin, body });
    let r = await call(kasKeluar(10_000, { alasan: '  ' }));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Alasan Harus Diisi');
    r = await call(kasKeluar(10_000, { alasan: undefined }));
    expect(r.json().message).toBe('Alasan Harus Diisi');
    r = await call(kasKeluar(10_000, { keterangan: '' }));
    expect(r.json().message).toBe('Keterangan Harus Diisi');
    r = await call(kasKeluar(0));
    expect(r.json().message).toBe('Jumlah Harus Lebih Dari 0');
    r = await call(kasKeluar(10_000, { kode_kategori: 'MODAL' }));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Kategori MODAL Bukan Kategori Kas Keluar');
    r = await call(kasMasuk(10_000, { kode_kategori: 'LISTRIK' }));
    expect(r.json().message).toBe('Kategori LISTRIK Bukan Kategori Kas Masuk');
    r = await call(kasMasuk(10_000, { kode_kategori: 'GAJI' }));
    expect(r.json().message).toBe('Kategori GAJI Tidak Ditemukan Di Master Kategori');
    expect((await q(`SELECT id FROM kas WHERE no_reff LIKE 'PST-KAS-%'`)).length).toBe(0);
  });

  it('writes one row with its document number and reason; a cash-out never takes the drawer below zero', async () => {
    const before = await laci();
    expect(before).toBe(1_000_000);
    const d = await post('cash/manual', kasKeluar(150_000));
    expect(d.no_reff).toMatch(/^PST-KAS-\d{6}-\d{4}$/);
    expect(d.rows).toHaveLength(1);
    expect(d.rows[0]).toMatchObject({
      jenis: 'KELUAR',
      kategori: 'LISTRIK',
      nama_kategori: 'BAYAR LISTRIK',
      keterangan: 'TOKEN LISTRIK',
      alasan: 'BULANAN',
      jumlah_out: 150_000,
      manual: true,
      dibatalkan: false,
      input_by: 'ADMIN',
    });
    expect(await laci()).toBe(850_000);
    const r = await t.call('POST', 'cash/manual', { token: admin, body: kasKeluar(850_001) });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Saldo Kas Di Laci Tidak Cukup: Saldo Rp 850,000, Diminta Rp 850,001');
    expect(await laci()).toBe(850_000);
  });

  it('two cash-outs racing for the same money: one is paid, the other refused (the drawer stays ≥ 0)', async () => {
    const saldo = await laci();
    const part = Math.floor((saldo * 0.6) / 1000) * 1000;
    // cash-out A has written its row and waits before its commit; cash-out B of the same money starts then
    let reached!: () => void;
    const atCommit = new Promise<void>((r) => {
      reached = r;
    });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    hooks.beforeCommit = async (req) => {
      if (req.headers['idempotency-key'] !== 'race-a') return;
      reached();
      await gate;
    };
    const out = (key: string) =>
      t.call('POST', 'cash/manual', { token: admin, body: kasKeluar(part), headers: { 'idempotency-key': key } });
    try {
      const a = out('race-a').then((r) => r);
      await atCommit;
      let bDone = false;
      const b = out('race-b').then((r) => {
        bDone = true;
        return r;
      });
      // B either waits for A's lock on the drawer (the rule) or, without it, pays out of money A already took
      for (;;) {
        const w = await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (bDone || (w[0]?.n ?? 0) > 0) break;
        await new Promise((r) => setImmediate(r));
      }
      release();
      const [ra, rb] = await Promise.all([a, b]);
      expect(ra.statusCode, ra.body).toBe(200);
      expect(rb.statusCode, rb.body).toBe(422);
      expect(rb.json().message).toMatch(/^Saldo Kas Di Laci Tidak Cukup/);
    } finally {
      hooks.beforeCommit = undefined;
      release();
    }
    expect(await laci()).toBe(saldo - part);
    await post('cash/manual', kasMasuk(part, { alasan: 'kembalikan modal' }));
  });

  it('a retried submit (same Idempotency-Key) writes once and answers the first document', async () => {
    const headers = { 'idempotency-key': 'kas-retry-1' };
    const a = await t.call('POST', 'cash/manual', { token: admin, body: kasMasuk(25_000), headers });
    const b = await t.call('POST', 'cash/manual', { token: admin, body: kasMasuk(25_000), headers });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replay']).toBe('true');
    expect(b.json().data.no_reff).toBe(a.json().data.no_reff);
    expect((await q(`SELECT id FROM kas WHERE no_reff = $1`, [a.json().data.no_reff])).length).toBe(1);
  });
});

describe('reversal of a manual row', () => {
  it('needs a supervisor grant bound to the document, works once, never edits the row', async () => {
    const d = await post('cash/manual', kasKeluar(40_000));
    const no = d.no_reff as string;
    const before = await laci();
    let r = await t.call('POST', 'cash/batal', { token: admin, body: { no_reff: no, alasan: 'salah input' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Otorisasi Supervisor Harus Diisi');
    // a grant for another document does not approve this one
    const other = await grant('BATAL_KAS', 'PST-KAS-000000-9999');
    r = await t.call('POST', 'cash/batal', { token: admin, body: { no_reff: no, alasan: 'salah', otorisasi: other } });
    expect(r.statusCode).toBe(422);
    expect(await laci()).toBe(before);

    const ok = await post('cash/batal', {
      no_reff: no,
      alasan: 'salah input',
      otorisasi: await grant('BATAL_KAS', no),
    });
    expect(ok.rows).toHaveLength(2);
    const [orig, rev] = ok.rows;
    expect(orig).toMatchObject({ jumlah_out: 40_000, dibatalkan: true, batal_of: null });
    expect(rev).toMatchObject({ jenis: 'MASUK', jumlah_in: 40_000, batal_of: orig.id, alasan: 'SALAH INPUT' });
    expect(await laci()).toBe(before + 40_000);
    const rec = await q(`SELECT jenis, otorisasi_by FROM otorisasi WHERE no_ref = $1`, [no]);
    expect(rec).toEqual([{ jenis: 'BATAL_KAS', otorisasi_by: 'SPV1' }]);

    r = await t.call('POST', 'cash/batal', {
      token: admin,
      body: { no_reff: no, alasan: 'lagi', otorisasi: await grant('BATAL_KAS', no) },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(`Kas ${no} Sudah Dibatalkan`);
    expect((await q(`SELECT id FROM kas WHERE no_reff = $1`, [no])).length).toBe(2);
  });

  it('a document row (a sale) cannot be reversed here; an unknown number is 404', async () => {
    const no = 'PST-FJ-X-0001';
    let r = await t.call('POST', 'cash/batal', {
      token: admin,
      body: { no_reff: no, alasan: 'coba', otorisasi: await grant('BATAL_KAS', no) },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Hanya Kas Masuk / Keluar Manual Dan Pindah Uang Bank Yang Dapat Dibatalkan Di Sini');
    r = await t.call('POST', 'cash/batal', {
      token: admin,
      body: { no_reff: 'PST-KAS-991231-0001', alasan: 'coba', otorisasi: await grant('BATAL_KAS', 'X') },
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('bank moves', () => {
  it('tambah uang bank moves cash to the account in one document; ambil brings it back', async () => {
    const laci0 = await laci();
    const bank0 = (await rekening('123')).saldo_akhir as number;
    const d = await post('cash/tambah-bank', {
      no_rekening: '123',
      jumlah: 300_000,
      keterangan: 'setor harian',
      alasan: 'kas terlalu banyak',
    });
    expect(d.no_reff).toMatch(/^PST-BANK-/);
    expect(d.rows.map((r: { no_rekening: string; jenis: string }) => [r.no_rekening, r.jenis])).toEqual([
      ['', 'KELUAR'],
      ['123', 'MASUK'],
    ]);
    expect(await laci()).toBe(laci0 - 300_000);
    const bank = await rekening('123');
    expect(bank).toMatchObject({ nama_rekening: 'TOKO', nama_bank: 'BCA', masuk: 300_000 });
    expect(bank.saldo_akhir).toBe(bank0 + 300_000);
    // the account's own book shows it too
    const book = await get('cash/paginated?no_rekening=123');
    expect(book.data.map((r: { no_reff: string }) => r.no_reff)).toContain(d.no_reff);

    await post('cash/ambil-bank', { no_rekening: '123', jumlah: 100_000, keterangan: 'ambil', alasan: 'kembalian' });
    expect(await laci()).toBe(laci0 - 200_000);
    expect((await rekening('123')).saldo_akhir).toBe(bank0 + 200_000);
  });

  it('a refused move changes neither book; an unknown account is refused', async () => {
    const laci0 = await laci();
    const bank0 = (await rekening('123')).saldo_akhir as number;
    let r = await t.call('POST', 'cash/tambah-bank', {
      token: admin,
      body: { no_rekening: '123', jumlah: laci0 + 1, keterangan: 'x', alasan: 'x' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/^Saldo Kas Di Laci Tidak Cukup/);
    r = await t.call('POST', 'cash/ambil-bank', {
      token: admin,
      body: { no_rekening: '999', jumlah: 1000, keterangan: 'x', alasan: 'x' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Rekening 999 Tidak Ditemukan');
    r = await t.call('POST', 'cash/tambah-bank', {
      token: admin,
      body: { no_rekening: '123', jumlah: 1000, keterangan: 'x', alasan: '' },
    });
    expect(r.json().message).toBe('Alasan Harus Diisi');
    expect(await laci()).toBe(laci0);
    expect((await rekening('123')).saldo_akhir).toBe(bank0);
  });

  it('a bank move is reversed as one document: both books go back', async () => {
    const laci0 = await laci();
    const bank0 = (await rekening('123')).saldo_akhir as number;
    const d = await post('cash/tambah-bank', { no_rekening: '123', jumlah: 50_000, keterangan: 'x', alasan: 'x' });
    await post('cash/batal', { no_reff: d.no_reff, alasan: 'salah', otorisasi: await grant('BATAL_KAS', d.no_reff) });
    expect(await laci()).toBe(laci0);
    expect((await rekening('123')).saldo_akhir).toBe(bank0);
  });
});

describe('the day book, paged', () => {
  it('returns every row exactly once, with running balances that continue across pages', async () => {
    for (let i = 0; i < 12; i++) {
      await post('cash/manual', i % 3 === 0 ? kasKeluar(1_000 * (i + 1)) : kasMasuk(7_000 * (i + 1)));
    }
    const first = await get(`cash/paginated?tanggal=${tanggal}&skip=0&limit=5`);
    expect(first.saldo_awal).toBe(1_000_000);
    expect(first.count).toBeGreaterThan(15);
    const all: { id: number; saldo: number; jumlah_in: number; jumlah_out: number }[] = [];
    for (let skip = 0; skip < first.count; skip += 5) {
      const page = await get(`cash/paginated?tanggal=${tanggal}&skip=${skip}&limit=5`);
      expect(page.count).toBe(first.count);
      all.push(...page.data);
    }
    expect(all).toHaveLength(first.count);
    expect(new Set(all.map((r) => r.id)).size).toBe(first.count);
    const db = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM kas WHERE kode_toko = 'PST' AND no_rekening = '' AND tanggal = $1`,
      [tanggal],
    );
    expect(db[0]?.n).toBe(first.count);
    let saldo = first.saldo_awal;
    for (const r of all) {
      saldo += r.jumlah_in - r.jumlah_out;
      expect(r.saldo).toBe(saldo);
    }
    expect(first.saldo_akhir).toBe(saldo);
    expect(first.saldo_akhir).toBe(first.saldo_awal + first.total_in - first.total_out);
    // a day without rows: opening = closing, nothing listed
    const tomorrow = await get('cash/paginated?tanggal=2099-01-01');
    expect(tomorrow).toMatchObject({ count: 0, data: [], saldo_awal: saldo, saldo_akhir: saldo });
  });

  it('another store sees none of these rows and cannot touch them', async () => {
    const page = await get('cash/paginated', lain);
    expect(page).toMatchObject({ count: 0, saldo_awal: 0, saldo_akhir: 0 });
    const noPst = (await q<{ no_reff: string }>(`SELECT no_reff FROM kas WHERE no_reff LIKE 'PST-KAS-%' LIMIT 1`))[0]
      ?.no_reff as string;
    const g = await t.otorisasi(lain, {
      user_id: 'LAIN1',
      password: 'rahasia-lain',
      alasan: 'coba',
      jenis: 'BATAL_KAS',
      no_ref: noPst,
    });
    const r = await t.call('POST', 'cash/batal', { token: lain, body: { no_reff: noPst, alasan: 'x', otorisasi: g } });
    expect(r.statusCode).toBe(404);
    // PST's kategori and account are not LAIN's
    const m = await t.call('POST', 'cash/manual', { token: lain, body: kasMasuk(1000) });
    expect(m.json().message).toBe('Kategori MODAL Tidak Ditemukan Di Master Kategori');
    const b = await t.call('POST', 'cash/ambil-bank', {
      token: lain,
      body: { no_rekening: '123', jumlah: 1000, keterangan: 'x', alasan: 'x' },
    });
    expect(b.json().message).toBe('Rekening 123 Tidak Ditemukan');
    const h = await get('cash/hitung', lain);
    expect(h).toMatchObject({ saldo_buku: 0, data: [] });
  });
});

describe('drawer count (hitung laci)', () => {
  /** Notes and coins making exactly `n` rupiah (n a multiple of 100). */
  const pecahan = (n: number) => [
    { kode: 'K100000', jumlah: Math.floor(n / 100_000) },
    { kode: 'L100', jumlah: (n % 100_000) / 100 },
  ];

  it('a count that matches the book needs nothing; the difference is counted − book', async () => {
    const buku = await laci();
    const h = await post('cash/hitung', { pecahan: pecahan(buku) });
    expect(h).toMatchObject({ total_hitung: buku, saldo_buku: buku, selisih: 0, otorisasi_by: '', input_by: 'ADMIN' });
    expect(h.pecahan).toHaveLength(11);
    const small = await post('cash/hitung', { pecahan: pecahan(buku - 10_000) });
    expect(small.selisih).toBe(-10_000);
  });

  it('a difference over SELISIH_KAS_MAX needs a note and a supervisor grant for that count', async () => {
    const buku = await laci();
    const counted = buku - 50_000;
    const body = { pecahan: pecahan(counted), catatan: 'uang kurang' };
    let r = await t.call('POST', 'cash/hitung', { token: admin, body: { pecahan: pecahan(counted) } });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Selisih Hitung Kas Melebihi Rp 10,000: Perlu Catatan Dan Otorisasi Supervisor');
    r = await t.call('POST', 'cash/hitung', {
      token: admin,
      body: { pecahan: pecahan(counted), otorisasi: await grant('SELISIH_KAS', '', { jumlah: counted }) },
    });
    expect(r.json().message).toBe('Catatan Selisih Harus Diisi');
    // a grant for another total does not approve this count
    r = await t.call('POST', 'cash/hitung', {
      token: admin,
      body: { ...body, otorisasi: await grant('SELISIH_KAS', '', { jumlah: counted + 100 }) },
    });
    expect(r.statusCode).toBe(422);
    const n0 = (await get('cash/hitung')).data.length;
    const h = await post('cash/hitung', {
      ...body,
      otorisasi: await grant('SELISIH_KAS', '', { jumlah: counted }),
    });
    expect(h).toMatchObject({ selisih: -50_000, catatan: 'UANG KURANG', otorisasi_by: 'SPV1' });
    const list = await get('cash/hitung');
    expect(list.data).toHaveLength(n0 + 1);
    expect(list.data[0].id).toBe(h.id);
    expect(list).toMatchObject({ saldo_buku: buku, batas_selisih: 10_000, tanggal });
    const rec = await q(`SELECT jenis, otorisasi_by FROM otorisasi WHERE no_ref = $1`, [`HITUNG KAS ${h.id}`]);
    expect(rec).toEqual([{ jenis: 'SELISIH_KAS', otorisasi_by: 'SPV1' }]);
  });
});

describe('field 14: one number format in server messages', () => {
  it('field 14: a refused cash-out writes its amounts with the §2.3 grouping (Rp 12,345,678), as every screen does', async () => {
    const r = await t.call('POST', 'cash/manual', { token: admin, body: kasKeluar(12_345_678) });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(
      /^Saldo Kas Di Laci Tidak Cukup: Saldo Rp \d{1,3}(,\d{3})*, Diminta Rp 12,345,678$/,
    );
  });
});

describe('field 38: a store account’s book never goes below zero', () => {
  it('field 38: Ambil Uang Bank beyond the account’s book is refused as the drawer refuses a cash-out; neither book moves', async () => {
    const laci0 = await laci();
    const bank0 = (await rekening('123')).saldo_akhir as number;
    const r = await t.call('POST', 'cash/ambil-bank', {
      token: admin,
      body: { no_rekening: '123', jumlah: bank0 + 1, keterangan: 'ambil', alasan: 'modal laci' },
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(MSG_KAS.rekeningKurang('123', bank0, bank0 + 1));
    expect(await laci()).toBe(laci0);
    expect((await rekening('123')).saldo_akhir).toBe(bank0);
    // the book's exact balance can be taken
    await post('cash/ambil-bank', { no_rekening: '123', jumlah: bank0, keterangan: 'ambil', alasan: 'modal laci' });
    expect((await rekening('123')).saldo_akhir).toBe(0);
  });
});

describe('field 14: one number format in server messages', () => {
  it('field 14: a refused cash-out writes its amounts with the §2.3 grouping (Rp 12,345,678), as every screen does', async () => {
    const r = await t.call('POST', 'cash/manual', { token: admin, body: kasKeluar(12_345_678) });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(
      /^Saldo Kas Di Laci Tidak Cukup: Saldo Rp \d{1,3}(,\d{3})*, Diminta Rp 12,345,678$/,
    );
  });
});
