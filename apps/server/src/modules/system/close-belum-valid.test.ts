/**
 * Issue 25 item 36: a refused Tutup Toko lists every kind of unvalidated document at once (sales, deposits,
 * buy-backs, orders, repairs, loans), so the owner validates them all before one retry — not one kind per retry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const DAY = '2024-03-05';
let t: TestApp;
let token: string;

const q = (text: string, params: unknown[] = []) => t.db.$client.query(text, params);

beforeAll(async () => {
  t = await createTestApp();
  await t.createStore({ kode_toko: 'VAL', tgl_system: DAY });
  await t.createUser({ user_id: 'VAL_U1', level: 'KASIR', kode_toko: 'VAL', password: 'tutup-123' });
  token = await t.login('VAL_U1', 'tutup-123');
  // one open document of every kind the close checks, as the counters leave them (status_valid OPEN)
  const base = [DAY, 'VAL_U1'];
  await q(
    `INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, jumlah_barang, total_harga, input_by)
     VALUES ('VAL', 'VAL-FJ-240305-0001', $1, 'S01', 1, 2175000, $2)`,
    base,
  );
  await q(
    `INSERT INTO titipan (kode_toko, no_titip, tanggal, nama_customer, jumlah, input_by)
     VALUES ('VAL', 'VAL-TT-240305-0001', $1, 'SITI', 500000, $2)`,
    base,
  );
  await q(
    `INSERT INTO pembelian (kode_toko, no_faktur_group, tanggal, kode_sales, kode_gudang, kode_baki, jumlah_barang,
                            total_harga, input_by)
     VALUES ('VAL', 'VAL-FB-240305-0001', $1, 'S01', 'SRT', 'S1', 1, 845000, $2)`,
    base,
  );
  await q(
    `INSERT INTO pesanan (kode_toko, no_pesanan, tanggal, kode_sales, nama_customer, tgl_estimasi, jumlah_barang, dp,
                          total_bayar, input_by)
     VALUES ('VAL', 'VAL-DP-240305-0001', $1, 'S01', 'RINA', $1, 1, 1000000, 1000000, $2)`,
    base,
  );
  await q(
    `INSERT INTO service (kode_toko, no_service, tanggal, kode_sales, nama_customer, jumlah_barang, subtotal, total,
                          input_by)
     VALUES ('VAL', 'VAL-SV-240305-0001', $1, 'S01', 'BUDI', 1, 150000, 150000, $2)`,
    base,
  );
  await q(
    `INSERT INTO hutang (kode_toko, no_hutang, tanggal, lama_hari, tgl_jatuh_tempo, kode_sales, nama_customer,
                         jumlah_barang, pokok, input_by)
     VALUES ('VAL', 'VAL-PI24-00001', $1, 30, $1::date + 30, 'S01', 'AMINAH', 1, 250000, $2)`,
    base,
  );
});
afterAll(() => t?.close());

describe('Tutup Toko refused for unvalidated documents', () => {
  it('field 36: one refusal lists every kind of unvalidated document, with both validation menus', async () => {
    const r = await t.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(
      'Masih Ada 6 Transaksi Yang Belum Divalidasi (1 Penjualan, 1 Titipan, 1 Pembelian, 1 Pesanan, 1 Service, ' +
        '1 Hutang), Silahkan Validasi Di Menu Validasi Jual Beli Dan Menu Validasi Hutang',
    );
    expect(r.json().belum_valid).toEqual([
      { jenis: 'PENJUALAN', nomor: 'VAL-FJ-240305-0001', jumlah: 2_175_000 },
      { jenis: 'TITIPAN', nomor: 'VAL-TT-240305-0001', jumlah: 500_000 },
      { jenis: 'PEMBELIAN', nomor: 'VAL-FB-240305-0001', jumlah: 845_000 },
      { jenis: 'PESANAN', nomor: 'VAL-DP-240305-0001', jumlah: 1_000_000 },
      { jenis: 'SERVICE', nomor: 'VAL-SV-240305-0001', jumlah: 150_000 },
      { jenis: 'HUTANG', nomor: 'VAL-PI24-00001', jumlah: 250_000 },
    ]);
    const day = await q(`SELECT tgl_system::text AS d FROM stores WHERE kode_toko = 'VAL'`);
    expect(day.rows[0].d).toBe(DAY);
  });

  it('field 36: with one kind left the refusal names that kind and its menu only; none left, the day closes', async () => {
    await q(`UPDATE penjualan SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    await q(`UPDATE titipan SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    await q(`UPDATE pembelian SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    await q(`UPDATE pesanan SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    await q(`UPDATE service SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    const r = await t.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(
      'Masih Ada 1 Hutang Yang Belum Divalidasi, Silahkan Validasi Di Menu Validasi Hutang',
    );
    expect(r.json().belum_valid).toEqual([{ jenis: 'HUTANG', nomor: 'VAL-PI24-00001', jumlah: 250_000 }]);
    await q(`UPDATE hutang SET status_valid = 'DONE' WHERE kode_toko = 'VAL'`);
    const ok = await t.call('PUT', 'system/close', { token, body: { PROSES: 'close' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
