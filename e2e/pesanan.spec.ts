/**
 * Issue 13 (orders) in a real Chromium against the built app and the real server on a fresh embedded database: an
 * order taken at /transaksi-pesanan with a CASH + DEBIT down payment and a showroom sample piece, its NOTA PESANAN
 * read back from the PDF with pdftotext; then at /lihat-pesanan sent to the craftsman, finished with its real weight,
 * the sample given back to its tray, and the reprinted receipt read back; picked up at the sales counter (a sale
 * paid by the DP once and the rest in cash); an order cancelled with a supervisor; the order validated on
 * /validasi-jual-beli.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { formatTanggal } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot, untilFocused, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, ROOT, type ServerHandle, startServer } from './helpers/server.ts';
import { api, dialogShown, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let tanggal: string;
const tmp = mkdtempSync('/tmp/kilau-e2e-pesanan-');
const SPV = { user: 'SPV1', password: 'rahasia-spv' };

async function signIn(p: string): Promise<Page> {
  const { page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await page.getByTestId('dashboard-user').waitFor();
  await page.goto(`${server.baseUrl}${p}`);
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

/** The receipt's PDF, downloaded through its button, as text; its page kept as an image. */
async function notaPdf(page: Page, name: string): Promise<string> {
  const wait = page.waitForEvent('download');
  await page.getByTestId('nota-ps-pdf').click();
  const file = path.join(tmp, `${name}.pdf`);
  await (await wait).saveAs(file);
  const shots = path.join(ROOT, 'screenshots');
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, `e2e-${name}-pdf`)]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

const doc = (no: string) =>
  api(server.baseUrl, token, 'GET', `pesanan/get/by-no/${no}`) as Promise<{
    status: string;
    dp: number;
    total_akhir: number;
    sisa: number;
    no_penjualan: string | null;
    items: { kode_barcode: string }[];
    batal_dp: string | null;
    payments: { jenis: string; jumlah: number; no_rekening: string; no_kartu: string }[];
    contoh: { kode_barcode: string; status: string }[];
  }>;
const piece = async (code: string) =>
  (await server.pool.query(`SELECT status, kode_baki FROM barang WHERE kode_barcode = $1`, [code])).rows[0];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('tukang', { kode_tukang: 'T01', nama_tukang: 'PAK HARUN' });
  await post('users', { user_id: SPV.user, user_name: 'supervisor', level: 'SPV', password: SPV.password });
  tanggal = ((await api(server.baseUrl, token, 'GET', 'pesanan/parameter')) as { tanggal: string }).tanggal;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pesanan', () => {
  let number = '';
  let sample = '';
  let finished = '';

  it('takes an order with a CASH + DEBIT down payment and a showroom sample; the NOTA PESANAN PDF says it all', async () => {
    const made = (await api(server.baseUrl, token, 'POST', 'barang', {
      items: [
        {
          nama_barang: 'cincin model',
          kode_group: 'E75',
          kode_dept: 'CC',
          kode_gudang: 'ETL',
          kode_baki: 'B1',
          berat: '3',
          kadar: '75',
          jumlah: 1,
        },
      ],
    })) as { data: { kode_barcode: string }[] };
    sample = made.data[0]?.kode_barcode ?? '';
    const page = await signIn('/transaksi-pesanan');
    await page.getByTestId('ps-counter').waitFor();
    await pick(page, 'ps-kategori-0', 'E75');
    await page.getByTestId('ps-nama-0').fill('cincin kawin');
    await page.getByTestId('ps-berat-0').fill('2.5');
    await page.getByTestId('ps-deskripsi-0').fill('ukir nama siti');
    // 2.5 g × 1,000,000 per gram
    await untilText(page.getByTestId('ps-harga-0'), '2,500,000');
    await page.getByTestId('ps-contoh-code').fill(String(Number(sample)));
    await page.getByTestId('ps-contoh-code').press('Enter');
    await page.getByTestId(`ps-contoh-${sample}`).waitFor();
    await pick(page, 'sale-sales', 'S01');
    await page.getByTestId('sale-customer').fill('siti aminah');
    await page.getByTestId('sale-hp').fill('08123456');
    await page.getByTestId('sale-alamat').fill('jl. mawar 1');
    await pick(page, 'ps-tukang', 'T01');
    const est = page.getByTestId('ps-estimasi');
    await est.click();
    await est.fill(tanggal);
    await est.press('Enter');
    await page.getByTestId('ps-dp').fill('1000000');
    await page.getByTestId('pay-add-cash').click();
    const cash = page.locator('[data-testid="pay-line-cash"] input').last();
    await cash.fill('600000');
    await page.getByTestId('pay-add-debit').click();
    const debit = page.locator('[data-testid="pay-line-debit"]');
    await debit.waitFor();
    expect(await debit.locator('[data-testid^="pay-amount-"]').inputValue()).toBe('400,000');
    await debit.locator('[data-testid^="pay-kartu-"]').fill('4111222233334444');
    await untilText(page.getByTestId('ps-kembalian'), '0');
    expect(await page.getByTestId('ps-sisa').textContent()).toBe('1,500,000');
    await shot(page, 'e2e-pesanan-counter');
    await page.getByTestId('ps-save').click();
    await page.getByTestId('nota-ps-modal').waitFor();
    number = ((await page.getByTestId('nota-ps-no').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^DP-\d{6}-0001$/);
    await shot(page, 'e2e-pesanan-nota');
    const text = await notaPdf(page, 'pesanan-nota');
    for (const words of [
      'NOTA PESANAN',
      number,
      'SITI AMINAH',
      'CINCIN KAWIN',
      'UKIR NAMA SITI',
      '2.500 gr',
      'Estimasi Selesai',
      formatTanggal(tanggal),
      'DP Dibayar',
      '1,000,000',
      'Sisa Pembayaran',
      '1,500,000',
      'TUNAI',
      'DEBIT 123 TOKO KARTU 4111222233334444',
      'PAK HARUN',
      sample,
      'Customer',
      'Hormat Kami',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/undefined|NaN|Invalid Date|\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('nota-ps-close').click();
    const d = await doc(number);
    expect(d.payments).toEqual([
      expect.objectContaining({ jenis: 'CASH', jumlah: 600_000 }),
      expect.objectContaining({ jenis: 'DEBIT', jumlah: 400_000, no_rekening: '123', no_kartu: '4111222233334444' }),
    ]);
    expect(await piece(sample)).toMatchObject({ status: 'CONTOH' });
    await page.context().close();
  });

  it('sends it to the craftsman, finishes it with the real weight, gives the sample back and reprints', async () => {
    const page = await signIn('/lihat-pesanan');
    await page.getByTestId(`lp-detail-${number.toLowerCase()}`).waitFor();
    await shot(page, 'e2e-pesanan-list');
    await page.getByTestId(`lp-detail-${number.toLowerCase()}`).click();
    await page.getByTestId('ps-detail').waitFor();
    await page.getByTestId('ps-act-kerjakan').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('ps-detail-status'), 'DIKERJAKAN');
    expect(await page.getByTestId('ps-detail-status-contoh').textContent()).toBe('CONTOH DIPINJAM 1');
    await page.getByTestId('ps-act-berat-1').fill('2.4');
    await pick(page, 'ps-act-jenis-1', 'CC');
    await pick(page, 'ps-act-tray-gudang', 'ETL');
    await pick(page, 'ps-act-tray-baki', 'B1');
    await shot(page, 'e2e-pesanan-selesai');
    await page.getByTestId('ps-act-selesai').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('ps-detail-status'), 'SELESAI');
    // 2.4 g × 1,000,000 − DP 1,000,000
    expect(await page.getByTestId('ps-detail-sisa').textContent()).toBe('1,400,000');
    await page.getByTestId(`ps-act-contoh-${sample}`).click();
    await dialogShown(page, 'success');
    await page.getByTestId('ps-detail-status-contoh').waitFor({ state: 'detached' });
    expect(await piece(sample)).toMatchObject({ status: 'STOCK', kode_baki: 'B1' });
    await page.getByTestId('ps-detail-print').click();
    await page.getByTestId('nota-ps-modal').waitFor();
    const text = await notaPdf(page, 'pesanan-nota-selesai');
    for (const words of [
      'NOTA PESANAN',
      number,
      'SELESAI',
      'Total (Berat Asli)',
      '2,400,000',
      '1,400,000',
      'SUDAH KEMBALI',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
    const d = await doc(number);
    expect(d).toMatchObject({ status: 'SELESAI', total_akhir: 2_400_000, sisa: 1_400_000 });
    finished = d.items[0]?.kode_barcode ?? '';
    expect(await piece(finished)).toMatchObject({ status: 'STOCK', kode_baki: 'B1' });
    await page.context().close();
  });

  it('is picked up at the sales counter: the finished piece sold, the DP counted once, the rest paid in cash', async () => {
    const page = await signIn('/transaksi-penjualan');
    const scan = page.getByTestId('scan-input');
    await scan.waitFor();
    await untilFocused(scan);
    await page.keyboard.type(String(Number(finished)));
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${finished}`).waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('2,400,000');
    await pick(page, 'sale-sales', 'S01');
    await page.getByTestId('sale-customer').fill('siti aminah');
    await page.getByTestId('pay-add-pesanan').click();
    const line = page.getByTestId('pay-line-pesanan');
    await line.waitFor();
    await line.locator('input[data-testid^="pay-pesanan-"]').fill(number);
    await line.locator('input[data-testid^="pay-amount-"]').fill('1000000');
    await page.keyboard.press('F9');
    await page.getByTestId('pay-line-cash').waitFor();
    expect(await page.getByTestId('sum-sisa').textContent()).toBe('0');
    await shot(page, 'e2e-pesanan-ambil');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-paper').waitFor();
    const invoice = ((await page.getByTestId('nota-no').textContent()) ?? '').trim();
    expect(invoice).toMatch(/^PST-FJ-\d{6}-\d{4}$/);
    expect(await page.getByTestId('nota-paper').textContent()).toContain(`DP PESANAN ${number}`);
    const d = await doc(number);
    expect(d).toMatchObject({ status: 'DIAMBIL', no_penjualan: invoice, sisa: 0 });
    const sale = (await api(server.baseUrl, token, 'GET', `penjualan/get/by-no/${invoice}`)) as {
      payments: { jenis: string; jumlah: number }[];
    };
    expect(sale.payments.map((p) => [p.jenis, p.jumlah])).toEqual([
      ['PESANAN', 1_000_000],
      ['CASH', 1_400_000],
    ]);
    expect(await piece(finished)).toMatchObject({ status: 'TERJUAL' });
    await page.context().close();
  });

  it('cancels an order with a supervisor who keeps the DP', async () => {
    const o = (await api(server.baseUrl, token, 'POST', 'pesanan', {
      kode_sales: 'S01',
      nama_customer: 'budi',
      tgl_estimasi: tanggal,
      items: [{ kode_group: 'E75', nama_barang: 'gelang', berat_estimasi: '5' }],
      dp: 500_000,
      payments: [{ jenis: 'CASH', jumlah: 500_000 }],
    })) as { data: { no_pesanan: string } };
    const no = o.data.no_pesanan;
    const page = await signIn('/lihat-pesanan');
    await page.getByTestId(`lp-detail-${no.toLowerCase()}`).click();
    await page.getByTestId('ps-detail').waitFor();
    await page.getByTestId('ps-act-batal-dp').getByText('DP Tidak Dikembalikan (Hangus)').click();
    await page.getByTestId('ps-act-batal').click();
    await page.getByTestId('otorisasi-user').fill(SPV.user);
    await page.getByTestId('otorisasi-password').fill(SPV.password);
    await page.getByTestId('otorisasi-alasan').fill('customer tidak jadi');
    await page.getByTestId('otorisasi-ok').click();
    await dialogShown(page, 'success');
    await untilText(page.getByTestId('ps-detail-status'), 'BATAL');
    await shot(page, 'e2e-pesanan-batal');
    expect(await doc(no)).toMatchObject({ status: 'BATAL', batal_dp: 'HANGUS' });
    await page.context().close();
  });

  it('the open order waits on /validasi-jual-beli (the cancelled one does not) and is validated there', async () => {
    const page = await signIn('/validasi-jual-beli');
    await page.getByTestId(`val-pesanan-row-${number.toLowerCase()}`).waitFor();
    await page.getByTestId('val-pesanan-all').click();
    expect(await page.getByTestId('val-pesanan-count').textContent()).toBe('1');
    await shot(page, 'e2e-pesanan-validasi');
    await page.getByTestId('val-pesanan-submit').click();
    await page.getByTestId('val-pesanan-confirm-ok').click();
    await dialogShown(page, 'success', '1 Pesanan Divalidasi');
    const d = (await api(server.baseUrl, token, 'GET', `pesanan/get/by-no/${number}`)) as { status_valid: string };
    expect(d.status_valid).toBe('DONE');
    await page.context().close();
  });
  it("the dashboard counts the day's orders (the cancelled one left out)", async () => {
    const page = await signIn('/dashboard');
    const stat = page.getByTestId('dash-ord-today');
    await stat.waitFor();
    // the order taken at 2.5 g × 1,000,000 (its value when ordered); the cancelled one does not count
    expect(await stat.getAttribute('data-value')).toBe('2500000');
    expect(await stat.textContent()).toBe('Rp 2,500,000');
    await shot(page, 'e2e-pesanan-dashboard');
    await page.context().close();
  });
  it("/laporan-pesanan lists the day's orders with their DP and what is left", async () => {
    const page = await signIn('/laporan-pesanan');
    await page.getByTestId('report-search').click();
    await page.getByTestId('report-meta').waitFor();
    const rows = page.getByTestId('report-row');
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: number }).textContent()).toContain('PAK HARUN');
    // DP 1,000,000 (picked up) + 500,000 (cancelled, kept); nothing is owed on either any more
    expect(await page.getByTestId('report-total-dp').getAttribute('data-value')).toBe('1500000');
    expect(await page.getByTestId('report-total-sisa').getAttribute('data-value')).toBe('0');
    await shot(page, 'e2e-pesanan-laporan');
    await page.context().close();
  });
  it('the cash book shows the DP and links it to its order', async () => {
    const page = await signIn('/uang-kas');
    const link = page.locator('a[data-testid^="kas-doc-"]').filter({ hasText: number }).first();
    await link.waitFor();
    await link.click();
    await page.getByTestId('page-lihat-pesanan').waitFor();
    await page.getByTestId(`lp-detail-${number.toLowerCase()}`).waitFor();
    expect(await page.getByTestId('lp-table').textContent()).toContain(number);
    await page.context().close();
  });
});
