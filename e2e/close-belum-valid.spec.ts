/**
 * Issue 25 item 36, as the owner meets it: a Tutup Toko refused for unvalidated documents shows every kind at once
 * (sales, deposits, buy-backs, orders, repairs, loans) with both validation menus, instead of one kind per retry.
 */
import { addDays, todayIn } from '@kilau/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from './helpers/browser.ts';
import { ADMIN_PASSWORD, type ServerHandle, startServer } from './helpers/server.ts';
import { openAs } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // yesterday's shop day, left with one open document of every kind the close waits on
  const day = addDays(todayIn('Asia/Jakarta'), -1);
  const q = (text: string) => server.pool.query(text, [day]);
  await q(`UPDATE stores SET tgl_system = $1 WHERE kode_toko = 'PST'`);
  await q(`INSERT INTO penjualan (kode_toko, no_faktur_group, tanggal, kode_sales, jumlah_barang, total_harga, input_by)
           VALUES ('PST', 'PST-FJ-X-0001', $1, 'S01', 1, 2175000, 'ADMIN')`);
  await q(`INSERT INTO titipan (kode_toko, no_titip, tanggal, nama_customer, jumlah, input_by)
           VALUES ('PST', 'PST-TT-X-0001', $1, 'SITI', 500000, 'ADMIN')`);
  await q(`INSERT INTO pembelian (kode_toko, no_faktur_group, tanggal, kode_sales, kode_gudang, kode_baki,
                                  jumlah_barang, total_harga, input_by)
           VALUES ('PST', 'PST-FB-X-0001', $1, 'S01', 'SRT', 'S1', 1, 845000, 'ADMIN')`);
  await q(`INSERT INTO pesanan (kode_toko, no_pesanan, tanggal, kode_sales, nama_customer, tgl_estimasi,
                                jumlah_barang, dp, total_bayar, input_by)
           VALUES ('PST', 'PST-DP-X-0001', $1, 'S01', 'RINA', $1, 1, 1000000, 1000000, 'ADMIN')`);
  await q(`INSERT INTO service (kode_toko, no_service, tanggal, kode_sales, nama_customer, jumlah_barang, subtotal,
                                total, input_by)
           VALUES ('PST', 'PST-SV-X-0001', $1, 'S01', 'BUDI', 1, 150000, 150000, 'ADMIN')`);
  await q(`INSERT INTO hutang (kode_toko, no_hutang, tanggal, lama_hari, tgl_jatuh_tempo, kode_sales, nama_customer,
                               jumlah_barang, pokok, input_by)
           VALUES ('PST', 'PST-PI-X-00001', $1, 30, $1::date + 30, 'S01', 'AMINAH', 1, 250000, 'ADMIN')`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Tutup Toko refused for unvalidated documents', () => {
  it('field 36: one refusal shows every kind of open document and offers both validation menus', async () => {
    const { page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
    await page.getByTestId('date-mismatch').waitFor();
    await page.getByTestId('close-now').click();
    await page.getByTestId('close-confirm-ok').click();
    await page
      .getByTestId('close-progress-message')
      .filter({ hasText: 'Masih Ada 6 Transaksi Yang Belum Divalidasi' })
      .waitFor();
    expect(await page.getByTestId('close-progress-message').textContent()).toBe(
      'Masih Ada 6 Transaksi Yang Belum Divalidasi (1 Penjualan, 1 Titipan, 1 Pembelian, 1 Pesanan, 1 Service, ' +
        '1 Hutang), Silahkan Validasi Di Menu Validasi Jual Beli Dan Menu Validasi Hutang',
    );
    const open = (await page.getByTestId('close-progress-open').textContent()) ?? '';
    for (const no of ['PST-FJ-X-0001', 'PST-TT-X-0001', 'PST-FB-X-0001', 'PST-DP-X-0001', 'PST-SV-X-0001']) {
      expect(open).toContain(no);
    }
    expect(open).toContain('PST-PI-X-00001');
    expect(await page.getByTestId('close-open-HUTANG').textContent()).toContain('Hutang (1)Rp 250,000');
    expect(await page.getByTestId('close-progress-validate').textContent()).toBe('Validasi Jual Beli');
    expect(await page.getByTestId('close-progress-validate-hutang').textContent()).toBe('Validasi Hutang');
    await shot(page, 'e2e-field36-close-refused');
    await page.getByTestId('close-progress-validate-hutang').click();
    await page.getByTestId('page-validasi-hutang').waitFor();
  });
});
