import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, menuGranting, type TestApp, today } from '../../test/helpers.ts';

let t: TestApp;
let pst: string;
let t3: string;

async function masters(token: string) {
  const post = async (url: string, body: unknown) => {
    const r = await t.call('POST', url, { token, body });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
  };
  await post('group', { kode_group: 'E75', nama_group: 'EMAS 75', jenis_group: 'EMAS', harga: 1000000 });
  await post('jenis', { kode_dept: 'CC', nama_dept: 'CINCIN', kode_group: 'E75' });
  await post('gudang', { kode_gudang: 'ETL', nama_gudang: 'ETALASE' });
  await post('baki', {
    kode_baki: 'B1',
    nama_baki: 'BAKI 1',
    kode_gudang: 'ETL',
    berat_baki: '100.5',
    berat_bandrol: '0.2',
  });
  await post('baki', { kode_baki: 'B2', nama_baki: 'BAKI 2', kode_gudang: 'ETL', berat_baki: '90' });
}
const item = (over: Record<string, unknown> = {}) => ({
  nama_barang: 'cincin',
  kode_group: 'E75',
  kode_dept: 'CC',
  kode_gudang: 'ETL',
  kode_baki: 'B1',
  berat: '2.5',
  kadar: '75',
  ...over,
});
async function make(token: string, n: number): Promise<string[]> {
  const r = await t.call('POST', 'barang', { token, body: { items: [item({ jumlah: n })] } });
  return (r.json().data as { kode_barcode: string }[]).map((d) => d.kode_barcode);
}

beforeAll(async () => {
  t = await createTestApp();
  pst = await t.login('ADMIN', ADMIN_PASSWORD);
  await t.createStore({ kode_toko: 'T3' });
  await t.createUser({ user_id: 'OWNT3', level: 'OWN', kode_toko: 'T3', password: 'rahasia-t3' });
  t3 = await t.login('OWNT3', 'rahasia-t3');
  await t.createUser({ user_id: 'SPV9', level: 'SPV', kode_toko: 'PST', password: 'rahasia-spv9' });
  await masters(pst);
  await masters(t3);
});
afterAll(() => t.close());

describe('kirim barang ke cabang and terima barang', () => {
  it('ships pieces in transit under a numbered shipment; the branch receives by scanning, differences recorded', async () => {
    const codes = await make(pst, 3);
    const next = (await t.call('GET', 'kirimbarang/get/nokirim', { token: pst })).json().no_kirim as string;
    expect(next).toMatch(/^PST-KB-\d{6}-0001$/);
    const sent = await t.call('POST', 'kirimbarang', { token: pst, body: { kode_toko_tujuan: 'T3', barcodes: codes } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ no_kirim: next, jumlah: 3, berat: 7.5, status: 'DIKIRIM' });
    // in transit: not sellable or movable at head office
    const mv = await t.call('POST', 'barang/pindah', {
      token: pst,
      body: { barcodes: [codes[0]], kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    expect(mv.json().message).toBe(`Barang ${codes[0]} Sedang Dalam Pengiriman`);
    // a branch cannot send (head office only)
    expect(
      (await t.call('POST', 'kirimbarang', { token: t3, body: { kode_toko_tujuan: 'PST', barcodes: codes } }))
        .statusCode,
    ).toBe(403);

    const incoming = (await t.call('GET', 'kirimbarang/masuk', { token: t3 })).json() as { no_kirim: string }[];
    expect(incoming.map((i) => i.no_kirim)).toEqual([next]);
    const stranger = await t.call('POST', 'terimabarang/kiriman', {
      token: t3,
      body: { no_kirim: next, barcodes: ['99999999'], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(stranger.json().message).toBe(`Barang 99999999 Tidak Termasuk Kiriman ${next}`);
    const rec = await t.call('POST', 'terimabarang/kiriman', {
      token: t3,
      body: { no_kirim: next, barcodes: [codes[0], codes[1]], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(rec.json().data).toEqual({ no_kirim: next, diterima: 2, selisih: 1 });
    const t3stock = (await t.call('GET', 'barang/search?status=STOCK', { token: t3 })).json();
    expect(t3stock.count).toBe(2);
    const hist = (await t.call('GET', `barang/riwayat/${codes[0]}`, { token: t3 })).json();
    expect(hist.data[0]).toMatchObject({ jenis: 'TERIMA', no_ref: next, ke_baki: 'B1' });
    const head = (await t.call('GET', `kirimbarang/get/by-no/${next}`, { token: pst })).json();
    expect(head.items.map((i: { status: string }) => i.status).sort()).toEqual(['DITERIMA', 'DITERIMA', 'SELISIH']);
    const again = await t.call('POST', 'terimabarang/kiriman', {
      token: t3,
      body: { no_kirim: next, barcodes: [codes[2]], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(again.json().message).toBe(`Kiriman ${next} Sudah Diterima`);
    // the received piece now belongs to T3: head office scanning it is told so
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: pst })).json().message).toBe(
      `Barang ${codes[0]} Sudah Dikirim Ke Toko Lain`,
    );
  });

  it('receives pieces from a supplier under a TB number with TERIMA ledger rows', async () => {
    const r = await t.call('POST', 'terimabarang/supplier', {
      token: pst,
      body: { supplier: 'pt sumber emas', no_faktur: 'f-01', items: [item({ jumlah: 2 })] },
    });
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data.no_ref).toMatch(/^PST-TB-\d{6}-0001$/);
    expect(data.barang).toHaveLength(2);
    const rows = (
      await t.call('GET', `barang/report-terima?tgl_from=${today()}&tgl_to=${today()}`, { token: pst })
    ).json() as { no_ref: string; keterangan: string }[];
    expect(rows.filter((x) => x.no_ref === data.no_ref)).toHaveLength(2);
    expect(rows[0]?.keterangan).toContain('PT SUMBER EMAS');
  });
});

describe('timbang baki', () => {
  it('expected = tray + tags + pieces; the difference is recorded and warned beyond the tolerance', async () => {
    const trays = (
      await t.call('GET', `timbang-baki?tanggal=${today()}&kode_gudang=ETL&kode_toko=T3`, { token: t3 })
    ).json() as { kode_baki: string; jumlah_barang: number; berat_seharusnya: number }[];
    const b1 = trays.find((x) => x.kode_baki === 'B1');
    expect(b1).toMatchObject({ jumlah_barang: 2, berat_seharusnya: 100.5 + 2 * 0.2 + 5 });
    const ok = await t.call('POST', 'timbang-baki', { token: t3, body: { kode_baki: 'B1', berat_timbang: '106.1' } });
    expect(ok.json().data).toMatchObject({ status: 'SESUAI', selisih: 0.2, peringatan: null });
    const bad = await t.call('POST', 'timbang-baki', { token: t3, body: { kode_baki: 'B1', berat_timbang: '103' } });
    expect(bad.json().data.status).toBe('SELISIH');
    expect(bad.json().data.peringatan).toBe('Selisih Timbang Baki B1 -2.900 Gram Melebihi Toleransi 0.500 Gram');
    const after = (await t.call('GET', `timbang-baki?tanggal=${today()}&kode_gudang=ETL`, { token: t3 })).json() as {
      kode_baki: string;
      berat_timbang: number;
    }[];
    expect(after.find((x) => x.kode_baki === 'B1')?.berat_timbang).toBe(103);
    // a branch may not read another store's trays
    expect(
      (await t.call('GET', `timbang-baki?tanggal=${today()}&kode_gudang=ETL&kode_toko=PST`, { token: t3 })).statusCode,
    ).toBe(403);
    const rep = (
      await t.call('GET', `barang/report-timbang-baki?tgl_from=${today()}&tgl_to=${today()}`, { token: t3 })
    ).json();
    expect(rep).toHaveLength(2);
  });
});

describe('stock opname', () => {
  it('shows found, missing and unexpected pieces, survives a reload, and saves the result', async () => {
    const codes = await make(pst, 3);
    const other = await make(pst, 1);
    await t.call('POST', 'barang/pindah', {
      token: pst,
      body: { barcodes: other, kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    const start = await t.call('POST', 'stock-opname', { token: pst, body: { jenis: 'BAKI', kode_baki: 'b1' } });
    expect(start.statusCode).toBe(200);
    const id = start.json().opname._id as string;
    const expected = start.json().jumlah_seharusnya as number;
    await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: codes[0] } });
    await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: other[0] } });
    const dup = await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: codes[0] } });
    expect(dup.statusCode).toBe(409);
    // "reload": starting again on the same tray returns the same open count
    const again = (
      await t.call('POST', 'stock-opname', { token: pst, body: { jenis: 'BAKI', kode_baki: 'B1' } })
    ).json();
    expect(again.opname._id).toBe(id);
    expect(again.ditemukan.map((x: { kode_barcode: string }) => x.kode_barcode)).toEqual([codes[0]]);
    expect(again.lebih.map((x: { kode_barcode: string }) => x.kode_barcode)).toEqual([other[0]]);
    expect(again.hilang).toHaveLength(expected - 1);
    const done = await t.call('POST', `stock-opname/${id}/finish`, { token: pst });
    expect(done.json().data.opname).toMatchObject({ status: 'SELESAI', hasil: 'SELISIH' });
    const row = await t.db.$client.query(
      'SELECT jumlah_ditemukan, jumlah_hilang, jumlah_lebih FROM stock_opname WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ jumlah_ditemukan: 1, jumlah_hilang: expected - 1, jumlah_lebih: 1 });
    // later stock changes do not rewrite a finished count
    await t.call('POST', 'barang/pindah', {
      token: pst,
      body: { barcodes: [codes[1]], kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    const later = (await t.call('GET', `stock-opname/${id}`, { token: pst })).json();
    expect(later.hilang).toHaveLength(expected - 1);
    expect(later.opname.status).toBe('SELESAI');
    expect(
      (await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: codes[1] } })).json().message,
    ).toBe('Stock Opname Sudah Selesai');
  });

  it('lists the pieces out as reserved (TITIP) or lent (CONTOH) apart: not expected, not missing, not counted', async () => {
    const [keep, titip, contoh] = (await make(pst, 3)) as [string, string, string];
    await t.call('POST', 'barang/pindah', {
      token: pst,
      body: { barcodes: [keep, titip, contoh], kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    // as Bayar DP and an order's showroom sample leave them: status changed, tray kept, no_ref the document
    await t.db.$client.query(`UPDATE barang SET status = 'TITIP', no_ref = 'PST-TD-0001' WHERE kode_barcode = $1`, [
      titip,
    ]);
    await t.db.$client.query(`UPDATE barang SET status = 'CONTOH', no_ref = 'DP-0001' WHERE kode_barcode = $1`, [
      contoh,
    ]);
    const start = await t.call('POST', 'stock-opname', { token: pst, body: { jenis: 'BAKI', kode_baki: 'B2' } });
    expect(start.statusCode).toBe(200);
    const s = start.json();
    const codes = (rows: { kode_barcode: string }[]) => rows.map((r) => r.kode_barcode);
    expect(s.dipesan).toEqual([
      { kode_barcode: titip, nama_barang: 'CINCIN', berat: 2.5, status: 'TITIP', no_ref: 'PST-TD-0001' },
      { kode_barcode: contoh, nama_barang: 'CINCIN', berat: 2.5, status: 'CONTOH', no_ref: 'DP-0001' },
    ]);
    expect(codes(s.hilang)).toContain(keep);
    expect(codes(s.hilang)).not.toContain(titip);
    expect(codes(s.hilang)).not.toContain(contoh);
    const id = s.opname._id as string;
    const scanTitip = await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: titip } });
    expect(scanTitip.statusCode).toBe(422);
    expect(scanTitip.json().message).toBe(
      `Barang ${titip} Sudah Dipesan Customer (Titipan DP PST-TD-0001), Bukan Barang Lebih: Tidak Dihitung Dalam Stock Opname`,
    );
    const scanContoh = await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: contoh } });
    expect(scanContoh.json().message).toBe(
      `Barang ${contoh} Sedang Dipinjam Sebagai Contoh Pesanan DP-0001, Bukan Barang Lebih: Tidak Dihitung Dalam Stock Opname`,
    );
    await t.call('POST', `stock-opname/${id}/scan`, { token: pst, body: { barcode: keep } });
    const done = (await t.call('POST', `stock-opname/${id}/finish`, { token: pst })).json().data;
    expect(codes(done.lebih)).toEqual([]);
    expect(codes(done.dipesan)).toEqual([titip, contoh]);
    const row = await t.db.$client.query(
      'SELECT jumlah_seharusnya, jumlah_ditemukan, jumlah_lebih FROM stock_opname WHERE id = $1',
      [id],
    );
    expect(row.rows[0].jumlah_lebih).toBe(0);
    expect(row.rows[0].jumlah_seharusnya).toBe(row.rows[0].jumlah_ditemukan + done.hilang.length);
    // the finished count keeps its reserved list
    expect(codes((await t.call('GET', `stock-opname/${id}`, { token: pst })).json().dipesan)).toEqual([titip, contoh]);
  });

  it('needs one of the opname screens', async () => {
    await t.createUser({
      user_id: 'NOOP',
      level: 'STF',
      kode_toko: 'PST',
      password: 'rahasia-x',
      menu: menuGranting(['/data-barang'], { kode_toko: 'PST', tipe_toko: 'PUSAT', modules: [] }),
    });
    const tok = await t.login('NOOP', 'rahasia-x');
    expect(
      (await t.call('POST', 'stock-opname', { token: tok, body: { jenis: 'BAKI', kode_baki: 'B1' } })).statusCode,
    ).toBe(403);
  });
});

describe('cucian, sortir, penerimaan barang', () => {
  it('washing takes pieces out of stock and back into a tray', async () => {
    const codes = await make(pst, 2);
    expect((await t.call('POST', 'barang/cuci', { token: pst, body: { barcodes: codes } })).statusCode).toBe(200);
    expect((await t.call('GET', `barang/scan/${codes[0]}`, { token: pst })).json().message).toBe(
      `Barang ${codes[0]} Sedang Dicuci`,
    );
    const back = await t.call('POST', 'barang/cuci-kembali', {
      token: pst,
      body: { barcodes: codes, kode_gudang: 'ETL', kode_baki: 'B2' },
    });
    expect(back.json().data.jumlah).toBe(2);
    const d = (await t.call('GET', `barang/riwayat/${codes[0]}`, { token: pst })).json();
    expect(d.data.map((x: { jenis: string }) => x.jenis)).toEqual(['TAMBAH', 'CUCI', 'KEMBALI']);
  });

  it('sorting (module-gated) sends bought-back pieces to stock, washing or melting', async () => {
    const codes = await make(pst, 2);
    await t.db.$client.query(`UPDATE barang SET status = 'SORTIR' WHERE kode_barcode = ANY($1)`, [codes]);
    // ADMIN holds no SEPUHAN_MODULE: sortir-pembelian is refused, pindah-sortir is not module-gated
    expect(
      (await t.call('POST', 'barang/sortir', { token: pst, body: { barcodes: [codes[0]], tujuan: 'HANCUR' } }))
        .statusCode,
    ).toBe(403);
    await t.db.$client.query(`UPDATE users SET modules = '["SEPUHAN_MODULE"]' WHERE user_id = 'ADMIN'`);
    const noAuth = await t.call('POST', 'barang/sortir', {
      token: pst,
      body: { barcodes: [codes[0]], tujuan: 'HANCUR' },
    });
    expect(noAuth.statusCode).toBe(400);
    expect(noAuth.json().message).toBe('Hancur Barang Memerlukan Otorisasi Supervisor');
    const melted = await t.call('POST', 'barang/sortir', {
      token: pst,
      body: {
        barcodes: [codes[0]],
        tujuan: 'HANCUR',
        otorisasi: await t.otorisasi(pst, {
          user_id: 'SPV9',
          password: 'rahasia-spv9',
          alasan: 'patah',
          jenis: 'HANCUR',
          detail: { barcodes: [codes[0] as string] },
        }),
      },
    });
    expect(melted.statusCode).toBe(200);
    expect(melted.json().data.no_hancur).toMatch(/^PST-HC-/);
    const ps = await t.call('POST', 'barang/pindah-sortir', {
      token: pst,
      body: { barcodes: [codes[1]], kode_gudang: 'ETL', kode_baki: 'B1' },
    });
    expect(ps.statusCode).toBe(200);
    expect((await t.call('GET', `barang/detail/${codes[1]}`, { token: pst })).json()).toMatchObject({
      status: 'STOCK',
      kode_baki: 'B1',
    });
  });

  it('penerimaan barang by weight needs SEMI_GROSIR_MODULE and prices exactly', async () => {
    const body = { supplier: 'pt grosir', kode_group: 'E75', berat: '100.125', kadar: '75', harga_gram: 950000 };
    expect((await t.call('POST', 'penerimaan-barang', { token: pst, body })).statusCode).toBe(403);
    await t.db.$client.query(`UPDATE users SET modules = '["SEMI_GROSIR_MODULE"]' WHERE user_id = 'ADMIN'`);
    const r = await t.call('POST', 'penerimaan-barang', { token: pst, body });
    expect(r.json().data).toMatchObject({ berat: 100.125, total: 95118750 });
    const rep = (
      await t.call('GET', `barang/report-terima-supplier?tgl_from=${today()}&tgl_to=${today()}`, { token: pst })
    ).json();
    expect(rep[0]).toMatchObject({ supplier: 'PT GROSIR', total: 95118750 });
  });
});
