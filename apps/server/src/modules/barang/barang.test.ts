import { addDays } from '@kilau/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../../test/gold-piece.ts';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp, today } from '../../test/helpers.ts';

let t: TestApp;
let admin: string;
const SPV = (alasan: string) => ({ user_id: 'SPV1', password: 'rahasia-spv', alasan });
const grantHancur = (code: string) =>
  t.otorisasi(admin, { ...SPV('rusak'), jenis: 'HANCUR', detail: { barcodes: [code] } });

const piece = (over: Record<string, unknown> = {}) => goldPiece({ kadar_cetak: '750', ...over });

async function setupMasters(token: string) {
  const post = async (url: string, body: unknown) => {
    const r = await t.call('POST', url, { token, body });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  };
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('jenis', { kode_dept: 'KL', nama_dept: 'KALUNG', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('gudang', { kode_gudang: 'BRK', nama_gudang: 'BRANKAS' });
  await post('baki', { kode_baki: 'B1', nama_baki: 'BAKI 1', kode_gudang: 'ETL', berat_baki: '100' });
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI 2', kode_gudang: 'ETL', berat_baki: '100' });
  await post('baki', { kode_baki: 'S1', nama_baki: 'SIMPAN', kode_gudang: 'BRK', berat_baki: '100' });
}

async function create(items: unknown[], token = admin) {
  const r = await t.call('POST', 'barang', { token, body: { items } });
  return r;
}

beforeAll(async () => {
  t = await createTestApp();
  // Start on yesterday's shop day so this file can close two days in a row.
  await t.db.$client.query(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`, [addDays(today(), -1)]);
  admin = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createUser({ user_id: 'SPV1', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv' });
  await setupMasters(admin);
});
afterAll(() => t.close());

describe('tambah data barang', () => {
  it('creates pieces with 8-digit unique barcodes, a TAMBAH ledger row each, exact weights', async () => {
    const r = await create([piece({ jumlah: 3 }), piece({ nama_barang: 'kalung', kode_dept: 'KL', berat: 10.5 })]);
    expect(r.statusCode).toBe(200);
    const data = r.json().data as { kode_barcode: string; berat: number; nama_barang: string; status: string }[];
    expect(data).toHaveLength(4);
    expect(new Set(data.map((d) => d.kode_barcode)).size).toBe(4);
    for (const d of data) expect(d.kode_barcode).toMatch(/^\d{8}$/);
    expect(data[0]).toMatchObject({ nama_barang: 'CINCIN POLOS', berat: 2.125, status: 'STOCK' });
    const riwayat = (await t.call('GET', `barang/riwayat/${Number(data[0]?.kode_barcode)}`, { token: admin })).json();
    expect(riwayat.count).toBe(1);
    expect(riwayat.data[0]).toMatchObject({ jenis: 'TAMBAH', ke_gudang: 'ETL', ke_baki: 'B1', status_ke: 'STOCK' });
  });

  it('refuses bad input and inconsistent masters with Indonesian messages', async () => {
    const bad = await create([piece({ berat: '0', nama_barang: '' })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'items.0.nama_barang': 'Nama Barang Tidak Boleh Kosong',
      'items.0.berat': 'Berat Harus Lebih Dari 0',
    });
    expect((await create([piece({ berat: '1.2345' })])).json().message).toBe(
      'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal',
    );
    expect((await create([piece({ kode_baki: 'S1' })])).json().message).toBe('Baki S1 Bukan Bagian Dari Gudang ETL');
    expect((await create([piece({ kode_dept: 'XX' })])).json().message).toBe('Jenis XX Tidak Ditemukan');
    expect((await create([piece({ kode_baki: '' })])).json().message).toBe('Kode Baki Tidak Boleh Kosong.');
  });
});

describe('data barang search', () => {
  it('paginates with a total count and filters by barcode, name, baki and status', async () => {
    await create([piece({ nama_barang: 'gelang rantai', jumlah: 5, kode_baki: 'B2' })]);
    const all = (await t.call('GET', 'barang/search?limit=2&skip=0', { token: admin })).json();
    expect(all.data).toHaveLength(2);
    expect(all.count).toBeGreaterThanOrEqual(9);
    const byName = (await t.call('GET', 'barang/search?q=rantai', { token: admin })).json();
    expect(byName.count).toBe(5);
    const code = byName.data[0].kode_barcode as string;
    const byCode = (await t.call('GET', `barang/search?q=${code}`, { token: admin })).json();
    expect(byCode.data.map((d: { kode_barcode: string }) => d.kode_barcode)).toContain(code);
    const byBaki = (await t.call('GET', 'barang/search?kode_baki=b2&status=STOCK', { token: admin })).json();
    expect(byBaki.count).toBe(5);
    expect((await t.call('GET', 'barang/search?limit=9999', { token: admin })).statusCode).toBe(400);
  });
});

describe('growing lists are paged, never cut', () => {
  type Page<T> = { data: T[]; count: number };
  /** Reads every page of `url` with `limit` rows each; the pages must join up to `count` distinct rows. */
  async function readPages<T>(url: string, limit: number, key: (row: T) => string) {
    const first = (await t.call('GET', `${url}&limit=${limit}&skip=0`, { token: admin })).json() as Page<T>;
    const rows = [...first.data];
    for (let skip = limit; skip < first.count; skip += limit) {
      const page = (await t.call('GET', `${url}&limit=${limit}&skip=${skip}`, { token: admin })).json() as Page<T>;
      expect(page.count).toBe(first.count);
      expect(page.data.length).toBe(Math.min(limit, first.count - skip));
      rows.push(...page.data);
    }
    expect(new Set(rows.map(key)).size).toBe(rows.length);
    return { count: first.count, rows };
  }

  it('search: count is every piece the filter matches, and the pages join up to all of them', async () => {
    const made = (await create([piece({ nama_barang: 'liontin halaman', jumlah: 7 })])).json().data as {
      kode_barcode: string;
    }[];
    const all = await readPages<{ kode_barcode: string }>('barang/search?q=halaman', 3, (r) => r.kode_barcode);
    expect(all.count).toBe(7);
    expect(all.rows.map((r) => r.kode_barcode).sort()).toEqual(made.map((m) => m.kode_barcode).sort());
  });

  it("a piece's history: count is every ledger row, and the pages join up oldest first", async () => {
    const [p] = (await create([piece({ nama_barang: 'riwayat panjang' })])).json().data as { kode_barcode: string }[];
    const code = (p as { kode_barcode: string }).kode_barcode;
    const trays = [
      ['BRK', 'S1'],
      ['ETL', 'B2'],
      ['ETL', 'B1'],
      ['BRK', 'S1'],
      ['ETL', 'B2'],
      ['ETL', 'B1'],
    ];
    for (const [kode_gudang, kode_baki] of trays) {
      const mv = await t.call('POST', 'barang/pindah', {
        token: admin,
        body: { barcodes: [code], kode_gudang, kode_baki },
      });
      expect(mv.statusCode).toBe(200);
    }
    const all = await readPages<{ _id: number; jenis: string; ke_baki: string }>(`barang/riwayat/${code}?`, 2, (r) =>
      String(r._id),
    );
    expect(all.count).toBe(1 + trays.length);
    expect(all.rows.map((r) => r.jenis)).toEqual(['TAMBAH', ...trays.map(() => 'PINDAH')]);
    expect(all.rows.map((r) => r.ke_baki)).toEqual(['B1', ...trays.map(([, b]) => b)]);
    expect(all.rows.map((r) => r._id)).toEqual([...all.rows.map((r) => r._id)].sort((a, b) => a - b));
    expect((await t.call('GET', `barang/riwayat/${code}?limit=501`, { token: admin })).statusCode).toBe(400);
    expect((await t.call('GET', 'barang/riwayat/99999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('pindah and hancur', () => {
  it('moves scanned pieces, records the ledger, and refuses pieces not in stock with a clear message', async () => {
    const made = (await create([piece({ jumlah: 2 })])).json().data as { kode_barcode: string }[];
    const codes = made.map((m) => m.kode_barcode);
    const mv = await t.call('POST', 'barang/pindah', {
      token: admin,
      body: { barcodes: codes, kode_gudang: 'BRK', kode_baki: 'S1' },
    });
    expect(mv.statusCode).toBe(200);
    expect(mv.json().data.jumlah).toBe(2);
    const d = (await t.call('GET', `barang/detail/${codes[0]}`, { token: admin })).json();
    expect(d).toMatchObject({ kode_gudang: 'BRK', kode_baki: 'S1' });
    const riwayat = (await t.call('GET', `barang/riwayat/${codes[0]}`, { token: admin })).json();
    expect(riwayat.data.at(-1)).toMatchObject({
      jenis: 'PINDAH',
      dari_gudang: 'ETL',
      dari_baki: 'B1',
      ke_gudang: 'BRK',
      ke_baki: 'S1',
    });

    const h = await t.call('POST', 'barang/hancur', {
      token: admin,
      body: {
        barcodes: [codes[0]],
        otorisasi: await t.otorisasi(admin, { ...SPV('patah'), jenis: 'HANCUR', detail: { barcodes: [codes[0]] } }),
      },
    });
    expect(h.json().data).toMatchObject({ jumlah: 1, berat: 2.125 });
    expect(h.json().data.no_hancur).toMatch(/^PST-HC-\d{6}-0001$/);
    const noSpv = await t.call('POST', 'otorisasi', {
      token: admin,
      body: { ...SPV('x x x'), password: 'salah', jenis: 'HANCUR', detail: { barcodes: [codes[1]] } },
    });
    expect(noSpv.json().message).toBe('Otorisasi Gagal, User ID Atau Password Supervisor Salah');
    const again = await t.call('POST', 'barang/pindah', {
      token: admin,
      body: { barcodes: [codes[0]], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(`Barang ${codes[0]} Sudah Dihancurkan`);
    // nothing changed for the other piece of a refused batch
    const both = await t.call('POST', 'barang/pindah', {
      token: admin,
      body: { barcodes: [codes[1], codes[0]], kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    expect(both.statusCode).toBe(422);
    expect((await t.call('GET', `barang/detail/${codes[1]}`, { token: admin })).json().kode_baki).toBe('S1');
    expect((await t.call('GET', 'barang/scan/99999999', { token: admin })).json().message).toBe(
      'Barcode 99999999 Tidak Ditemukan',
    );
  });

  it('moves a whole tray', async () => {
    await create([piece({ kode_baki: 'B2', kode_gudang: 'ETL', jumlah: 3, nama_barang: 'anting' })]);
    const before = (await t.call('GET', 'barang/search?kode_baki=B2&status=STOCK', { token: admin })).json()
      .count as number;
    const r = await t.call('POST', 'barang/pindah-baki', {
      token: admin,
      body: { dari_baki: 'B2', kode_gudang: 'BRK', kode_baki: 'S1' },
    });
    expect(r.json().data.jumlah).toBe(before);
    expect((await t.call('GET', 'barang/search?kode_baki=B2&status=STOCK', { token: admin })).json().count).toBe(0);
  });

  // A move then a melt is a valid sequence, so the race is between two actions that each take the piece out of
  // stock: whichever commits first wins, the other finds the piece gone.
  it('two users melting and sending the same piece to washing at once: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const [p] = (await create([piece()])).json().data as { kode_barcode: string }[];
      const code = (p as { kode_barcode: string }).kode_barcode;
      const otorisasi = await grantHancur(code);
      const results = await Promise.all([
        t.call('POST', 'barang/hancur', { token: admin, body: { barcodes: [code], otorisasi } }),
        t.call('POST', 'barang/cuci', { token: admin, body: { barcodes: [code] } }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 422]);
      const ledger = (await t.call('GET', `barang/riwayat/${code}`, { token: admin })).json();
      expect(ledger.count).toBe(2);
    }
  });
});

describe('reports of pindah and hancur', () => {
  const shopDay = async () =>
    (await t.db.$client.query(`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'PST'`)).rows[0].d as string;

  it('Laporan Pindah Barang lists the pieces of one move in the order they were scanned', async () => {
    const made = (await create([piece({ jumlah: 5, nama_barang: 'gelang urut' })])).json().data as {
      kode_barcode: string;
    }[];
    const c = made.map((m) => m.kode_barcode);
    const scanned = [c[3], c[0], c[4], c[1], c[2]] as string[];
    const mv = await t.call('POST', 'barang/pindah', {
      token: admin,
      body: { barcodes: scanned, kode_gudang: 'BRK', kode_baki: 'S1' },
    });
    expect(mv.statusCode).toBe(200);
    const d = await shopDay();
    const rows = (await t.call('GET', `barang/report-pindah?tgl_from=${d}&tgl_to=${d}`, { token: admin })).json() as {
      kode_barcode: string;
    }[];
    expect(rows.map((r) => r.kode_barcode).filter((b) => c.includes(b))).toEqual(scanned);
  });

  it('Laporan Hancur Barang names the supervisor who authorized the melt', async () => {
    const [p] = (await create([piece({ nama_barang: 'liontin patah' })])).json().data as { kode_barcode: string }[];
    const code = (p as { kode_barcode: string }).kode_barcode;
    const h = await t.call('POST', 'barang/hancur', {
      token: admin,
      body: { barcodes: [code], otorisasi: await grantHancur(code) },
    });
    expect(h.statusCode).toBe(200);
    const d = await shopDay();
    const rows = (await t.call('GET', `barang/report-hancur?tgl_from=${d}&tgl_to=${d}`, { token: admin })).json() as {
      kode_barcode: string;
      otorisasi_by: string;
      keterangan: string;
      user_id: string;
    }[];
    expect(rows.find((r) => r.kode_barcode === code)).toMatchObject({
      otorisasi_by: 'SPV1',
      keterangan: 'RUSAK',
      user_id: 'ADMIN',
    });
  });
});

describe('search access', () => {
  it('is open to the screens that list pieces (labels), refused to a user with none of them', async () => {
    const ctx = { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] };
    await t.createUser({
      user_id: 'LBL1',
      level: 'STF',
      kode_toko: 'PST',
      password: 'rahasia-lbl',
      menu: menuGranting(['/cetak-barcode'], ctx),
    });
    await t.createUser({
      user_id: 'NONE1',
      level: 'STF',
      kode_toko: 'PST',
      password: 'rahasia-none',
      menu: menuGranting([], ctx),
    });
    expect(
      (await t.call('GET', 'barang/search?limit=1', { token: await t.login('LBL1', 'rahasia-lbl') })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('GET', 'barang/search?limit=1', { token: await t.login('NONE1', 'rahasia-none') })).statusCode,
    ).toBe(403);
  });
});

describe('store isolation', () => {
  it('another store cannot see, scan or move our pieces, and the refusal does not name the owning store', async () => {
    await t.createStore({ kode_toko: 'T3' });
    await t.createUser({ user_id: 'OWNT3', level: 'OWN', kode_toko: 'T3', password: 'rahasia-t3' });
    const t3 = await t.login('OWNT3', 'rahasia-t3');
    const ours = (await t.call('GET', 'barang/search?limit=1', { token: admin })).json().data[0].kode_barcode as string;
    expect((await t.call('GET', 'barang/search', { token: t3 })).json().count).toBe(0);
    const scan = await t.call('GET', `barang/scan/${ours}`, { token: t3 });
    expect(scan.statusCode).toBe(422);
    expect(scan.json().message).toBe(`Barcode ${ours} Bukan Barang Toko Ini`);
    const move = await t.call('POST', 'barang/pindah', {
      token: t3,
      body: { barcodes: [ours], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(move.json().message).not.toContain('PST');
    expect((await t.call('GET', `barang/detail/${ours}`, { token: t3 })).statusCode).toBe(404);
  });
});

describe('close store: barang summary', () => {
  it('computes the day per dept/group/gudang from the ledger, balancing to the real stock, and akhir = next awal', async () => {
    const day = (await t.call('GET', 'users/me', { token: admin })).json().user.tgl_system as string;
    const close = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(close.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(
      `SELECT kode_dept, kode_group, kode_gudang, stock_awal, stock_in, stock_out, stock_tambah, stock_hancur, stock_akhir,
              berat_akhir::text AS berat_akhir FROM barang_summary WHERE kode_toko = 'PST' AND tanggal = $1 ORDER BY 1, 3`,
      [day],
    );
    const real = await t.db.$client.query(
      `SELECT kode_dept, kode_group, kode_gudang, count(*)::int AS n, sum(berat)::text AS b FROM barang
        WHERE kode_toko = 'PST' AND status = 'STOCK' GROUP BY 1, 2, 3 ORDER BY 1, 3`,
    );
    for (const r of real.rows) {
      const s = rows.find((x) => x.kode_dept === r.kode_dept && x.kode_gudang === r.kode_gudang);
      expect(Number(s?.stock_akhir)).toBe(r.n);
      expect(s?.berat_akhir).toBe(r.b);
    }
    for (const s of rows) {
      expect(
        Number(s.stock_awal) +
          Number(s.stock_in) +
          Number(s.stock_tambah) -
          Number(s.stock_out) -
          Number(s.stock_hancur),
      ).toBe(Number(s.stock_akhir));
    }
    const hancur = rows.reduce((n, s) => n + Number(s.stock_hancur), 0);
    const melted = await t.db.$client.query(
      `SELECT count(*)::int AS n FROM barang_ledger WHERE kode_toko = 'PST' AND tanggal = $1 AND jenis = 'HANCUR' AND dari_gudang IS NOT NULL`,
      [day],
    );
    expect(hancur).toBe(melted.rows[0].n);
    expect(hancur).toBeGreaterThanOrEqual(1);

    // next day: a move and a new piece, then close again → awal equals yesterday's akhir, akhir the real stock
    admin = await t.login('ADMIN', ADMIN_PASSWORD);
    const one = (await t.call('GET', 'barang/search?status=STOCK&kode_gudang=BRK&limit=1', { token: admin })).json()
      .data[0];
    await t.call('POST', 'barang/pindah', {
      token: admin,
      body: { barcodes: [one.kode_barcode], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    await create([piece()]);
    const c2 = await t.call('PUT', 'system/close', { token: admin, body: { PROSES: 'close' } });
    expect(c2.statusCode).toBe(200);
    const next = await t.db.$client.query(
      `SELECT a.kode_dept, a.kode_gudang, a.stock_awal, COALESCE(b.stock_akhir, 0) AS stock_akhir, a.stock_in, a.stock_out
         FROM barang_summary a
         LEFT JOIN barang_summary b ON b.kode_toko = a.kode_toko AND b.kode_dept = a.kode_dept AND b.kode_group = a.kode_group
          AND b.kode_gudang = a.kode_gudang AND b.tanggal = $2
        WHERE a.kode_toko = 'PST' AND a.tanggal = $1`,
      [addDays(day, 1), day],
    );
    expect(next.rows.length).toBeGreaterThan(0);
    expect(next.rows.some((r) => Number(r.stock_in) === 1 && r.kode_gudang === 'ETL')).toBe(true);
    expect(next.rows.some((r) => Number(r.stock_out) === 1 && r.kode_gudang === 'BRK')).toBe(true);
    for (const r of next.rows) expect(r.stock_awal).toBe(r.stock_akhir);
  });
});
