/**
 * Issue 12, members and points, in a real Chromium against the built app and the real server on a fresh embedded
 * database: a sale to a member (through the API) earns points; /data-member shows them; /tukar-point refuses an
 * exchange the points do not cover, then exchanges a gift — its two-slip receipt PDF read back with pdftotext;
 * /transaksi-poin shows the ledger with its running balance and reopens the receipt; /lihat-transaksi-member lists
 * the sale with its totals.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { additiveBelowZero, formatRupiah, formatTanggal } from '@kilau/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldPiece } from '../apps/server/src/test/gold-piece.ts';
import { launchBrowser, shot, untilText } from './helpers/browser.ts';
import { ADMIN_PASSWORD, apiLogin, ROOT, type ServerHandle, startServer } from './helpers/server.ts';
import { api, openAs, seedCounterMasters } from './helpers/session.ts';

let server: ServerHandle;
let browser: Browser;
let token: string;
let saleNo: string;
const tmp = mkdtempSync('/tmp/kilau-e2e-member-');

async function signIn(p: string): Promise<Page> {
  const { page } = await openAs(browser, server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  await page.getByTestId('dashboard-user').waitFor();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${server.baseUrl}${p}`);
  return page;
}

/** Types into a select's search and takes the highlighted option holding `text`. */
async function pick(page: Page, testId: string, typed: string, text = typed) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-item-option-active').filter({ hasText: text }).waitFor();
  await page.keyboard.press('Enter');
}

const cells = async (page: Page, table: string, has: string) =>
  (await page.getByTestId(table).locator('tbody tr', { hasText: has }).first().locator('td').allTextContents()).map(
    (s) => s.trim(),
  );

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.baseUrl, 'ADMIN', ADMIN_PASSWORD);
  const post = (p: string, body: unknown) => api(server.baseUrl, token, 'POST', p, body);
  await seedCounterMasters(server.baseUrl, token);
  await post('member', { kode_member: 'M1', nama_member: 'siti aminah', no_hp: '08111', alamat: 'jl mawar 1' });
  await post('parapoin', { kode_poin: 'STD', nominal: 1_000_000, nilai_poin: 1 });
  await post('hadiah', { kode_hadiah: 'PYG', nama_hadiah: 'payung emas', poin: 2, stock: 5 });
  // two pieces of 2.125 g at 1,000,000/g + 50,000 = 2,175,000 each: 4,350,000 earns 4 points
  const made = (await post('barang', {
    items: [goldPiece({ jumlah: 2 })],
  })) as { data: { kode_barcode: string }[] };
  const sale = (await post('penjualan', {
    kode_sales: 'S01',
    kode_member: 'M1',
    items: made.data.map((d) => ({ kode_barcode: d.kode_barcode })),
    payments: [{ jenis: 'CASH', jumlah: 4_350_000 }],
  })) as { data: { no_faktur_group: string; poin: number } };
  expect(sale.data.poin).toBe(4);
  saleNo = sale.data.no_faktur_group;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('members and points', () => {
  it('/data-member shows the points the sale earned', async () => {
    const page = await signIn('/data-member');
    await page.getByTestId('master-table').locator('tbody tr', { hasText: 'SITI AMINAH' }).waitFor();
    await page.getByTestId('master-table').getByRole('columnheader', { name: 'Poin' }).waitFor();
    expect(await cells(page, 'master-table', 'SITI AMINAH')).toContain('4');
    await shot(page, 'e2e-member-data-member');
    await page.context().close();
  });

  it('/tukar-point refuses what the points do not cover, then exchanges a gift; the receipt PDF says it all', async () => {
    const page = await signIn('/tukar-point');
    await pick(page, 'tk-member', 'siti', 'SITI AMINAH');
    await untilText(page.getByTestId('tk-saldo'), '4');
    await pick(page, 'tk-hadiah', 'payung', 'PAYUNG EMAS');
    await page.getByTestId('tk-qty').fill('3');
    await untilText(page.getByTestId('tk-total'), '6');
    await untilText(page.getByTestId('tk-refusal'), 'Poin Member Tidak Cukup: Dibutuhkan 6 Poin, Sisa Poin 4');
    expect(await page.getByTestId('tk-save').isDisabled()).toBe(true);
    await shot(page, 'e2e-member-tukar-refused');
    await page.getByTestId('tk-qty').fill('2');
    await untilText(page.getByTestId('tk-sisa'), '0');
    expect(await page.getByTestId('tk-refusal').count()).toBe(0);
    await shot(page, 'e2e-member-tukar');
    await page.getByTestId('tk-save').click();
    await page.getByTestId('nota-tukar-modal').waitFor();
    const no = ((await page.getByTestId('nota-tukar-no').first().textContent()) ?? '').trim();
    expect(no).toMatch(/^PST-TP-\d{6}-0001$/);
    expect(await page.getByTestId('nota-tukar-slip').count()).toBe(2);
    expect(await page.getByTestId('nota-tukar-slip').first().textContent()).not.toMatch(/undefined|NaN|null/);
    await shot(page, 'e2e-member-tukar-nota');
    const wait = page.waitForEvent('download');
    await page.getByTestId('nota-tukar-pdf').click();
    const file = path.join(tmp, 'nota-tukar.pdf');
    await (await wait).saveAs(file);
    const shots = path.join(ROOT, 'screenshots');
    mkdirSync(shots, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(shots, 'e2e-member-tukar-pdf')]);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    const { tanggal } = (await api(server.baseUrl, token, 'GET', `tukar-poin/get/by-no/${no}`)) as { tanggal: string };
    const tgl = formatTanggal(tanggal);
    for (const words of [
      'NOTA TUKAR POIN',
      'ARSIP TOKO',
      'UNTUK MEMBER',
      no,
      tgl,
      'M1 - SITI AMINAH',
      '08111',
      'PAYUNG EMAS',
      'Poin Sebelum 4 Poin',
      'Poin Dipakai 4 Poin',
      'Sisa Poin 0 Poin',
      'Member',
      'Hormat Kami',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/undefined|NaN|Invalid Date|null/);
    await page.getByTestId('nota-tukar-close').click();
    // the balance shown is read again: nothing left, the button refuses
    await untilText(page.getByTestId('tk-saldo'), '0');
    const stock = await server.pool.query(`SELECT stock FROM master_hadiah WHERE kode_hadiah = 'PYG'`);
    expect(Number(stock.rows[0].stock)).toBe(3);
    await page.context().close();
  });

  it('/transaksi-poin shows the ledger with its running balance and reopens the receipt; /data-member shows 0', async () => {
    const page = await signIn('/transaksi-poin');
    await pick(page, 'tp-member', 'M1', 'SITI AMINAH');
    await page.getByTestId('tp-search').click();
    await page.getByTestId('tp-table').locator('tbody tr', { hasText: 'Tukar Poin' }).waitFor();
    expect(await cells(page, 'tp-table', 'Penjualan')).toEqual(
      expect.arrayContaining(['Penjualan', saleNo, `PENJUALAN ${saleNo}`, '+4', '4']),
    );
    const tukar = await cells(page, 'tp-table', 'Tukar Poin');
    expect(tukar).toEqual(expect.arrayContaining(['TUKAR 2 X PAYUNG EMAS', '-4', '0']));
    await untilText(page.getByTestId('tp-member-poin'), '0');
    expect(await page.getByTestId('tp-saldo-akhir').textContent()).toContain('0');
    await shot(page, 'e2e-member-transaksi-poin');
    await page.locator('[data-testid^="tp-nota-"]').first().click();
    await page.getByTestId('nota-tukar-modal').getByTestId('nota-tukar-slip').first().waitFor();
    await page.getByTestId('nota-tukar-close').click();
    await page.goto(`${server.baseUrl}/data-member`);
    await page.getByTestId('master-table').locator('tbody tr', { hasText: 'SITI AMINAH' }).waitFor();
    expect(await cells(page, 'master-table', 'SITI AMINAH')).toContain('0');
    expect(await cells(page, 'master-table', 'SITI AMINAH')).not.toContain('4');
    await page.context().close();
  });

  it('/lihat-transaksi-member lists the member’s sale with its totals', async () => {
    const page = await signIn('/lihat-transaksi-member');
    await pick(page, 'ltm-member', 'siti', 'SITI AMINAH');
    await page.getByTestId('ltm-search').click();
    await page.getByTestId('ltm-table').locator('tbody tr', { hasText: saleNo }).waitFor();
    expect(await cells(page, 'ltm-table', saleNo)).toEqual(
      expect.arrayContaining(['Penjualan', saleNo, '2', '4.250 gr', '4,350,000', '4', 'AKTIF']),
    );
    expect(await page.getByTestId('ltm-total-penjualan').textContent()).toContain('4,350,000');
    expect(await page.getByTestId('ltm-total-penjualan').textContent()).toContain('1 Transaksi');
    await shot(page, 'e2e-member-lihat-transaksi');
    await page.context().close();
  });

  it('/laporan-daftar-member: the member with its points, last visit and purchases', async () => {
    const page = await signIn('/laporan-daftar-member');
    await page.getByTestId('report-search').click();
    await page.getByTestId('report-meta').waitFor();
    const row = await cells(page, 'report-page', 'SITI AMINAH');
    const { tanggal } = (await api(server.baseUrl, token, 'GET', 'pembelian/parameter')) as { tanggal: string };
    const [m1] = (await api(server.baseUrl, token, 'GET', 'member/search?q=M1')) as unknown as { poin: number }[];
    // 0 after the exchange above (4 when this test runs alone)
    expect(row).toEqual([
      '1',
      'M1',
      'SITI AMINAH',
      '08111',
      'JL MAWAR 1',
      '-',
      '1',
      '4,350,000',
      String(m1?.poin),
      formatTanggal(tanggal),
    ]);
    await page.getByTestId('report-total-poin').waitFor();
    await shot(page, 'e2e-member-laporan-daftar');
    await page.context().close();
  });
  it('field 5: Master Hadiah edits a gift without its stock — shown read-only, a save keeps what an exchange left', async () => {
    const page = await signIn('/master-data-hadiah');
    await page.getByTestId('master-table').locator('tbody tr', { hasText: 'PAYUNG EMAS' }).waitFor();
    await page.getByTestId('row-edit-pyg').click();
    const modal = page.getByTestId('master-modal');
    await modal.waitFor();
    const stock = modal.getByTestId('field-stock');
    const shown = await stock.inputValue();
    expect(await stock.evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true);
    await shot(page, 'e2e-master-hadiah-edit');
    // an exchange takes one gift while the form is open
    await server.pool.query(`UPDATE master_hadiah SET stock = stock - 1 WHERE kode_hadiah = 'PYG'`);
    await modal.getByTestId('field-nama_hadiah').fill('payung emas besar');
    await page.getByTestId('modal-save').click();
    await page.getByTestId('master-table').locator('tbody tr', { hasText: 'PAYUNG EMAS BESAR' }).waitFor();
    const row = await server.pool.query(
      `SELECT nama_hadiah, stock::int AS stock FROM master_hadiah WHERE kode_hadiah = 'PYG'`,
    );
    expect(row.rows[0]).toEqual({ nama_hadiah: 'PAYUNG EMAS BESAR', stock: Number(shown.replace(/,/g, '')) - 1 });
    await page.context().close();
  });
  it('field 5: Tambah Stock restocks a gift from the Master Hadiah form — added to what an exchange left; below 0 refused on the field', async () => {
    const page = await signIn('/master-data-hadiah');
    await page.getByTestId('master-table').locator('tbody tr', { hasText: 'PAYUNG EMAS' }).waitFor();
    const stockNow = async () =>
      (await server.pool.query(`SELECT stock::int AS stock FROM master_hadiah WHERE kode_hadiah = 'PYG'`)).rows[0]
        ?.stock as number;
    const s0 = await stockNow();
    await page.getByTestId('row-edit-pyg').click();
    const modal = page.getByTestId('master-modal');
    await modal.waitFor();
    const tambah = modal.getByTestId('field-tambah_stock');
    expect(await tambah.inputValue()).toBe('');
    // an exchange takes one gift while the form is open
    await server.pool.query(`UPDATE master_hadiah SET stock = stock - 1 WHERE kode_hadiah = 'PYG'`);
    // a correction of all the gifts the form showed would leave -1: refused, on the field, nothing written
    await tambah.click();
    await page.keyboard.type(`-${s0}x`);
    expect(await tambah.inputValue()).toBe(`-${s0}`);
    await page.getByTestId('modal-save').click();
    const refusal = additiveBelowZero('Stock', s0 - 1, 'Tambah Stock', -s0);
    await modal
      .locator('.ant-form-item', { has: page.getByTestId('field-tambah_stock') })
      .locator('.ant-form-item-explain-error', { hasText: refusal })
      .waitFor();
    expect(await stockNow()).toBe(s0 - 1);
    await shot(page, 'e2e-master-hadiah-tambah-stock-refused');
    // a restock of 10 is added to what the exchange left
    await tambah.fill('10');
    // the refusal goes once the field is changed
    await modal.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    await shot(page, 'e2e-master-hadiah-tambah-stock');
    await page.getByTestId('modal-save').click();
    await modal.waitFor({ state: 'hidden' });
    expect(await stockNow()).toBe(s0 + 9);
    // the list shows it once the save's answer has refreshed it
    await untilText(
      page.getByTestId('master-table').locator('tbody tr', { hasText: 'PAYUNG EMAS' }).locator('td'),
      formatRupiah(s0 + 9),
    );
    await page.context().close();
  });
});
