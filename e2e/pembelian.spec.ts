/**
 * Issue 11 in a real Chromium against the built app and the real server on a fresh embedded database: a cash
 * buy-back of a piece sold earlier (prefilled from its sale, the policy price shown) with its two-slip receipt PDF
 * read back by pdftotext; a transfer buy-back of a manual piece after the empty-price message; a purchase cancelled
 * with a supervisor and another melted from sorting; a sale paid partly by a trade-in bought at the sales counter.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../apps/server/src/db/client.ts';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { setSaldoKas } from '../apps/server/src/test/saldo-kas.ts';
import { slug } from '../apps/web/src/lib/slug.ts';
import { launchBrowser, shot, untilFocused, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, ROOT, type ServerHandle, startServer } from './helpers/server.ts';
import { api, openAs, seedBuyBackMasters, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
const tmp = mkdtempSync('/tmp/kilau-e2e-beli-');
const SPV = { user: 'SPV1', password: 'rahasia-spv' };

async function make(n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const r = (await api(server.baseUrl, token, 'POST', 'barang', {
    items: [goldPiece({ jumlah: n, ...over })],
  })) as { data: { kode_barcode: string }[] };
  return r.data.map((d) => d.kode_barcode);
}

/** A piece sold for cash through the API: its barcode and the sale's number. */
async function sold(): Promise<{ code: string; no: string }> {
  const [code] = (await make(1)) as [string];
  const s = (await api(server.baseUrl, token, 'POST', 'penjualan', {
    kode_sales: 'S01',
    nama_customer: 'budi',
    items: [{ kode_barcode: code }],
    payments: [{ jenis: 'CASH', jumlah: 2_175_000 }],
  })) as { data: { no_faktur_group: string } };
  return { code, no: s.data.no_faktur_group };
}

async function buyApi(harga: number, nama: string): Promise<{ no: string; code: string }> {
  const r = (await api(server.baseUrl, token, 'POST', 'pembelian', {
    kode_sales: 'S01',
    kode_gudang: 'SRT',
    kode_baki: 'S1',
    items: [{ kode_dept: 'CC', nama_barang: nama, berat: '1', kode_kondisi: 'MULUS', harga }],
    payments: [{ jenis: 'CASH', jumlah: harga }],
  })) as { data: { no_faktur_group: string; items: { kode_barcode: string }[] } };
  return { no: r.data.no_faktur_group, code: r.data.items[0]?.kode_barcode ?? '' };
}

async function signIn(p: string): Promise<Page> {
  const { page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await page.getByTestId('dashboard-user').waitFor();
  await page.goto(`${server.baseUrl}${p}`);
  return page;
}

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

/** The purchase receipt's PDF, downloaded through its button, as text; its first page kept as an image. */
async function notaPdf(page: Page, name: string): Promise<string> {
  const wait = page.waitForEvent('download');
  await page.getByTestId('nota-beli-pdf').click();
  const file = path.join(tmp, `${name}.pdf`);
  await (await wait).saveAs(file);
  const shots = path.join(ROOT, 'screenshots');
  mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, `e2e-${name}-pdf`)]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

const doc = (no: string) =>
  api(server.baseUrl, token, 'GET', `pembelian/get/by-no/${no}`) as Promise<{
    status: string;
    total_harga: number;
    no_penjualan: string | null;
    items: { kode_barcode: string; berat: string; harga: number }[];
    payments: { jenis: string; jumlah: number; no_rekening: string; no_rekening_customer: string }[];
  }>;
const piece = async (code: string) =>
  (await server.pool.query(`SELECT status, kode_baki FROM barang WHERE kode_barcode = $1`, [code])).rows[0];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await seedBuyBackMasters(server.baseUrl, token);
  await post('banks', { kode_bank: 'BCA', nama_bank: 'BCA' });
  await post('rekenings', { no_rekening: '123', nama_rekening: 'TOKO', kode_bank: 'BCA' });
  await post('users', { user_id: SPV.user, user_name: 'supervisor', level: 'SPV', password: SPV.password });
  // the day's opening money: a buy-back pays out of the drawer or the account only what it holds (field 3 / 38)
  const db = { $client: server.pool } as unknown as Db;
  await setSaldoKas(db, 'PST', 20_000_000);
  await setSaldoKas(db, 'PST', 20_000_000, '123');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('transaksi pembelian', () => {
  it('buys back a piece sold earlier for cash: prefilled from its sale, priced by policy; the two-slip receipt PDF says it all', async () => {
    const { code, no } = await sold();
    const page = await signIn('/transaksi-pembelian');
    await page.setViewportSize({ width: 1366, height: 900 });
    const input = page.getByTestId('beli-code');
    await input.waitFor();
    await untilFocused(input);
    await page.keyboard.type(String(Number(code)));
    await page.keyboard.press('Enter');
    const row = page.locator('[data-testid^="beli-row-"]');
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(`Nota ${no}-01: 2.125 g, Rp 2,175,000`);
    // weighed now: 2.1 g at 900,000 − 2 % = 882,000 per gram → 1,852,200, down to the store step: 1,852,000
    await page.getByTestId('beli-berat-0').fill('2.1');
    // no kondisi is preselected (field 37): the cashier picks it
    await pick(page, 'beli-kondisi-0', 'MULUS');
    await page.locator('[data-testid^="beli-hitung-"]').filter({ hasText: '= Rp 1,852,000' }).waitFor();
    expect(await page.locator('[data-testid^="beli-hitung-"]').textContent()).toBe(
      'Rp 900,000/g − MULUS Rp 18,000 = Rp 882,000/g × 2.100 g = Rp 1,852,000',
    );
    await pick(page, 'sale-sales', 'S01');
    await pick(page, 'beli-tray-gudang', 'SRT');
    await pick(page, 'beli-tray-baki', 'S1');
    await page.keyboard.press('F9');
    await page.getByTestId('beli-bayar-0').waitFor();
    expect(await page.getByTestId('beli-sisa').textContent()).toBe('0');
    await shot(page, 'e2e-pembelian-counter');
    await page.keyboard.press('F10');
    await page.getByTestId('nota-beli-modal').waitFor();
    const number = ((await page.getByTestId('nota-beli-no').first().textContent()) ?? '').trim();
    expect(number).toMatch(/^PST-FB-\d{6}-\d{4}$/);
    expect(await page.getByTestId('nota-beli-slip').count()).toBe(2);
    await shot(page, 'e2e-pembelian-nota');
    const text = await notaPdf(page, 'pembelian-nota');
    for (const words of [
      'NOTA PEMBELIAN',
      'ARSIP TOKO',
      'UNTUK CUSTOMER',
      number,
      'LUNAS',
      'TUNAI',
      '1,852,000',
      'MULUS',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
    await page.getByTestId('nota-beli-close').click();
    const d = await doc(number);
    expect(d.items[0]).toMatchObject({ kode_barcode: code, berat: '2.100', harga: 1_852_000 });
    expect(await piece(code)).toMatchObject({ status: 'SORTIR', kode_baki: 'S1' });
    await page.context().close();
  });

  it('field 34: the buy-back receipt of a piece the shop sold prints its sale: the invoice and Harga Waktu Jual', async () => {
    const { code, no } = await sold();
    // bought back at 1,800,000 for 2.1 g (below the policy price: nobody needed) with the sale's receipt
    const r = (await api(server.baseUrl, token, 'POST', 'pembelian', {
      kode_sales: 'S01',
      kode_gudang: 'SRT',
      kode_baki: 'S1',
      items: [
        {
          kode_barcode: code,
          kode_dept: 'CC',
          nama_barang: 'cincin polos',
          berat: '2.1',
          kode_kondisi: 'MULUS',
          ada_nota: true,
          harga: 1_800_000,
        },
      ],
      payments: [{ jenis: 'CASH', jumlah: 1_800_000 }],
    })) as { data: { no_faktur_group: string; items: { no_faktur_ext: string; harga_nota: number }[] } };
    const number = r.data.no_faktur_group;
    expect(r.data.items[0]).toMatchObject({ no_faktur_ext: `${no}-01`, harga_nota: 2_175_000 });
    const page = await signIn('/lihat-pembelian');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId(`lb-print-${slug(number)}`).click();
    await page.getByTestId('nota-beli-modal').waitFor();
    // on both slips: the store's copy and the customer's
    const sub = page.getByTestId('nota-beli-jual-1');
    await untilText(sub.first(), `Nota Jual ${no}-01 · Berat Nota 2.125 gr · Harga Waktu Jual Rp 2,175,000`);
    expect(await sub.allTextContents()).toEqual([
      `Nota Jual ${no}-01 · Berat Nota 2.125 gr · Harga Waktu Jual Rp 2,175,000`,
      `Nota Jual ${no}-01 · Berat Nota 2.125 gr · Harga Waktu Jual Rp 2,175,000`,
    ]);
    await shot(page, 'e2e-pembelian-nota-harga-jual');
    const text = await notaPdf(page, 'pembelian-nota-harga-jual');
    expect(text).toContain(`Nota Jual ${no}-01`);
    expect(text).toContain('Harga Waktu Jual Rp 2,175,000');
    expect(text).toContain('Berat Nota 2.125 gr');
    expect(text).toContain('1,800,000');
    expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
    await page.getByTestId('nota-beli-close').click();
    await page.context().close();
  });

  it('a manual piece: an empty price shows the message and is not added; then paid by transfer to the customer', async () => {
    const page = await signIn('/transaksi-pembelian');
    await page.getByTestId('beli-code').waitFor();
    await page.keyboard.press('F4');
    await page.getByTestId('manual-form').waitFor();
    await pick(page, 'manual-jenis', 'CC');
    await page.getByTestId('manual-nama').fill('gelang patah');
    await page.getByTestId('manual-kadar').fill('70');
    await page.getByTestId('manual-berat').fill('3');
    await pick(page, 'manual-kondisi', 'MULUS');
    await page.getByTestId('manual-harga').fill('0');
    await page.getByTestId('manual-add').click();
    await page.getByText('Harga Tidak Boleh Kosong.').waitFor();
    expect(await page.locator('[data-testid^="beli-row-"]').count()).toBe(0);
    // 900,000 − 5 % (no nota) = 855,000 × 3 g = 2,565,000; paying less needs nobody
    await page.getByTestId('manual-harga').fill('2500000');
    await page.getByTestId('manual-add').click();
    await page.locator('[data-testid^="beli-row-"]').first().waitFor();
    await pick(page, 'sale-sales', 'S01');
    await pick(page, 'beli-tray-gudang', 'SRT');
    await pick(page, 'beli-tray-baki', 'S1');
    await page.getByTestId('beli-add-transfer').click();
    await page.getByTestId('beli-bayar-bank-0').fill('bri');
    await page.getByTestId('beli-bayar-norek-0').fill('999001');
    await page.getByTestId('beli-save').click();
    await page.getByTestId('nota-beli-modal').waitFor();
    const number = ((await page.getByTestId('nota-beli-no').first().textContent()) ?? '').trim();
    const d = await doc(number);
    expect(d.payments).toEqual([
      expect.objectContaining({
        jenis: 'TRANSFER',
        jumlah: 2_500_000,
        no_rekening: '123',
        no_rekening_customer: '999001',
      }),
    ]);
    expect(await piece(d.items[0]?.kode_barcode ?? '')).toMatchObject({ status: 'SORTIR' });
    await page.context().close();
  });

  it('cancels a purchase with a supervisor on /batal-pembelian; another bought piece is melted from sorting', async () => {
    const first = await buyApi(500_000, 'anting');
    const second = await buyApi(400_000, 'liontin patah');
    const page = await signIn('/batal-pembelian');
    await page.getByTestId('bb-no').fill(first.no);
    await page.getByTestId('bb-no').press('Enter');
    await page.getByTestId('beli-detail').waitFor();
    await pick(page, 'bb-alasan', 'SALAH INPUT');
    await page.getByTestId('bb-cancel').click();
    await page.getByTestId('otorisasi-user').fill(SPV.user);
    await page.getByTestId('otorisasi-password').fill(SPV.password);
    await page.getByTestId('otorisasi-alasan').fill('salah timbang');
    await page.getByTestId('otorisasi-ok').click();
    await page.getByTestId('bb-result').waitFor();
    await shot(page, 'e2e-batal-pembelian');
    expect((await doc(first.no)).status).toBe('BATAL');
    expect((await piece(first.code)).status).toBe('TERJUAL');

    await server.pool.query(`UPDATE users SET modules = '["SEPUHAN_MODULE"]' WHERE user_id = 'ADMIN'`);
    await page.goto(`${server.baseUrl}/sortir-pembelian`);
    await page.getByTestId(`sortir-pool-pick-${second.code}`).check();
    await page.getByTestId('sortir-tujuan-hancur').click();
    await page.getByTestId('sortir-submit').click();
    await page.getByTestId('sortir-confirm-ok').click();
    await page.getByTestId('otorisasi-user').fill(SPV.user);
    await page.getByTestId('otorisasi-password').fill(SPV.password);
    await page.getByTestId('otorisasi-alasan').fill('patah dua');
    await page.getByTestId('otorisasi-ok').click();
    await page.getByTestId('sortir-result').filter({ hasText: 'Diproses Ke Hancur' }).waitFor();
    expect((await piece(second.code)).status).toBe('HANCUR');
    await page.context().close();
  });

  it('a sale paid partly by a trade-in: the customer’s gold bought at the sales counter becomes the TUKAR line', async () => {
    const [code] = (await make(1)) as [string];
    const page = await signIn('/transaksi-penjualan');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('scan-input').waitFor();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByTestId(`cart-row-${code}`).waitFor();
    await pick(page, 'sale-sales', 'S01');
    await page.keyboard.press('Alt+R');
    await page.getByTestId('pay-line-tukar').waitFor();
    await page.locator('[data-testid^="pay-tukar-beli-"]').click();
    await page.getByTestId('tukar-modal').waitFor();
    await page.getByTestId('tukar-manual').click();
    await page.getByTestId('manual-form').waitFor();
    await pick(page, 'manual-jenis', 'CC');
    await page.getByTestId('manual-nama').fill('cincin lama');
    await page.getByTestId('manual-berat').fill('1');
    await pick(page, 'manual-kondisi', 'MULUS');
    // no nota: 900,000 − 5 % = 855,000 for 1 g, the policy price kept
    await page.getByTestId('manual-add').click();
    await page.getByTestId('tukar-total').filter({ hasText: 'Rp 855,000' }).waitFor();
    await pick(page, 'tukar-tray-gudang', 'SRT');
    await pick(page, 'tukar-tray-baki', 'S1');
    await shot(page, 'e2e-tukar-beli');
    await page.getByTestId('tukar-save').click();
    await page.getByTestId('tukar-modal').waitFor({ state: 'detached' });
    const ref = page.locator('input[data-testid^="pay-ref-"]');
    const beli = await ref.inputValue();
    expect(beli).toMatch(/^PST-FB-\d{6}-\d{4}$/);
    expect(await page.locator('[data-testid="pay-line-tukar"] input[data-testid^="pay-amount-"]').inputValue()).toBe(
      '855,000',
    );
    await page.keyboard.press('F9');
    await page.getByTestId('pay-line-cash').waitFor();
    await page.keyboard.press('F10');
    await page.getByTestId('nota-paper').waitFor();
    const d = await doc(beli);
    expect(d.no_penjualan).toMatch(/^PST-FJ-/);
    const sale = (await api(server.baseUrl, token, 'GET', `penjualan/get/by-no/${d.no_penjualan}`)) as {
      payments: { jenis: string; jumlah: number; no_ref: string }[];
    };
    expect(sale.payments.map((p) => [p.jenis, p.jumlah, p.no_ref])).toEqual([
      ['TUKAR', 855_000, beli],
      ['CASH', 2_175_000 - 855_000, ''],
    ]);
    await page.context().close();
  });
});
