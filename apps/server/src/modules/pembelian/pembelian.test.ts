/** Buy-back (issue 11): the counter's document, its money, its pieces, cancellation, validation and the close. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, today } from '../../test/helpers.ts';
import { setSaldoKas } from '../../test/saldo-kas.ts';

let t: TestApp;
let admin: string;
let tanggal: string;

async function post(url: string, body: unknown, token = admin) {
  const r = await t.call('POST', url, { token, body });
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}
const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.$client.query(text, params)).rows as T[];

/** `n` new pieces of 2.000 g (group E75) sold in one cash sale; their barcodes and the sale's number. */
async function soldPieces(n: number): Promise<{ codes: string[]; no: string }> {
  const created = await post('barang', {
    items: [
      {
        nama_barang: 'cincin',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat: '2',
        kadar: '75',
        jumlah: n,
      },
    ],
  });
  const codes = (created as { kode_barcode: string }[]).map((d) => d.kode_barcode);
  const s = await post('penjualan', {
    kode_sales: 'S01',
    nama_customer: 'budi',
    items: codes.map((kode_barcode) => ({ kode_barcode })),
    payments: [{ jenis: 'CASH', jumlah: 2_000_000 * n }],
  });
  return { codes, no: s.no_faktur_group };
}

const beli = (items: unknown[], payments: unknown[], over: Record<string, unknown> = {}) => ({
  kode_sales: 'S01',
  kode_gudang: 'SRT',
  kode_baki: 'S1',
  items,
  payments,
  ...over,
});
const buy = (body: unknown, headers?: Record<string, string>, token = admin) =>
  t.call('POST', 'pembelian', { token, body, headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  tanggal = today();
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
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('harga-emas', { tanggal, kode_group: 'E75', harga_jual: 1_000_000, harga_beli: 900_000 });
  await post('parabeli', {
    kode_kondisi: 'MULUS',
    type_kondisi: 'PERSENTASE',
    potongan_nota: '2',
    potongan_tanpa_nota: '5',
  });
  await post('parabeli', {
    kode_kondisi: 'PATAH',
    type_kondisi: 'RP',
    potongan_nota: '20000',
    potongan_tanpa_nota: '50000',
  });
  await post('ruginota', { kode_group: 'E75', type: 'RP', nilai: '10000' });
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await t.createStore({ kode_toko: 'LAIN' });
  await t.createUser({ user_id: 'LAIN1', level: 'OWN', kode_toko: 'LAIN', password: 'rahasia-lain' });
  // the day's opening money: a buy-back pays out of the drawer or the account only what it holds
  await setSaldoKas(t.db, 'PST', 20_000_000);
  await setSaldoKas(t.db, 'PST', 20_000_000, '123');
});
afterAll(() => t?.close());

describe('transaksi pembelian', () => {
  it('buys back a piece this store sold: prefilled from the sale, priced by policy, paid in cash, into sorting', async () => {
    const { codes, no } = await soldPieces(1);
    const code = codes[0] as string;
    const para = (await t.call('GET', 'pembelian/parameter', { token: admin })).json();
    expect(para.groups).toEqual([
      {
        kode_group: 'E75',
        nama_group: 'EMAS 75',
        harga_beli_gram: 900_000,
        rugi_nota: { type: 'RP', nilai: '10000.000' },
      },
    ]);
    const found = (await t.call('GET', `pembelian/barang-terjual/${Number(code)}`, { token: admin })).json();
    expect(found).toEqual([
      expect.objectContaining({
        kode_barcode: code,
        no_faktur_ext: `${no}-01`,
        kode_dept: 'CC',
        berat_nota: '2.000',
        harga_nota: 2_000_000,
      }),
    ]);
    expect((await t.call('GET', `pembelian/barang-terjual/${no}`, { token: admin })).json()).toHaveLength(1);
    // 900,000/g − 2 % (18,000) − rugi nota 10,000 = 872,000/g × 1.950 g = 1,700,400 → down to 500: 1,700,000
    const r = await buy(
      beli(
        [
          {
            kode_barcode: code,
            kode_dept: 'CC',
            nama_barang: 'cincin',
            berat: '1.95',
            kode_kondisi: 'MULUS',
            ada_nota: true,
            harga: 1_700_000,
          },
        ],
        [{ jenis: 'CASH', jumlah: 1_700_000 }],
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.no_faktur_group).toMatch(/^PST-FB-\d{6}-0001$/);
    expect(d).toMatchObject({
      nama_customer: 'REGULER',
      total_harga: 1_700_000,
      total_berat: '1.950',
      status_valid: 'OPEN',
    });
    expect(d.items[0]).toMatchObject({
      no_faktur_beli: `${d.no_faktur_group}-01`,
      no_faktur_ext: `${no}-01`,
      berat_nota: '2.000',
      berat: '1.950',
      harga_nota: 2_000_000,
      harga_beli_gram: 900_000,
      harga_rata: 872_000,
      harga_policy: 1_700_000,
      harga: 1_700_000,
    });
    const [piece] = await q(
      `SELECT status, berat::text AS berat, perolehan, kode_gudang, kode_baki FROM barang WHERE kode_barcode = $1`,
      [code],
    );
    expect(piece).toEqual({
      status: 'SORTIR',
      berat: '1.950',
      perolehan: 'BELI_KEMBALI',
      kode_gudang: 'SRT',
      kode_baki: 'S1',
    });
    const ledger = await q(
      `SELECT jenis, dari_gudang, ke_gudang, status_dari, status_ke, no_ref FROM barang_ledger WHERE kode_barcode = $1 ORDER BY id`,
      [code],
    );
    expect(ledger.at(-1)).toEqual({
      jenis: 'BELI',
      dari_gudang: null,
      ke_gudang: 'SRT',
      status_dari: 'TERJUAL',
      status_ke: 'SORTIR',
      no_ref: d.no_faktur_group,
    });
    const kas = await q(`SELECT kategori, jumlah_in::int, jumlah_out::int FROM kas WHERE no_reff = $1`, [
      d.no_faktur_group,
    ]);
    expect(kas).toEqual([{ kategori: 'PEMBELIAN', jumlah_in: 0, jumlah_out: 1_700_000 }]);
    // bought back once: the piece is no longer the customer's
    const again = await buy(
      beli(
        [{ kode_barcode: code, kode_dept: 'CC', nama_barang: 'x', berat: '1.95', kode_kondisi: 'MULUS', harga: 1_000 }],
        [{ jenis: 'CASH', jumlah: 1_000 }],
      ),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(`Barang ${code} Masih Dalam Sortir`);
  });

  it('a manual piece paid by transfer gets a new barcode in sorting and a bank row; no nota takes the larger deduction', async () => {
    // 900,000 − 50,000 (PATAH, no nota) − 10,000 = 840,000/g × 3 g = 2,520,000
    const r = await buy(
      beli(
        [
          {
            kode_dept: 'CC',
            nama_barang: 'gelang patah',
            kadar: '70',
            berat: '3',
            kode_kondisi: 'PATAH',
            harga: 2_500_000,
          },
        ],
        [
          {
            jenis: 'TRANSFER',
            jumlah: 2_500_000,
            no_rekening: '123',
            no_rekening_customer: '999',
            nama_bank_customer: 'bri',
          },
        ],
        { nama_customer: 'ani' },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.items[0]).toMatchObject({
      no_faktur_ext: '',
      harga_rata: 840_000,
      harga_policy: 2_520_000,
      harga: 2_500_000,
    });
    const code = d.items[0].kode_barcode as string;
    expect(code).toMatch(/^\d{8}$/);
    const [p] = await q(
      `SELECT status, nama_barang, kadar::text AS kadar, perolehan FROM barang WHERE kode_barcode = $1`,
      [code],
    );
    expect(p).toEqual({ status: 'SORTIR', nama_barang: 'GELANG PATAH', kadar: '70.000', perolehan: 'BELI_KEMBALI' });
    const kas = await q(`SELECT no_rekening, keterangan, jumlah_out::int FROM kas WHERE no_reff = $1`, [
      d.no_faktur_group,
    ]);
    expect(kas).toEqual([{ no_rekening: '123', keterangan: 'KE BRI 999', jumlah_out: 2_500_000 }]);
  });

  it('refuses an empty price, a payment that is not the total, and a price above policy without a supervisor', async () => {
    const item = { kode_dept: 'CC', nama_barang: 'cincin', berat: '1', kode_kondisi: 'MULUS', harga: 0 };
    const empty = await buy(beli([item], [{ jenis: 'CASH', jumlah: 1 }]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Harga Tidak Boleh Kosong.');
    // policy: (900,000 − 45,000 − 10,000) × 1 g = 845,000
    const mismatch = await buy(beli([{ ...item, harga: 845_000 }], [{ jenis: 'CASH', jumlah: 800_000 }]));
    expect(mismatch.json().message).toBe('Jumlah Pembayaran Rp 800,000 Harus Sama Dengan Total Pembelian Rp 845,000');
    // paying the customer more than the purchase is money leaving the till
    const over = await buy(beli([{ ...item, harga: 845_000 }], [{ jenis: 'CASH', jumlah: 900_000 }]));
    expect(over.json().message).toBe('Jumlah Pembayaran Rp 900,000 Harus Sama Dengan Total Pembelian Rp 845,000');
    const above = beli([{ ...item, harga: 900_000 }], [{ jenis: 'CASH', jumlah: 900_000 }]);
    const refused = await buy(above);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Harga Beli Di Atas Ketentuan Memerlukan Otorisasi Supervisor');
    const before = await q(`SELECT count(*)::int AS n FROM pembelian`);
    const grant = await t.otorisasi(admin, {
      user_id: 'SPV1',
      password: 'rahasia-spv',
      alasan: 'langganan',
      jenis: 'HARGA_BELI',
      detail: { items: [{ kode_barcode: 'MANUAL-1', harga_baru: 900_000 }] },
    });
    const ok = await buy({ ...above, otorisasi: grant });
    expect(ok.statusCode, ok.body).toBe(200);
    const no = ok.json().data.no_faktur_group;
    expect(await q(`SELECT count(*)::int AS n FROM pembelian`)).toEqual([{ n: (before[0] as { n: number }).n + 1 }]);
    const o = await q(`SELECT jenis, otorisasi_by, detail FROM otorisasi WHERE no_ref = $1`, [no]);
    expect(o).toEqual([
      {
        jenis: 'HARGA_BELI',
        otorisasi_by: 'SPV1',
        detail: {
          items: [{ kode_barcode: ok.json().data.items[0].kode_barcode, harga_lama: 845_000, harga_baru: 900_000 }],
        },
      },
    ]);
    // a lower price than policy needs nobody
    expect((await buy(beli([{ ...item, harga: 800_000 }], [{ jenis: 'CASH', jumlah: 800_000 }]))).statusCode).toBe(200);
  });

  it('a retried submit answers the first purchase; two counters buying one piece at once: exactly one succeeds', async () => {
    const { codes } = await soldPieces(1);
    const body = beli(
      [
        {
          kode_barcode: codes[0],
          kode_dept: 'CC',
          nama_barang: 'c',
          berat: '2',
          kode_kondisi: 'MULUS',
          ada_nota: true,
          harga: 1_000_000,
        },
      ],
      [{ jenis: 'CASH', jumlah: 1_000_000 }],
    );
    const [a, b] = await Promise.all([
      buy(body, { 'idempotency-key': 'beli-1' }),
      buy(body, { 'idempotency-key': 'beli-2' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const first = a.statusCode === 200 ? a : b;
    const key = a.statusCode === 200 ? 'beli-1' : 'beli-2';
    const retry = await buy(body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.json().data.no_faktur_group).toBe(first.json().data.no_faktur_group);
    const n = await q(`SELECT count(*)::int AS n FROM pembelian_detail WHERE kode_barcode = $1`, [codes[0]]);
    expect(n).toEqual([{ n: 1 }]);
  });

  it('issue 16: sold and manual pieces in one purchase are written by its one statement; the answer is the purchase as read back, replayed as is', async () => {
    const { codes } = await soldPieces(2);
    const sold = (code: string, berat: string) => ({
      kode_barcode: code,
      kode_dept: 'CC',
      nama_barang: 'c',
      berat,
      kode_kondisi: 'MULUS',
      ada_nota: true,
      harga: 1_000_000,
    });
    const manual = (nama: string, berat: string) => ({
      kode_dept: 'CC',
      nama_barang: nama,
      kadar: '70',
      berat,
      kode_kondisi: 'PATAH',
      harga: 500_000,
    });
    // lines: sold, manual, sold (given in the reverse of barcode order), manual
    const body = beli(
      [
        sold(codes[1] as string, '1.9'),
        manual(`kalung o'neil \\ "x" $1`, '1.5'),
        sold(codes[0] as string, '1.8'),
        manual('anting', '0.75'),
      ],
      [
        { jenis: 'CASH', jumlah: 1_000_000 },
        {
          jenis: 'TRANSFER',
          jumlah: 2_000_000,
          no_rekening: '123',
          no_rekening_customer: '9',
          nama_bank_customer: 'bri',
        },
      ],
    );
    const r = await buy(body, { 'idempotency-key': 'beli-campur' });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    const no = d.no_faktur_group as string;
    expect((await t.call('GET', `pembelian/get/by-no/${no}`, { token: admin })).json()).toEqual(d);
    expect(d).toMatchObject({ jumlah_barang: 4, total_berat: '5.950', total_harga: 3_000_000, nama_sales: 'DEWI' });
    expect(d.items.map((i: { no_faktur_beli: string; berat: string }) => [i.no_faktur_beli, i.berat])).toEqual([
      [`${no}-01`, '1.900'],
      [`${no}-02`, '1.500'],
      [`${no}-03`, '1.800'],
      [`${no}-04`, '0.750'],
    ]);
    expect([d.items[0].kode_barcode, d.items[2].kode_barcode]).toEqual([codes[1], codes[0]]);
    expect(d.payments).toMatchObject([
      { seq: 1, jenis: 'CASH', jumlah: 1_000_000, nama_rekening: null },
      { seq: 2, jenis: 'TRANSFER', jumlah: 2_000_000, nama_rekening: 'TOKO' },
    ]);
    // each line points at its piece (a manual one: its new barcode, resolvable); each piece has its BELI row
    const pieces = await q(
      `SELECT d.no_faktur_beli, b.kode_barcode, b.nama_barang, b.berat::text AS berat, b.status, b.kode_baki, b.no_ref,
              c.barang_id = b.id AS scan, l.status_dari, l.status_ke, l.berat::text AS ledger_berat, l.ke_baki
         FROM pembelian_detail d JOIN barang b ON b.id = d.barang_id AND b.kode_barcode = d.kode_barcode
         JOIN barcodes c ON c.kode_barcode = b.kode_barcode
         JOIN barang_ledger l ON l.barang_id = b.id AND l.jenis = 'BELI' AND l.no_ref = d.no_faktur_group
        WHERE d.no_faktur_group = $1 ORDER BY d.no_faktur_beli`,
      [no],
    );
    const row = (nama: string, berat: string, dari: string | null) => ({
      nama_barang: nama,
      berat,
      status: 'SORTIR',
      kode_baki: 'S1',
      no_ref: no,
      scan: true,
      status_dari: dari,
      status_ke: 'SORTIR',
      ledger_berat: berat,
      ke_baki: 'S1',
    });
    expect(pieces).toMatchObject([
      row('CINCIN', '1.900', 'TERJUAL'),
      // quotes, a backslash and $1 in a name go into the one-message statement as data
      row(`KALUNG O'NEIL \\ "X" $1`, '1.500', null),
      row('CINCIN', '1.800', 'TERJUAL'),
      row('ANTING', '0.750', null),
    ]);
    expect(new Set(pieces.map((p) => p.kode_barcode)).size).toBe(4);
    const kas = await q(`SELECT no_rekening, jumlah_out::int FROM kas WHERE no_reff = $1 ORDER BY id`, [no]);
    expect(kas).toEqual([
      { no_rekening: '', jumlah_out: 1_000_000 },
      { no_rekening: '123', jumlah_out: 2_000_000 },
    ]);
    const retry = await buy(body, { 'idempotency-key': 'beli-campur' });
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.json()).toEqual(r.json());
  });

  it('cancel needs a supervisor and works only while the pieces are in sorting; the money comes back', async () => {
    const { codes } = await soldPieces(2);
    const items = codes.map((kode_barcode) => ({
      kode_barcode,
      kode_dept: 'CC',
      nama_barang: 'c',
      berat: '2',
      kode_kondisi: 'MULUS',
      ada_nota: true,
      harga: 1_000_000,
    }));
    const one = (await buy(beli([items[0]], [{ jenis: 'CASH', jumlah: 1_000_000 }]))).json().data.no_faktur_group;
    const two = (await buy(beli([items[1]], [{ jenis: 'CASH', jumlah: 1_000_000 }]))).json().data.no_faktur_group;
    const grant = (no: string) =>
      t.otorisasi(admin, {
        user_id: 'SPV1',
        password: 'rahasia-spv',
        alasan: 'salah',
        jenis: 'BATAL_BELI',
        no_ref: no,
      });
    const noGrant = await t.call('POST', 'pembelian/batal', {
      token: admin,
      body: { no_faktur_group: one, alasan: 'SALAH INPUT' },
    });
    expect(noGrant.statusCode).toBe(400);
    const ok = await t.call('POST', 'pembelian/batal', {
      token: admin,
      body: { no_faktur_group: one, alasan: 'SALAH INPUT', otorisasi: await grant(one) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'BATAL', batal_alasan: 'SALAH INPUT' });
    expect(await q(`SELECT status FROM barang WHERE kode_barcode = $1`, [codes[0]])).toEqual([{ status: 'TERJUAL' }]);
    expect(await q(`SELECT sum(jumlah_in - jumlah_out)::int AS net FROM kas WHERE no_reff = $1`, [one])).toEqual([
      { net: 0 },
    ]);
    // the second purchase's piece was sorted back into a tray: it can no longer be cancelled
    const sorted = await t.call('POST', 'barang/pindah-sortir', {
      token: admin,
      body: { barcodes: [codes[1]], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const late = await t.call('POST', 'pembelian/batal', {
      token: admin,
      body: { no_faktur_group: two, alasan: 'PATAH', otorisasi: await grant(two) },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(`Barang ${codes[1]} Masih Ada Di Stock`);
    expect(await q(`SELECT status FROM pembelian WHERE no_faktur_group = $1`, [two])).toEqual([{ status: 'AKTIF' }]);
  });

  it('another store neither sees, cancels nor buys back this store’s documents and pieces', async () => {
    const lain = await t.login('LAIN1', 'rahasia-lain');
    const { codes } = await soldPieces(1);
    const [mine] = await q<{ no_faktur_group: string }>(
      `SELECT no_faktur_group FROM pembelian WHERE kode_toko = 'PST' LIMIT 1`,
    );
    const no = (mine as { no_faktur_group: string }).no_faktur_group;
    expect((await t.call('GET', `pembelian/get/by-no/${no}`, { token: lain })).statusCode).toBe(404);
    expect((await t.call('GET', `pembelian/barang-terjual/${codes[0]}`, { token: lain })).json()).toEqual([]);
    const r = await buy(
      beli(
        [
          {
            kode_barcode: codes[0],
            kode_dept: 'CC',
            nama_barang: 'c',
            berat: '2',
            kode_kondisi: 'MULUS',
            harga: 1_000,
          },
        ],
        [{ jenis: 'CASH', jumlah: 1_000 }],
      ),
      undefined,
      lain,
    );
    expect(r.statusCode).toBe(422);
    const list = (
      await t.call('GET', `pembelian/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}`, { token: lain })
    ).json();
    expect(list).toEqual({ data: [], count: 0 });
  });

  it('lists a period page by page with the count of all; the close refuses open purchases until they are validated', async () => {
    const all = (
      await t.call('GET', `pembelian/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}&limit=500`, { token: admin })
    ).json();
    expect(all.count).toBeGreaterThan(3);
    const p1 = (
      await t.call('GET', `pembelian/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}&limit=2`, { token: admin })
    ).json();
    const p2 = (
      await t.call('GET', `pembelian/paginated?tgl_from=${tanggal}&tgl_to=${tanggal}&limit=2&skip=2`, { token: admin })
    ).json();
    expect(p1.count).toBe(all.count);
    expect([...p1.data, ...p2.data].map((r: { no_faktur_group: string }) => r.no_faktur_group)).toEqual(
      all.data.slice(0, 4).map((r: { no_faktur_group: string }) => r.no_faktur_group),
    );
    // sales first (their own check), then purchases
    const jual = await q<{ no_faktur_group: string }>(`SELECT no_faktur_group FROM penjualan WHERE kode_toko = 'PST'`);
    await t.call('PUT', 'penjualan/validasi', { token: admin, body: { nomor: jual.map((r) => r.no_faktur_group) } });
    const refused = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Masih Ada \d+ Pembelian Yang Belum Divalidasi/);
    const open = all.data
      .filter((r: { status: string }) => r.status === 'AKTIF')
      .map((r: { no_faktur_group: string }) => r.no_faktur_group);
    const v = await t.call('PUT', 'pembelian/validasi', { token: admin, body: { nomor: open } });
    expect(v.json().data.jumlah).toBe(open.length);
    const closed = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const [sum] = await q(
      `SELECT stock_beli::int, berat_beli::text, stock_akhir::int FROM barang_summary
        WHERE kode_toko = 'PST' AND tanggal = $1 AND kode_gudang = 'SRT'`,
      [tanggal],
    );
    const inSortir = await q<{ n: number; b: string }>(
      `SELECT count(*)::int AS n, sum(berat)::text AS b FROM barang_ledger WHERE kode_toko = 'PST' AND jenis = 'BELI'`,
    );
    expect(sum).toMatchObject({ stock_beli: inSortir[0]?.n, berat_beli: inSortir[0]?.b });
  });
});

describe('field 3 / field 38: a buy-back pays out only money the book holds', () => {
  beforeAll(async () => {
    admin = await t.login('ADMIN', ADMIN_PASSWORD); // the close above ended the sessions
  });
  const manual = (harga: number) => ({
    kode_dept: 'CC',
    nama_barang: 'gelang patah',
    kadar: '70',
    berat: '3',
    kode_kondisi: 'PATAH',
    harga,
  });
  const counts = () =>
    q(`SELECT (SELECT count(*)::int FROM pembelian) AS p, (SELECT count(*)::int FROM barang) AS b,
              (SELECT count(*)::int FROM kas) AS k`);

  it('field 3: a cash buy-back the drawer cannot pay is refused as Kas Keluar refuses it (keyed or not), nothing written', async () => {
    await setSaldoKas(t.db, 'PST', 1_000_000);
    const before = await counts();
    for (const headers of [{ 'Idempotency-Key': 'field-3-beli' }, undefined]) {
      const r = await buy(beli([manual(2_500_000)], [{ jenis: 'CASH', jumlah: 2_500_000 }]), headers);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toMatch(/^Saldo Kas Di Laci Tidak Cukup: Saldo Rp 1.000.000, Diminta Rp 2.500.000$/);
    }
    expect(await counts()).toEqual(before);
    // the drawer's exact balance pays it, and the purchase number was never used by the refusals
    await setSaldoKas(t.db, 'PST', 2_500_000);
    const last = await q<{ no: string | null }>(
      `SELECT max(no_faktur_group) AS no FROM pembelian WHERE tanggal = (SELECT tgl_system FROM stores WHERE kode_toko = 'PST')`,
    );
    const ok = await buy(beli([manual(2_500_000)], [{ jenis: 'CASH', jumlah: 2_500_000 }]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Number(ok.json().data.no_faktur_group.slice(-4))).toBe(Number(last[0]?.no?.slice(-4) ?? 0) + 1);
    expect(
      await q(
        `SELECT COALESCE(sum(jumlah_in - jumlah_out), 0)::int AS s FROM kas WHERE kode_toko = 'PST' AND no_rekening = ''`,
      ),
    ).toEqual([{ s: 0 }]);
  });

  it('field 38: a buy-back paid by transfer is refused when the store account’s book lacks the money', async () => {
    await setSaldoKas(t.db, 'PST', 10_000_000);
    await setSaldoKas(t.db, 'PST', 300_000, '123');
    const pay = {
      jenis: 'TRANSFER',
      jumlah: 2_500_000,
      no_rekening: '123',
      no_rekening_customer: '9',
      nama_bank_customer: 'bri',
    };
    const r = await buy(beli([manual(2_500_000)], [pay]), { 'Idempotency-Key': 'field-38-beli' });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toMatch(/^Saldo Rekening 123 Tidak Cukup: Saldo Rp 300.000, Diminta Rp 2.500.000$/);
  });
});
