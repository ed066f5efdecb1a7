/**
 * Issue 13, Bayar DP, in a real Chromium against the built app and the real server on a fresh embedded database: a
 * piece scanned at /transaksi-penjualan is reserved for a customer by a CASH + DEBIT down payment ("Bayar DP"), its
 * NOTA TITIPAN read back from the PDF with pdftotext; the piece cannot be sold to anyone else; then settled at the
 * counter (scanning it brings its deposit as a payment line, the rest paid in cash); another DP cancelled on
 * /lihat-titipan with a supervisor who keeps the DP, the piece back in its tray.
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
const tmp = mkdtempSync('/tmp/kilau-e2e-bayar-dp-');
const SPV = { user: 'SPV1', password: 'rahasia-spv' };
const slug = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '-');

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
  await page.getByTestId('nota-tt-pdf').click();
  const file = path.join(tmp, `${name}.pdf`);
  await (await wait).saveAs(file);
  const shots = path.join(ROOT, 'screenshots');
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, `e2e-${name}-pdf`)]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

async function newPiece(berat: string): Promise<string> {
  const made = (await api(server.baseUrl, token, 'POST', 'barang', {
    items: [
      {
        nama_barang: 'gelang rantai',
        kode_group: 'E75',
        kode_dept: 'CC',
        kode_gudang: 'ETL',
        kode_baki: 'B1',
        berat,
        kadar: '75',
        jumlah: 1,
      },
    ],
  })) as { data: { kode_barcode: string }[] };
  return made.data[0]?.kode_barcode ?? '';
}
const piece = async (code: string) =>
  (await server.pool.query(`SELECT status, kode_baki FROM barang WHERE kode_barcode = $1`, [code])).rows[0];
const titipan = (no: string) =>
  api(server.baseUrl, token, 'GET', `titipan/${no}`) as Promise<{
    status: string;
    terpakai: number;
    hangus: number;
    sisa: number;
    items: { kode_barcode: string; status: string; no_penjualan: string }[];
  }>;

async function scanAt(page: Page, code: string) {
  const scan = page.getByTestId('scan-input');
  await scan.waitFor();
  await untilFocused(scan);
  await page.keyboard.type(String(Number(code)));
  await page.keyboard.press('Enter');
  await page.getByTestId(`cart-row-${code}`).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('users', { user_id: SPV.user, user_name: 'supervisor', level: 'SPV', password: SPV.password });
  tanggal = ((await api(server.baseUrl, token, 'GET', 'pesanan/parameter')) as { tanggal: string }).tanggal;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Bayar DP', () => {
  let code = '';
  let number = '';

  it('reserves a piece with a CASH + DEBIT down payment; the NOTA TITIPAN PDF says it all', async () => {
    code = await newPiece('3');
    const page = await signIn('/transaksi-penjualan');
    await scanAt(page, code);
    // 3 g × 1,000,000 per gram
    expect(await page.getByTestId('cart-total').textContent()).toBe('3,000,000');
    await pick(page, 'sale-sales', 'S01');
    await page.getByTestId('sale-customer').fill('rina wati');
    await page.getByTestId('sale-hp').fill('0813777');
    await page.getByTestId('pay-add-cash').click();
    await page.locator('[data-testid="pay-line-cash"] input').last().fill('500000');
    await page.getByTestId('pay-add-debit').click();
    const debit = page.locator('[data-testid="pay-line-debit"]');
    await debit.waitFor();
    await debit.locator('[data-testid^="pay-amount-"]').fill('300000');
    await debit.locator('[data-testid^="pay-kartu-"]').fill('4111222233334444');
    await shot(page, 'e2e-bayar-dp-counter');
    await page.getByTestId('sale-dp').click();
    await page.getByTestId('dp-confirm').waitFor();
    expect(await page.getByTestId('dp-confirm').textContent()).toContain(
      'Total Rp 3,000,000, DP Rp 800,000, Sisa Rp 2,200,000',
    );
    await page.getByTestId('dp-confirm-ok').click();
    await page.getByTestId('nota-tt-modal').waitFor();
    await page.getByTestId('nota-tt-slip').waitFor();
    number = ((await page.getByTestId('nota-tt-no').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^TT-\d{6}-0001$/);
    const slip = (await page.getByTestId('nota-tt-slip').textContent()) ?? '';
    expect(slip).toContain('RINA WATI');
    expect(slip).toContain(code);
    expect(slip).not.toMatch(/undefined|null/);
    await shot(page, 'e2e-bayar-dp-nota');
    const pdf = await notaPdf(page, 'bayar-dp-nota');
    for (const s of [
      'NOTA TITIPAN',
      number,
      formatTanggal(tanggal),
      'RINA WATI',
      '0813777',
      'DP BARANG',
      code,
      'GELANG RANTAI',
      '3.000 gr',
      'Total Harga 3,000,000',
      'DP Dibayar 800,000',
      'Sisa Pembayaran 2,200,000',
      'Customer',
      'Hormat Kami',
    ])
      expect(pdf).toContain(s);
    expect(pdf).toMatch(/Alamat :\s?- /);
    expect(pdf).toContain('BELUM LUNAS');
    expect(pdf).not.toMatch(/undefined|null|\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('nota-tt-close').click();
    expect(await piece(code)).toMatchObject({ status: 'TITIP' });
    // the DP lines are in the cash book: cash and the debit account
    const kas = await server.pool.query(
      `SELECT no_rekening, jumlah_in::int AS i FROM kas WHERE no_reff = $1 ORDER BY id`,
      [number],
    );
    expect(kas.rows).toEqual([
      { no_rekening: '', i: 500_000 },
      { no_rekening: '123', i: 300_000 },
    ]);
    await page.context().close();
  });

  it('the reserved piece shows as such in data barang and cannot be sold to another customer', async () => {
    const sold = await fetch(`${server.baseUrl}/api/penjualan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        kode_sales: 'S01',
        nama_customer: 'orang lain',
        items: [{ kode_barcode: code }],
        payments: [{ jenis: 'CASH', jumlah: 3_000_000 }],
      }),
    });
    expect(sold.status).toBe(422);
    expect(((await sold.json()) as { message: string }).message).toContain(`Sudah Dipesan Dengan Titipan ${number}`);
    const page = await signIn(`/data-barang?q=${code}`);
    await page.locator('tr').filter({ hasText: code }).filter({ hasText: 'Dipesan (Titipan DP)' }).first().waitFor();
    await shot(page, 'e2e-bayar-dp-data-barang');
    await page.context().close();
  });

  it('is settled at the counter: scanning the piece brings its deposit, the rest is paid in cash', async () => {
    const page = await signIn('/transaksi-penjualan');
    await scanAt(page, code);
    const line = page.getByTestId('pay-line-titipan');
    await line.waitFor();
    expect(await line.locator('input[data-testid^="pay-amount-"]').inputValue()).toBe('800,000');
    expect(await page.getByTestId('sale-customer').inputValue()).toBe('RINA WATI');
    await pick(page, 'sale-sales', 'S01');
    await page.keyboard.press('F9');
    await page.getByTestId('pay-line-cash').waitFor();
    await untilText(page.getByTestId('sum-sisa'), '0');
    await shot(page, 'e2e-bayar-dp-lunas');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-paper').waitFor();
    const invoice = ((await page.getByTestId('nota-no').textContent()) ?? '').trim();
    const sale = (await api(server.baseUrl, token, 'GET', `penjualan/get/by-no/${invoice}`)) as {
      total_harga: number;
      payments: { jenis: string; jumlah: number; no_titip: string }[];
    };
    expect(sale.total_harga).toBe(3_000_000);
    expect(sale.payments.map((p) => [p.jenis, p.jumlah])).toEqual([
      ['TITIPAN', 800_000],
      ['CASH', 2_200_000],
    ]);
    expect(await piece(code)).toMatchObject({ status: 'TERJUAL' });
    const t = await titipan(number);
    expect(t).toMatchObject({ status: 'TERPAKAI', terpakai: 800_000, sisa: 0 });
    expect(t.items).toEqual([expect.objectContaining({ status: 'TERJUAL', no_penjualan: invoice })]);
    await page.context().close();
  });

  it('a DP cancelled on /lihat-titipan with a supervisor who keeps it: the piece goes back to its tray', async () => {
    const other = await newPiece('2');
    const dp = (await api(server.baseUrl, token, 'POST', 'titipan/dp', {
      nama_customer: 'budi',
      items: [{ kode_barcode: other }],
      dp: 250_000,
      payments: [{ jenis: 'CASH', jumlah: 250_000 }],
    })) as { data: { no_titip: string } };
    const no = dp.data.no_titip;
    const page = await signIn('/lihat-titipan');
    await page.getByTestId(`lt-nota-${slug(no)}`).click();
    await page.getByTestId('nota-tt-slip').waitFor();
    expect(await page.getByTestId('nota-tt-slip').textContent()).toContain(other);
    await page.getByTestId('nota-tt-close').click();
    await page.getByTestId('nota-tt-modal').waitFor({ state: 'detached' });
    await page.getByTestId(`lt-refund-${slug(no)}`).click();
    await page.getByTestId('lt-dp-pilih').getByText('DP Tidak Dikembalikan (Hangus)').click();
    await page.getByTestId('lt-dp-lanjut').click();
    await page.getByTestId('otorisasi-user').fill(SPV.user);
    await page.getByTestId('otorisasi-password').fill(SPV.password);
    await page.getByTestId('otorisasi-alasan').fill('customer tidak jadi');
    await page.getByTestId('otorisasi-ok').click();
    await dialogShown(page, 'success', 'DP Rp 250,000 Hangus');
    await page.getByTestId(`lt-refund-${slug(no)}`).waitFor({ state: 'detached' });
    await shot(page, 'e2e-bayar-dp-batal');
    expect(await titipan(no)).toMatchObject({ status: 'HANGUS', hangus: 250_000, sisa: 0 });
    expect(await piece(other)).toMatchObject({ status: 'STOCK', kode_baki: 'B1' });
    await page.context().close();
  });
});
